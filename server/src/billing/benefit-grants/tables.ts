import type { Generated } from "kysely";

export type BenefitGrantTable = {
  id: string;
  organization_id: string;
  grant_key: string;
  customer_id: string;
  /** The team customer's member the grant is for (a seat's benefits); null for the customer's own. */
  member_id: string | null;
  benefit_id: string;
  order_id: string | null;
  subscription_id: string | null;
  granted_at: string | null;
  revoked_at: string | null;
  /** JSON object. */
  properties: string;
  previous_properties: string | null;
  /** JSON {message, type, timestamp} or null. */
  error: string | null;
  created_at: string;
  modified_at: string | null;
};

export type BenefitGrantJobTable = {
  id: string;
  organization_id: string;
  grant_key: string;
  action: string;
  customer_id: string;
  /** The team customer's member the grant is for (a seat's benefits); null for the customer's own. */
  member_id: string | null;
  benefit_id: string;
  order_id: string | null;
  subscription_id: string | null;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  sequence: number;
  created_at: string;
  modified_at: string | null;
  /** The request that caused it (its X-Request-Id), so the job's log lines carry it; null for jobs. */
  request_id: string | null;
};

/** Benefit grants and their durable jobs. Composed into the database schema by db/schema.ts. */
export type BenefitGrantTables = {
  benefit_grant: BenefitGrantTable;
  benefit_grant_job: BenefitGrantJobTable;
};
