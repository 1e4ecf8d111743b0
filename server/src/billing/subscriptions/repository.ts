import type { Insertable, Selectable, Updateable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import type { MetadataFilter } from "../common/metadata-filter.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { metadataCondition } from "../common/sql/metadata-condition.ts";
import { scoped } from "../common/sql/scope.ts";
import type { SortField } from "./schemas.ts";
import type { BillingSubscriptionPriceTable, BillingSubscriptionTable } from "./tables.ts";

/**
 * Subscriptions and their price snapshots. Their renewals are in renewal-repository.ts, the
 * prorations of plan changes in proration-repository.ts.
 */

export type SubscriptionRow = Selectable<BillingSubscriptionTable>;
export type SubscriptionPriceRow = Selectable<BillingSubscriptionPriceTable>;
export type NewSubscriptionRow = Omit<Insertable<BillingSubscriptionTable>, "organization_id">;
export type SubscriptionChanges = Updateable<Omit<BillingSubscriptionTable, "id" | "organization_id">>;

/** Polar's `active` filter: a subscription that still runs (not yet ended). */
export const ACTIVE_STATUSES = ["trialing", "active", "past_due"] as const;
/** Statuses whose period end triggers a renewal (a past_due one waits for its dunning). */
export const RENEWABLE_STATUSES = ["trialing", "active"] as const;

export type SubscriptionFilter = {
  productIds?: string[] | undefined;
  customerIds?: string[] | undefined;
  discountIds?: string[] | undefined;
  active?: boolean | undefined;
  cancelAtPeriodEnd?: boolean | undefined;
  metadata?: MetadataFilter | undefined;
};

const subscriptions = (db: Executor, organizationId: string) =>
  scoped(db, organizationId).selectFrom("billing_subscription");

export function find(db: Executor, organizationId: string, id: string): Promise<SubscriptionRow | undefined> {
  return subscriptions(db, organizationId).selectAll().where("id", "=", id).executeTakeFirst();
}

export function findMany(db: Executor, organizationId: string, ids: readonly string[]): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return subscriptions(db, organizationId)
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
}

