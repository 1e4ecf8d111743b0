import type { Insertable } from "kysely";
import { toJsonColumn } from "../../db/json-column.ts";
import type { Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import * as customerMeters from "../customer-meters/service.ts";
import { ensureCustomerMeter } from "../customer-meters/service.ts";
import { credits, meteredAmount, meteredPricesOf } from "../customer-meters/usage.ts";
import { findMeterRow as findMeter, meterQuantity } from "../meters/service.ts";
import { isMeteredAmountType } from "../products/price-schemas.ts";
import type { Product } from "../products/schemas.ts";
import type { SubscriptionRow } from "./repository.ts";
import type { BillingSubscriptionPriceTable } from "./tables.ts";

/**
 * Metered prices (metered_unit, metered_tiers) on subscriptions. A subscription keeps its product's live metered prices
 * next to its static price (the price snapshots, positions 1…); each renewal bills the usage of
 * the period that ended, one order item per metered price, computed by the claim in the claim's
 * transaction (`billMeteredUsage`) so that two workers never bill a period twice.
 */

type PriceRow = Omit<Insertable<BillingSubscriptionPriceTable>, "organization_id">;

/** The product's live metered prices as subscription price rows after the static price. */
export function meteredPriceRows(
  product: Product,
  subscriptionId: string,
  currency: string,
  staticPriceId?: string,
): PriceRow[] {
  return product.prices
    .filter(
      (price) =>
        isMeteredAmountType(price.amount_type) &&
        !price.is_archived &&
        price.price_currency === currency &&
        price.id !== staticPriceId,
    )
    .map((price, index) => ({
      subscription_id: subscriptionId,
      position: index + 1,
      product_price_id: price.id,
      price_snapshot: toJsonColumn(price),
    }));
}

/** Makes the customer meters of the metered prices (Polar: a customer meter exists once the customer is billed on it). */
export async function ensureMeteredCustomerMeters(
  trx: Tx,
  organizationId: string,
  customerId: string,
  rows: PriceRow[],
  at: string,
): Promise<void> {
  const prices = rows.map((row) => JSON.parse(row.price_snapshot) as { meter_id?: unknown });
  for (const price of prices)
    if (typeof price.meter_id === "string")
      await ensureCustomerMeter(trx, organizationId, customerId, price.meter_id, at);
}

/**
 * The ended period's usage of each metered price: min(max(0, quantity − credits) × unit_amount,
 * cap_amount) per item (usage.ts), stored for the renewal's order. Returns the sum.
 */
export async function billMeteredUsage(
  trx: Tx,
  row: SubscriptionRow,
  renewalId: string,
  period: { start: string; end: string },
  at: string,
): Promise<number> {
  const organizationId = row.organization_id;
  const prices = (await meteredPricesOf(trx, organizationId, [row.id])).get(row.id) ?? [];
  let total = 0;
  const items = [];
  for (const price of prices) {
    const quantity = await meterQuantity(trx, organizationId, price.meterId, {
      customerId: row.customer_id,
      from: period.start,
      to: period.end,
    });
    const { credited } = await credits(trx, organizationId, row.customer_id, price.meterId);
    const amount = meteredAmount(price, quantity, credited);
    const name = (await findMeter(trx, organizationId, price.meterId))?.name ?? price.meterId;
    total += amount;
    items.push({
      id: newId(),
      renewal_id: renewalId,
      subscription_id: row.id,
      product_price_id: price.priceId,
      meter_id: price.meterId,
      label: `${name} (${quantity} units)`,
      quantity,
      amount,
      period_start: period.start,
      period_end: period.end,
      created_at: at,
    });
  }
  await customerMeters.insertMeteredItems(trx, organizationId, items);
  return total;
}

/** A renewal's metered items in the order of the subscription's prices. */
export async function meteredItemsOfRenewal(
  trx: Tx,
  organizationId: string,
  renewal: { id: string; subscription_id: string },
): Promise<customerMeters.MeteredItemRow[]> {
  const items = await customerMeters.meteredItemRowsOfRenewal(trx, organizationId, renewal.id);
  if (items.length < 2) return items;
  const order = (
    (await meteredPricesOf(trx, organizationId, [renewal.subscription_id])).get(renewal.subscription_id) ?? []
  ).map((price) => price.priceId);
  const rank = (priceId: string) => (order.includes(priceId) ? order.indexOf(priceId) : order.length);
  return [...items].sort((x, y) => rank(x.product_price_id) - rank(y.product_price_id));
}
