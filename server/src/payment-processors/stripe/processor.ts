import type Stripe from "stripe";
import {
  type CardSummary,
  type ChargeOutcome,
  type ChargeRequest,
  type DeclineCode,
  type OffSessionChargeRequest,
  PAYMENT_PROCESSOR,
  PaymentOutcomeUnknown,
  type PaymentProcessor,
  type RefundOutcome,
} from "../processor.ts";
import { StripeErrors } from "./client.ts";

/**
 * An organization's payments through its own Stripe account, behind the processor
 * interface the checkouts, refunds and renewals already use:
 *
 * - a charge is a PaymentIntent confirmed at once with the buyer's ConfirmationToken (created by
 *   Stripe.js in the page), keyed by the caller's idempotency key, so a retried confirm is the
 *   same PaymentIntent; a subscription's first payment also saves the card on a Stripe Customer
 *   (`setup_future_usage: off_session`); nothing to charge (a trial) is a SetupIntent instead;
 * - `requires_action` (3-D Secure) hands the PaymentIntent's client secret to the page, which
 *   completes the challenge with Stripe.js; `completeAuthentication` then reads the outcome;
 * - renewals charge the saved card off-session; refunds are Stripe refunds.
 */
export function stripeProcessor(stripe: Stripe, publishableKey: string): PaymentProcessor {
  return {
    name: PAYMENT_PROCESSOR,
    // Polar's: the page mounts Stripe's Payment Element with it.
    checkoutMetadata: async () => ({ publishable_key: publishableKey }),
    charge: (request) => (request.amount === 0 ? setUp(stripe, request) : pay(stripe, request)),
    completeAuthentication: (paymentId, outcome) => completeAuthentication(stripe, paymentId, outcome),
    async refund({ paymentId, amount, idempotencyKey, metadata }): Promise<RefundOutcome> {
      try {
        return refundOutcomeOf(
          await stripe.refunds.create({ payment_intent: paymentId, amount, metadata }, { idempotencyKey }),
        );
      } catch (error) {
        if (error instanceof StripeErrors.StripeInvalidRequestError)
          return { status: "failed", refundId: "", failureReason: error.message };
        throw unknownOutcome(error) ?? error;
      }
    },
    refundStatus: async (_paymentId, refundId) => refundOutcomeOf(await stripe.refunds.retrieve(refundId)),
    async savedPaymentMethod(paymentId) {
      const intent = paymentId.startsWith("seti_")
        ? await stripe.setupIntents.retrieve(paymentId)
        : await stripe.paymentIntents.retrieve(paymentId);
      const method = intent.payment_method;
      return typeof method === "string" ? method : (method?.id ?? null);
    },
    chargeOffSession: (request) => payOffSession(stripe, request),
    async removePaymentMethod(paymentMethodId) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        // Unknown, or not attached to a customer (anymore): nothing left to forget.
        if (!(error instanceof StripeErrors.StripeInvalidRequestError)) throw error;
      }
    },
    async paymentMethodCard(paymentMethodId) {
      try {
        return cardOf(await stripe.paymentMethods.retrieve(paymentMethodId));
      } catch (error) {
        if (error instanceof StripeErrors.StripeInvalidRequestError) return null;
        throw error;
      }
    },
  };
}

const EXPAND = ["payment_method"];

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): CardSummary | null {
  if (!method || typeof method === "string" || !method.card) return null;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
  return { brand, last4, expMonth, expYear };
}

const UNKNOWN_CARD: CardSummary = { brand: "card", last4: "", expMonth: 0, expYear: 0 };

/** Stripe's reasons, in the interface's words (the dunning path and the page read these). */
function declineCodeOf(code: string | undefined): DeclineCode {
  switch (code) {
    case "insufficient_funds":
    case "expired_card":
    case "incorrect_cvc":
      return code;
    case "authentication_required":
    case "payment_intent_authentication_failure":
      return "authentication_failed";
    default:
      return "generic_decline";
  }
}

