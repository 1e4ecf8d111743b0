import { createHash, type Hash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";

/**
 * The bytes of billing files on local disk: `<root>/<organization_id>/<file_id>/part-<n>` while
 * an upload is in progress, `<root>/<organization_id>/<file_id>/content` once completed. `root`
 * is DATA_DIR/files. Ids are UUIDs validated before they reach here, so paths cannot escape.
 */

export type PartDigest = { size: number; md5Hex: string; sha256Base64: string };

const fileDir = (root: string, organizationId: string, id: string) => join(root, organizationId, id);
const partPath = (root: string, organizationId: string, id: string, number: number) =>
  join(fileDir(root, organizationId, id), `part-${number}`);
export const contentPath = (root: string, organizationId: string, id: string) =>
  join(fileDir(root, organizationId, id), "content");

export class PartTooLarge extends Error {}

/** Streams one part to disk, refusing more than `maxBytes`; returns its size and digests. */
export async function writePart(
  root: string,
  organizationId: string,
  id: string,
  number: number,
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<PartDigest> {
  await mkdir(fileDir(root, organizationId, id), { recursive: true });
  const target = partPath(root, organizationId, id, number);
  const md5 = createHash("md5");
  const sha256 = createHash("sha256");
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new PartTooLarge());
      md5.update(chunk);
      sha256.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(
      body ? Readable.fromWeb(body as NodeWebStream<Uint8Array>) : Readable.from([]),
      meter,
      createWriteStream(target),
    );
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return { size, md5Hex: md5.digest("hex"), sha256Base64: sha256.digest("base64") };
}

export async function partExists(root: string, organizationId: string, id: string, number: number): Promise<boolean> {
  return stat(partPath(root, organizationId, id, number)).then(
    () => true,
    () => false,
  );
}

/**
 * Concatenates the parts in order into `content`, hashing each part and the whole on the way.
 * The parts stay until `dropParts`, so a failed verification can be retried with new PUTs.
 */
export async function assemble(
  root: string,
  organizationId: string,
  id: string,
  numbers: readonly number[],
): Promise<{ parts: PartDigest[]; size: number; sha256: Buffer }> {
  const whole = createHash("sha256");
  const parts: PartDigest[] = [];
  const target = contentPath(root, organizationId, id);
  const out = createWriteStream(target);
  let size = 0;
  try {
    for (const number of numbers) {
      const md5 = createHash("md5");
      const sha256 = createHash("sha256");
      let partSize = 0;
      const hashes: Hash[] = [md5, sha256, whole];
      for await (const chunk of createReadStream(partPath(root, organizationId, id, number)) as AsyncIterable<Buffer>) {
        for (const hash of hashes) hash.update(chunk);
        partSize += chunk.length;
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
      }
      size += partSize;
      parts.push({ size: partSize, md5Hex: md5.digest("hex"), sha256Base64: sha256.digest("base64") });
    }
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  return { parts, size, sha256: whole.digest() };
}

export async function dropParts(
  root: string,
  organizationId: string,
  id: string,
  numbers: readonly number[],
): Promise<void> {
  await Promise.all(numbers.map((number) => rm(partPath(root, organizationId, id, number), { force: true })));
}

export async function dropContent(root: string, organizationId: string, id: string): Promise<void> {
  await rm(contentPath(root, organizationId, id), { force: true });
}

/** Removes everything stored for a file (parts and content). */
export async function removeFile(root: string, organizationId: string, id: string): Promise<void> {
  await rm(fileDir(root, organizationId, id), { recursive: true, force: true });
}

export function readContent(root: string, organizationId: string, id: string): Readable {
  return createReadStream(contentPath(root, organizationId, id));
}
