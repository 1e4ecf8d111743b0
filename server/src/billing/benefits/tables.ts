import type { Bool } from "../../db/column-types.ts";

export type BenefitTable = {
  id: string;
  organization_id: string;
  type: string;
  description: string;
  selectable: Bool;
  deletable: Bool;
  /** JSON text of the type's properties. */
  properties: string;
  /** JSON text of the metadata object. */
  metadata: string;
  /** 0063: draft | private | public (Polar's visibility in the customer portal). */
  visibility: string;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};

/** Benefits. Composed into the database schema by db/schema.ts. */
export type BenefitTables = {
  benefit: BenefitTable;
};
