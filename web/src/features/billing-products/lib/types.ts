import { formatMoney } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

export const RECURRING_INTERVALS = ["day", "week", "month", "year"] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];

/** The editor offers the static types; metered_unit prices (per unit of a meter) are made through the API. */
export const EDITABLE_AMOUNT_TYPES = ["fixed", "custom", "seat_based", "free"] as const;
export type EditableAmountType = (typeof EDITABLE_AMOUNT_TYPES)[number];
export type AmountType = EditableAmountType | "metered_unit";

/** Catalog keys (billing-products) of the price types' names. */
export const AMOUNT_TYPE_LABELS = {
  fixed: "amountType.fixed",
  custom: "amountType.custom",
  free: "amountType.free",
  seat_based: "amountType.seatBased",
  metered_unit: "amountType.metered",
} as const satisfies Record<AmountType, string>;

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

/** Minor units → "$12.50" in the page's language (kept for the many screens that show amounts). */
export function formatAmount(amount: number, currency: string): string {
  return formatMoney(amount, currency);
}

/** A seat-based price per seat: "$10.00 per seat", or "From $8.00 per seat" when the tiers differ. */
export function describeSeatPrice(
  tiers: { tiers: ReadonlyArray<{ price_per_seat: number }> },
  currency: string,
): string {
  const prices = tiers.tiers.map((tier) => tier.price_per_seat);
  if (prices.length === 0) return i18n.t("billing-products:price.perSeatUnknown");
  const lowest = Math.min(...prices);
  const price = formatAmount(lowest, currency);
  return prices.some((each) => each !== lowest)
    ? i18n.t("billing-products:price.fromPerSeat", { price })
    : i18n.t("billing-products:price.perSeat", { price });
}

/** "$12.00 / month" for a recurring product; the price alone for a one-time one. */
function perInterval(price: string, interval: RecurringInterval | null): string {
  return interval ? i18n.t("billing-products:price.perInterval", { price, interval }) : price;
}

function describeAmount(price: ProductPrice): string {
  switch (price.amount_type) {
    case "fixed":
      return formatAmount(price.price_amount, price.price_currency);
    case "custom":
      return i18n.t("billing-products:price.payWhatYouWant", {
        amount: formatAmount(price.minimum_amount, price.price_currency),
      });
    case "free":
      return i18n.t("billing-products:price.free");
    case "metered_unit":
      return i18n.t("billing-products:price.metered", { amount: price.unit_amount });
    case "seat_based":
      return describeSeatPrice(price.seat_tiers, price.price_currency);
  }
}

export function describePrice(price: ProductPrice, interval: RecurringInterval | null): string {
  return price.amount_type === "free" ? describeAmount(price) : perInterval(describeAmount(price), interval);
}
