export type MeterTable = {
  id: string;
  organization_id: string;
  name: string;
  unit: string;
  custom_label: string | null;
  custom_multiplier: number | null;
  /** JSON: Polar's Filter. */
  filter: string;
  /** JSON: Polar's aggregation. */
  aggregation: string;
  /** JSON object. */
  metadata: string;
  created_at: string;
  modified_at: string | null;
  archived_at: string | null;
};

/** Meters. Composed into the database schema by db/schema.ts. */
export type MeterTables = {
  meter: MeterTable;
};