/** A PaymentIntent's state as the checkout reads it. */
function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  const card = cardOf(intent.payment_method);
  if (intent.status === "succeeded") return { status: "succeeded", paymentId: intent.id, card: card ?? UNKNOWN_CARD };
  if (intent.status === "requires_action" && intent.client_secret)
    return {
      status: "requires_action",
      paymentId: intent.id,
      clientSecret: intent.client_secret,
      card: card ?? UNKNOWN_CARD,
    };
  const error = intent.last_payment_error;
  return {
    status: "declined",
    paymentId: intent.id,
    declineCode: declineCodeOf(error?.decline_code ?? error?.code),
    message: error?.message ?? "Your card was declined.",
    card: card ?? cardOf(error?.payment_method),
  };
}

/** A SetupIntent's state, read as a charge of nothing. */
function setupOutcomeOf(intent: Stripe.SetupIntent): ChargeOutcome {
  const card = cardOf(intent.payment_method) ?? UNKNOWN_CARD;
  if (intent.status === "succeeded") return { status: "succeeded", paymentId: intent.id, card };
  if (intent.status === "requires_action" && intent.client_secret)
    return { status: "requires_action", paymentId: intent.id, clientSecret: intent.client_secret, card };
  const error = intent.last_setup_error;
  return {
    status: "declined",
    paymentId: intent.id,
    declineCode: declineCodeOf(error?.decline_code ?? error?.code),
    message: error?.message ?? "Your card was declined.",
    card,
  };
}

/** A refused confirm: Stripe answers 402 with the PaymentIntent it declined. */
function declinedBy(error: unknown, idempotencyKey: string): ChargeOutcome | null {
  if (error instanceof StripeErrors.StripeCardError)
    return {
      status: "declined",
      paymentId: error.payment_intent?.id ?? error.setup_intent?.id ?? `declined:${idempotencyKey}`,
      declineCode: declineCodeOf(error.decline_code ?? error.code),
      message: error.message,
      card: cardOf(error.payment_method),
    };
  if (
    error instanceof StripeErrors.StripeInvalidRequestError &&
    error.code === "resource_missing" &&
    error.param === "confirmation_token"
  )
    return {
      status: "declined",
      paymentId: `declined:${idempotencyKey}`,
      declineCode: "invalid_token",
      message: "No such confirmation token.",
      card: null,
    };
  return null;
}

/** The Stripe Customer a saved card belongs to (Stripe keeps reusable cards on a customer only). */
async function customerFor(stripe: Stripe, request: ChargeRequest): Promise<string> {
  const customer = await stripe.customers.create(
    {
      ...(request.customerEmail && { email: request.customerEmail }),
      metadata: { organization_id: request.owner.organizationId },
    },
    { idempotencyKey: `${request.idempotencyKey}:customer` },
  );
  return customer.id;
}

const metadataOf = (request: ChargeRequest | OffSessionChargeRequest) => ({
  organization_id: request.owner.organizationId,
  ...(request.owner.checkoutId && { checkout_id: request.owner.checkoutId }),
});

/**
 * Stripe gave no answer Gatehouse can act on: the connection failed or timed out, Stripe failed
 * (5xx), or the same idempotency key is still being worked on (409). Whether it charged is
 * unknown until asked again with the same key.
 */
function unknownOutcome(error: unknown): PaymentOutcomeUnknown | null {
  if (error instanceof StripeErrors.StripeConnectionError || error instanceof StripeErrors.StripeAPIError)
    return new PaymentOutcomeUnknown(error);
  if (error instanceof StripeErrors.StripeIdempotencyError && error.statusCode === 409)
    return new PaymentOutcomeUnknown(error);
  return null;
}

