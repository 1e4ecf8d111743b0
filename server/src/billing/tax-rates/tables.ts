export type TaxRateTable = {
  id: string;
  organization_id: string;
  name: string;
  country: string;
  state: string | null;
  basis_points: number;
  created_at: string;
  modified_at: string | null;
};

/** Tax rates. Composed into the database schema by db/schema.ts. */
export type TaxRateTables = {
  tax_rate: TaxRateTable;
};
