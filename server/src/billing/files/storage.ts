import { createHash, type Hash } from "node:crypto";
import { PassThrough, pipeline, Readable, Transform } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import type { BlobStore } from "../../storage/blob-store.ts";

/**
 * The bytes of billing files in the blob store (storage/): `<organization_id>/<file_id>/part-<n>`
 * while an upload is in progress, `<organization_id>/<file_id>/content` once completed. Ids are
 * UUIDs validated before they reach here, so keys cannot escape their folder.
 */

export type PartDigest = { size: number; md5Hex: string; sha256Base64: string };

const fileKey = (organizationId: string, id: string) => `${organizationId}/${id}`;
const partKey = (organizationId: string, id: string, number: number) => `${fileKey(organizationId, id)}/part-${number}`;
const contentKey = (organizationId: string, id: string) => `${fileKey(organizationId, id)}/content`;

export class PartTooLarge extends Error {}

/** Streams one part to the store, refusing more than `maxBytes`; returns its size and digests. */
export async function writePart(
  store: BlobStore,
  organizationId: string,
  id: string,
  number: number,
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<PartDigest> {
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
  const source = body ? Readable.fromWeb(body as NodeWebStream<Uint8Array>) : Readable.from([]);
  // The store sees the metered stream; a failure of the source or the meter fails the write.
  const metered = pipeline(source, meter, () => undefined);
  await store.put(partKey(organizationId, id, number), metered);
  return { size, md5Hex: md5.digest("hex"), sha256Base64: sha256.digest("base64") };
}

export function partExists(store: BlobStore, organizationId: string, id: string, number: number): Promise<boolean> {
  return store.exists(partKey(organizationId, id, number));
}

/**
 * Concatenates the parts in order into `content`, hashing each part and the whole on the way.
 * The parts stay until `dropParts`, so a failed verification can be retried with new PUTs.
 */
export async function assemble(
  store: BlobStore,
  organizationId: string,
  id: string,
  numbers: readonly number[],
): Promise<{ parts: PartDigest[]; size: number; sha256: Buffer }> {
  const whole = createHash("sha256");
  const parts: PartDigest[] = [];
  const out = new PassThrough();
  const stored = store.put(contentKey(organizationId, id), out);
  let size = 0;
  const copy = async () => {
    for (const number of numbers) {
      const md5 = createHash("md5");
      const sha256 = createHash("sha256");
      let partSize = 0;
      const hashes: Hash[] = [md5, sha256, whole];
      for await (const chunk of (await store.get(partKey(organizationId, id, number))) as AsyncIterable<Buffer>) {
        for (const hash of hashes) hash.update(chunk);
        partSize += chunk.length;
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
      }
      size += partSize;
      parts.push({ size: partSize, md5Hex: md5.digest("hex"), sha256Base64: sha256.digest("base64") });
    }
    out.end();
  };
  await Promise.all([
    copy().catch((error: unknown) => {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }),
    stored,
  ]);
  return { parts, size, sha256: whole.digest() };
}

export async function dropParts(
  store: BlobStore,
  organizationId: string,
  id: string,
  numbers: readonly number[],
): Promise<void> {
  await store.delete(numbers.map((number) => partKey(organizationId, id, number)));
}

export async function dropContent(store: BlobStore, organizationId: string, id: string): Promise<void> {
  await store.delete([contentKey(organizationId, id)]);
}

/** Removes everything stored for a file (parts and content). */
export async function removeFile(store: BlobStore, organizationId: string, id: string): Promise<void> {
  await store.deletePrefix(`${fileKey(organizationId, id)}/`);
}

export function readContent(store: BlobStore, organizationId: string, id: string): Promise<Readable> {
  return store.get(contentKey(organizationId, id));
}
