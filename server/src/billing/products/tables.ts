/** Products (migration 0010). Booleans are 0/1 integers on both dialects. */
export type ProductTable = {
  id: string;
  organization_id: string;
  name: string;
  description: string | null;
  visibility: string;
  recurring_interval: string | null;
  recurring_interval_count: number | null;
  is_recurring: number;
  trial_interval: string | null;
  trial_interval_count: number | null;
  is_archived: number;
  /** JSON object. */
  metadata: string;
  created_at: string;
  modified_at: string | null;
};

export type ProductPriceTable = {
  id: string;
  organization_id: string;
  product_id: string;
  amount_type: string;
  source: string;
  price_currency: string;
  tax_behavior: string | null;
  is_archived: number;
  legacy: number;
  recurring_interval: string | null;
  price_amount: number | null;
  minimum_amount: number | null;
  maximum_amount: number | null;
  preset_amount: number | null;
  unit_amount: string | null;
  cap_amount: number | null;
  meter_id: string | null;
  /** 0044: a seat-based price's tiers, JSON (`SeatTiers`). */
  seat_tiers: string | null;
  /** 0071: a tiered price's tiers, JSON (`Tiers`); its minimum units; its unit nouns, JSON. */
  tiers: string | null;
  minimum_units: number | null;
  unit_label: string | null;
  position: number;
  created_at: string;
  modified_at: string | null;
};

export type ProductBenefitTable = {
  organization_id: string;
  product_id: string;
  benefit_id: string;
  order: number;
  created_at: string;
};

export type ProductMediaTable = {
  organization_id: string;
  product_id: string;
  file_id: string;
  order: number;
  created_at: string;
};

export type ProductCustomFieldTable = {
  organization_id: string;
  product_id: string;
  custom_field_id: string;
  order: number;
  required: number;
  created_at: string;
};

/** Products, their prices and what they link to. Composed into the database schema by db/schema.ts. */
export type ProductTables = {
  product: ProductTable;
  product_price: ProductPriceTable;
  product_benefit: ProductBenefitTable;
  product_media: ProductMediaTable;
  product_custom_field: ProductCustomFieldTable;
};
