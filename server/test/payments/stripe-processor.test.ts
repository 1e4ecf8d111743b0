import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChargeRequest, PaymentProcessor } from "../../src/payment-processors/processor.ts";
import { stripeClient } from "../../src/payment-processors/stripe/client.ts";
import { stripeProcessor } from "../../src/payment-processors/stripe/processor.ts";
import { type StripeStandIn, startStripeStandIn } from "../helpers/stripe-stand-in.ts";

/**
 * The Stripe processor behind the processor interface, against the Stripe stand-in on
 * loopback (the `stripe` SDK's requests and Stripe's documented answers): charges confirmed with
 * a ConfirmationToken, declines, 3-D Secure, a saved card charged off-session, refunds, and the
 * idempotency that keeps a retried confirm or refund from charging or refunding twice.
 */

const SECRET = "sk_test_51ProcessorSecretKey01";
let stripe: StripeStandIn;
let processor: PaymentProcessor;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  stripe.addKey(SECRET, "acct_1Processor0001");
  processor = stripeProcessor(stripeClient(SECRET, stripe.url), "pk_test_51ProcessorPublishable1");
});
afterAll(async () => stripe?.close());

/** A renewal of a saved card, keyed `key`. */
const renewalOf = (paymentMethodId: string, key: string) => ({
  paymentMethodId,
  amount: 1900,
  currency: "usd",
  idempotencyKey: key,
  description: "Studio plan (renewal)",
  customerEmail: null,
  owner: { organizationId: "org-1", checkoutId: null },
});

let sequence = 0;
const charge = (card: string, extra: Partial<ChargeRequest> = {}): ChargeRequest => ({
  confirmationTokenId: stripe.confirmationToken(card),
  amount: 1900,
  currency: "usd",
  idempotencyKey: `checkout-${++sequence}`,
  description: "Studio plan",
  customerEmail: "buyer@example.com",
  owner: { organizationId: "org-1", checkoutId: `checkout-${sequence}` },
  ...extra,
});

