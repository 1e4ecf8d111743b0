import { formatMoney } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

export const RECURRING_INTERVALS = ["day", "week", "month", "year"] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];

/** Every price type, as the editor offers them: the static ones, then the metered ones. */
export const AMOUNT_TYPES = [
  "fixed",
  "custom",
  "seat_based",
  "unit_based",
  "free",
  "metered_unit",
  "metered_tiers",
] as const;
export type AmountType = (typeof AMOUNT_TYPES)[number];
/** Billed from a meter at period end (recurring products only); any number per currency. */
export const METERED_AMOUNT_TYPES = ["metered_unit", "metered_tiers"] as const satisfies readonly AmountType[];
export const isMetered = (type: AmountType): boolean => (METERED_AMOUNT_TYPES as readonly AmountType[]).includes(type);

/** Catalog keys (billing-products) of the price types' names. */
export const AMOUNT_TYPE_LABELS = {
  fixed: "amountType.fixed",
  custom: "amountType.custom",
  free: "amountType.free",
  seat_based: "amountType.seatBased",
  unit_based: "amountType.unitBased",
  metered_unit: "amountType.metered",
  metered_tiers: "amountType.meteredTiers",
} as const satisfies Record<AmountType, string>;

/** Wire shapes, generated from the server's OpenAPI document (billing-kit/lib/v1-api.ts). */
export type Product = V1Schemas["Product"];
export type ProductPrice = Product["prices"][number];
/** A `unit_based` or `metered_tiers` price's tiers. */
export type TiersWire = V1Schemas["Tiers"];
/** Polar's per-locale unit nouns: `{"en": {"=1": "seat", "other": "seats"}}`. */
export type UnitLabel = NonNullable<Extract<ProductPrice, { amount_type: "unit_based" }>["unit_label"]>;
export type ProductMedia = Product["medias"][number];
/** A product image as the editor shows it: what an upload answers is enough. */
export type MediaChoice = Pick<ProductMedia, "id" | "name" | "mime_type" | "size_readable" | "public_url">;
export type AttachedCustomField = Product["attached_custom_fields"][number];
export type CustomField = V1Schemas["CustomField"];

export type ProductCreate = V1Body<"/v1/products/", "post">;
/** A new price, as the editor writes it. */
export type PriceCreate = ProductCreate["prices"][number];
export type ProductUpdate = V1Body<"/v1/products/{id}", "patch">;

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

/** A rate of cents with up to 12 decimals ("0.5") in the currency's major unit: "$0.005". */
export function formatRate(cents: string, currency: string): string {
  return formatMoney(Number(cents), currency, { maximumFractionDigits: 14 });
}

/**
 * A tiered price by its lowest rate: "$0.50 per unit", or "From $0.40 per unit" when the tiers
 * differ. A free first tier (included units) is not the rate to advertise: the lowest paid one is.
 */
function describeTierRates(tiers: TiersWire, currency: string, kind: "unit" | "metered"): string {
  const rates = tiers.tiers.map((tier) => tier.unit_amount);
  const paid = rates.filter((rate) => Number(rate) > 0);
  const lowest = (paid.length > 0 ? paid : rates).reduce<string | null>(
    (low, rate) => (low === null || Number(rate) < Number(low) ? rate : low),
    null,
  );
  if (lowest === null) return i18n.t("billing-products:price.perUnitUnknown");
  const price = formatRate(lowest, currency);
  const from = rates.some((rate) => Number(rate) !== Number(lowest));
  if (kind === "metered")
    return from
      ? i18n.t("billing-products:price.meteredFromPerUnit", { price })
      : i18n.t("billing-products:price.meteredPerUnit", { price });
  return from
    ? i18n.t("billing-products:price.fromPerUnit", { price })
    : i18n.t("billing-products:price.perUnit", { price });
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
    case "unit_based":
      return describeTierRates(price.tiers, price.price_currency, "unit");
    case "metered_tiers":
      return describeTierRates(price.tiers, price.price_currency, "metered");
  }
}

export function describePrice(price: ProductPrice, interval: RecurringInterval | null): string {
  return price.amount_type === "free" ? describeAmount(price) : perInterval(describeAmount(price), interval);
}
