import type { Insertable, Selectable, Updateable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { type MetadataFilter, metadataCondition } from "../common/metadata-filter.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/scope.ts";
import type { SortField } from "./schemas.ts";
import type {
  BillingSubscriptionPriceTable,
  BillingSubscriptionProrationTable,
  BillingSubscriptionRenewalTable,
  BillingSubscriptionTable,
} from "./tables.ts";

export type SubscriptionRow = Selectable<BillingSubscriptionTable>;
export type SubscriptionPriceRow = Selectable<BillingSubscriptionPriceTable>;
export type RenewalRow = Selectable<BillingSubscriptionRenewalTable>;
export type ProrationRow = Selectable<BillingSubscriptionProrationTable>;
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
  expected: { productId: string; periodEnd: string; statuses: readonly string[]; seats: number | null },
  values: SubscriptionChanges,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_subscription")
    .set(values)
    .where("id", "=", id)
    .where("product_id", "=", expected.productId)
    .where((eb) => (expected.seats === null ? eb("seats", "is", null) : eb("seats", "=", expected.seats)))
    .where("current_period_end", "=", expected.periodEnd)
    .where("status", "in", [...expected.statuses])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- renewals (all organizations: the scheduler) --------------------------------------------------

/** Subscriptions whose period has ended and whose last renewal is settled (any organization), oldest first. */
export function findDue(db: Executor, now: string, limit: number): Promise<SubscriptionRow[]> {
  return (
    db
      .selectFrom("billing_subscription")
      .selectAll()
      .where("status", "in", [...RENEWABLE_STATUSES])
      .where("current_period_end", "<=", now)
      // A period whose charge is still to be settled is not followed by the next one.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("billing_subscription_renewal")
              .select("billing_subscription_renewal.id")
              .whereRef("billing_subscription_renewal.subscription_id", "=", "billing_subscription.id")
              .where("billing_subscription_renewal.status", "=", "pending"),
          ),
        ),
      )
      .orderBy("current_period_end")
      .orderBy("id")
      .limit(limit)
      .execute()
  );
}

/**
 * The claim: moves the subscription from the period ending at `periodEnd` to `values`, only if
 * nobody did first (same id, same period end, still renewable). True for the one winner.
 */
export async function claimPeriod(
  db: Executor,
  organizationId: string,
  id: string,
  periodEnd: string,
  values: SubscriptionChanges,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_subscription")
    .set(values)
    .where("id", "=", id)
    .where("current_period_end", "=", periodEnd)
    .where("status", "in", [...RENEWABLE_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRenewal(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<BillingSubscriptionRenewalTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("billing_subscription_renewal", row).execute();
}

/** Renewals whose charge is due (first attempt or a dunning retry), any organization. */
export function findDueRenewals(db: Executor, now: string, limit: number): Promise<RenewalRow[]> {
  return db
    .selectFrom("billing_subscription_renewal")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Settles a pending renewal attempt: applies only if it is still pending with `attempts` (another
 * worker that handled the same attempt first wins). True for the winner.
 */
export async function settleRenewal(
  db: Executor,
  organizationId: string,
  id: string,
  attempts: number,
  values: Updateable<Omit<BillingSubscriptionRenewalTable, "id" | "organization_id">>,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_subscription_renewal")
    .set(values)
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("attempts", "=", attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function linkRenewalOrder(
  db: Executor,
  organizationId: string,
  id: string,
  orderId: string,
): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("billing_subscription_renewal")
    .set({ order_id: orderId })
    .where("id", "=", id)
    .execute();
}

/** Pending renewals of a subscription that ended: nothing more to charge. */
export async function abandonRenewals(
  db: Executor,
  organizationId: string,
  subscriptionId: string,
  at: string,
): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("billing_subscription_renewal")
    .set({ status: "abandoned", modified_at: at })
    .where("subscription_id", "=", subscriptionId)
    .where("status", "=", "pending")
    .execute();
}

// ---- prorations (plan changes) ---------------------------------------------------------------------

export async function insertProration(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<BillingSubscriptionProrationTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("billing_subscription_proration", row).execute();
}

/** The prorations still waiting for a renewal (signed amounts). */
export function pendingProrations(
  db: Executor,
  organizationId: string,
  subscriptionId: string,
): Promise<ProrationRow[]> {
  return scoped(db, organizationId)
    .selectFrom("billing_subscription_proration")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .where("renewal_id", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/**
 * Takes the pending prorations for a renewal, in the claim's transaction: one conditional UPDATE
 * (renewal_id still null), so a proration is billed by one renewal only. Returns those taken.
 */
export async function takeProrations(
  db: Executor,
  organizationId: string,
  subscriptionId: string,
  renewalId: string,
): Promise<ProrationRow[]> {
  await scoped(db, organizationId)
    .updateTable("billing_subscription_proration")
    .set({ renewal_id: renewalId })
    .where("subscription_id", "=", subscriptionId)
    .where("renewal_id", "is", null)
    .execute();
  return prorationsOfRenewal(db, organizationId, renewalId);
}

export function prorationsOfRenewal(db: Executor, organizationId: string, renewalId: string): Promise<ProrationRow[]> {
  return scoped(db, organizationId)
    .selectFrom("billing_subscription_proration")
    .selectAll()
    .where("renewal_id", "=", renewalId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
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
