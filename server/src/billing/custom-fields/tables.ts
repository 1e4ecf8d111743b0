export type CustomFieldTable = {
  id: string;
  organization_id: string;
  type: string;
  slug: string;
  name: string;
  /** JSON object of the type's properties. */
  properties: string;
  /** JSON object. */
  metadata: string;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};

/** Custom fields. Composed into the database schema by db/schema.ts. */
export type CustomFieldTables = {
  custom_field: CustomFieldTable;
};
