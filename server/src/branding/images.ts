import { Readable } from "node:stream";
import type { BlobStore } from "../storage/blob-store.ts";

/** An uploaded logo or icon is at most this large. */
export const MAX_IMAGE_BYTES = 512 * 1024;

export type ImageType = "image/png" | "image/jpeg" | "image/webp";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * What the bytes are, by their signature — the type a client declares is never believed: an SVG
 * (it can carry scripts) or an HTML page sent as `image/png` is none of these. PNG's eight-byte
 * signature, JPEG's SOI marker and first segment marker, WebP's RIFF container with its WEBP form.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** Where an image's bytes are kept in the file store. */
const keyOf = (organizationId: string, id: string) => `branding/${organizationId}/${id}`;

export async function storeImage(store: BlobStore, organizationId: string, id: string, bytes: Uint8Array) {
  await store.put(keyOf(organizationId, id), Readable.from([Buffer.from(bytes)]));
}

/** An image's bytes, read whole: they are small, and a response with its length can be cached. */
export async function readImage(store: BlobStore, organizationId: string, id: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(keyOf(organizationId, id))) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
