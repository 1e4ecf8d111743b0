import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "@hono/zod-openapi";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import type { Executor } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { now, nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { ValidationFailure } from "../common/validation.ts";
import { FileErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { FileCreate, FileRead, FileUpload, FileUploadCompleted } from "./schemas.ts";
import { s3FileCreatePart } from "./schemas.ts";
import { type FilesContext, readBase, toRead } from "./service.ts";
import * as storage from "./storage.ts";

/**
 * Polar's multipart upload, served by Gatehouse itself: create declares the parts (with their
 * checksums) and answers a signed URL per part; each part is PUT to its URL; complete checks every
 * part arrived (ETags, the whole file's SHA-256) and assembles the file.
 */

/**
 * Gatehouse's caps (Polar's are S3's): one PUT carries at most 64 MiB, a downloadable file is at
 * most 1 GiB. Product media stays within Polar's 10 MB (schemas.ts).
 */
export const MAX_PART_SIZE = 64 * 1024 * 1024;
export const DOWNLOADABLE_MAX_SIZE = 1024 * 1024 * 1024;
/** Upload URLs are valid for an hour, like Polar's presigned S3 URLs. */
export const UPLOAD_URL_TTL_SECONDS = 3600;

const storedParts = z.array(s3FileCreatePart.extend({ checksum_sha256_base64: z.string().nullable().default(null) }));
type StoredPart = z.infer<typeof storedParts>[number];

/** The declared parts must tile [0, size) in order: part 1 from 0, each starting where the last ended. */
function checkParts(body: FileCreate): void {
  const parts = body.upload.parts;
  let expectedStart = 0;
  parts.forEach((part, index) => {
    const at = (field: string) => ["body", "upload", "parts", index, field];
    if (part.number !== index + 1)
      throw ValidationFailure.at(at("number"), `Parts must be numbered 1, 2, 3… in order; expected ${index + 1}`);
    if (part.chunk_start !== expectedStart)
      throw ValidationFailure.at(at("chunk_start"), `Expected the part to start at byte ${expectedStart}`);
    if (part.chunk_end < part.chunk_start)
      throw ValidationFailure.at(at("chunk_end"), "chunk_end must not be before chunk_start");
    if (part.chunk_end - part.chunk_start > MAX_PART_SIZE)
      throw ValidationFailure.at(at("chunk_end"), `A part may be at most ${MAX_PART_SIZE} bytes`);
    expectedStart = part.chunk_end;
  });
  if (expectedStart !== body.size)
    throw ValidationFailure.at(
      ["body", "upload", "parts"],
      `The parts cover ${expectedStart} bytes but size is ${body.size}`,
    );
  if (body.service === "downloadable" && body.size > DOWNLOADABLE_MAX_SIZE)
    throw ValidationFailure.at(
      ["body", "size"],
      `A downloadable file may be at most ${DOWNLOADABLE_MAX_SIZE} bytes`,
      "less_than_equal",
    );
}

const signature = (ctx: FilesContext, organizationId: string, id: string, number: number, expires: number) =>
  createHmac("sha256", ctx.secret)
    .update(`billing-file-part:${organizationId}:${id}:${number}:${expires}`)
    .digest("base64url");

function uploadUrl(ctx: FilesContext, organizationId: string, id: string, number: number, expires: number): string {
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(ctx, organizationId, id, number, expires),
  });
  return `${ctx.baseURL}/v1/files/${id}/parts/${number}?${query}`;
}

