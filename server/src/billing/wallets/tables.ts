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
  /** `credit` (seller credit), `renewal` (spent on a renewal attempt), `release` (a declined attempt's debit given back). */
  kind: string;
  /** Makes a change happen once per wallet and kind: a renewal attempt's key, a credit's id. */
  reference: string;
  order_id: string | null;
  created_at: string;
};

/** Wallets and their ledger. Composed into the database schema by db/schema.ts. */
export type WalletTables = {
  billing_customer_wallet: BillingCustomerWalletTable;
  billing_customer_wallet_transaction: BillingCustomerWalletTransactionTable;
};
