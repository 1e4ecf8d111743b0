export type CustomerSessionTable = {
  id: string;
  organization_id: string;
  customer_id: string;
  /** 0069: the member the session acts as (null: the customer's owner). */
  member_id: string | null;
  token_hash: string;
  return_url: string | null;
  expires_at: string;
  created_at: string;
  modified_at: string | null;
};

export type CustomerSessionCodeTable = {
  id: string;
  organization_id: string;
  customer_id: string;
  code_hash: string;
  expires_at: string;
  created_at: string;
};

/** Customer sessions (polar_cst_...) and the codes mailed to sign in to the portal. Composed into the database schema by db/schema.ts. */
export type CustomerSessionTables = {
  customer_session: CustomerSessionTable;
  customer_session_code: CustomerSessionCodeTable;
};
