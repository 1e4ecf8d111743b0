import type Stripe from "stripe";
import type { Db } from "../../db/transaction.ts";
import { stripeWebhooks } from "../../payments/stripe/client.ts";
import type { CheckoutContext } from "../checkouts/context.ts";
import { settleFromProcessor } from "../checkouts/payment.ts";
import { StripeAccountErrors } from "./errors.ts";
import * as events from "./events-repository.ts";
import * as repository from "./repository.ts";
import type { StripeAccountSettings } from "./service.ts";

/** The events whose object is a payment of a checkout (its `metadata.checkout_id`). */
const PAYMENT_EVENTS = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  "setup_intent.succeeded",
  "setup_intent.setup_failed",
]);

/**
 * `POST /v1/integrations/stripe/webhook/{organization_id}` (issue 20 item 3): the payload is
 * checked with the organization's signing secret (Stripe's SDK), recorded by its event id, then
 * acted on. A payment event settles its checkout from the payment's state at Stripe, so a late,
 * repeated or out-of-order event changes nothing twice. Other events are recorded only.
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
  await act(checkouts, organizationId, event);
  await events.markProcessed(db, organizationId, event.id);
  return { received: true, duplicate: false };
}

async function act(checkouts: CheckoutContext, organizationId: string, event: Stripe.Event): Promise<void> {
  if (!PAYMENT_EVENTS.has(event.type)) return;
  const intent = event.data.object as Stripe.PaymentIntent | Stripe.SetupIntent;
  const metadata = intent.metadata ?? {};
  // Another organization's payment on a shared Stripe account is not this one's to settle.
  if (metadata.organization_id !== organizationId || !metadata.checkout_id) return;
  await settleFromProcessor(checkouts, organizationId, metadata.checkout_id, intent.id);
}