function toUpload(ctx: FilesContext, row: repository.FileRow): FileUpload {
  const expires = Math.floor(now().getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
  const parts = fromJsonColumn(storedParts, row.upload_parts).map((part) => ({
    ...part,
    url: uploadUrl(ctx, row.organization_id, row.id, part.number, expires),
    expires_at: new Date(expires * 1000).toISOString(),
    headers: { "Content-Type": row.mime_type },
  }));
  const { created_at: _created, size_readable, ...base } = readBase(row);
  return {
    ...base,
    size_readable,
    service: row.service === "product_media" ? "product_media" : "downloadable",
    upload: { id: row.id, path: row.path, parts },
  };
}

export async function create(
  db: Executor,
  ctx: FilesContext,
  access: OrganizationAccess,
  body: FileCreate,
): Promise<FileUpload> {
  checkParts(body);
  const id = newId();
  const row: repository.FileRow = {
    id,
    organization_id: access.organizationId,
    name: body.name,
    path: `${access.organizationId}/${id}/${body.name}`,
    mime_type: body.mime_type,
    size: body.size,
    service: body.service,
    version: body.version ?? null,
    storage_version: null,
    checksum_etag: null,
    declared_sha256_base64: body.checksum_sha256_base64 ?? null,
    checksum_sha256_base64: null,
    checksum_sha256_hex: null,
    last_modified_at: null,
    public_url: body.service === "product_media" ? `${ctx.baseURL}/v1/files/${id}/public` : null,
    upload_parts: toJsonColumn(
      body.upload.parts.map(
        (part): StoredPart => ({ ...part, checksum_sha256_base64: part.checksum_sha256_base64 ?? null }),
      ),
    ),
    is_uploaded: 0,
    created_at: nowIso(),
    modified_at: null,
    deleted_at: null,
  };
  const { organization_id: _org, ...values } = row;
  await repository.insert(db, access.organizationId, values);
  return toUpload(ctx, row);
}

export type PartUpload = {
  expires: string | undefined;
  signature: string | undefined;
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
};

/**
 * `PUT /v1/files/{id}/parts/{number}?expires&signature`: the presigned-URL stand-in. The
 * signature names the organization, file, part and expiry, so the URL is the credential.
 * Answers the part's ETag (quoted MD5, as S3), which the client sends back on completion.
 */
export async function receivePart(
  db: Executor,
  ctx: FilesContext,
  id: string,
  number: number,
  upload: PartUpload,
): Promise<string> {
  const organizationId = await repository.organizationOf(db, id);
  if (!organizationId || !validSignature(ctx, organizationId, id, number, upload))
    throw FileErrors.BAD_UPLOAD_SIGNATURE();
  const row = await repository.find(db, organizationId, id);
  const part =
    row && !row.is_uploaded
      ? fromJsonColumn(storedParts, row.upload_parts).find((candidate) => candidate.number === number)
      : undefined;
  if (!row || !part) throw FileErrors.UPLOAD_NOT_FOUND();
  const declared = part.chunk_end - part.chunk_start;
  if (upload.contentLength !== null && upload.contentLength > declared) throw FileErrors.PART_TOO_LARGE();
  try {
    const digest = await storage.writePart(ctx.store, organizationId, id, number, upload.body, declared);
    return `"${digest.md5Hex}"`;
  } catch (error) {
    if (error instanceof storage.PartTooLarge) throw FileErrors.PART_TOO_LARGE();
    throw error;
  }
}

function validSignature(
  ctx: FilesContext,
  organizationId: string,
  id: string,
  number: number,
  upload: PartUpload,
): boolean {
  const expires = Number(upload.expires);
  if (!Number.isInteger(expires) || expires * 1000 < now().getTime() || !upload.signature) return false;
  const expected = Buffer.from(signature(ctx, organizationId, id, number, expires));
  const given = Buffer.from(upload.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const unquote = (etag: string) => etag.replace(/^W\//, "").replace(/^"|"$/g, "");

/**
 * `POST /v1/files/{id}/uploaded`: checks every declared part arrived with the ETag the client
 * names, assembles them, and verifies each part's size and SHA-256 (declared on create or on
 * completion) and the whole file's. Any mismatch is 422 and leaves the file not uploaded (the
 * parts stay, so the client may PUT again and retry).
 */
export async function complete(
  db: Executor,
  ctx: FilesContext,
  access: OrganizationAccess,
  id: string,
  body: FileUploadCompleted,
): Promise<FileRead> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw FileErrors.NOT_FOUND();
  if (row.is_uploaded) return toRead(row);
  if (body.id !== row.id) throw ValidationFailure.at(["body", "id"], "Unknown upload id");
  if (body.path !== row.path) throw ValidationFailure.at(["body", "path"], "The path does not match the file's");
  const declared = fromJsonColumn(storedParts, row.upload_parts);
  const given = new Map(body.parts.map((part) => [part.number, part]));
  if (
    given.size !== body.parts.length ||
    declared.length !== given.size ||
    declared.some((part) => !given.has(part.number))
  ) {
    throw ValidationFailure.at(
      ["body", "parts"],
      `Expected each of the ${declared.length} declared parts exactly once`,
    );
  }
  const numbers = declared.map((part) => part.number);
  for (const number of numbers) {
    if (!(await storage.partExists(ctx.store, row.organization_id, id, number)))
      throw ValidationFailure.at(
        ["body", "parts", body.parts.findIndex((p) => p.number === number)],
        `Part ${number} was not uploaded`,
      );
  }
  const assembled = await storage.assemble(ctx.store, row.organization_id, id, numbers);
  try {
    verify(row, declared, body, assembled);
  } catch (error) {
    await storage.dropContent(ctx.store, row.organization_id, id);
    throw error;
  }
  await storage.dropParts(ctx.store, row.organization_id, id, numbers);
  const now = nowIso();
  const md5s = Buffer.concat(assembled.parts.map((part) => Buffer.from(part.md5Hex, "hex")));
  await repository.update(db, access.organizationId, id, {
    is_uploaded: 1,
    checksum_sha256_base64: assembled.sha256.toString("base64"),
    checksum_sha256_hex: assembled.sha256.toString("hex"),
    // S3's multipart ETag: MD5 of the parts' MD5s, then "-<number of parts>".
    checksum_etag: `${createHashHex(md5s)}-${numbers.length}`,
    last_modified_at: now,
    modified_at: now,
  });
  const updated = await repository.find(db, access.organizationId, id);
  if (!updated) throw FileErrors.NOT_FOUND();
  return toRead(updated);
}

const createHashHex = (data: Buffer): string => createHash("md5").update(data).digest("hex");

function verify(
  row: repository.FileRow,
  declared: StoredPart[],
  body: FileUploadCompleted,
  assembled: Awaited<ReturnType<typeof storage.assemble>>,
): void {
  declared.forEach((part, index) => {
    const digest = assembled.parts[index]!;
    const givenIndex = body.parts.findIndex((candidate) => candidate.number === part.number);
    const given = body.parts[givenIndex]!;
    const at = (field: string) => ["body", "parts", givenIndex, field];
    if (unquote(given.checksum_etag) !== digest.md5Hex)
      throw ValidationFailure.at(at("checksum_etag"), `ETag of part ${part.number} does not match the uploaded bytes`);
    if (digest.size !== part.chunk_end - part.chunk_start)
      throw ValidationFailure.at(
        at("number"),
        `Part ${part.number} has ${digest.size} bytes, declared ${part.chunk_end - part.chunk_start}`,
      );
    for (const expected of [part.checksum_sha256_base64, given.checksum_sha256_base64]) {
      if (expected != null && expected !== digest.sha256Base64)
        throw ValidationFailure.at(
          at("checksum_sha256_base64"),
          `SHA-256 of part ${part.number} does not match the uploaded bytes`,
        );
    }
  });
  if (assembled.size !== Number(row.size))
    throw ValidationFailure.at(["body", "parts"], `Uploaded ${assembled.size} bytes, declared ${Number(row.size)}`);
  if (row.declared_sha256_base64 != null && row.declared_sha256_base64 !== assembled.sha256.toString("base64")) {
    throw ValidationFailure.at(
      ["body", "parts"],
      "SHA-256 of the file does not match checksum_sha256_base64 declared on create",
    );
  }
}
