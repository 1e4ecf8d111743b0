import { formatMoney, formatNumber } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import { tierFor } from "../../billing-products/lib/seat-tiers";
import { seatPriceOf } from "./checkout-form";
import type { CheckoutPublic } from "./types";

/**
 * The price of the seats the checkout holds, as the server last priced them: volume tiers price
 * every seat at one rate; graduated ones give each tier's seats its own rate.
 */
export function seatPricing(checkout: CheckoutPublic): { seats: number; perSeat: number | null } | null {
  const price = seatPriceOf(checkout);
  if (!price || checkout.seats === null) return null;
  const perSeat =
    price.seat_tiers.seat_tier_type === "volume"
      ? (tierFor(price.seat_tiers.tiers, checkout.seats)?.price_per_seat ?? null)
      : null;
  return { seats: checkout.seats, perSeat };
}

/** "$10.00 per seat · $30.00 for 3 seats", or "$28.00 for 3 seats (graduated tiers)". */
export function seatPriceLine(checkout: CheckoutPublic): string | null {
  const pricing = seatPricing(checkout);
  if (!pricing) return null;
  const money = (amount: number) => formatMoney(amount, checkout.currency);
  const total = i18n.t("checkout:seats.total", { amount: money(checkout.amount), seats: pricing.seats });
  return pricing.perSeat === null
    ? i18n.t("checkout:seats.graduated", { total })
    : i18n.t("checkout:seats.perSeat", { perSeat: money(pricing.perSeat), total });
}

/** The order summary's seat line: "3 × $10.00", or "3" for graduated tiers. */
export function seatsSummary(checkout: CheckoutPublic): string | null {
  const pricing = seatPricing(checkout);
  if (!pricing) return null;
  return pricing.perSeat === null
    ? formatNumber(pricing.seats)
    : i18n.t("checkout:seats.summary", {
        seats: formatNumber(pricing.seats),
        perSeat: formatMoney(pricing.perSeat, checkout.currency),
      });
}
