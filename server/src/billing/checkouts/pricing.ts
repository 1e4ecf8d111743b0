import type { Executor } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { Address } from "../common/schemas.ts";
import { ValidationFailure } from "../common/validation.ts";
import { type DetectedTaxId, detectTaxId } from "../customers/tax-id.ts";
import type { Discount } from "../discounts/schemas.ts";
import * as discounts from "../discounts/service.ts";
import type { AnyProductPrice, Product } from "../products/schemas.ts";
import { rateFor } from "../tax-rates/service.ts";
import { quantityOf } from "./quantity.ts";

/**
 * A checkout's amounts, integer minor units, recomputed on every write:
 *   amount (the price; a pay-what-you-want amount) − discount_amount = net_amount,
 *   net_amount × the organization's tax rate for the billing country/state = tax_amount,
 *   net_amount + tax_amount = total_amount.
 * A business customer with a valid tax ID pays no tax (reverse charge: the buyer accounts for it).
 */
export type Amounts = {
  amount: number;
  discount_amount: number;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
  currency: string;
};

/** What the tax follows from besides the net amount: the billing address and the business details. */
export type TaxedBuyer = {
  is_business_customer: boolean;
  customer_tax_id: string | null;
  customer_billing_address: Address | null;
};

export const activePrices = (product: Product) => product.prices.filter((price) => !price.is_archived);

/**
 * The amount of a static price; one bought by quantity (seats, units) for `count` of them (its
 * minimum when not chosen yet).
 */
export function priceAmount(price: AnyProductPrice, customAmount: number | null, count: number | null = null): number {
  const quantity = quantityOf(price);
  if (quantity) return quantity.amount(count ?? quantity.minimum);
  switch (price.amount_type) {
    case "fixed":
      return price.price_amount;
    case "custom":
      return customAmount ?? price.preset_amount ?? price.minimum_amount;
    default:
      return 0;
  }
}

export const isDiscountable = (price: AnyProductPrice) =>
  price.amount_type === "fixed" ||
  price.amount_type === "custom" ||
  price.amount_type === "seat_based" ||
  price.amount_type === "unit_based";

export function discountAmount(discount: Discount | null, price: AnyProductPrice, amount: number): number {
  if (!discount || !isDiscountable(price)) return 0;
  if (discount.type === "percentage") return Math.min(amount, Math.round((amount * discount.basis_points) / 10_000));
  const fixed =
    discount.amounts[price.price_currency] ?? (discount.currency === price.price_currency ? discount.amount : 0);
  return Math.min(amount, fixed);
}

/** A business customer's tax ID, when it is valid for the billing country (else null). */
export function validTaxId(
  buyer: Pick<TaxedBuyer, "customer_tax_id" | "customer_billing_address">,
): DetectedTaxId | null {
  if (!buyer.customer_tax_id) return null;
  try {
    return detectTaxId(buyer.customer_tax_id, buyer.customer_billing_address?.country, ["body", "customer_tax_id"]);
  } catch {
    return null;
  }
}

export async function computeAmounts(
  db: Executor,
  organizationId: string,
  buyer: TaxedBuyer & { custom_amount: number | null; seats?: number | null; units?: number | null },
  resolved: { price: AnyProductPrice; discount: Discount | null },
): Promise<Amounts> {
  const amount = priceAmount(resolved.price, buyer.custom_amount, buyer.seats ?? buyer.units ?? null);
  const discount = discountAmount(resolved.discount, resolved.price, amount);
  const net = amount - discount;
  const country = buyer.customer_billing_address?.country;
  const exempt = buyer.is_business_customer && validTaxId(buyer) !== null;
  const rate =
    country && !exempt && net > 0
      ? await rateFor(db, organizationId, country, buyer.customer_billing_address?.state ?? null)
      : 0;
  const tax = Math.round((net * rate) / 10_000);
  return {
    amount,
    discount_amount: discount,
    net_amount: net,
    tax_amount: tax,
    total_amount: net + tax,
    currency: resolved.price.price_currency,
  };
}

/** A pay-what-you-want amount within the price's bounds (Polar's 422 at body.amount). */
export function checkCustomAmount(price: AnyProductPrice, amount: number | null): void {
  if (price.amount_type !== "custom" || amount === null) return;
  if (amount < price.minimum_amount)
    throw ValidationFailure.at(
      ["body", "amount"],
      `Input should be greater than or equal to ${price.minimum_amount}`,
      "greater_than_equal",
      { ge: price.minimum_amount },
    );
  if (price.maximum_amount !== null && amount > price.maximum_amount)
    throw ValidationFailure.at(
      ["body", "amount"],
      `Input should be less than or equal to ${price.maximum_amount}`,
      "less_than_equal",
      { le: price.maximum_amount },
    );
}

/** Polar's wording for a discount the checkout can't take. */
export const DISCOUNT_REFUSALS = {
  not_started: "Discount is not yet active.",
  ended: "Discount has expired.",
  used_up: "Discount has been fully redeemed.",
  not_applicable: "Discount is not applicable to this product.",
} as const;

/** The discount (by id or code), when it is redeemable now for the product; else 422 at `loc`. */
/** A discount that cannot be redeemed, 422 at `loc` with its reason's code (`discount_ended`, …). */
export function discountRefusal(
  loc: Array<string | number>,
  reason: keyof typeof DISCOUNT_REFUSALS | "not_found",
): ValidationFailure {
  const msg = reason === "not_found" ? "Discount does not exist." : DISCOUNT_REFUSALS[reason];
  return ValidationFailure.coded(loc, msg, `discount_${reason}`);
}

export async function checkDiscount(
  db: Executor,
  organizationId: string,
  ref: { id: string } | { code: string },
  productId: string,
  loc: Array<string | number>,
): Promise<Discount> {
  const discount = await discounts.findForCheckout(db, organizationId, ref);
  if (!discount) throw discountRefusal(loc, "not_found");
  const reason = discounts.unavailableReason(discount, productId, nowIso());
  if (reason) throw discountRefusal(loc, reason);
  return discount;
}
