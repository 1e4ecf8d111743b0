import type { Executor } from "../../db/transaction.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { ValidationFailure } from "../common/validation.ts";
import { isMeteredAmountType } from "../products/price-schemas.ts";
import type { AnyProductPrice, Product } from "../products/schemas.ts";
import * as organizations from "../seller-settings/service.ts";
import { activePrices } from "./pricing.ts";

/**
 * The currency a checkout is in. A product holds at most one static price (and its metered
 * prices) per currency; a checkout sells one of those sets, and everything it leads to (the
 * order, the subscription and its renewals, invoices, refunds) stays in that currency.
 *
 * The currency is picked in this order: the one the merchant asks for (`currency`, which the
 * product must be priced in), else the organization's `default_presentment_currency`, else the
 * product's first priced currency. Rates between currencies are never applied.
 * docs/guides/billing.md ("Several currencies") says the same for merchants.
 */

const PRODUCT_NOT_IN_CURRENCY = "Product is not available in the specified currency.";

/** The currencies the product has active prices in, in the order of its prices. */
const productCurrencies = (product: Product): string[] => [
  ...new Set(activePrices(product).map((price) => price.price_currency)),
];

/**
 * The price a checkout sells of the product in the first of `currencies` the product is priced
 * in: its static price (fixed, custom, free, seat- or unit-based), else its first (metered) one.
 */
function priceInCurrencies(product: Product, currencies: readonly string[]): AnyProductPrice | undefined {
  for (const currency of currencies) {
    const prices = activePrices(product).filter((price) => price.price_currency === currency);
    if (prices.length > 0) return prices.find((price) => !isMeteredAmountType(price.amount_type)) ?? prices[0];
  }
  return undefined;
}

export async function defaultCurrency(db: Executor, organizationId: string): Promise<string> {
  return (await organizations.get(db, systemAccess(organizationId))).default_presentment_currency;
}

/**
 * The price a new checkout starts with: in `requested` when given (422 at `loc` when the product
 * has none in it), else in the organization's default currency, else in the product's first one.
 */
export function startingPrice(
  product: Product,
  requested: string | null | undefined,
  organizationDefault: string,
  loc: Array<string | number>,
): AnyProductPrice | undefined {
  if (requested) {
    const price = priceInCurrencies(product, [requested]);
    if (!price) throw ValidationFailure.at(loc, PRODUCT_NOT_IN_CURRENCY);
    return price;
  }
  return priceInCurrencies(product, [organizationDefault, ...productCurrencies(product)]);
}

/**
 * The price after the product changes without a price being named: in the currency asked for
 * (422 at body.currency when the product lacks it), else the checkout's current currency, else
 * the organization's default, else the product's first.
 */
export function priceAfterProductChange(
  product: Product,
  requested: string | null | undefined,
  current: string,
  organizationDefault: string,
): AnyProductPrice | undefined {
  if (requested) return startingPrice(product, requested, organizationDefault, ["body", "currency"]);
  return priceInCurrencies(product, [current, organizationDefault, ...productCurrencies(product)]);
}
