import { ValidationFailure } from "../common/validation.ts";
import type { Product } from "../products/schemas.ts";
import { seatCountProblem } from "../products/seat-tiers.ts";

/**
 * A link's preset seat count (Polar's CheckoutLink `seats`): every product on the link must sell a
 * seat-based price that allows it, since the checkout may select any of them.
 */

/** Why a product cannot take `seats` (null: it can), from its first live seat-based price. */
function seatProblem(product: Product, seats: number): string | null {
  const price = product.prices.find((candidate) => !candidate.is_archived && candidate.amount_type === "seat_based");
  if (price?.amount_type !== "seat_based") return `Product ${product.name} has no seat-based price.`;
  const problem = seatCountProblem(price.seat_tiers, seats);
  return problem ? `${problem.msg} (${product.name})` : null;
}

/** The seats to store, refused at `body.seats` (a 422) when a product cannot take them. */
export function checkLinkSeats(products: readonly Product[], seats: number | null | undefined): number | null {
  if (seats == null) return null;
  for (const product of products) {
    const problem = seatProblem(product, seats);
    if (problem) throw ValidationFailure.at(["body", "seats"], problem);
  }
  return seats;
}

/**
 * The seats a checkout opened from the link starts with: the preset, when the products still take
 * it (prices change after the link is made); else none, and the buyer picks.
 */
export function seatsForCheckout(products: readonly Product[], seats: number | null): number | undefined {
  if (seats === null) return undefined;
  return products.every((product) => seatProblem(product, seats) === null) ? seats : undefined;
}
