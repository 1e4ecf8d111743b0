import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { now, nowIso } from "../../kit/time.ts";
import type { PaymentProcessor } from "../../payment-processors/processor.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { activePrices, discountAmount, priceAmount } from "../checkouts/pricing.ts";
import { recordEvent } from "../common/events.ts";
import { addressOutput } from "../common/schemas.ts";
import { ValidationFailure } from "../common/validation.ts";
import * as discounts from "../discounts/service.ts";
import { createPaidOrder } from "../orders/paid-order.ts";
import type { AnyProductPrice, Product } from "../products/schemas.ts";
import { resolveProducts } from "../products/service.ts";
import * as organizations from "../seller-settings/service.ts";
import { SubscriptionErrors } from "./errors.ts";
import { ensureMeteredCustomerMeters, meteredPriceRows } from "./metered.ts";
import * as prorationRepository from "./proration-repository.ts";
import { periodDiscount } from "./renewal-amounts.ts";
import * as repository from "./repository.ts";
import type { ProrationBehavior, SubscriptionResource, SubscriptionUpdatePreview } from "./schemas.ts";
import { load, stateChanged } from "./service.ts";

/**
 * Plan changes (Polar's SubscriptionUpdateProduct): the subscription moves to another recurring
 * product of the organization with the same billing interval, at once. The proration is the
 * unused fraction of the current period (by seconds) × (new price − old price), rounded to minor
 * units, tax at the subscription's first-period rate on a positive proration:
 *   - `invoice`: a positive proration (+ tax) is charged now off-session with the saved card, as a
 *     `subscription_update` order; the change applies only if that charge succeeds. A negative one
 *     (a downgrade) is a credit, waiting for the next renewal (Gatehouse does not refund it).
 *   - `prorate`: the proration waits for the next renewal (`subscription_cycle` order items).
 * During a trial nothing has been paid: no proration. Pending prorations live in
 * billing_subscription_proration, taken by the renewal claim (renewal-job.ts).
 */

export type PlanChangeRequest = { product_id: string; proration_behavior?: ProrationBehavior | null | undefined };

/** A change to apply: a product change, or a quantity change (same product, `seats` or `units` set). */
export type Plan = {
  row: repository.SubscriptionRow;
  product: Product;
  /** The order item's and the proration's label. */
  label: string;
  price: AnyProductPrice;
  /** The subscription's seats after the change (null: not seat-based). */
  seats: number | null;
  /** The subscription's units after the change (null: not unit-based). */
  units: number | null;
  behavior: ProrationBehavior;
  newAmount: number;
  proration: number;
  prorationTax: number;
  renewalDiscount: number;
  preview: SubscriptionUpdatePreview;
};

const RUNNING: readonly string[] = repository.ACTIVE_STATUSES;
const taxOf = (row: repository.SubscriptionRow, net: number) =>
  net > 0 && row.first_net_amount > 0 && row.first_tax_amount > 0
    ? Math.round((row.first_tax_amount * net) / row.first_net_amount)
    : 0;

/** The remaining fraction of the current period at `at` (0..1, by seconds). */
export function unusedFraction(periodStart: string, periodEnd: string, at: Date): number {
  const start = Math.floor(Date.parse(periodStart) / 1000);
  const end = Math.floor(Date.parse(periodEnd) / 1000);
  const current = Math.floor(at.getTime() / 1000);
  if (end <= start) return 0;
  return Math.min(1, Math.max(0, (end - current) / (end - start)));
}

