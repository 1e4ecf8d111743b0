import { z } from "zod";
import { fromJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { ChargeOutcome, PaymentProcessor } from "../../payment-processors/processor.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { lineLabel } from "../checkouts/quantity.ts";
import { recordEvent } from "../common/events.ts";
import { addressOutput } from "../common/schemas.ts";
import { createPaidOrder } from "../orders/paid-order.ts";
import { resolveProducts } from "../products/service.ts";
import * as wallets from "../wallets/service.ts";
import { meteredItemsOfRenewal } from "./metered.ts";
import { nextRetryAt } from "./period.ts";
import * as prorationRepository from "./proration-repository.ts";
import * as renewalRepository from "./renewal-repository.ts";
import * as repository from "./repository.ts";
import { endSubscription, load, stateChanged } from "./service.ts";

/**
 * The charge of a claimed renewal (renewal-job.ts): the saved card off-session, idempotency key =
 * renewal id + attempt; a success pays it (a subscription_cycle order, benefits cycled), a decline
 * sends the subscription to past_due with dunning retries, and the last failure ends it.
 */

/** The proportional tax of a renewal: the first period's rate applied to the renewal's net. */
function renewalTax(row: repository.SubscriptionRow, net: number): number {
  if (row.first_net_amount <= 0 || row.first_tax_amount <= 0) return 0;
  return Math.round((row.first_tax_amount * net) / row.first_net_amount);
}

/** What a renewal's charge needs: the database and the payment processor. */
export type ChargeContext = { db: Db; processor: PaymentProcessor };

/**
 * Charges one due renewal (or abandons it when its subscription is no longer active) and settles
 * it: paid, or declined (past_due, dunning). Null when nothing was settled (another worker did).
 */
export async function chargeDueRenewal(
  ctx: ChargeContext,
  renewal: renewalRepository.RenewalRow,
): Promise<"paid" | "failed" | null> {
  const subscription = await repository.find(ctx.db, renewal.organization_id, renewal.subscription_id);
  if (
    !subscription ||
    !repository.ACTIVE_STATUSES.includes(subscription.status as (typeof repository.ACTIVE_STATUSES)[number])
  ) {
    await renewalRepository.abandonRenewals(ctx.db, renewal.organization_id, renewal.subscription_id, nowIso());
    return null;
  }
  const net = renewal.amount;
  const tax = renewalTax(subscription, net);
  const total = net + tax;
  // The customer's wallet pays first; the card only what it does not cover.
  const spend: wallets.RenewalSpend = {
    organizationId: renewal.organization_id,
    customerId: subscription.customer_id,
    currency: renewal.currency,
    reference: `${renewal.id}:${renewal.attempts}`,
  };
  const fromWallet = total > 0 ? await wallets.spendForRenewal(ctx.db, spend, total) : 0;
  const due = total - fromWallet;
  let outcome: ChargeOutcome | null = null;
  if (due > 0) {
    outcome = subscription.payment_method_id
      ? await ctx.processor.chargeOffSession({
          paymentMethodId: subscription.payment_method_id,
          amount: due,
          currency: renewal.currency,
          idempotencyKey: `${renewal.id}:${renewal.attempts}`,
          description: `Subscription renewal ${subscription.id}`,
          customerEmail: null,
          owner: { organizationId: renewal.organization_id, checkoutId: null },
        })
      : {
          status: "declined",
          paymentId: "",
          declineCode: "invalid_token",
          message: "No saved payment method.",
          card: null,
        };
  }
  if (outcome === null || outcome.status === "succeeded") {
    const paymentId = outcome?.status === "succeeded" ? outcome.paymentId : null;
    return (await paid(ctx, subscription, renewal, paymentId, tax, { spend, amount: fromWallet })) ? "paid" : null;
  }
  const code = outcome.status === "declined" ? outcome.declineCode : "authentication_required";
  return (await declined(ctx, subscription, renewal, code, spend)) ? "failed" : null;
}

const snapshotLocale = z.object({ locale: z.string().nullish() }).catch({ locale: null });

/** The renewal line: its period, and the units it pays for in the buyer's words when unit-based. */
async function renewalLabel(
  db: Executor,
  subscription: repository.SubscriptionRow,
  renewal: renewalRepository.RenewalRow,
): Promise<string> {
  const label = `Subscription renewal (${renewal.period_start.slice(0, 10)} – ${renewal.period_end.slice(0, 10)})`;
  if (subscription.units === null) return label;
  const product = (
    await resolveProducts(db, subscription.organization_id, [subscription.product_id], [subscription.product_price_id])
  ).get(subscription.product_id);
  const price = product?.prices.find((candidate) => candidate.id === subscription.product_price_id);
  const locale = fromJsonColumn(snapshotLocale, subscription.customer_snapshot).locale ?? null;
  return lineLabel(label, price, subscription.units, locale);
}

async function paid(
  ctx: ChargeContext,
  subscription: repository.SubscriptionRow,
  renewal: renewalRepository.RenewalRow,
  paymentId: string | null,
  tax: number,
  wallet: { spend: wallets.RenewalSpend; amount: number },
): Promise<boolean> {
  const organizationId = subscription.organization_id;
  return inTransaction(ctx.db, async (trx) => {
    if (
      !(await renewalRepository.settleRenewal(trx, organizationId, renewal.id, renewal.attempts, {
        status: "paid",
        attempts: renewal.attempts + 1,
        modified_at: nowIso(),
      }))
    )
      return false;
    const prorations = await prorationRepository.prorationsOfRenewal(trx, organizationId, renewal.id);
    const metered = await meteredItemsOfRenewal(trx, organizationId, renewal);
    const base =
      renewal.amount +
      renewal.discount_amount -
      renewal.proration_amount -
      metered.reduce((sum, item) => sum + item.amount, 0);
    const carried = renewal.proration_amount - prorations.reduce((sum, item) => sum + item.amount, 0);
    const order = await createPaidOrder(trx, {
      organizationId,
      customerId: subscription.customer_id,
      productId: subscription.product_id,
      productPriceId: subscription.product_price_id,
      discountId: renewal.discount_amount > 0 ? subscription.discount_id : null,
      checkoutId: null,
      subscriptionId: subscription.id,
      billingReason: "subscription_cycle",
      units: subscription.units,
      billingName: subscription.billing_name,
      billingAddress: fromJsonColumn(addressOutput.nullable().default(null), subscription.billing_address ?? "null"),
      currency: renewal.currency,
      subtotalAmount: renewal.amount + renewal.discount_amount,
      discountAmount: renewal.discount_amount,
      taxAmount: tax,
      items: [
        {
          label: await renewalLabel(trx, subscription, renewal),
          amount: base,
          taxAmount: tax,
          productPriceId: subscription.product_price_id,
          proration: false,
        },
        ...metered.map((item) => ({
          label: item.label,
          amount: item.amount,
          taxAmount: 0,
          productPriceId: item.product_price_id,
          proration: false,
        })),
        ...prorations.map((item) => ({
          label: item.label,
          amount: item.amount,
          taxAmount: 0,
          productPriceId: item.product_price_id,
          proration: true,
        })),
        ...(carried !== 0
          ? [
              {
                label: "Unused credit carried forward",
                amount: carried,
                taxAmount: 0,
                productPriceId: subscription.product_price_id,
                proration: true,
              },
            ]
          : []),
      ],
      paymentId,
      walletAmount: wallet.amount,
      metadata: {},
      customFieldData: {},
    });
    await renewalRepository.linkRenewalOrder(trx, organizationId, renewal.id, order.id);
    if (wallet.amount > 0) await wallets.linkRenewalOrder(trx, wallet.spend, order.id);
    // A paid first period after the trial, or a paid dunning retry: active again.
    if (
      (subscription.status === "past_due" || subscription.status === "trialing") &&
      (await repository.updateIf(trx, organizationId, subscription.id, [subscription.status], {
        status: "active",
        modified_at: nowIso(),
      }))
    ) {
      const resource = await load(trx, organizationId, subscription.id);
      await recordEvent(trx, organizationId, "subscription.updated", resource);
      await recordEvent(trx, organizationId, "subscription.active", resource);
      await stateChanged(trx, organizationId, subscription.customer_id);
    }
    await enqueueBenefitGrants(trx, {
      organizationId,
      customerId: subscription.customer_id,
      productId: subscription.product_id,
      orderId: order.id,
      subscriptionId: subscription.id,
      action: "cycle",
    });
    return true;
  });
}

async function declined(
  ctx: ChargeContext,
  subscription: repository.SubscriptionRow,
  renewal: renewalRepository.RenewalRow,
  code: string,
  spend: wallets.RenewalSpend,
): Promise<boolean> {
  const organizationId = subscription.organization_id;
  return inTransaction(ctx.db, async (trx) => {
    const at = nowIso();
    const attempts = renewal.attempts + 1;
    const firstFailedAt = renewal.first_failed_at ?? at;
    const retryAt = nextRetryAt(firstFailedAt, attempts);
    const settled = await renewalRepository.settleRenewal(trx, organizationId, renewal.id, renewal.attempts, {
      status: retryAt ? "pending" : "failed",
      attempts,
      first_failed_at: firstFailedAt,
      next_attempt_at: retryAt ?? renewal.next_attempt_at,
      last_decline_code: code,
      modified_at: at,
    });
    if (!settled) return false;
    // The attempt failed: what the wallet gave towards it goes back.
    await wallets.releaseRenewal(trx, spend);
    if (retryAt) {
      if (
        await repository.updateIf(trx, organizationId, subscription.id, ["active", "trialing"], {
          status: "past_due",
          modified_at: at,
        })
      ) {
        await recordEvent(
          trx,
          organizationId,
          "subscription.updated",
          await load(trx, organizationId, subscription.id),
        );
        await stateChanged(trx, organizationId, subscription.customer_id);
      }
      return true;
    }
    // Dunning exhausted: the subscription ends now.
    const current = await repository.find(trx, organizationId, subscription.id);
    if (current) await endSubscription(trx, current, at);
    return true;
  });
}
