import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { BlobStore } from "./blob-store.ts";

/** Files on this machine's disk under `root` (DATA_DIR/files): a key is a relative path. */
export function localBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => join(root, key);
  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      try {
        await pipeline(body, createWriteStream(target));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
    },
    async get(key) {
      return createReadStream(pathOf(key));
    },
    exists: (key) =>
      stat(pathOf(key)).then(
        () => true,
        () => false,
      ),
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}
