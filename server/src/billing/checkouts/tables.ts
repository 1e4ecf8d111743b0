import type { Generated } from "kysely";

export type CheckoutTable = {
  id: string;
  organization_id: string;
  client_secret: string;
  status: string;
  expires_at: string;
  success_url: string | null;
  return_url: string | null;
  embed_origin: string | null;
  /** JSON array of product ids. */
  product_ids: string;
  product_id: string;
  product_price_id: string;
  custom_amount: number | null;
  /** 0044: the seats bought with a seat-based price. */
  seats: number | null;
  /** 0073: the units bought with a unit-based price. */
  units: Generated<number | null>;
  /** 0074: the ids of the ad-hoc prices the checkout made (JSON), which replace their products' own. */
  ad_hoc_prices: Generated<string | null>;
  amount: number;
  discount_amount: number;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
  currency: string;
  discount_id: string | null;
  allow_discount_codes: number;
  require_billing_address: number;
  customer_id: string | null;
  is_business_customer: number;
  customer_name: string | null;
  customer_email: string | null;
  customer_ip_address: string | null;
  customer_billing_name: string | null;
  /** JSON object (Polar Address) or null. */
  customer_billing_address: string | null;
  customer_tax_id: string | null;
  locale: string | null;
  /** The payment method kind the buyer picked in the form (card, apple_pay, …), if any (migration 0070). */
  payment_method_type: string | null;
  external_customer_id: string | null;
  buyer_user_id: string | null;
  payment_id: string | null;
  /** JSON ChargeRequest: the charge a confirmed checkout awaits the processor's answer to (payment.ts). */
  pending_charge: string | null;
  /** JSON objects. */
  payment_processor_metadata: string;
  custom_field_data: string;
  metadata: string;
  customer_metadata: string;
  created_at: string;
  modified_at: string | null;
  // 0018
  allow_trial: Generated<number>;
  trial_interval: string | null;
  trial_interval_count: number | null;
};

/**
 * Checkouts opened and succeeded per UTC hour (hourly-totals-repository.ts); 0032. Kept by
 * repository.ts `insert` and `updateIfStatus`, the only writes of checkouts: a new one must keep
 * it too.
 */
export type CheckoutHourTable = {
  organization_id: string;
  /** `YYYY-MM-DDTHH`, UTC. */
  hour: string;
  shard: number;
  checkouts: number;
  succeeded: number;
};

/** Checkouts. Composed into the database schema by db/schema.ts. */
export type CheckoutTables = {
  checkout: CheckoutTable;
  checkout_hour: CheckoutHourTable;
};
