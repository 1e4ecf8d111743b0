import { join } from "node:path";
import type { Config } from "../config.ts";
import type { BlobStore } from "./blob-store.ts";
import { localBlobStore } from "./local-store.ts";

/** The file store STORAGE names: DATA_DIR/files on this machine, or the S3 bucket. */
export async function createBlobStore(config: Config): Promise<BlobStore> {
  if (config.storage.kind === "local") return localBlobStore(join(config.dataDir, "files"));
  // Loaded only when used: the AWS SDK is a large module graph to load at every start.
  const { s3BlobStore } = await import("./s3-store.ts");
  return s3BlobStore(config.storage);
}