/** The subscription a checkout created (Polar's Checkout.subscription_id), else null. */
export async function subscriptionIdOfCheckout(
  db: Executor,
  organizationId: string,
  checkoutId: string,
): Promise<string | null> {
  const row = await subscriptions(db, organizationId)
    .select("id")
    .where("checkout_id", "=", checkoutId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export type Buyer = { customerId: string | null; externalId: string | null; email: string | null };

/** Whether the customer a checkout would find (by id, external id or email) has a running subscription. */
export function buyerHasRunningSubscription(db: Executor, organizationId: string, buyer: Buyer): Promise<boolean> {
  return buyerHasSubscription(db, organizationId, buyer, { statuses: ACTIVE_STATUSES });
}

/** Whether that customer ever had a trial of the product (Polar: one trial per customer and product). */
export function buyerRedeemedTrial(
  db: Executor,
  organizationId: string,
  buyer: Buyer,
  productId: string,
): Promise<boolean> {
  return buyerHasSubscription(db, organizationId, buyer, { productId, trial: true });
}

async function buyerHasSubscription(
  db: Executor,
  organizationId: string,
  buyer: Buyer,
  filter: { statuses?: readonly string[]; productId?: string; trial?: boolean },
): Promise<boolean> {
  let query = subscriptions(db, organizationId).select("billing_subscription.id");
  if (filter.statuses) query = query.where("status", "in", [...filter.statuses]);
  if (filter.productId) query = query.where("product_id", "=", filter.productId);
  if (filter.trial) query = query.where("trial_start", "is not", null);
  const row = await query
    .where("customer_id", "in", (eb) =>
      eb
        .selectFrom("customer")
        .select("customer.id")
        .where("customer.organization_id", "=", organizationId)
        .where("customer.deleted_at", "is", null)
        .where((w) =>
          w.or([
            ...(buyer.customerId ? [w("customer.id", "=", buyer.customerId)] : []),
            ...(buyer.externalId ? [w("customer.external_id", "=", buyer.externalId)] : []),
            ...(buyer.email ? [w("customer.email", "=", buyer.email.toLowerCase())] : []),
          ]),
        ),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export function findActiveOfCustomer(
  db: Executor,
  organizationId: string,
  customerId: string,
): Promise<SubscriptionRow[]> {
  return subscriptions(db, organizationId)
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("status", "in", [...ACTIVE_STATUSES])
    .orderBy("started_at", "desc")
    .orderBy("id")
    .execute();
}

const sortExpressions = {
  customer: "billing_subscription.customer_id",
  product: "billing_subscription.product_id",
  discount: "billing_subscription.discount_id",
} as const;

export async function list(
  db: Executor,
  organizationId: string,
  filter: SubscriptionFilter,
  sorting: Sort<SortField>[],
  page: PageRequest,
): Promise<{ rows: SubscriptionRow[]; total: number }> {
  let base = subscriptions(db, organizationId);
  if (filter.productIds?.length) base = base.where("billing_subscription.product_id", "in", filter.productIds);
  if (filter.customerIds?.length) base = base.where("billing_subscription.customer_id", "in", filter.customerIds);
  if (filter.discountIds?.length) base = base.where("billing_subscription.discount_id", "in", filter.discountIds);
  if (filter.active !== undefined)
    base = base.where("billing_subscription.status", filter.active ? "in" : "not in", [...ACTIVE_STATUSES]);
  if (filter.cancelAtPeriodEnd !== undefined)
    base = base.where("billing_subscription.cancel_at_period_end", "=", filter.cancelAtPeriodEnd ? 1 : 0);
  const metadata = metadataCondition(db, "billing_subscription.metadata", filter.metadata);
  if (metadata) base = base.where(metadata);
  return listPage(base, sorting, page, {
    sortBy: (field) =>
      field in sortExpressions
        ? sortExpressions[field as keyof typeof sortExpressions]
        : `billing_subscription.${field as Exclude<SortField, keyof typeof sortExpressions>}`,
    tiebreak: "billing_subscription.id",
  });
}

export async function prices(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, SubscriptionPriceRow[]>> {
  const bySubscription = new Map<string, SubscriptionPriceRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return bySubscription;
  const rows = await scoped(db, organizationId)
    .selectFrom("billing_subscription_price")
    .selectAll()
    .where("subscription_id", "in", [...ids])
    .orderBy("position")
    .execute();
  for (const row of rows) bySubscription.get(row.subscription_id)?.push(row);
  return bySubscription;
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: NewSubscriptionRow,
  priceRows: Omit<Insertable<BillingSubscriptionPriceTable>, "organization_id">[],
): Promise<void> {
  await scoped(db, organizationId).insertInto("billing_subscription", row).execute();
  for (const price of priceRows)
    await scoped(db, organizationId).insertInto("billing_subscription_price", price).execute();
}

/** A conditional update: applies only while the subscription is in one of `statuses`. True when it did. */
export async function updateIf(
  db: Executor,
  organizationId: string,
  id: string,
  statuses: readonly string[],
  values: SubscriptionChanges,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_subscription")
    .set(values)
    .where("id", "=", id)
    .where("status", "in", [...statuses])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A plan change's update: applies only while product, period and status are as planned. True when it did. */
export async function updateIfUnchanged(
  db: Executor,
  organizationId: string,
  id: string,
  expected: {
    productId: string;
    periodEnd: string;
    statuses: readonly string[];
    seats: number | null;
    units: number | null;
  },
  values: SubscriptionChanges,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_subscription")
    .set(values)
    .where("id", "=", id)
    .where("product_id", "=", expected.productId)
    .where((eb) => (expected.seats === null ? eb("seats", "is", null) : eb("seats", "=", expected.seats)))
    .where((eb) => (expected.units === null ? eb("units", "is", null) : eb("units", "=", expected.units)))
    .where("current_period_end", "=", expected.periodEnd)
    .where("status", "in", [...expected.statuses])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the subscription's price snapshot (a plan change). */
export async function replacePrices(
  db: Executor,
  organizationId: string,
  subscriptionId: string,
  priceRows: Omit<Insertable<BillingSubscriptionPriceTable>, "organization_id">[],
): Promise<void> {
  await scoped(db, organizationId)
    .deleteFrom("billing_subscription_price")
    .where("subscription_id", "=", subscriptionId)
    .execute();
  for (const price of priceRows)
    await scoped(db, organizationId).insertInto("billing_subscription_price", price).execute();
}
