import { z } from "zod";
import { systemAccess } from "../../../billing/api-access/system-access.ts";
import { enqueueBenefitGrants } from "../../../billing/benefit-grants/service.ts";
import { discountAmount } from "../../../billing/checkouts/pricing.ts";
import { recordEvent } from "../../../billing/common/events.ts";
import { addressOutput } from "../../../billing/common/schemas.ts";
import * as customers from "../../../billing/customers/service.ts";
import * as discounts from "../../../billing/discounts/service.ts";
import { recurringInterval } from "../../../billing/products/price-schemas.ts";
import { customerCancellationReason } from "../../../billing/subscriptions/core-fields.ts";
import * as renewalRepository from "../../../billing/subscriptions/renewal-repository.ts";
import * as subscriptionRepository from "../../../billing/subscriptions/repository.ts";
import { endSubscription, load, stateChanged } from "../../../billing/subscriptions/service.ts";
import { rateFor } from "../../../billing/tax-rates/service.ts";
import { toJsonColumn } from "../../../db/json-column.ts";
import { inTransaction, type Tx } from "../../../db/transaction.ts";
import { newId } from "../../../kit/ids.ts";
import { nowIso } from "../../../kit/time.ts";
import { Refusal, resolve, taggedMetadata, type WriteContext } from "../context.ts";
import type { OriginSubscription } from "../records.ts";
import { type KindWriter, type Plan, write } from "../writer.ts";
import { type PeriodPosition, periodPosition } from "./subscription-periods.ts";
import { catalogOf, pastDueRenewal } from "./subscription-rows.ts";

/**
 * Subscriptions come in running, as they run on the origin: same status, current period,
 * cancel-at-period-end, amount, product and price, charging nothing now. Gatehouse renews them
 * from the end of that period on (subscriptions/renewal-job.ts), charging the saved card when the
 * origin's card keeps working here (Stripe's), else going the dunning way (past_due, the
 * payment-failed mail with the portal link, retries). Their benefits are granted by the grant
 * worker, as for a subscription bought here. No subscription.created and no order is recorded:
 * nothing was bought here; customer.state_changed tells the apps that follow it.
 */

const runningStatus = z.enum(["trialing", "active", "past_due"]);

export type SubscriptionPlan =
  | { running: false }
  | {
      running: true;
      status: z.infer<typeof runningStatus>;
      customerId: string;
      productId: string;
      priceId: string;
      discountId: string | null;
      position: PeriodPosition;
    };

function plan(
  ctx: WriteContext,
  origin: OriginSubscription,
  localId: string | undefined,
): Promise<Plan<SubscriptionPlan>> {
  // Stopped for now on the origin (Stripe's paused collection): nothing Gatehouse can run as it is.
  if (origin.status === "paused") throw new Refusal(origin.notImportable ?? "it is paused");
  const status = runningStatus.safeParse(origin.status);
  if (!status.success)
    return Promise.resolve(localId === undefined ? { kind: "skip" } : write<SubscriptionPlan>({ running: false }));
  if (origin.notImportable) throw new Refusal(origin.notImportable);
  const interval = recurringInterval.safeParse(origin.recurringInterval);
  if (!interval.success) throw new Refusal(`its interval ${origin.recurringInterval} is not one Gatehouse renews at`);
  const value: SubscriptionPlan = {
    running: true,
    status: status.data,
    customerId: resolve(ctx, "customer", origin.customerId),
    productId: resolve(ctx, "product", origin.productId),
    priceId: resolve(ctx, "price", origin.priceId),
    discountId: origin.discountId ? resolve(ctx, "discount", origin.discountId) : null,
    position: periodPosition(origin, interval.data),
  };
  return Promise.resolve(write(value, { customer: value.customerId, product: value.productId }));
}

type Running = Extract<SubscriptionPlan, { running: true }>;

