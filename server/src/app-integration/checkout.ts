import { systemAccess } from "../billing/api-access/system-access.ts";
import { defaultCurrency, startingPrice } from "../billing/checkouts/currency.ts";
import { activePrices } from "../billing/checkouts/pricing.ts";
import { quantityOf, quantityProblem } from "../billing/checkouts/quantity.ts";
import { type CheckoutUpdatePublic, checkoutCreate } from "../billing/checkouts/schemas.ts";
import * as checkouts from "../billing/checkouts/service.ts";
import { ValidationFailure, zodIssuesToItems } from "../billing/common/validation.ts";
import { seatCountProblem } from "../billing/products/seat-tiers.ts";
import { resolveProducts } from "../billing/products/service.ts";
import type { Db } from "../db/transaction.ts";
import { ensureCustomer, existingCustomer } from "./customer.ts";
import type { Payer } from "./payer.ts";
import type { CheckoutBody, StartedCheckout } from "./schemas.ts";

/**
 * A price other than the one a checkout starts with is chosen the way the buyer would choose it,
 * by a client update right after the creation (the merchant API's create takes the product
 * only). So that a refused choice leaves no checkout behind, the choice is checked first, with
 * the checkouts' own rules and words: an active price of the product, seats only for a
 * seat-based price and within its tiers.
 */
async function otherPriceOf(db: Db, sellerId: string, body: CheckoutBody): Promise<CheckoutUpdatePublic | null> {
  if (body.productPriceId === undefined) return null;
  const product = (await resolveProducts(db, sellerId, [body.productId])).get(body.productId);
  // No product, an archived one, one without prices: the creation refuses it in its own words.
  if (!product || product.is_archived || activePrices(product).length === 0) return null;
  const starting = startingPrice(product, null, await defaultCurrency(db, sellerId), ["body", "product_id"]);
  if (starting?.id === body.productPriceId) return null;
  const price = activePrices(product).find((candidate) => candidate.id === body.productPriceId);
  if (!price)
    throw ValidationFailure.at(
      ["body", "product_price_id"],
      "Price does not exist or does not belong to the selected product.",
    );
  if (body.seats !== undefined) {
    if (price.amount_type !== "seat_based")
      throw ValidationFailure.at(["body", "seats"], "Seats can only be set for seat-based pricing.");
    const problem = seatCountProblem(price.seat_tiers, body.seats);
    if (problem) throw ValidationFailure.at(["body", "seats"], problem.msg, problem.type, problem.ctx);
  }
  if (body.units !== undefined) {
    const quantity = quantityOf(price);
    if (quantity?.kind !== "units")
      throw ValidationFailure.at(["body", "units"], "Units can only be set for unit-based pricing.");
    const problem = quantityProblem(quantity, body.units);
    if (problem) throw ValidationFailure.at(["body", "units"], problem.msg, problem.type, problem.ctx);
  }
  return {
    product_price_id: price.id,
    ...(body.seats === undefined ? {} : { seats: body.seats }),
    ...(body.units === undefined ? {} : { units: body.units }),
  };
}

/**
 * A checkout at the seller for the payer, made by the checkouts service exactly as
 * `POST /v1/checkouts/` makes one with `external_customer_id`: its rules, its events, its hosted
 * page (`url`). A payer who is not a customer yet is filled in with their address and name; an
 * existing customer's own details are left to the checkout. An organization's customer is made
 * once its checkout exists, so the purchase lands on the organization whatever address the
 * buyer types on the page (a paid checkout takes the customer by external id first).
 */
export async function startCheckout(
  context: checkouts.CheckoutContext,
  payer: Payer,
  body: CheckoutBody,
): Promise<StartedCheckout> {
  const otherPrice = await otherPriceOf(context.db, payer.seller.id, body);
  const known = await existingCustomer(context.db, payer);
  const input = {
    products: [body.productId],
    external_customer_id: payer.externalId,
    ...(known ? {} : { customer_email: payer.email, customer_name: payer.name }),
    ...(body.seats !== undefined && !otherPrice ? { seats: body.seats } : {}),
    ...(body.units !== undefined && !otherPrice ? { units: body.units } : {}),
    ...(body.successUrl ? { success_url: body.successUrl } : {}),
    // The person's saved language, else the customer's (the checkouts service's rule).
    ...(payer.locale ? { locale: payer.locale } : {}),
  };
  // The merchant API's own schema (and its defaults): a product id that is no UUID is refused at products.
  const create = checkoutCreate.safeParse(input);
  if (!create.success) throw new ValidationFailure(zodIssuesToItems("body", create.error.issues, input));
  const checkout = await checkouts.create(context, systemAccess(payer.seller.id), create.data);
  if (otherPrice) await checkouts.clientUpdate(context, checkout.client_secret, otherPrice);
  // The organization's customer, made now or bound: a team customer following its membership.
  if (payer.kind === "organization") await ensureCustomer(context.db, payer);
  return { id: checkout.id, url: checkout.url, clientSecret: checkout.client_secret };
}
