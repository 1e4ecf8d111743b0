/** An organization's Stripe account (migration 0033); the keys sealed (kit/sealed-secrets.ts). */
export type StripeAccountTable = {
  organization_id: string;
  /** Stripe's `acct_...`, null when a restricted key may not read the account. */
  account_id: string | null;
  /** 1 for live keys, 0 for Stripe's test mode. */
  livemode: number;
  publishable_key: string;
  secret_key_sealed: string;
  /** What may be shown of the secret key: its prefix and last four characters. */
  secret_key_hint: string;
  webhook_secret_sealed: string;
  webhook_secret_hint: string;
  created_at: string;
  modified_at: string | null;
};

/** A Stripe event as received (migration 0034): recorded before it is acted on. */
export type StripeEventTable = {
  organization_id: string;
  /** Stripe's `evt_...`. */
  id: string;
  type: string;
  payload: string;
  received_at: string;
  /** Set once handled; empty while (or if) its handling has not finished. */
  processed_at: string | null;
};

/** Composed into the database schema by db/schema.ts. */
export type StripeAccountTables = {
  billing_stripe_account: StripeAccountTable;
  billing_stripe_event: StripeEventTable;
};
