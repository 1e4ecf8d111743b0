import type { Generated } from "kysely";

export type BillingSubscriptionTable = {
  id: string;
  organization_id: string;
  status: string;
  amount: number;
  currency: string;
  recurring_interval: string;
  recurring_interval_count: number;
  billing_anchor: string;
  period_number: number;
  current_period_start: string;
  current_period_end: string;
  trial_start: string | null;
  trial_end: string | null;
  cancel_at_period_end: number;
  canceled_at: string | null;
  started_at: string | null;
  ends_at: string | null;
  ended_at: string | null;
  customer_id: string;
  product_id: string;
  product_price_id: string;
  discount_id: string | null;
  checkout_id: string | null;
  customer_cancellation_reason: string | null;
  customer_cancellation_comment: string | null;
  payment_method_id: string | null;
  billing_name: string | null;
  billing_address: string | null;
  metadata: string;
  custom_field_data: string;
  customer_snapshot: string;
  product_snapshot: string | null;
  renewal_discount_amount: number;
  first_net_amount: number;
  first_tax_amount: number;
  created_at: string;
  modified_at: string | null;
  // 0018
  discount_duration: string | null;
  discount_duration_in_months: number | null;
  discount_start_period: number | null;
  // 0031: when the customer was reminded that the trial ends.
  trial_reminded_at: Generated<string | null>;
  // 0044: seats of a seat-based subscription; a reduction waiting for the period's end.
  seats: number | null;
  pending_seats: number | null;
  // 0073: units of a unit-based subscription; a reduction waiting for the period's end.
  units: Generated<number | null>;
  pending_units: Generated<number | null>;
  // 0064: a pause scheduled for the period's end; when it took effect; a scheduled resume.
  pause_at_period_end: Generated<number>;
  paused_at: Generated<string | null>;
  resumes_at: Generated<string | null>;
};

export type BillingSubscriptionPriceTable = {
  subscription_id: string;
  organization_id: string;
  position: number;
  product_price_id: string;
  price_snapshot: string;
};

export type BillingSubscriptionRenewalTable = {
  id: string;
  organization_id: string;
  subscription_id: string;
  period_start: string;
  period_end: string;
  amount: number;
  currency: string;
  status: string;
  attempts: number;
  first_failed_at: string | null;
  next_attempt_at: string;
  last_decline_code: string | null;
  order_id: string | null;
  created_at: string;
  modified_at: string | null;
  // 0018
  discount_amount: Generated<number>;
  proration_amount: Generated<number>;
  // 0031: when the customer was mailed that this renewal's payment failed.
  dunning_mailed_at: Generated<string | null>;
};

export type BillingSubscriptionProrationTable = {
  id: string;
  organization_id: string;
  subscription_id: string;
  amount: number;
  currency: string;
  label: string;
  product_price_id: string;
  renewal_id: string | null;
  created_at: string;
};

/** The usage a claimed renewal bills, one per metered price. */
export type BillingSubscriptionMeteredItemTable = {
  id: string;
  organization_id: string;
  renewal_id: string;
  subscription_id: string;
  product_price_id: string;
  meter_id: string;
  label: string;
  quantity: number;
  amount: number;
  period_start: string;
  period_end: string;
  created_at: string;
};

/** Subscriptions, their prices, renewals, prorations and metered items. Composed into the database schema by db/schema.ts. */
export type SubscriptionTables = {
  billing_subscription: BillingSubscriptionTable;
  billing_subscription_price: BillingSubscriptionPriceTable;
  billing_subscription_renewal: BillingSubscriptionRenewalTable;
  billing_subscription_proration: BillingSubscriptionProrationTable;
  billing_subscription_metered_item: BillingSubscriptionMeteredItemTable;
};
