import type { Generated } from "kysely";
import type { Bool } from "../../db/column-types.ts";

export type BillingOrderTable = {
  id: string;
  organization_id: string;
  status: string;
  billing_reason: string;
  currency: string;
  subtotal_amount: number;
  discount_amount: number;
  tax_amount: number;
  refunded_amount: Generated<number>;
  refunded_tax_amount: Generated<number>;
  billing_name: string | null;
  /** JSON Address or null. */
  billing_address: string | null;
  invoice_number: string;
  invoice_generated_at: string | null;
  /** 0065: `RCPT-<customer>-0001`, set when the order is paid with a payment (receipts.ts). */
  receipt_number: Generated<string | null>;
  customer_id: string;
  product_id: string | null;
  product_price_id: string | null;
  discount_id: string | null;
  subscription_id: string | null;
  checkout_id: string | null;
  payment_id: string | null;
  /** JSON object. */
  metadata: string;
  /** JSON object. */
  custom_field_data: string;
  /** JSON snapshots of the embedded objects at purchase time. */
  customer_snapshot: string;
  product_snapshot: string | null;
  discount_snapshot: string | null;
  /** 0044: the seats bought with a seat-based price. */
  seats: number | null;
  /** 0073: the units bought with a unit-based price. */
  units: Generated<number | null>;
  /** 0068: what the customer's wallet paid, negative as in Polar (billing/wallets/). */
  applied_balance_amount: Generated<number>;
  created_at: string;
  modified_at: string | null;
};

export type BillingOrderItemTable = {
  id: string;
  organization_id: string;
  order_id: string;
  position: number;
  label: string;
  amount: number;
  tax_amount: number;
  proration: Bool;
  product_price_id: string | null;
  created_at: string;
  modified_at: string | null;
};

/**
 * Paid orders' totals per UTC hour (hourly-totals-repository.ts); 0032. Kept by repository.ts
 * `insert` and `moveRefundedTotals`, the only writes of orders' amounts and status: a new one must
 * keep it too.
 */
export type BillingOrderHourTable = {
  organization_id: string;
  /** `YYYY-MM-DDTHH`, UTC. */
  hour: string;
  /** Index in ORDER_KINDS. */
  kind: number;
  currency: string;
  shard: number;
  orders: number;
  revenue: number;
  net_revenue: number;
};

/** Orders and their items. Composed into the database schema by db/schema.ts. */
export type OrderTables = {
  billing_order: BillingOrderTable;
  billing_order_item: BillingOrderItemTable;
  billing_order_hour: BillingOrderHourTable;
};