/** The amounts the renewals charge: the discount per discounted period, the tax as a checkout here would. */
async function amounts(trx: Tx, ctx: WriteContext, origin: OriginSubscription, plan: Running) {
  const { price } = await catalogOf(trx, ctx.organizationId, plan.productId, plan.priceId);
  const discount = plan.discountId
    ? await discounts.findForCheckout(trx, ctx.organizationId, { id: plan.discountId })
    : null;
  if (plan.discountId && !discount) throw new Refusal(`its discount ${origin.discountId} is gone from Gatehouse`);
  const discounted = discount ? discountAmount(discount, price, origin.amount) : 0;
  const customer = await customers.get(trx, systemAccess(ctx.organizationId), plan.customerId);
  const net = origin.amount - discounted;
  const country = customer.billing_address?.country;
  const rate =
    country && !customer.tax_id && net > 0
      ? await rateFor(trx, ctx.organizationId, country, customer.billing_address?.state ?? null)
      : 0;
  return {
    customer,
    discount,
    renewal_discount_amount: discounted,
    discount_duration: discount?.duration ?? null,
    discount_duration_in_months: discount?.duration === "repeating" ? discount.duration_in_months : null,
    discount_start_period: discount ? 0 : null,
    first_net_amount: net,
    first_tax_amount: Math.round((net * rate) / 10_000),
  };
}

/** The columns the origin decides, on create and on an update that moves the subscription forward. */
function periodColumns(origin: OriginSubscription, plan: Running) {
  const { position } = plan;
  return {
    status: plan.status,
    amount: origin.amount,
    currency: origin.currency.toLowerCase(),
    recurring_interval: origin.recurringInterval,
    recurring_interval_count: origin.recurringIntervalCount,
    billing_anchor: position.anchor,
    period_number: position.number,
    current_period_start: position.start,
    current_period_end: position.end,
    trial_start: origin.trialStart ? new Date(origin.trialStart).toISOString() : null,
    trial_end: origin.trialEnd ? new Date(origin.trialEnd).toISOString() : null,
    product_id: plan.productId,
    product_price_id: plan.priceId,
    seats: origin.seats,
  };
}

function cancellationColumns(origin: OriginSubscription, plan: Running) {
  const reason = customerCancellationReason.safeParse(origin.cancellationReason);
  return {
    cancel_at_period_end: origin.cancelAtPeriodEnd ? 1 : 0,
    canceled_at: origin.canceledAt ? new Date(origin.canceledAt).toISOString() : null,
    ends_at: origin.cancelAtPeriodEnd ? plan.position.end : null,
    customer_cancellation_reason: reason.success ? reason.data : null,
    customer_cancellation_comment: origin.cancellationComment,
  };
}

async function create(ctx: WriteContext, origin: OriginSubscription, plan: SubscriptionPlan, fingerprint: string) {
  if (!plan.running) return;
  await inTransaction(ctx.db, async (trx) => {
    const id = newId();
    const now = nowIso();
    const charged = await amounts(trx, ctx, origin, plan);
    const catalog = await catalogOf(trx, ctx.organizationId, plan.productId, plan.priceId, id);
    await subscriptionRepository.insert(
      trx,
      ctx.organizationId,
      {
        id,
        ...periodColumns(origin, plan),
        ...cancellationColumns(origin, plan),
        started_at: origin.startedAt ? new Date(origin.startedAt).toISOString() : plan.position.start,
        ended_at: null,
        customer_id: plan.customerId,
        discount_id: plan.discountId,
        checkout_id: null,
        payment_method_id: origin.paymentMethodId,
        billing_name: charged.customer.name,
        billing_address: charged.customer.billing_address
          ? toJsonColumn(addressOutput.parse(charged.customer.billing_address))
          : null,
        metadata: toJsonColumn(taggedMetadata(ctx, "subscription", origin.id, origin.metadata)),
        custom_field_data: toJsonColumn(origin.customFieldData),
        customer_snapshot: toJsonColumn(charged.customer),
        product_snapshot: toJsonColumn(catalog.product),
        renewal_discount_amount: charged.renewal_discount_amount,
        discount_duration: charged.discount_duration,
        discount_duration_in_months: charged.discount_duration_in_months,
        discount_start_period: charged.discount_start_period,
        first_net_amount: charged.first_net_amount,
        first_tax_amount: charged.first_tax_amount,
        pending_seats: null,
        created_at: now,
        modified_at: null,
      },
      catalog.priceRows,
    );
    await catalog.meterCustomer(trx, plan.customerId, now);
    if (plan.status === "past_due") await pastDue(trx, ctx, id, plan, charged.first_net_amount, origin.currency);
    await enqueueBenefitGrants(trx, {
      organizationId: ctx.organizationId,
      customerId: plan.customerId,
      productId: plan.productId,
      orderId: null,
      subscriptionId: id,
      action: "grant",
    });
    await stateChanged(trx, ctx.organizationId, plan.customerId);
    await ctx.items.save(trx, "subscription", origin.id, id, fingerprint);
  });
}

