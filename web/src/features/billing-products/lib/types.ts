import type { V1Body, V1Schemas } from "../../billing/lib/v1-api";

export const RECURRING_INTERVALS = ["day", "week", "month", "year"] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];

/** The editor offers the static types; metered_unit prices (per unit of a meter) are made through the API. */
export const EDITABLE_AMOUNT_TYPES = ["fixed", "custom", "seat_based", "free"] as const;
export type EditableAmountType = (typeof EDITABLE_AMOUNT_TYPES)[number];
export type AmountType = EditableAmountType | "metered_unit";

export const AMOUNT_TYPE_LABELS: Record<AmountType, string> = {
  fixed: "Fixed price",
  custom: "Pay what you want",
  free: "Free",
  seat_based: "Seat-based",
  metered_unit: "Metered",
};

/** Wire shapes, generated from the server's OpenAPI document (billing/lib/v1-api.ts). */
export type Product = V1Schemas["Product"];
export type ProductPrice = Product["prices"][number];
export type ProductMedia = Product["medias"][number];
/** A product image as the editor shows it: what an upload answers is enough. */
export type MediaChoice = Pick<ProductMedia, "id" | "name" | "mime_type" | "size_readable" | "public_url">;
export type AttachedCustomField = Product["attached_custom_fields"][number];
export type CustomField = V1Schemas["CustomField"];

export type ProductCreate = V1Body<"/v1/products/", "post">;
export type ProductUpdate = V1Body<"/v1/products/{id}", "patch">;
/** A new static price, as the editor writes it (metered prices are not edited here). */
export type PriceCreate = Extract<ProductCreate["prices"][number], { amount_type: EditableAmountType }>;

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

/** A seat-based price per seat: "$10.00 per seat", or "From $8.00 per seat" when the tiers differ. */
export function describeSeatPrice(
  tiers: { tiers: ReadonlyArray<{ price_per_seat: number }> },
  currency: string,
): string {
  const prices = tiers.tiers.map((tier) => tier.price_per_seat);
  if (prices.length === 0) return "Per seat";
  const lowest = Math.min(...prices);
  const from = prices.some((price) => price !== lowest) ? "From " : "";
  return `${from}${formatAmount(lowest, currency)} per seat`;
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
    case "seat_based":
      return `${describeSeatPrice(price.seat_tiers, price.price_currency)}${per}`;
  }
}
