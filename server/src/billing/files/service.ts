import type { Readable } from "node:stream";
import type { Executor } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { BlobStore } from "../../storage/blob-store.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { type PageRequest, toListResource } from "../common/pagination.ts";
import { FileErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type {
  DownloadableFileRead,
  FileList,
  FileListQuery,
  FilePatch,
  FileRead,
  ProductMediaFileRead,
} from "./schemas.ts";
import * as storage from "./storage.ts";

/** Where the bytes go and how upload URLs are made: DATA_DIR/files, BASE_URL and a signing secret. */
export type FilesContext = { store: BlobStore; baseURL: string; secret: string };

/** /v1/files: reading, renaming and deleting files, and serving product media (uploads: upload.ts). */

// ---- reading ----------------------------------------------------------------------------------

/** Polar's `human_readable_size`: 1024-based, one decimal ("12.0 B", "1.5 KB"). */
export function sizeReadable(size: number): string {
  let value = size;
  for (const unit of ["", "K", "M", "G", "T", "P", "E", "Z"]) {
    if (Math.abs(value) < 1024) return `${value.toFixed(1)} ${unit}B`;
    value /= 1024;
  }
  return `${value.toFixed(1)} YB`;
}

/** The columns every file shape shares (FileRead, FileUpload). */
export function readBase(row: repository.FileRow) {
  const size = Number(row.size);
  return {
    id: row.id,
    organization_id: row.organization_id,
    name: row.name,
    path: row.path,
    mime_type: row.mime_type,
    size,
    storage_version: row.storage_version,
    checksum_etag: row.checksum_etag,
    checksum_sha256_base64: row.checksum_sha256_base64,
    checksum_sha256_hex: row.checksum_sha256_hex,
    last_modified_at: row.last_modified_at,
    version: row.version,
    is_uploaded: Boolean(row.is_uploaded),
    created_at: row.created_at,
    size_readable: sizeReadable(size),
  };
}

export function toRead(row: repository.FileRow): FileRead {
  if (row.service === "product_media")
    return { ...readBase(row), service: "product_media", public_url: row.public_url ?? "" };
  // Gatehouse scans no uploads, so no file is ever flagged.
  return { ...readBase(row), service: "downloadable", flagged_malicious_at: null };
}

/** Product media files of the organization among `ids` (uploaded or not); absent ids are left out. */
export async function resolveProductMedias(
  executor: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, ProductMediaFileRead>> {
  const rows = await repository.findMany(executor, organizationId, ids);
  const found = new Map<string, ProductMediaFileRead>();
  for (const row of rows) {
    const read = toRead(row);
    if (read.service === "product_media") found.set(row.id, read);
  }
  return found;
}

/** Downloadable files of the organization among `ids`; absent ids are left out. */
export async function resolveDownloadableFiles(
  executor: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, DownloadableFileRead>> {
  const rows = await repository.findMany(executor, organizationId, ids);
  const found = new Map<string, DownloadableFileRead>();
  for (const row of rows) {
    const read = toRead(row);
    if (read.service === "downloadable") found.set(row.id, read);
  }
  return found;
}

export async function list(db: Executor, access: OrganizationAccess, query: FileListQuery): Promise<FileList> {
  const { rows, total } = await repository.list(db, access.organizationId, { ids: query.ids }, query);
  return toListResource(rows.map(toRead), total, query satisfies PageRequest);
}

// ---- changing and deleting --------------------------------------------------------------------

export async function update(db: Executor, access: OrganizationAccess, id: string, body: FilePatch): Promise<FileRead> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw FileErrors.NOT_FOUND();
  await repository.update(db, access.organizationId, id, {
    ...(body.name == null ? {} : { name: body.name }),
    ...(body.version === undefined ? {} : { version: body.version }),
    modified_at: nowIso(),
  });
  const updated = await repository.find(db, access.organizationId, id);
  if (!updated) throw FileErrors.NOT_FOUND();
  return toRead(updated);
}

/** Marks the file deleted (benefits and products may still name its id) and removes its bytes. */
export async function remove(db: Executor, ctx: FilesContext, access: OrganizationAccess, id: string): Promise<void> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw FileErrors.NOT_FOUND();
  await repository.update(db, access.organizationId, id, { deleted_at: nowIso() });
  await storage.removeFile(ctx.store, row.organization_id, id);
}

/** The bytes behind a product media file's public_url: uploaded product media only, else 404. */
export async function publicMedia(
  db: Executor,
  ctx: FilesContext,
  id: string,
): Promise<{ mimeType: string; size: number; etag: string | null; stream: Readable }> {
  const organizationId = await repository.organizationOf(db, id);
  const row = organizationId ? await repository.find(db, organizationId, id) : undefined;
  if (row?.service !== "product_media" || !row.is_uploaded) throw FileErrors.NOT_FOUND();
  return {
    mimeType: row.mime_type,
    size: Number(row.size),
    etag: row.checksum_etag,
    stream: await storage.readContent(ctx.store, row.organization_id, id),
  };
}
