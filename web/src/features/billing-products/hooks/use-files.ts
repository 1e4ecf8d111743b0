import { useQuery } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap, type V1Body, type V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/files, generated from the server's OpenAPI document. */
export type FileRead = V1Schemas["FileRead"];
type FileService = V1Body<"/v1/files/", "post">["service"];

export const fileKeys = {
  all: (organizationId: string) => billingKeys.resource(organizationId, "files"),
};

/** Polar's part size: files up to this size go up in one part. */
const PART_SIZE = 10_000_000;

function base64(bytes: ArrayBuffer): string {
  let text = "";
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}

/** SHA-256 in base64; null where WebCrypto is unavailable (plain http off localhost): the checksum is optional. */
async function sha256(data: ArrayBuffer): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  return base64(await crypto.subtle.digest("SHA-256", data));
}

/**
 * Polar's upload flow: create the file with its parts and checksums, PUT each part's bytes to the
 * URL the server returns, then mark the upload complete with each part's ETag.
 */
export async function uploadFile(organizationId: string, file: File, service: FileService): Promise<FileRead> {
  const bytes = await file.arrayBuffer();
  const parts: {
    number: number;
    chunk_start: number;
    chunk_end: number;
    checksum_sha256_base64: string | null;
    bytes: ArrayBuffer;
  }[] = [];
  for (let start = 0, number = 1; start < bytes.byteLength || number === 1; start += PART_SIZE, number += 1) {
    const end = Math.min(start + PART_SIZE, bytes.byteLength);
    const chunk = bytes.slice(start, end);
    parts.push({
      number,
      chunk_start: start,
      chunk_end: end,
      checksum_sha256_base64: await sha256(chunk),
      bytes: chunk,
    });
    if (end >= bytes.byteLength) break;
  }
  const api = organizationApi(organizationId);
  const created = await unwrap(
    api.POST("/v1/files/", {
      body: {
        organization_id: organizationId,
        service,
        name: file.name,
        mime_type: file.type || "application/octet-stream",
        size: bytes.byteLength,
        checksum_sha256_base64: await sha256(bytes),
        upload: { parts: parts.map(({ bytes: _bytes, ...part }) => part) },
      },
    }),
  );
  const uploaded = await Promise.all(
    created.upload.parts.map(async (part) => {
      const local = parts.find((p) => p.number === part.number);
      const response = await fetch(part.url, {
        method: "PUT",
        headers: part.headers,
        body: local?.bytes ?? new ArrayBuffer(0),
      });
      if (!response.ok)
        throw new Error(i18n.t("billing-products:upload.failed", { name: file.name, status: response.status }));
      return {
        number: part.number,
        checksum_etag: response.headers.get("ETag") ?? "",
        checksum_sha256_base64: part.checksum_sha256_base64,
      };
    }),
  );
  return unwrap(
    api.POST("/v1/files/{id}/uploaded", {
      params: { path: { id: created.id } },
      body: { id: created.upload.id, path: created.upload.path, parts: uploaded },
    }),
  );
}

/** The organization's files (up to Polar's page maximum), e.g. to choose downloadables from. */
export function useFiles(organizationId: string) {
  return useQuery({
    queryKey: fileKeys.all(organizationId),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/files/", { params: { query: { limit: 100 } }, signal })),
  });
}
