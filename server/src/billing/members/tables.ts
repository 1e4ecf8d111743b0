export type CustomerMemberTable = {
  id: string;
  organization_id: string;
  customer_id: string;
  /** Lower-cased; unique among the customer's live members. */
  email: string;
  name: string | null;
  /** Unique among the customer's live members when set. */
  external_id: string | null;
  /** "owner" | "billing_manager" | "member"; exactly one live owner per customer. */
  role: string;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};

/** The members of customers (Polar's member model). Composed into the database schema by db/schema.ts. */
export type MemberTables = {
  customer_member: CustomerMemberTable;
};
