import { z } from "@hono/zod-openapi";
import { fromJsonColumn } from "../../db/json-column.ts";
import type { Executor } from "../../db/transaction.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { isNotFoundError } from "../common/errors.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { subscriptionMeters } from "../customer-meters/service.ts";
import type { Customer } from "../customers/schemas.ts";
import { customer as customerSchema } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import * as discounts from "../discounts/service.ts";
import { orderDiscount } from "../orders/schemas.ts";
import { anyProductPrice, isMeteredAmountType } from "../products/price-schemas.ts";
import { product as productSchema } from "../products/schemas.ts";
import { resolveProducts } from "../products/service.ts";
import { subscriptionCoreOf } from "./core-fields.ts";
import { SubscriptionErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { SubscriptionResource } from "./schemas.ts";

const customFieldData = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullable());

/**
 * Subscription rows as Polar's `Subscription` resources. Apart from the service so that customer
 * state (which embeds a customer's running subscriptions) can read them while the service records
 * `customer.state_changed` through customer state: no import cycle.
 */
// ---- row -> resource ---------------------------------------------------------------------------

async function liveCustomer(db: Executor, organizationId: string, id: string): Promise<Customer | null> {
  try {
    return await customers.get(db, systemAccess(organizationId), id);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

export async function liveDiscount(db: Executor, organizationId: string, id: string | null) {
  if (!id) return null;
  const discount = await discounts.findForCheckout(db, organizationId, { id });
  return discount ? orderDiscount.parse(discount) : null;
}

export async function toResources(
  db: Executor,
  organizationId: string,
  rows: repository.SubscriptionRow[],
): Promise<SubscriptionResource[]> {
  const products = await resolveProducts(
    db,
    organizationId,
    rows.map((row) => row.product_id),
  );
  const pricesBySubscription = await repository.prices(
    db,
    organizationId,
    rows.map((row) => row.id),
  );
  const metersBySubscription = await subscriptionMeters(db, organizationId, rows);
  const resources: SubscriptionResource[] = [];
  for (const row of rows) {
    const customer =
      (await liveCustomer(db, organizationId, row.customer_id)) ??
      fromJsonColumn(customerSchema, row.customer_snapshot);
    const product = products.get(row.product_id) ?? fromJsonColumn(productSchema, row.product_snapshot ?? "null");
    const prices = (pricesBySubscription.get(row.id) ?? []).map((price) =>
      fromJsonColumn(anyProductPrice, price.price_snapshot),
    );
    resources.push({
      ...subscriptionCoreOf(
        row,
        prices.some((price) => isMeteredAmountType(price.amount_type)),
      ),
      metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
      custom_field_data: fromJsonColumn(customFieldData.default({}), row.custom_field_data),
      customer,
      product,
      discount: await liveDiscount(db, organizationId, row.discount_id),
      prices,
      meters: metersBySubscription.get(row.id) ?? [],
      pending_update:
        row.pending_seats === null && row.pending_units === null
          ? null
          : {
              created_at: row.modified_at ?? row.created_at,
              modified_at: null,
              id: row.id,
              applies_at: row.current_period_end,
              product_id: null,
              seats: row.pending_seats,
              units: row.pending_units,
            },
    });
  }
  return resources;
}

export async function load(db: Executor, organizationId: string, id: string): Promise<SubscriptionResource> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw SubscriptionErrors.NOT_FOUND();
  const [resource] = await toResources(db, organizationId, [row]);
  if (!resource) throw SubscriptionErrors.NOT_FOUND();
  return resource;
}

/** Contract 3: the customer's running subscriptions (trialing, active, past_due), for customer state and the portal. */
export async function activeSubscriptionsOfCustomer(
  db: Executor,
  organizationId: string,
  customerId: string,
): Promise<SubscriptionResource[]> {
  return toResources(db, organizationId, await repository.findActiveOfCustomer(db, organizationId, customerId));
}
