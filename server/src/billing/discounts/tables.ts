import type { Generated } from "kysely";

export type DiscountTable = {
  id: string;
  organization_id: string;
  name: string;
  code: string | null;
  type: string;
  amount: number | null;
  currency: string | null;
  /** JSON object { [currency]: amount } (fixed discounts). */
  amounts: string | null;
  basis_points: number | null;
  duration: string;
  duration_in_months: number | null;
  starts_at: string | null;
  ends_at: string | null;
  max_redemptions: number | null;
  /** 0063: redemptions one customer may make; null when unlimited. */
  max_redemptions_per_customer: number | null;
  redemptions_count: Generated<number>;
  /** JSON object. */
  metadata: string;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};

export type DiscountProductTable = {
  discount_id: string;
  product_id: string;
  organization_id: string;
};

/** Discounts. Composed into the database schema by db/schema.ts. */
export type DiscountTables = {
  discount: DiscountTable;
  discount_product: DiscountProductTable;
};