async function planChange(db: Executor, row: repository.SubscriptionRow, body: PlanChangeRequest): Promise<Plan> {
  const organizationId = row.organization_id;
  if (!RUNNING.includes(row.status)) throw SubscriptionErrors.ALREADY_CANCELED();
  const loc = ["body", "product_id"];
  if (body.product_id === row.product_id)
    throw ValidationFailure.at(loc, "The subscription is already on this product.");
  const product = (await resolveProducts(db, organizationId, [body.product_id])).get(body.product_id);
  if (!product || product.is_archived) throw ValidationFailure.at(loc, "Product does not exist.");
  if (!product.is_recurring) throw ValidationFailure.at(loc, "Product is not recurring.");
  if (
    product.recurring_interval !== row.recurring_interval ||
    (product.recurring_interval_count ?? 1) !== row.recurring_interval_count
  ) {
    throw ValidationFailure.at(
      loc,
      "Changing the billing interval is not supported: the product must renew on the subscription's interval.",
    );
  }
  const price = activePrices(product).find(
    (candidate) =>
      (candidate.amount_type === "fixed" || candidate.amount_type === "free") &&
      (candidate.amount_type === "free" || candidate.price_currency === row.currency),
  );
  if (!price) throw ValidationFailure.at(loc, `Product has no fixed or free price in ${row.currency}.`);
  const previousName =
    (await resolveProducts(db, organizationId, [row.product_id])).get(row.product_id)?.name ?? "previous plan";
  const organization = await organizations.get(db, systemAccess(organizationId));
  const behavior = body.proration_behavior ?? organization.subscription_settings.proration_behavior;
  const newAmount = priceAmount(price, null);

  const fraction =
    row.status === "trialing" ? 0 : unusedFraction(row.current_period_start, row.current_period_end, now());
  // The discount per period on the new price: the live discount recomputed, else the old one capped.
  const discount = row.discount_id
    ? await discounts.findForCheckout(db, organizationId, { id: row.discount_id })
    : null;
  const renewalDiscount =
    row.renewal_discount_amount > 0
      ? discount
        ? discountAmount(discount, price, newAmount)
        : Math.min(row.renewal_discount_amount, newAmount)
      : 0;
  return planOf(db, {
    row,
    product,
    label: `Proration: ${previousName} → ${product.name}`,
    price,
    seats: null,
    units: null,
    behavior,
    newAmount,
    proration: Math.round(fraction * (newAmount - row.amount)),
    renewalDiscount,
  });
}

/**
 * A change's amounts: the tax of its proration, what is due now (`invoice`: a positive
 * proration and its tax), the next renewal (the new amount less its discount, with the
 * prorations waiting for it) — and the preview that shows them.
 */
export async function planOf(db: Executor, change: Omit<Plan, "prorationTax" | "preview">): Promise<Plan> {
  const { row, behavior, newAmount, proration, renewalDiscount } = change;
  const prorationTax = taxOf(row, proration);
  const dueNow = behavior === "invoice" && proration > 0 ? proration + prorationTax : 0;
  const nextDiscount = periodDiscount(
    { ...row, amount: newAmount, renewal_discount_amount: renewalDiscount },
    row.period_number + 1,
    row.current_period_end,
  );
  const pending = (await prorationRepository.pendingProrations(db, row.organization_id, row.id)).reduce(
    (sum, item) => sum + item.amount,
    0,
  );
  const carried = pending + (dueNow > 0 ? 0 : proration);
  const nextNet = Math.max(0, newAmount - nextDiscount + carried);
  return {
    ...change,
    prorationTax,
    preview: {
      product_id: change.product.id,
      proration_behavior: behavior,
      currency: row.currency,
      current_amount: row.amount,
      new_amount: newAmount,
      proration_amount: proration,
      tax_amount: dueNow > 0 ? prorationTax : 0,
      due_now: dueNow,
      next_renewal_amount: nextNet + taxOf(row, nextNet),
      next_renewal_at: row.cancel_at_period_end ? null : row.current_period_end,
    },
  };
}

/** The subscription, of `customerId` when given (the portal's), else 404. */
export async function mustFind(
  db: Executor,
  organizationId: string,
  id: string,
  customerId?: string,
): Promise<repository.SubscriptionRow> {
  const row = await repository.find(db, organizationId, id);
  if (!row || (customerId !== undefined && row.customer_id !== customerId)) throw SubscriptionErrors.NOT_FOUND();
  return row;
}

/** Gatehouse's update-preview: what a plan change would cost, without changing anything. */
export async function preview(
  db: Db,
  organizationId: string,
  id: string,
  body: PlanChangeRequest,
  customerId?: string,
): Promise<SubscriptionUpdatePreview> {
  return (await planChange(db, await mustFind(db, organizationId, id, customerId), body)).preview;
}

/** Applies a plan change (org API and the customer portal); `customerId` restricts it to the customer's own. */
export async function changeProduct(
  db: Db,
  processor: PaymentProcessor,
  organizationId: string,
  id: string,
  body: PlanChangeRequest,
  customerId?: string,
): Promise<SubscriptionResource> {
  const row = await mustFind(db, organizationId, id, customerId);
  return chargeAndApply(db, processor, await planChange(db, row, body));
}

