import type { Generated } from "kysely";

export type CheckoutLinkTable = {
  id: string;
  organization_id: string;
  client_secret: string;
  label: string | null;
  discount_id: string | null;
  allow_discount_codes: number;
  require_billing_address: number;
  success_url: string | null;
  return_url: string | null;
  trial_interval: string | null;
  trial_interval_count: number | null;
  /** Preset seat count for seat-based prices; the checkout it opens starts with it (migration 0070). */
  seats: number | null;
  /** Preset unit count for unit-based prices (migration 0073). */
  units: Generated<number | null>;
  metadata: string;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};

export type CheckoutLinkProductTable = {
  checkout_link_id: string;
  product_id: string;
  organization_id: string;
  order: number;
};

/** Checkout links. Composed into the database schema by db/schema.ts. */
export type CheckoutLinkTables = {
  checkout_link: CheckoutLinkTable;
  checkout_link_product: CheckoutLinkProductTable;
};
