import type { Benefit, Metadata } from "../../billing-benefits/lib/types";

/** Wire shapes of /v1/products, /v1/files and attached custom fields, as the screens use them. */

export const RECURRING_INTERVALS = ["day", "week", "month", "year"] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];

/** metered_unit needs meters, which do not exist yet: the editor offers the static types only. */
export const EDITABLE_AMOUNT_TYPES = ["fixed", "custom", "free"] as const;
export type EditableAmountType = (typeof EDITABLE_AMOUNT_TYPES)[number];
export type AmountType = EditableAmountType | "metered_unit";

export const AMOUNT_TYPE_LABELS: Record<AmountType, string> = {
  fixed: "Fixed price",
  custom: "Pay what you want",
  free: "Free",
  metered_unit: "Metered",
};

interface PriceBase {
  id: string;
  price_currency: string;
  is_archived: boolean;
  product_id: string;
}

export type ProductPrice =
  | (PriceBase & { amount_type: "fixed"; price_amount: number })
  | (PriceBase & {
      amount_type: "custom";
      minimum_amount: number;
      maximum_amount: number | null;
      preset_amount: number | null;
    })
  | (PriceBase & { amount_type: "free" })
  | (PriceBase & { amount_type: "metered_unit"; unit_amount: string; cap_amount: number | null; meter_id: string });

export type PriceCreate =
  | { amount_type: "fixed"; price_currency: string; price_amount: number }
  | {
      amount_type: "custom";
      price_currency: string;
      minimum_amount: number;
      maximum_amount: number | null;
      preset_amount: number | null;
    }
  | { amount_type: "free"; price_currency: string };

export interface ProductMedia {
  id: string;
  name: string;
  mime_type: string;
  size_readable: string;
  public_url: string;
}

export interface CustomField {
  id: string;
  slug: string;
  name: string;
  type: string;
}

export interface AttachedCustomField {
  custom_field_id: string;
  custom_field: CustomField;
  order: number;
  required: boolean;
}

export interface Product {
  id: string;
  created_at: string;
  modified_at: string | null;
  name: string;
  description: string | null;
  recurring_interval: RecurringInterval | null;
  recurring_interval_count: number | null;
  is_recurring: boolean;
  is_archived: boolean;
  organization_id: string;
  metadata: Metadata;
  prices: ProductPrice[];
  benefits: Benefit[];
  medias: ProductMedia[];
  attached_custom_fields: AttachedCustomField[];
}

export interface ProductWrite {
  name: string;
  description: string | null;
  recurring_interval: RecurringInterval | null;
  prices: (PriceCreate | { id: string })[];
  medias: string[];
  attached_custom_fields: { custom_field_id: string; required: boolean }[];
  metadata: Metadata;
}

/** Minor units → "12.50 USD"-style text. */
export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: "currency", currency: currency.toUpperCase() }).format(
      amount / 100,
    );
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

export function describePrice(price: ProductPrice, interval: RecurringInterval | null): string {
  const per = interval ? ` / ${interval}` : "";
  switch (price.amount_type) {
    case "fixed":
      return `${formatAmount(price.price_amount, price.price_currency)}${per}`;
    case "custom":
      return `Pay what you want (from ${formatAmount(price.minimum_amount, price.price_currency)})${per}`;
    case "free":
      return "Free";
    case "metered_unit":
      return `Metered: ${price.unit_amount}¢ per unit${per}`;
  }
}
