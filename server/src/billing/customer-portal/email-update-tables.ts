/** A pending change of a customer's email, made in the portal (migration 0067). */
export type CustomerEmailUpdateTable = {
  id: string;
  organization_id: string;
  customer_id: string;
  /** The new address, where the code was mailed. */
  email: string;
  /** HMAC of the mailed code under AUTH_SECRET. */
  code_hash: string;
  expires_at: string;
  created_at: string;
};

/** Composed into the database schema by db/schema.ts. */
export type CustomerEmailUpdateTables = {
  customer_email_update: CustomerEmailUpdateTable;
};