async function pay(stripe: Stripe, request: ChargeRequest): Promise<ChargeOutcome> {
  try {
    const saving = request.savePaymentMethod
      ? { customer: await customerFor(stripe, request), setup_future_usage: "off_session" as const }
      : {};
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: request.currency,
        confirm: true,
        confirmation_token: request.confirmationTokenId,
        description: request.description,
        ...(request.customerEmail && { receipt_email: request.customerEmail }),
        metadata: metadataOf(request),
        expand: EXPAND,
        ...saving,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return outcomeOf(intent);
  } catch (error) {
    const declined = declinedBy(error, request.idempotencyKey);
    if (declined) return declined;
    throw unknownOutcome(error) ?? error;
  }
}

/** Nothing due today (a trial, a free first period): the card is saved for the renewals only. */
async function setUp(stripe: Stripe, request: ChargeRequest): Promise<ChargeOutcome> {
  try {
    const intent = await stripe.setupIntents.create(
      {
        confirm: true,
        confirmation_token: request.confirmationTokenId,
        usage: "off_session",
        customer: await customerFor(stripe, request),
        metadata: metadataOf(request),
        expand: EXPAND,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return setupOutcomeOf(intent);
  } catch (error) {
    const declined = declinedBy(error, request.idempotencyKey);
    if (declined) return declined;
    throw unknownOutcome(error) ?? error;
  }
}

/**
 * After the page's Stripe.js challenge: the PaymentIntent's state. `fail` is the checkout's
 * expiry giving up on a challenge nobody finished: the PaymentIntent is canceled, so it cannot
 * succeed later.
 */
async function completeAuthentication(
  stripe: Stripe,
  paymentId: string,
  outcome: "succeed" | "fail",
): Promise<ChargeOutcome> {
  if (paymentId.startsWith("seti_"))
    return setupOutcomeOf(await stripe.setupIntents.retrieve(paymentId, { expand: EXPAND }));
  const intent = await stripe.paymentIntents.retrieve(paymentId, { expand: EXPAND });
  if (outcome === "fail" && intent.status === "requires_action") {
    const canceled = await stripe.paymentIntents.cancel(paymentId, { expand: EXPAND });
    return {
      status: "declined",
      paymentId,
      declineCode: "authentication_failed",
      message:
        "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
      card: cardOf(canceled.payment_method),
    };
  }
  return outcomeOf(intent);
}

async function payOffSession(stripe: Stripe, request: OffSessionChargeRequest): Promise<ChargeOutcome> {
  try {
    const method = await stripe.paymentMethods.retrieve(request.paymentMethodId);
    const customer = typeof method.customer === "string" ? method.customer : method.customer?.id;
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: request.currency,
        confirm: true,
        off_session: true,
        payment_method: request.paymentMethodId,
        ...(customer && { customer }),
        description: request.description,
        ...(request.customerEmail && { receipt_email: request.customerEmail }),
        metadata: metadataOf(request),
        expand: EXPAND,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    const outcome = outcomeOf(intent);
    // Off-session there is nobody to authenticate: a challenge is a decline (the dunning path).
    return outcome.status === "requires_action"
      ? {
          status: "declined",
          paymentId: outcome.paymentId,
          declineCode: "authentication_failed",
          message: "Your card was declined. This transaction requires authentication.",
          card: outcome.card,
        }
      : outcome;
  } catch (error) {
    const declined = declinedBy(error, request.idempotencyKey);
    if (declined) return declined;
    throw unknownOutcome(error) ?? error;
  }
}

/**
 * Stripe's refund states as ours: card refunds mostly succeed at once; `pending` and
 * `requires_action` settle later (charge.refund.updated), and a succeeded one may still fail.
 */
export function refundOutcomeOf(refund: Stripe.Refund): RefundOutcome {
  if (refund.status === "succeeded") return { status: "succeeded", refundId: refund.id, failureReason: null };
  if (refund.status === "failed" || refund.status === "canceled")
    return { status: "failed", refundId: refund.id, failureReason: refund.failure_reason ?? refund.status };
  return { status: "pending", refundId: refund.id, failureReason: null };
}
