import * as productRepository from "../../../billing/products/repository.ts";
import { priceMeters, toPrice } from "../../../billing/products/resources.ts";
import type { AnyProductPrice, Product } from "../../../billing/products/schemas.ts";
import { resolveProducts } from "../../../billing/products/service.ts";
import { ensureMeteredCustomerMeters, meteredPriceRows } from "../../../billing/subscriptions/metered.ts";
import { nextRetryAt } from "../../../billing/subscriptions/period.ts";
import type { RenewalRow } from "../../../billing/subscriptions/renewal-repository.ts";
import { toJsonColumn } from "../../../db/json-column.ts";
import type { Tx } from "../../../db/transaction.ts";
import { newId } from "../../../kit/ids.ts";
import { nowIso } from "../../../kit/time.ts";
import { Refusal } from "../context.ts";
import type { PeriodPosition } from "./subscription-periods.ts";

/** The rows an imported subscription is made of besides its own: its price snapshots and a past_due renewal. */

export type SubscriptionCatalog = {
  product: Product;
  /** The static price it pays, archived or not. */
  price: AnyProductPrice;
  /** Its price snapshots: the static price, then the product's metered prices (billed at renewals). */
  priceRows: Array<{ subscription_id: string; position: number; product_price_id: string; price_snapshot: string }>;
  /** The customer meters of its metered prices, as a checkout makes them. */
  meterCustomer(trx: Tx, customerId: string, at: string): Promise<void>;
};

export async function catalogOf(
  trx: Tx,
  organizationId: string,
  productId: string,
  priceId: string,
  subscriptionId = "",
): Promise<SubscriptionCatalog> {
  const row = await productRepository.findProduct(trx, organizationId, productId);
  const product = (await resolveProducts(trx, organizationId, [productId])).get(productId);
  const priceRow = (await productRepository.findPrices(trx, organizationId, [productId])).find(
    (candidate) => candidate.id === priceId,
  );
  if (!row || !product || !priceRow) throw new Refusal(`its product ${productId} or price ${priceId} is gone`);
  const price = toPrice(priceRow, row, await priceMeters(trx, organizationId, [priceRow]));
  const metered = meteredPriceRows(product, subscriptionId, price.price_currency, price.id);
  return {
    product,
    price,
    priceRows: [
      { subscription_id: subscriptionId, position: 0, product_price_id: price.id, price_snapshot: toJsonColumn(price) },
      ...metered,
    ],
    meterCustomer: (tx, customerId, at) => ensureMeteredCustomerMeters(tx, organizationId, customerId, metered, at),
  };
}

/**
 * The renewal of the period the origin failed to charge, as if its first attempt here had failed
 * now: the next attempts follow Gatehouse's dunning days, then the subscription ends.
 */
export function pastDueRenewal(
  subscriptionId: string,
  position: PeriodPosition,
  amount: number,
  currency: string,
): Omit<RenewalRow, "organization_id"> {
  const now = nowIso();
  return {
    id: newId(),
    subscription_id: subscriptionId,
    period_start: position.start,
    period_end: position.end,
    amount,
    discount_amount: 0,
    proration_amount: 0,
    currency: currency.toLowerCase(),
    status: "pending",
    attempts: 1,
    first_failed_at: now,
    next_attempt_at: nextRetryAt(now, 1) ?? now,
    last_decline_code: null,
    order_id: null,
    dunning_mailed_at: null,
    created_at: now,
    modified_at: null,
  };
}
