import { z } from "@hono/zod-openapi";
import { listResourceSchema } from "../common/pagination.ts";
import { repeatedQuery } from "../common/query.ts";
import { datetime, id, listQueryBase, organizationIdInput, uuid } from "../common/schemas.ts";

/**
 * Wire shapes of `/v1/files` (Polar `File*` models). The upload flow is Polar's: create a file with
 * its parts, PUT each part to the returned URL (Gatehouse stores them under DATA_DIR), then POST
 * `/v1/files/{id}/uploaded` with each part's ETag and checksum.
 */

export const FILE_SERVICES = ["downloadable", "product_media"] as const;
export const fileService = z.enum(FILE_SERVICES);

/** Polar's limit for product media: images only, 10 MB. */
export const PRODUCT_MEDIA_MAX_SIZE = 10 * 1024 * 1024;
export const PRODUCT_MEDIA_MIME_TYPE = /^image\/(jpeg|png|gif|webp|svg\+xml)$/;

const checksumSha256Base64 = z.string().min(1).nullish().meta({ description: "Base64 SHA-256 of the content." });

export const s3FileCreatePart = z.object({
  number: z.number().int().min(1),
  chunk_start: z.number().int().min(0),
  chunk_end: z.number().int().min(0),
  checksum_sha256_base64: checksumSha256Base64,
});

export const s3FileCreateMultipart = z.object({ parts: z.array(s3FileCreatePart).min(1) });

const fileCreateBase = {
  organization_id: organizationIdInput,
  name: z.string().min(1),
  mime_type: z
    .string()
    .regex(/^[\w.+-]+\/[\w.+-]+$/, "Expected a MIME type such as image/png")
    .meta({ description: "MIME type of the file." }),
  size: z.number().int().min(0).meta({ description: "Size of the file in bytes." }),
  checksum_sha256_base64: checksumSha256Base64,
  upload: s3FileCreateMultipart,
  version: z.string().nullish(),
};

export const downloadableFileCreate = z.object({ ...fileCreateBase, service: z.literal("downloadable") });

export const productMediaFileCreate = z.object({
  ...fileCreateBase,
  service: z.literal("product_media"),
  mime_type: z.string().regex(PRODUCT_MEDIA_MIME_TYPE, "Product media must be a JPEG, PNG, GIF, WebP or SVG image"),
  size: z.number().int().min(0).max(PRODUCT_MEDIA_MAX_SIZE),
});

export const fileCreate = z
  .discriminatedUnion("service", [downloadableFileCreate, productMediaFileCreate])
  .openapi("FileCreate");

const fileReadBase = {
  id,
  organization_id: z.string(),
  name: z.string(),
  path: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  storage_version: z.string().nullable(),
  checksum_etag: z.string().nullable(),
  checksum_sha256_base64: z.string().nullable(),
  checksum_sha256_hex: z.string().nullable(),
  last_modified_at: datetime.nullable(),
  version: z.string().nullable(),
  is_uploaded: z.boolean(),
  created_at: datetime,
  size_readable: z.string().meta({ description: "Human-readable size, e.g. `1.2 MB`." }),
};

export const downloadableFileRead = z
  .object({
    ...fileReadBase,
    service: z.literal("downloadable"),
    flagged_malicious_at: datetime
      .nullable()
      .meta({ description: "When the file was flagged as malicious; Gatehouse does not scan files: always null." }),
  })
  .openapi("DownloadableFileRead");

export const productMediaFileRead = z
  .object({
    ...fileReadBase,
    service: z.literal("product_media"),
    public_url: z.string().meta({ description: "Public URL of the media, served without authentication." }),
  })
  .openapi("ProductMediaFileRead");

export const fileRead = z
  .discriminatedUnion("service", [downloadableFileRead, productMediaFileRead])
  .openapi("FileRead");

export const s3FileUploadPart = z.object({
  number: z.number().int(),
  chunk_start: z.number().int(),
  chunk_end: z.number().int(),
  checksum_sha256_base64: z.string().nullable(),
  url: z.string().meta({ description: "Where to PUT this part's bytes." }),
  expires_at: datetime,
  headers: z.record(z.string(), z.string()).meta({ description: "Headers to send with the PUT." }),
});

export const s3FileUploadMultipart = z.object({
  id: z.string().meta({ description: "Identifier of the multipart upload." }),
  path: z.string(),
  parts: z.array(s3FileUploadPart),
});

/** Answer to `POST /v1/files` (201). */
export const fileUpload = z
  .object({
    id,
    organization_id: z.string(),
    name: z.string(),
    path: z.string(),
    mime_type: z.string(),
    size: z.number().int(),
    storage_version: z.string().nullable(),
    checksum_etag: z.string().nullable(),
    checksum_sha256_base64: z.string().nullable(),
    checksum_sha256_hex: z.string().nullable(),
    last_modified_at: datetime.nullable(),
    upload: s3FileUploadMultipart,
    version: z.string().nullable(),
    is_uploaded: z.boolean(),
    service: fileService,
    size_readable: z.string(),
  })
  .openapi("FileUpload");

/** Body of `POST /v1/files/{id}/uploaded`. */
export const fileUploadCompleted = z
  .object({
    id: z.string().min(1),
    path: z.string().min(1),
    parts: z
      .array(
        z.object({
          number: z.number().int().min(1),
          checksum_etag: z.string().min(1),
          checksum_sha256_base64: z.string().nullable(),
        }),
      )
      .min(1),
  })
  .openapi("FileUploadCompleted");

/** Body of `PATCH /v1/files/{id}`. */
export const filePatch = z
  .object({ name: z.string().min(1).nullish(), version: z.string().nullish() })
  .openapi("FilePatch");

export const fileListQuery = z.object({
  ...listQueryBase,
  ids: repeatedQuery(uuid).optional().meta({ description: "Filter by file ID." }),
});

export const fileList = listResourceSchema(fileRead, "ListResource_FileRead_");

export type FileCreate = z.infer<typeof fileCreate>;
export type DownloadableFileRead = z.infer<typeof downloadableFileRead>;
export type ProductMediaFileRead = z.infer<typeof productMediaFileRead>;
export type FileRead = z.infer<typeof fileRead>;
export type FileUpload = z.infer<typeof fileUpload>;
export type FileUploadCompleted = z.infer<typeof fileUploadCompleted>;
export type FilePatch = z.infer<typeof filePatch>;
export type FileListQuery = z.infer<typeof fileListQuery>;
export type FileList = z.infer<typeof fileList>;
