import type { Generated } from "kysely";

export type CustomerTable = {
  id: string;
  organization_id: string;
  external_id: string | null;
  /** Lower-cased. */
  email: string;
  /** 0 or 1 on both dialects. */
  email_verified: number;
  name: string | null;
  /** 0063: the name on invoices when it differs from `name` (Polar answers `billing_name ?? name`). */
  billing_name: string | null;
  /** JSON object (Polar Address) or null. */
  billing_address: string | null;
  tax_id: string | null;
  tax_id_format: string | null;
  locale: string | null;
  /** 0069: "individual" | "team" (Polar's customer type). */
  type: Generated<string>;
  /** JSON object. */
  metadata: string;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};

/** Customers. Composed into the database schema by db/schema.ts. */
export type CustomerTables = {
  customer: CustomerTable;
};
