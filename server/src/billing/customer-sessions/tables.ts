export type CustomerSessionTable = {
  id: string;
  organization_id: string;
  customer_id: string;
  token_hash: string;
  return_url: string | null;
  expires_at: string;
  created_at: string;
  modified_at: string | null;
};

/** Customer sessions (polar_cst_...). Composed into the database schema by db/schema.ts. */
export type CustomerSessionTables = {
  customer_session: CustomerSessionTable;
};
