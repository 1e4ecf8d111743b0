/** A customer's balance in one currency (Polar's billing wallet); 0068. */
export type BillingCustomerWalletTable = {
  id: string;
  organization_id: string;
  customer_id: string;
  currency: string;
  /** Minor units, never negative (CHECK in the migration). */
  balance: number;
  created_at: string;
  modified_at: string | null;
};

/** One balance change: a credit (> 0) or a debit (< 0), with the balance it left. */
export type BillingCustomerWalletTransactionTable = {
  id: string;
  organization_id: string;
  wallet_id: string;
  amount: number;
  balance_after: number;
  /** `credit` (seller credit), `refund` (a refund to the wallet), `top_up` (a top-up from a card), `renewal` (spent on a renewal attempt), `release` (a declined attempt's debit given back). */
  kind: string;
  /** Makes a change happen once per wallet and kind: a renewal attempt's key, a credit's id. */
  reference: string;
  order_id: string | null;
  created_at: string;
};

/** A top-up from a saved card (0076): `pending` until the charge's outcome is known and settled. */
export type BillingCustomerWalletTopUpTable = {
  id: string;
  organization_id: string;
  customer_id: string;
  currency: string;
  amount: number;
  payment_method_id: string;
  /** `pending`, `succeeded` (the wallet credited, `top_up` in its ledger) or `failed` (declined). */
  status: string;
  /** The client's `Idempotency-Key`, unique per customer. */
  idempotency_key: string | null;
  processor_payment_id: string | null;
  decline_reason: string | null;
  decline_message: string | null;
  /** Who carries it out holds it until then: the request, or the resumption once it ran out. */
  locked_until: string | null;
  created_at: string;
  modified_at: string | null;
};

/** Wallets, their ledger and top-ups. Composed into the database schema by db/schema.ts. */
export type WalletTables = {
  billing_customer_wallet: BillingCustomerWalletTable;
  billing_customer_wallet_transaction: BillingCustomerWalletTransactionTable;
  billing_customer_wallet_top_up: BillingCustomerWalletTopUpTable;
};
