import { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { BlobStore } from "./blob-store.ts";

export type S3Settings = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/** The bucket's client (also `gatehouse check-config`'s, which asks whether the bucket answers). */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, …) through the AWS SDK, so every process
 * reads and writes the same files. Uploads stream (multipart above 5 MB); checksums are sent only
 * where S3 requires them, which S3-compatible servers without the newer checksum headers accept.
 */
export function s3BlobStore(settings: S3Settings): BlobStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const deleteKeys = async (keys: readonly string[]) => {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
    }
  };
  return {
    async put(key, body) {
      await new Upload({ client, params: { Bucket, Key: key, Body: body } }).done();
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`s3://${Bucket}/${key} has no body`);
        return object.Body;
      } catch (error) {
        if (error instanceof NoSuchKey) throw Object.assign(new Error(`no file ${key}`), { code: "ENOENT" });
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || (error as { name?: string }).name === "NotFound") return false;
        throw error;
      }
    },
    async delete(keys) {
      if (keys.length > 0) await deleteKeys(keys);
    },
    async deletePrefix(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        await deleteKeys((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
