import { toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { isNotFoundError } from "../common/errors.ts";
import { recordEvent } from "../common/events.ts";
import { toListResource } from "../common/pagination.ts";
import type { Address } from "../common/schemas.ts";
import { revokeAllSeats } from "../customer-seats/service.ts";
import { stateChanged } from "../customer-state/service.ts";

export { stateChanged };

import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import { type RecurringInterval, recurringInterval } from "../products/price-schemas.ts";
import type { Product } from "../products/schemas.ts";
import * as organizations from "../seller-settings/service.ts";
import { SubscriptionErrors } from "./errors.ts";
import { ensureMeteredCustomerMeters, meteredPriceRows } from "./metered.ts";
import { nthPeriod, periodBoundary } from "./period.ts";
import * as renewalRepository from "./renewal-repository.ts";
import * as repository from "./repository.ts";
import { liveDiscount, load, toResources } from "./resources.ts";
import type { SubscriptionList, SubscriptionListQuery, SubscriptionResource, SubscriptionUpdate } from "./schemas.ts";

export * from "./lookups.ts";
export { load } from "./resources.ts";
export type { SubscriptionResource } from "./schemas.ts";

// ---- API ---------------------------------------------------------------------------------------

export async function list(db: Db, access: OrganizationScope, query: SubscriptionListQuery): Promise<SubscriptionList> {
  let customerIds = query.customer_id;
  if (query.external_customer_id?.length) {
    // Resolved through the customers service; an unknown external id matches nothing.
    const resolved: string[] = [];
    for (const externalId of query.external_customer_id) {
      try {
        resolved.push((await customers.getExternal(db, access, externalId)).id);
      } catch (error) {
        if (!isNotFoundError(error)) throw error;
      }
    }
    customerIds = customerIds?.length ? customerIds.filter((id) => resolved.includes(id)) : resolved;
    if (customerIds.length === 0) return toListResource([], 0, query);
  }
  const filter = {
    productIds: query.product_id,
    customerIds,
    discountIds: query.discount_id,
    active: query.active,
    cancelAtPeriodEnd: query.cancel_at_period_end,
    metadata: query.metadata,
  };
  const { rows, total } = await repository.list(db, access.organizationId, filter, query.sorting, query);
  return toListResource(await toResources(db, access.organizationId, rows), total, query);
}

export function get(db: Db, access: OrganizationScope, id: string): Promise<SubscriptionResource> {
  return load(db, access.organizationId, id);
}

const ENDED = ["canceled", "incomplete_expired", "unpaid"];

/** Polar's update: cancel at period end (true), uncancel (false), or revoke now. */
export async function update(
  db: Db,
  access: OrganizationScope,
  id: string,
  body: Extract<SubscriptionUpdate, { cancel_at_period_end: boolean } | { revoke: true }>,
): Promise<SubscriptionResource> {
  if ("revoke" in body) return revoke(db, access, id, body);
  const organizationId = access.organizationId;
  return inTransaction(db, async (trx) => {
    const row = await repository.find(trx, organizationId, id);
    if (!row) throw SubscriptionErrors.NOT_FOUND();
    if (ENDED.includes(row.status)) throw SubscriptionErrors.ALREADY_CANCELED();
    const now = nowIso();
    const running = repository.ACTIVE_STATUSES;
    if (body.cancel_at_period_end) {
      if (row.cancel_at_period_end) throw SubscriptionErrors.ALREADY_CANCELED();
      const moved = await repository.updateIf(trx, organizationId, id, running, {
        cancel_at_period_end: 1,
        canceled_at: now,
        ends_at: row.current_period_end,
        customer_cancellation_reason: body.customer_cancellation_reason ?? null,
        customer_cancellation_comment: body.customer_cancellation_comment ?? null,
        // As Polar: a cancellation takes the place of a scheduled pause.
        pause_at_period_end: 0,
        resumes_at: null,
        modified_at: now,
      });
      if (!moved) throw SubscriptionErrors.ALREADY_CANCELED();
      const resource = await load(trx, organizationId, id);
      await recordEvent(trx, organizationId, "subscription.updated", resource);
      await recordEvent(trx, organizationId, "subscription.canceled", resource);
      // The customer's state shows cancel_at_period_end / ends_at.
      await stateChanged(trx, organizationId, row.customer_id);
      return resource;
    }
    if (!row.cancel_at_period_end) return load(trx, organizationId, id);
    const moved = await repository.updateIf(trx, organizationId, id, running, {
      cancel_at_period_end: 0,
      canceled_at: null,
      ends_at: null,
      customer_cancellation_reason: null,
      customer_cancellation_comment: null,
      modified_at: now,
    });
    if (!moved) throw SubscriptionErrors.ALREADY_CANCELED();
    const resource = await load(trx, organizationId, id);
    await recordEvent(trx, organizationId, "subscription.updated", resource);
    await recordEvent(trx, organizationId, "subscription.uncanceled", resource);
    await stateChanged(trx, organizationId, row.customer_id);
    return resource;
  });
}

type Cancellation = {
  customer_cancellation_reason?: string | null | undefined;
  customer_cancellation_comment?: string | null | undefined;
};

/** Polar's revoke (PATCH `revoke: true`, DELETE): ends now, status canceled. */
export async function revoke(
  db: Db,
  access: OrganizationScope,
  id: string,
  body: Cancellation = {},
): Promise<SubscriptionResource> {
  const organizationId = access.organizationId;
  return inTransaction(db, async (trx) => {
    const row = await repository.find(trx, organizationId, id);
    if (!row) throw SubscriptionErrors.NOT_FOUND();
    if (ENDED.includes(row.status)) throw SubscriptionErrors.ALREADY_CANCELED();
    const now = nowIso();
    const reason =
      body.customer_cancellation_reason === undefined
        ? row.customer_cancellation_reason
        : body.customer_cancellation_reason;
    const comment =
      body.customer_cancellation_comment === undefined
        ? row.customer_cancellation_comment
        : body.customer_cancellation_comment;
    const resource = await endSubscription(trx, row, now, {
      canceled_at: row.canceled_at ?? now,
      ends_at: now,
      customer_cancellation_reason: reason,
      customer_cancellation_comment: comment,
    });
    if (!resource) throw SubscriptionErrors.ALREADY_CANCELED();
    return resource;
  });
}

/**
 * Ends a running subscription now (status canceled, ended_at): pending renewals abandoned,
 * subscription.updated (+ .canceled when it was not canceled before) + .revoked, and the
 * benefits revoked. Null when it had ended meanwhile (the conditional update lost).
 */
export async function endSubscription(
  trx: Tx,
  row: repository.SubscriptionRow,
  endedAt: string,
  changes: repository.SubscriptionChanges = {},
): Promise<SubscriptionResource | null> {
  const organizationId = row.organization_id;
  // A paused subscription can be revoked too (Polar), without being resumed first.
  const moved = await repository.updateIf(trx, organizationId, row.id, [...repository.ACTIVE_STATUSES, "paused"], {
    status: "canceled",
    ended_at: endedAt,
    pause_at_period_end: 0,
    resumes_at: null,
    ends_at: row.ends_at ?? endedAt,
    canceled_at: row.canceled_at ?? endedAt,
    modified_at: nowIso(),
    ...changes,
  });
  if (!moved) return null;
  await renewalRepository.abandonRenewals(trx, organizationId, row.id, nowIso());
  const resource = await load(trx, organizationId, row.id);
  await recordEvent(trx, organizationId, "subscription.updated", resource);
  if (row.canceled_at === null) await recordEvent(trx, organizationId, "subscription.canceled", resource);
  await recordEvent(trx, organizationId, "subscription.revoked", resource);
  await stateChanged(trx, organizationId, row.customer_id);
  await enqueueBenefitGrants(trx, {
    organizationId,
    customerId: row.customer_id,
    productId: row.product_id,
    orderId: null,
    subscriptionId: row.id,
    action: "revoke",
  });
  // Its seats end with it (each holder's benefits go too).
  if (row.seats !== null) await revokeAllSeats(trx, organizationId, { kind: "subscription", id: row.id });
  return resource;
}

// ---- called by checkouts inside the checkout's success transaction --------------------------------

export type NewCheckoutSubscription = {
  organizationId: string;
  customer: Customer;
  product: Product;
  productPriceId: string;
  /** Null for a subscription the seller starts without a checkout (create-service.ts). */
  checkoutId: string | null;
  discountId: string | null;
  currency: string;
  /** The price amount (before discount) and the first period's discount and tax. */
  amount: number;
  /** The seats bought with a seat-based price (null otherwise). */
  seats: number | null;
  /** The units bought with a unit-based price (null otherwise). */
  units?: number | null;
  discountAmount: number;
  taxAmount: number;
  /** The reusable payment method of the checkout's payment (null for a free subscription). */
  paymentMethodId: string | null;
  billingName: string | null;
  billingAddress: Address | null;
  metadata: Record<string, string | number | boolean>;
  customFieldData: Record<string, string | number | boolean | null>;
  /** The checkout's active trial (Polar: trialing until its end, then the first real period). */
  trial: { interval: RecurringInterval; count: number } | null;
};

/** Whether checkouts of this product create a subscription. */
export const isRecurringProduct = (product: Product): boolean => product.recurring_interval !== null;

/**
 * Creates the subscription of a succeeded checkout of a recurring product: status active, the
 * first period from now, the price snapshot, subscription.created + subscription.active. The
 * caller then creates its `subscription_create` order. (Trials come next session.)
 */
export async function createForCheckout(trx: Tx, input: NewCheckoutSubscription): Promise<SubscriptionResource> {
  const { organizationId, product } = input;
  const interval: RecurringInterval = recurringInterval.parse(product.recurring_interval);
  const count = product.recurring_interval_count ?? 1;
  const now = nowIso();
  // A trial is period -1, [now, trial end]; the billing anchor (period 0's start) is its end.
  const trialEndAt = input.trial ? periodBoundary(now, input.trial.interval, input.trial.count, 1) : null;
  const anchor = trialEndAt ?? now;
  const period = trialEndAt ? { start: now, end: trialEndAt } : nthPeriod(anchor, interval, count, 0);
  const discount = await liveDiscount(trx, organizationId, input.discountId);
  const price = product.prices.find((candidate) => candidate.id === input.productPriceId);
  const id = newId();
  // The static price, then the product's metered prices (billed at each renewal for the period's usage).
  const metered = meteredPriceRows(product, id, input.currency, price?.id);
  const priceRows = [
    ...(price
      ? [{ subscription_id: id, position: 0, product_price_id: price.id, price_snapshot: toJsonColumn(price) }]
      : []),
    ...metered,
  ];
  await repository.insert(
    trx,
    organizationId,
    {
      id,
      status: trialEndAt ? "trialing" : "active",
      amount: input.amount,
      currency: input.currency,
      recurring_interval: interval,
      recurring_interval_count: count,
      billing_anchor: anchor,
      period_number: trialEndAt ? -1 : 0,
      current_period_start: period.start,
      current_period_end: period.end,
      trial_start: trialEndAt ? now : null,
      trial_end: trialEndAt,
      cancel_at_period_end: 0,
      canceled_at: null,
      started_at: now,
      ends_at: null,
      ended_at: null,
      customer_id: input.customer.id,
      product_id: product.id,
      product_price_id: input.productPriceId,
      discount_id: input.discountId,
      checkout_id: input.checkoutId,
      seats: input.seats,
      units: input.units ?? null,
      customer_cancellation_reason: null,
      customer_cancellation_comment: null,
      payment_method_id: input.paymentMethodId,
      billing_name: input.billingName,
      billing_address: input.billingAddress ? toJsonColumn(input.billingAddress) : null,
      metadata: toJsonColumn(input.metadata),
      custom_field_data: toJsonColumn(input.customFieldData),
      customer_snapshot: toJsonColumn(input.customer),
      product_snapshot: toJsonColumn(product),
      // The discount per discounted period; which periods are discounted follows its duration (renewals.ts).
      renewal_discount_amount: discount ? input.discountAmount : 0,
      discount_duration: discount?.duration ?? null,
      discount_duration_in_months: discount && discount.duration === "repeating" ? discount.duration_in_months : null,
      discount_start_period: 0,
      first_net_amount: input.amount - input.discountAmount,
      first_tax_amount: input.taxAmount,
      created_at: now,
      modified_at: null,
    },
    priceRows,
  );
  await ensureMeteredCustomerMeters(trx, organizationId, input.customer.id, metered, now);
  const resource = await load(trx, organizationId, id);
  await recordEvent(trx, organizationId, "subscription.created", resource);
  if (!trialEndAt) await recordEvent(trx, organizationId, "subscription.active", resource);
  await stateChanged(trx, organizationId, input.customer.id);
  // The subscription's benefits (granted for the subscription, cycled at renewals, revoked when it ends).
  await enqueueBenefitGrants(trx, {
    organizationId,
    customerId: input.customer.id,
    productId: product.id,
    orderId: null,
    subscriptionId: id,
    action: "grant",
  });
  return resource;
}

/**
 * Polar's `allow_multiple_subscriptions: false`: a customer (by id, external id or email, as the
 * checkout will find it) who already has a running subscription of the organization can't start
 * another one — Polar's AlreadyActiveSubscriptionError (403).
 */
export async function checkMultipleSubscriptions(
  db: Executor,
  organizationId: string,
  buyer: repository.Buyer,
): Promise<void> {
  const organization = await organizations.get(db, systemAccess(organizationId));
  if (organization.subscription_settings.allow_multiple_subscriptions) return;
  if (await repository.buyerHasRunningSubscription(db, organizationId, buyer)) {
    throw SubscriptionErrors.ALREADY_ACTIVE();
  }
}

/** Polar's TrialAlreadyRedeemed (403): a trial is given once per customer and product. */
export async function checkTrialNotRedeemed(
  db: Executor,
  organizationId: string,
  buyer: repository.Buyer,
  productId: string,
): Promise<void> {
  if (await repository.buyerRedeemedTrial(db, organizationId, buyer, productId))
    throw SubscriptionErrors.TRIAL_ALREADY_REDEEMED();
}
