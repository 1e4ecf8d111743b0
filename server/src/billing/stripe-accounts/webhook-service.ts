import type Stripe from "stripe";
import type { Db } from "../../db/transaction.ts";
import { StripeErrors, stripeClient, stripeWebhooks } from "../../payment-processors/stripe/client.ts";
import type { CheckoutContext } from "../checkouts/context.ts";
import { settleFromProcessor } from "../checkouts/payment.ts";
import type { DisputeStatus } from "../disputes/schemas.ts";
import type { ProcessorDispute } from "../disputes/service.ts";
import * as disputes from "../disputes/service.ts";
import * as refunds from "../refunds/service.ts";
import { StripeAccountErrors } from "./errors.ts";
import * as events from "./events-repository.ts";
import * as repository from "./repository.ts";
import type { StripeAccountSettings } from "./service.ts";
import { DISPUTE_EVENTS, PAYMENT_EVENTS, REFUND_EVENTS } from "./webhook-events.ts";

/**
 * `POST /v1/integrations/stripe/webhook/{organization_id}`: the payload is
 * checked with the organization's signing secret (Stripe's SDK), recorded by its event id, then
 * acted on. Every event settles from the object's state at Stripe now (a payment, refund or
 * dispute is read again), so a late, repeated or out-of-order event changes nothing twice:
 * payments finish their checkout, refunds settle, disputes are recorded. Others are recorded only.
 */
export async function receive(
  db: Db,
  settings: StripeAccountSettings,
  checkouts: CheckoutContext,
  organizationId: string,
  payload: string,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const account = await repository.find(db, organizationId);
  if (!account) throw StripeAccountErrors.NOT_CONNECTED();
  let event: Stripe.Event;
  try {
    event = stripeWebhooks.constructEvent(payload, signature ?? "", settings.box.open(account.webhook_secret_sealed));
  } catch {
    throw StripeAccountErrors.INVALID_SIGNATURE();
  }
  if (await events.recordReceived(db, organizationId, event, payload)) return { received: true, duplicate: true };
  const stripe = () => stripeClient(settings.box.open(account.secret_key_sealed), settings.apiUrl);
  await act(checkouts, stripe, organizationId, event);
  await events.markProcessed(db, organizationId, event.id);
  return { received: true, duplicate: false };
}

async function act(
  checkouts: CheckoutContext,
  stripe: () => Stripe,
  organizationId: string,
  event: Stripe.Event,
): Promise<void> {
  const object = event.data.object as { id: string; metadata?: Stripe.Metadata | null };
  // Another organization's object on a shared Stripe account is not this one's to act on.
  const foreign = object.metadata?.organization_id !== undefined && object.metadata.organization_id !== organizationId;
  if (foreign) return;
  if (PAYMENT_EVENTS.has(event.type)) {
    const checkoutId = object.metadata?.checkout_id;
    if (object.metadata?.organization_id === organizationId && checkoutId)
      await settleFromProcessor(checkouts, organizationId, checkoutId, object.id);
  } else if (REFUND_EVENTS.has(event.type)) {
    await refunds.settleFromProcessor(
      checkouts.db,
      checkouts.processor,
      organizationId,
      object.id,
      object.metadata?.refund_id,
    );
  } else if (event.type === "charge.refunded") {
    await settleRefundsOfCharge(checkouts, organizationId, event.data.object as Stripe.Charge);
  } else if (DISPUTE_EVENTS.has(event.type)) {
    const dispute = await retrieveDispute(stripe(), object.id);
    const processorDispute = dispute && fromStripeDispute(dispute);
    if (processorDispute) await disputes.recordFromProcessor(checkouts.db, organizationId, processorDispute);
  }
}

/** charge.refunded: the charge's refunds Gatehouse awaits (those made elsewhere are not its own). */
async function settleRefundsOfCharge(checkouts: CheckoutContext, organizationId: string, charge: Stripe.Charge) {
  const paymentId = idOf(charge.payment_intent);
  if (!paymentId) return;
  for (const processorRefundId of await refunds.awaitedRefundsOfPayment(checkouts.db, organizationId, paymentId))
    await refunds.settleFromProcessor(checkouts.db, checkouts.processor, organizationId, processorRefundId, undefined);
}

/** The dispute as Stripe holds it now; null for one Stripe does not know (not this account's). */
async function retrieveDispute(stripe: Stripe, id: string): Promise<Stripe.Dispute | null> {
  try {
    return await stripe.disputes.retrieve(id);
  } catch (error) {
    if (error instanceof StripeErrors.StripeInvalidRequestError && error.code === "resource_missing") return null;
    throw error;
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** Stripe's dispute statuses as Polar's: inquiries (`warning_*`) are early warnings; one closed unescalated was prevented. */
const DISPUTE_STATUSES: Record<string, DisputeStatus> = {
  warning_needs_response: "early_warning",
  warning_under_review: "early_warning",
  warning_closed: "prevented",
  prevented: "prevented",
  needs_response: "needs_response",
  under_review: "under_review",
  appeal_needs_response: "needs_response",
  appeal_under_review: "under_review",
  won: "won",
  lost: "lost",
};

export function fromStripeDispute(dispute: Stripe.Dispute): ProcessorDispute | null {
  const paymentId = idOf(dispute.payment_intent);
  if (!paymentId) return null;
  const dueBy = dispute.evidence_details?.due_by;
  return {
    id: dispute.id,
    paymentId,
    status: DISPUTE_STATUSES[dispute.status] ?? "needs_response",
    reason: dispute.reason,
    amount: dispute.amount,
    currency: dispute.currency,
    evidenceDueBy: dueBy ? new Date(dueBy * 1000).toISOString() : null,
    pastDue: dispute.evidence_details?.past_due ?? false,
    createdAt: new Date(dispute.created * 1000).toISOString(),
  };
}
