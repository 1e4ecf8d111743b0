import type { Readable } from "node:stream";

/**
 * Where stored files' bytes live, by key (`<organization>/<file>/part-<n>`, `…/content`): the
 * local disk under DATA_DIR (STORAGE=local) or an S3-compatible bucket (STORAGE=s3), so that
 * with S3 any process serves any file. Keys are built from validated UUIDs only.
 */
export interface BlobStore {
  /** Stores a stream's bytes under `key`, replacing what was there; rejects if the stream fails. */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes under `key` (the stream errors if there are none). */
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes these keys (absent ones are fine). */
  delete(keys: readonly string[]): Promise<void>;
  /** Removes every key that starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
}
