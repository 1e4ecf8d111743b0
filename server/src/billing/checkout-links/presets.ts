import { type QuantityKind, quantityOf, quantityProblem } from "../checkouts/quantity.ts";
import { ValidationFailure } from "../common/validation.ts";
import type { Product } from "../products/schemas.ts";

/**
 * A link's preset quantity (Polar's CheckoutLink `seats` and `units`): every product on the link
 * must sell a price bought by that quantity which allows it, since the checkout may select any of
 * them.
 */

const PRICE_NAMES: Record<QuantityKind, string> = { seats: "seat-based", units: "unit-based" };

/** Why a product cannot take `count` of `kind` (null: it can), from its first live price sold by it. */
function presetProblem(product: Product, kind: QuantityKind, count: number): string | null {
  const quantity = product.prices
    .filter((candidate) => !candidate.is_archived)
    .map(quantityOf)
    .find((candidate) => candidate?.kind === kind);
  if (!quantity) return `Product ${product.name} has no ${PRICE_NAMES[kind]} price.`;
  const problem = quantityProblem(quantity, count);
  return problem ? `${problem.msg} (${product.name})` : null;
}

/** The preset to store, refused at `body.<kind>` (a 422) when a product cannot take it. */
export function checkLinkPreset(
  products: readonly Product[],
  kind: QuantityKind,
  count: number | null | undefined,
): number | null {
  if (count == null) return null;
  for (const product of products) {
    const problem = presetProblem(product, kind, count);
    if (problem) throw ValidationFailure.at(["body", kind], problem);
  }
  return count;
}

/**
 * The preset a checkout opened from the link starts with, when the products still take it (prices
 * change after the link is made); else none, and the buyer picks.
 */
export function presetForCheckout(
  products: readonly Product[],
  kind: QuantityKind,
  count: number | null,
): number | undefined {
  if (count === null) return undefined;
  return products.every((product) => presetProblem(product, kind, count) === null) ? count : undefined;
}
