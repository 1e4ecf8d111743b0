import { request } from "node:http";
import { crc32, deflateSync } from "node:zlib";
import type { TestClient } from "../helpers/test-server.ts";

/** Real image files for the upload tests, made here rather than kept as binary fixtures. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size`×`size` PNG of one colour (8-bit RGB); a large `size` with `noise` makes a large file. */
export function png(size = 1, noise = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size * 3; x++) row[1 + x] = noise ? Math.floor(Math.random() * 256) : 0x3b;
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 1×1 baseline JPEG (JFIF). */
export const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);

/** A 1×1 lossless WebP. */
export const WEBP = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");

/** An SVG: an image to a browser, and a script's carrier too. */
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(document.cookie)</script></svg>',
);

export type Upload = { name: string; type: string; bytes: Uint8Array };

type UploadAnswer = { status: number; body: { url?: string; code?: string; message?: string } };

/**
 * Posts the brand image upload as a browser's form does, with the client's session, on a
 * connection of its own: a body refused before it is read leaves its connection unusable, and
 * a pooled one would fail the next request.
 */
export async function uploadImage(
  client: TestClient,
  fields: { organizationId?: string; kind?: string },
  file: Upload | null,
): Promise<UploadAnswer> {
  const form = new FormData();
  if (fields.organizationId !== undefined) form.set("organizationId", fields.organizationId);
  if (fields.kind !== undefined) form.set("kind", fields.kind);
  if (file) form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL("/api/auth/organization/branding/upload", client.baseURL);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: "POST",
        agent: false,
        headers: {
          origin: client.origin,
          cookie: client.jar.header(),
          "content-type": encoded.headers.get("content-type") ?? "",
          "content-length": body.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }),
        );
      },
    );
    // The server may answer (413) and close before the whole body is written.
    sent.on("error", reject);
    sent.end(body);
  });
}
