import { type Db, inTransaction } from "../../db/transaction.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { isNotFoundError } from "../common/errors.ts";
import { recordEvent } from "../common/events.ts";
import { ValidationFailure } from "../common/validation.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import { isMeteredAmountType } from "../products/price-schemas.ts";
import type { Product } from "../products/schemas.ts";
import { resolveProducts } from "../products/service.ts";
import * as organizations from "../seller-settings/service.ts";
import type { SubscriptionCreate } from "./create-schemas.ts";
import type { SubscriptionResource } from "./schemas.ts";
import { createForCheckout, isRecurringProduct } from "./service.ts";

/**
 * Polar's `POST /v1/subscriptions/`: the seller starts a subscription on a recurring product with
 * nothing to pay up front, without a checkout (a paid one needs the customer's checkout: 422). No order is made; the
 * subscription is active from now, its benefits are granted as for a checkout's, and it renews
 * through the renewal job like any other.
 */

const invalid = (field: string, msg: string) => ValidationFailure.at(["body", field], msg);

/**
 * Nothing to charge up front: a free (or 0 fixed) price, or usage prices alone, billed at each
 * renewal. Polar reads a usage-only product as not free; here it is accepted, as no payment is due
 * when the subscription starts.
 */
function isFree(product: Product, currency: string): boolean {
  const prices = product.prices.filter((price) => !price.is_archived && price.price_currency === currency);
  const upFront = prices.filter((price) => !isMeteredAmountType(price.amount_type));
  if (prices.length === 0) return false;
  return upFront.every(
    (price) => price.amount_type === "free" || (price.amount_type === "fixed" && price.price_amount === 0),
  );
}

async function subscriber(db: Db, organizationId: string, body: SubscriptionCreate): Promise<Customer> {
  const access = systemAccess(organizationId);
  try {
    return "customer_id" in body
      ? await customers.get(db, access, body.customer_id)
      : await customers.getExternal(db, access, body.external_customer_id);
  } catch (error) {
    if (isNotFoundError(error))
      throw invalid("customer_id" in body ? "customer_id" : "external_customer_id", "Customer does not exist.");
    throw error;
  }
}

export async function createSubscription(
  db: Db,
  access: OrganizationAccess,
  body: SubscriptionCreate,
): Promise<SubscriptionResource> {
  const { organizationId } = access;
  const product = (await resolveProducts(db, organizationId, [body.product_id])).get(body.product_id);
  const { default_presentment_currency: currency } = await organizations.get(db, systemAccess(organizationId));
  if (!product) throw invalid("product_id", "Product does not exist.");
  if (product.is_archived) throw invalid("product_id", "Product is archived.");
  if (!isRecurringProduct(product)) throw invalid("product_id", "Product is not a recurring product.");
  if (!isFree(product, currency))
    throw invalid(
      "product_id",
      "Product is not free. The customer should go through a checkout to create a paid subscription.",
    );
  const customer = await subscriber(db, organizationId, body);
  const price =
    product.prices.find(
      (p) => !p.is_archived && p.price_currency === currency && !isMeteredAmountType(p.amount_type),
    ) ?? product.prices.find((p) => !p.is_archived && p.price_currency === currency);
  if (!price)
    throw invalid(
      "product_id",
      "Product is not free. The customer should go through a checkout to create a paid subscription.",
    );
  return inTransaction(db, async (trx) => {
    const resource = await createForCheckout(trx, {
      organizationId,
      customer,
      product,
      productPriceId: price.id,
      checkoutId: null,
      discountId: null,
      currency,
      amount: 0,
      seats: null,
      discountAmount: 0,
      taxAmount: 0,
      paymentMethodId: null,
      billingName: customer.billing_name ?? customer.name,
      billingAddress: customer.billing_address,
      metadata: body.metadata ?? {},
      customFieldData: {},
      trial: null,
    });
    // Polar sends subscription.updated right after subscription.created, which integrations rely on.
    await recordEvent(trx, organizationId, "subscription.updated", resource);
    return resource;
  });
}
