import { createHash } from "node:crypto";
import { expect } from "vitest";
import { v1 } from "./billing.ts";
import type { TestServer } from "./test-server.ts";

/** Uploading a file through /v1/files as Polar's clients do: create, PUT each part, complete. */

export type UploadPart = {
  number: number;
  chunk_start: number;
  chunk_end: number;
  checksum_sha256_base64: string | null;
  url: string;
  headers: Record<string, string>;
};
export type CreatedUpload = { id: string; path: string; upload: { id: string; path: string; parts: UploadPart[] } };
export type UploadedFile = {
  id: string;
  service: string;
  is_uploaded: boolean;
  public_url?: string;
  size: number;
  name: string;
  mime_type: string;
};

export const sha256Base64 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("base64");

/** A tiny valid PNG (1×1), with `extra` bytes appended to vary its content. */
export function pngBytes(extra = ""): Buffer {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  return Buffer.concat([png, Buffer.from(extra)]);
}

/** Splits `size` bytes into parts of `partSize` (the last one shorter), as Polar's web uploader does. */
export function partsOf(bytes: Uint8Array, partSize = bytes.length || 1) {
  const parts = [];
  for (let start = 0, number = 1; start < bytes.length || number === 1; start += partSize, number++) {
    const end = Math.min(start + partSize, bytes.length);
    parts.push({
      number,
      chunk_start: start,
      chunk_end: end,
      checksum_sha256_base64: sha256Base64(bytes.subarray(start, end)),
    });
    if (end >= bytes.length) break;
  }
  return parts;
}

/** PUTs one part's bytes to its upload URL; returns the response (ETag header on success). */
export function putPart(part: { url: string; headers?: Record<string, string> }, bytes: Uint8Array): Promise<Response> {
  return fetch(part.url, { method: "PUT", headers: part.headers ?? {}, body: new Blob([new Uint8Array(bytes)]) });
}

/** The whole flow through the raw API; returns the uploaded file. */
export async function uploadFile(
  server: TestServer,
  token: string,
  options: {
    bytes?: Buffer;
    name?: string;
    mimeType?: string;
    service?: "product_media" | "downloadable";
    partSize?: number;
  } = {},
): Promise<UploadedFile> {
  const bytes = options.bytes ?? pngBytes(String(Math.random()));
  const created = await v1<CreatedUpload>(server, "POST", "/files/", {
    token,
    body: {
      name: options.name ?? "image.png",
      mime_type: options.mimeType ?? "image/png",
      size: bytes.length,
      checksum_sha256_base64: sha256Base64(bytes),
      service: options.service ?? "product_media",
      upload: { parts: partsOf(bytes, options.partSize) },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const parts = [];
  for (const part of created.body.upload.parts) {
    const put = await putPart(part, bytes.subarray(part.chunk_start, part.chunk_end));
    expect(put.status).toBe(200);
    parts.push({
      number: part.number,
      checksum_etag: put.headers.get("etag")!,
      checksum_sha256_base64: part.checksum_sha256_base64,
    });
  }
  const done = await v1<UploadedFile>(server, "POST", `/files/${created.body.id}/uploaded`, {
    token,
    body: { id: created.body.upload.id, path: created.body.upload.path, parts },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
}
