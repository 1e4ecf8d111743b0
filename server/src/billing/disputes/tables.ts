import type { Generated } from "kysely";

/** A chargeback on one of an organization's payments, as Stripe reports it (migration 0035). */
export type BillingDisputeTable = {
  id: string;
  organization_id: string;
  order_id: string;
  /** The disputed payment: its `billing_payment` id when on record, else the processor's payment id. */
  payment_id: string;
  processor_dispute_id: string;
  /** Polar's DisputeStatus: prevented | early_warning | needs_response | under_review | lost | won */
  status: string;
  /** Stripe's reason (fraudulent, product_not_received, …). */
  reason: string;
  amount: number;
  tax_amount: number;
  currency: string;
  /** When the merchant's evidence is due at Stripe, if a response is expected. */
  evidence_due_by: string | null;
  /** Stripe's `evidence_details.past_due`: evidence was sent after the deadline (migration 0070). */
  past_due: Generated<number>;
  opened_mailed_at: string | null;
  closed_mailed_at: string | null;
  created_at: string;
  modified_at: string | null;
};

/** Composed into the database schema by db/schema.ts. */
export type DisputeTables = {
  billing_dispute: BillingDisputeTable;
};