/**
 * A subscription the origin could not charge: Gatehouse's dunning takes over from its first
 * retry, and subscription.updated (past_due) sends the customer the payment-failed mail with the
 * portal link, where a card can be added.
 */
async function pastDue(trx: Tx, ctx: WriteContext, id: string, plan: Running, net: number, currency: string) {
  await renewalRepository.insertRenewal(trx, ctx.organizationId, pastDueRenewal(id, plan.position, net, currency));
  await recordEvent(trx, ctx.organizationId, "subscription.updated", await load(trx, ctx.organizationId, id));
}

async function update(
  ctx: WriteContext,
  origin: OriginSubscription,
  plan: SubscriptionPlan,
  localId: string,
  fingerprint: string,
) {
  await inTransaction(ctx.db, async (trx) => {
    const row = await subscriptionRepository.find(trx, ctx.organizationId, localId);
    if (!row) throw new Refusal(`the Gatehouse subscription ${localId} it became is gone`);
    const runningHere = (subscriptionRepository.ACTIVE_STATUSES as readonly string[]).includes(row.status);
    if (!plan.running) {
      // Ended on the origin: ended here too, as Gatehouse ends one (benefits revoked).
      if (runningHere) await endSubscription(trx, row, nowIso());
    } else {
      if (!runningHere) throw new Refusal(`the Gatehouse subscription ${localId} it became has ended`);
      await updateRunning(trx, ctx, origin, plan, row);
    }
    await ctx.items.save(trx, "subscription", origin.id, localId, fingerprint);
  });
}

/**
 * The origin's changes to a running subscription. Once Gatehouse has renewed it past the origin's
 * period, Gatehouse's periods, status and amount stand; what the origin says of cancellation,
 * discount and metadata still applies.
 */
async function updateRunning(
  trx: Tx,
  ctx: WriteContext,
  origin: OriginSubscription,
  plan: Running,
  row: subscriptionRepository.SubscriptionRow,
) {
  const ahead = row.current_period_end > plan.position.end;
  const charged = await amounts(trx, ctx, origin, plan);
  const changes = {
    ...(ahead ? {} : periodColumns(origin, plan)),
    ...cancellationColumns(
      origin,
      ahead ? { ...plan, position: { ...plan.position, end: row.current_period_end } } : plan,
    ),
    discount_id: plan.discountId,
    renewal_discount_amount: charged.renewal_discount_amount,
    discount_duration: charged.discount_duration,
    discount_duration_in_months: charged.discount_duration_in_months,
    ...(origin.paymentMethodId ? { payment_method_id: origin.paymentMethodId } : {}),
    metadata: toJsonColumn(taggedMetadata(ctx, "subscription", origin.id, origin.metadata)),
    custom_field_data: toJsonColumn(origin.customFieldData),
    modified_at: nowIso(),
  };
  await subscriptionRepository.updateIf(
    trx,
    ctx.organizationId,
    row.id,
    subscriptionRepository.ACTIVE_STATUSES,
    changes,
  );
  if (!ahead && row.product_price_id !== plan.priceId) {
    const catalog = await catalogOf(trx, ctx.organizationId, plan.productId, plan.priceId, row.id);
    await subscriptionRepository.replacePrices(trx, ctx.organizationId, row.id, catalog.priceRows);
    await catalog.meterCustomer(trx, plan.customerId, nowIso());
  }
  if (!ahead && plan.status !== "past_due" && row.status === "past_due")
    await renewalRepository.abandonRenewals(trx, ctx.organizationId, row.id, nowIso());
  if (!ahead && plan.status === "past_due" && row.status !== "past_due")
    await pastDue(trx, ctx, row.id, plan, charged.first_net_amount, origin.currency);
  await stateChanged(trx, ctx.organizationId, plan.customerId);
}

export const subscriptionWriter: KindWriter<OriginSubscription, SubscriptionPlan> = {
  plan,
  async create(ctx, origin, plan, fingerprint) {
    await create(ctx, origin, plan, fingerprint);
    return "created";
  },
  async update(ctx, origin, plan, localId, fingerprint) {
    await update(ctx, origin, plan, localId, fingerprint);
  },
};
