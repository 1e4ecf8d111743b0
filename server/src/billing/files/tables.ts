import type { Generated } from "kysely";
import type { Bool } from "../../db/column-types.ts";

export type BillingFileTable = {
  id: string;
  organization_id: string;
  name: string;
  path: string;
  mime_type: string;
  /** bigint: a string on PostgreSQL, a number on SQLite. */
  size: number | string | bigint;
  service: string;
  version: string | null;
  storage_version: string | null;
  checksum_etag: string | null;
  declared_sha256_base64: string | null;
  checksum_sha256_base64: string | null;
  checksum_sha256_hex: string | null;
  last_modified_at: string | null;
  /** Product media: absolute public URL. */
  public_url: string | null;
  /** JSON array of the declared upload parts. */
  upload_parts: string;
  is_uploaded: Generated<Bool>;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};

/** Uploaded files. Composed into the database schema by db/schema.ts. */
export type FileTables = {
  billing_file: BillingFileTable;
};
