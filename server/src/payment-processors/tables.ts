import type { Generated } from "kysely";

export type PaymentCardTokenTable = {
  id: string;
  behavior: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
};

export type PaymentTable = {
  id: string;
  idempotency_key: string | null;
  confirmation_token_id: string;
  status: string;
  amount: number;
  refunded_amount: Generated<number>;
  currency: string;
  description: string;
  customer_email: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  decline_code: string | null;
  decline_message: string | null;
  client_secret: string | null;
  created_at: string;
  modified_at: string | null;
};

export type PaymentRefundTable = {
  id: string;
  payment_id: string;
  idempotency_key: string;
  amount: number;
  status: string;
  failure_reason: string | null;
  created_at: string;
};

/** The test-mode processor's card tokens, payments and refunds. Composed into the database schema by db/schema.ts. */
export type PaymentTables = {
  payment_card_token: PaymentCardTokenTable;
  payment: PaymentTable;
  payment_refund: PaymentRefundTable;
};