describe("the Stripe processor", () => {
  it("gives checkouts the publishable key the page mounts Stripe's Payment Element with", async () => {
    expect(await processor.checkoutMetadata("org-1")).toEqual({ publishable_key: "pk_test_51ProcessorPublishable1" });
  });

  it("charges a card with a PaymentIntent confirmed by its ConfirmationToken", async () => {
    const request = charge("4242 4242 4242 4242");
    const outcome = await processor.charge(request);
    expect(outcome).toEqual({
      status: "succeeded",
      paymentId: expect.stringMatching(/^pi_/),
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 },
    });
    const intent = stripe.object(outcome.paymentId);
    expect(intent).toMatchObject({
      amount: 1900,
      currency: "usd",
      status: "succeeded",
      description: "Studio plan",
      receipt_email: "buyer@example.com",
      metadata: { organization_id: "org-1", checkout_id: request.owner.checkoutId },
      setup_future_usage: null,
    });
    expect(stripe.requests.at(-1)).toMatchObject({ method: "POST", path: "/v1/payment_intents", key: SECRET });
    expect(stripe.requests.at(-1)?.idempotencyKey).toBe(request.idempotencyKey);
  });

  it("a retried confirm (same idempotency key) is the same PaymentIntent: one charge", async () => {
    const request = charge("5555 5555 5555 4444");
    const [first, second] = await Promise.all([processor.charge(request), processor.charge(request)]);
    expect(second).toEqual(first);
    expect(first.status).toBe("succeeded");
    const intents = stripe.requests.filter(
      (entry) => entry.path === "/v1/payment_intents" && entry.idempotencyKey === request.idempotencyKey,
    );
    expect(intents).toHaveLength(2);
    expect(first.card).toMatchObject({ brand: "mastercard", last4: "4444" });
  });

  it("declines with Stripe's reason and message", async () => {
    expect(await processor.charge(charge("4000 0000 0000 0002"))).toMatchObject({
      status: "declined",
      paymentId: expect.stringMatching(/^pi_/),
      declineCode: "generic_decline",
      message: "Your card was declined.",
      card: { brand: "visa", last4: "0002" },
    });
    expect(await processor.charge(charge("4000 0000 0000 9995"))).toMatchObject({
      status: "declined",
      declineCode: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
    expect(await processor.charge({ ...charge("4242424242424242"), confirmationTokenId: "ctoken_unknown" })).toEqual({
      status: "declined",
      paymentId: expect.stringMatching(/^declined:/),
      declineCode: "invalid_token",
      message: "No such confirmation token.",
      card: null,
    });
  });

  it("hands a 3-D Secure challenge to the page, then reads its outcome", async () => {
    const challenged = await processor.charge(charge("4000 0025 0000 3155"));
    expect(challenged).toMatchObject({
      status: "requires_action",
      paymentId: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
    });
    // Still waiting: reading it again changes nothing.
    expect((await processor.completeAuthentication(challenged.paymentId, "succeed")).status).toBe("requires_action");
    stripe.authenticate(challenged.paymentId, "succeed");
    expect(await processor.completeAuthentication(challenged.paymentId, "succeed")).toMatchObject({
      status: "succeeded",
      card: { last4: "3155" },
    });

    const failed = await processor.charge(charge("4000 0025 0000 3155"));
    stripe.authenticate(failed.paymentId, "fail");
    expect(await processor.completeAuthentication(failed.paymentId, "succeed")).toMatchObject({
      status: "declined",
      declineCode: "authentication_failed",
    });

    // Nobody finished the challenge: the checkout's expiry cancels the PaymentIntent.
    const abandoned = await processor.charge(charge("4000 0025 0000 3155"));
    expect(await processor.completeAuthentication(abandoned.paymentId, "fail")).toMatchObject({
      status: "declined",
      declineCode: "authentication_failed",
    });
    expect(stripe.object(abandoned.paymentId)?.status).toBe("canceled");
  });

  it("saves a subscription's card on a Stripe customer and charges it off-session for renewals", async () => {
    const first = await processor.charge(charge("4242 4242 4242 4242", { savePaymentMethod: true }));
    expect(first.status).toBe("succeeded");
    const intent = stripe.object(first.paymentId);
    expect(intent).toMatchObject({ setup_future_usage: "off_session", customer: expect.stringMatching(/^cus_/) });
    expect(stripe.object(String(intent?.customer))).toMatchObject({ email: "buyer@example.com" });
    const method = await processor.savedPaymentMethod(first.paymentId);
    expect(method).toMatch(/^pm_/);
    expect(await processor.paymentMethodCard(method ?? "")).toEqual({
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2034,
    });

    const renewal = {
      paymentMethodId: method ?? "",
      amount: 1900,
      currency: "usd",
      idempotencyKey: "renewal-1",
      description: "Studio plan (renewal)",
      customerEmail: "buyer@example.com",
      owner: { organizationId: "org-1", checkoutId: null },
    };
    const renewed = await processor.chargeOffSession(renewal);
    expect(renewed).toMatchObject({ status: "succeeded", card: { last4: "4242" } });
    expect(stripe.object(renewed.paymentId)).toMatchObject({
      customer: intent?.customer,
      metadata: { organization_id: "org-1" },
    });
    // Retried with the same key: the same payment.
    expect((await processor.chargeOffSession(renewal)).paymentId).toBe(renewed.paymentId);
  });

  it("off-session, a card that always asks for authentication is declined (the dunning path)", async () => {
    const saved = await processor.charge(charge("4000 0025 0000 3155", { savePaymentMethod: true }));
    stripe.authenticate(saved.paymentId, "succeed");
    const once = await processor.savedPaymentMethod(saved.paymentId);
    // Authenticated once, then saved: renewals of 3155 pass without a challenge (Stripe's test card).
    expect(await processor.chargeOffSession(renewalOf(once ?? "", "renewal-3155"))).toMatchObject({
      status: "succeeded",
    });

    const always = await processor.charge(charge("4000 0027 6000 3184", { savePaymentMethod: true }));
    stripe.authenticate(always.paymentId, "succeed");
    const method = await processor.savedPaymentMethod(always.paymentId);
    expect(await processor.chargeOffSession(renewalOf(method ?? "", "renewal-3184"))).toMatchObject({
      status: "declined",
      declineCode: "authentication_failed",
      message: "Your card was declined. This transaction requires authentication.",
    });
  });

  it("a trial (nothing due today) saves the card with a SetupIntent, charging nothing", async () => {
    const outcome = await processor.charge(charge("4242 4242 4242 4242", { amount: 0, savePaymentMethod: true }));
    expect(outcome).toMatchObject({
      status: "succeeded",
      paymentId: expect.stringMatching(/^seti_/),
      card: { last4: "4242" },
    });
    expect(stripe.object(outcome.paymentId)).toMatchObject({
      usage: "off_session",
      customer: expect.stringMatching(/^cus_/),
    });
    expect(await processor.savedPaymentMethod(outcome.paymentId)).toMatch(/^pm_/);
  });

  it("refunds through Stripe once per key; more than was paid is refused", async () => {
    const paid = await processor.charge(charge("4242 4242 4242 4242"));
    const request = { paymentId: paid.paymentId, amount: 500, idempotencyKey: "refund:1" };
    const refunded = await processor.refund(request);
    expect(refunded).toEqual({ status: "succeeded", refundId: expect.stringMatching(/^re_/), failureReason: null });
    expect(await processor.refund(request)).toEqual(refunded);
    expect(stripe.object(refunded.refundId)).toMatchObject({ amount: 500, payment_intent: paid.paymentId });
    expect(await processor.refund({ paymentId: paid.paymentId, amount: 1500, idempotencyKey: "refund:2" })).toEqual({
      status: "failed",
      refundId: "",
      failureReason: "Refund amount ($15.00) is greater than unrefunded amount on charge ($14.00)",
    });
  });

  it("an outage at Stripe is an error for the caller (its idempotency key makes the retry safe)", async () => {
    stripe.unavailable = true;
    try {
      await expect(processor.charge(charge("4242 4242 4242 4242"))).rejects.toThrow(
        "An unknown error occurred on Stripe's end.",
      );
    } finally {
      stripe.unavailable = false;
    }
  });
});
