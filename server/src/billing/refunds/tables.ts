import type { Generated } from "kysely";
import type { Bool } from "../../db/column-types.ts";

export type BillingRefundTable = {
  id: string;
  organization_id: string;
  order_id: string;
  customer_id: string;
  subscription_id: string | null;
  status: string;
  reason: string;
  amount: number;
  tax_amount: number;
  currency: string;
  comment: string | null;
  revoke_benefits: Bool;
  /** JSON object. */
  metadata: string;
  processor_refund_id: string | null;
  failure_reason: string | null;
  created_at: string;
  modified_at: string | null;
  /** Until when the process that reserved or claimed a pending refund carries it out alone. */
  locked_until: string | null;
  /** The lost dispute this refund stands for (disputes/service.ts), else null. */
  dispute_id: string | null;
  /** `original_payment_method` or `wallet` (0075); defaulted for rows written before. */
  destination: Generated<string>;
};

/** Refunds. Composed into the database schema by db/schema.ts. */
export type RefundTables = {
  billing_refund: BillingRefundTable;
};