/** Charges what is due now (off-session, with the saved card) and applies the change; refunds if it no longer applies. */
export async function chargeAndApply(db: Db, processor: PaymentProcessor, plan: Plan): Promise<SubscriptionResource> {
  const { row } = plan;
  const organizationId = row.organization_id;
  let paymentId: string | null = null;
  if (plan.preview.due_now > 0) {
    // Charged before the change (Polar: applied only if the immediate payment succeeds).
    if (!row.payment_method_id) throw SubscriptionErrors.PAYMENT_METHOD_REQUIRED();
    const outcome = await processor.chargeOffSession({
      paymentMethodId: row.payment_method_id,
      amount: plan.preview.due_now,
      currency: row.currency,
      idempotencyKey: `${row.id}:update:${newId()}`,
      description: `Subscription update ${row.id}`,
      customerEmail: null,
      owner: { organizationId, checkoutId: null },
    });
    if (outcome.status !== "succeeded")
      throw SubscriptionErrors.PAYMENT({
        message: outcome.status === "declined" ? outcome.message : "The payment requires an authentication.",
      }).withCode(outcome.status === "declined" ? outcome.declineCode : "authentication_required");
    paymentId = outcome.paymentId;
  }
  try {
    return await apply(db, plan, paymentId);
  } catch (error) {
    // The change did not apply (a concurrent change won): the charge is given back.
    if (paymentId)
      await processor.refund({ paymentId, amount: plan.preview.due_now, idempotencyKey: `${paymentId}:refund` });
    throw error;
  }
}

async function apply(db: Db, plan: Plan, paymentId: string | null): Promise<SubscriptionResource> {
  const { row } = plan;
  const organizationId = row.organization_id;
  return inTransaction(db, async (trx) => {
    const at = nowIso();
    // Conditional on the subscription being as planned (same product and period, still running).
    const moved = await repository.updateIfUnchanged(
      trx,
      organizationId,
      row.id,
      {
        productId: row.product_id,
        periodEnd: row.current_period_end,
        statuses: RUNNING,
        seats: row.seats,
        units: row.units,
      },
      {
        product_id: plan.product.id,
        seats: plan.seats,
        pending_seats: null,
        units: plan.units,
        pending_units: null,
        product_price_id: plan.price.id,
        amount: plan.newAmount,
        renewal_discount_amount: plan.renewalDiscount,
        product_snapshot: toJsonColumn(plan.product),
        modified_at: at,
      },
    );
    if (!moved) throw SubscriptionErrors.CHANGED_MEANWHILE();
    const metered = meteredPriceRows(plan.product, row.id, row.currency);
    await repository.replacePrices(trx, organizationId, row.id, [
      {
        subscription_id: row.id,
        position: 0,
        product_price_id: plan.price.id,
        price_snapshot: toJsonColumn(plan.price),
      },
      ...metered,
    ]);
    await ensureMeteredCustomerMeters(trx, organizationId, row.customer_id, metered, at);
    const { label } = plan;
    if (plan.proration !== 0 && paymentId === null) {
      await prorationRepository.insertProration(trx, organizationId, {
        id: newId(),
        subscription_id: row.id,
        amount: plan.proration,
        currency: row.currency,
        label,
        product_price_id: plan.price.id,
        renewal_id: null,
        created_at: at,
      });
    }
    if (paymentId !== null) {
      await createPaidOrder(trx, {
        organizationId,
        customerId: row.customer_id,
        productId: plan.product.id,
        productPriceId: plan.price.id,
        discountId: null,
        checkoutId: null,
        subscriptionId: row.id,
        billingReason: "subscription_update",
        units: plan.units,
        billingName: row.billing_name,
        billingAddress: fromJsonColumn(addressOutput.nullable().default(null), row.billing_address ?? "null"),
        currency: row.currency,
        subtotalAmount: plan.proration,
        discountAmount: 0,
        taxAmount: plan.prorationTax,
        items: [
          {
            label,
            amount: plan.proration,
            taxAmount: plan.prorationTax,
            productPriceId: plan.price.id,
            proration: true,
          },
        ],
        paymentId,
        metadata: {},
        customFieldData: {},
      });
    }
    const resource = await load(trx, organizationId, row.id);
    await recordEvent(trx, organizationId, "subscription.updated", resource);
    await stateChanged(trx, organizationId, row.customer_id);
    if (plan.product.id === row.product_id) return resource;
    // The benefits follow the product: the old product's revoked, the new one's granted.
    await enqueueBenefitGrants(trx, {
      organizationId,
      customerId: row.customer_id,
      productId: row.product_id,
      orderId: null,
      subscriptionId: row.id,
      action: "revoke",
    });
    await enqueueBenefitGrants(trx, {
      organizationId,
      customerId: row.customer_id,
      productId: plan.product.id,
      orderId: null,
      subscriptionId: row.id,
      action: "grant",
    });
    return resource;
  });
}
