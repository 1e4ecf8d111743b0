import type { Translate } from "../../i18n/index.js";
import type { RecurringInterval, SeatPrice, SeatTier, Tiers } from "./storefront.js";
import { seatTiersAsTiers, tieredAmount, tierRanges } from "./tiers.js";
import type { UnitNouns } from "./unit-nouns.js";

/** How many decimals a currency's minor unit has: 2 for USD and EUR, 0 for JPY. */
function decimalsOf(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * An amount in minor units, in its own currency and the reader's language: 1200 USD → "$12.00".
 * `precise` keeps fractions of a minor unit (a metered price of 0.05 cents per unit).
 */
export function formatMoney(minorUnits: number, currency: string, locale?: string, precise = false): string {
  const code = currency.toUpperCase();
  const decimals = decimalsOf(code);
  const value = minorUnits / 10 ** decimals;
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: code,
      ...(precise ? { maximumFractionDigits: Math.max(decimals, 8) } : {}),
    }).format(value);
  } catch {
    return `${value.toFixed(decimals)} ${code}`;
  }
}

/** "month", or "3 months" for a price charged every third month. */
export function intervalText(interval: RecurringInterval, count: number, t: Translate): string {
  return t(`pricingTable.interval.${interval}`, { count });
}

/** What `seats` seats cost under the tiers: the same tier arithmetic as units (tiers.ts), each tier ending at its max_seats. */
export function seatTotal(tiers: { seat_tier_type: "volume" | "graduated"; tiers: SeatTier[] }, seats: number): number {
  return tieredAmount(seatTiersAsTiers(tiers), seats);
}

/** The seats a seat-based price may be bought with: from the first tier's minimum to the last tier's maximum. */
export function seatBounds(tiers: SeatTier[]): { min: number; max: number | null } {
  return { min: tiers[0]?.min_seats ?? 1, max: tiers[tiers.length - 1]?.max_seats ?? null };
}

const seatRange = (tier: SeatTier, t: Translate) =>
  tier.max_seats === null
    ? t("pricingTable.seatRangeOpen", { min: tier.min_seats })
    : t("pricingTable.seatRange", { min: tier.min_seats, max: tier.max_seats });

/** "$10.00 a seat for 2–4 seats, $8.00 a seat for 5–10 seats"; graduated tiers say each range is priced apart. */
export function seatTiersText(price: SeatPrice, locale: string, t: Translate): string {
  const { tiers, seat_tier_type: kind } = price.seat_tiers;
  const rate = (tier: SeatTier) => formatMoney(tier.price_per_seat, price.price_currency, locale);
  if (tiers.length === 1 && tiers[0]) return t("pricingTable.perSeat", { price: rate(tiers[0]) });
  const list = tiers
    .map((tier) => t("pricingTable.perSeatFor", { price: rate(tier), seats: seatRange(tier, t) }))
    .join(t("pricingTable.tierSeparator"));
  return kind === "graduated" ? t("pricingTable.graduated", { tiers: list }) : list;
}

/** "1,000": a count in the reader's number format. */
export function formatCount(count: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale).format(count);
  } catch {
    return String(count);
  }
}

/**
 * Tiers in words, as seat tiers are said: "$5.00 per device for 1–10 devices, $3.50 per device
 * for 11+ devices", then how they add up — graduated: each range at its own rate; volume: the range
 * the total falls in prices every unit. One tier is just "$5.00 per device".
 */
export function tiersText(tiers: Tiers, currency: string, locale: string, nouns: UnitNouns, t: Translate): string {
  const rate = (unitAmount: string) => formatMoney(Number(unitAmount), currency, locale, true);
  const ranges = tierRanges(tiers);
  const unit = nouns.forCount(1);
  const [only] = ranges;
  if (ranges.length === 1 && only) return t("pricingTable.perUnitOf", { price: rate(only.unitAmount), unit });
  const list = ranges
    .map((range) => {
      const units =
        range.max === null
          ? t("pricingTable.unitRangeOpen", { min: formatCount(range.min, locale), units: nouns.forCount(range.min) })
          : t("pricingTable.unitRange", {
              min: formatCount(range.min, locale),
              max: formatCount(range.max, locale),
              units: nouns.forCount(range.max),
            });
      return t("pricingTable.perUnitFor", { price: rate(range.unitAmount), unit, units });
    })
    .join(t("pricingTable.tierSeparator"));
  return t(tiers.type === "graduated" ? "pricingTable.tiersGraduated" : "pricingTable.tiersVolume", { tiers: list });
}
