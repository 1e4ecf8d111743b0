import type { Db } from "../../db/transaction.ts";
import type { PaymentProcessor } from "../../payment-processors/processor.ts";
import { stripeClient } from "../../payment-processors/stripe/client.ts";
import { stripeProcessor } from "../../payment-processors/stripe/processor.ts";
import * as repository from "./repository.ts";
import type { StripeAccountSettings } from "./service.ts";

type Built = { version: string; processor: PaymentProcessor };

/**
 * The processor every billing flow holds (checkouts, refunds, renewals, the portal): each
 * organization's new payments go through its own Stripe account once it is connected, through
 * the test-mode processor otherwise. A payment carries on with the processor that made it — its
 * 3-D Secure completion, refunds and saved card — so connecting or disconnecting Stripe strands
 * nothing: the test processor's own tables say which payments and cards are its.
 */
export function organizationProcessor(
  db: Db,
  test: PaymentProcessor,
  settings: StripeAccountSettings,
): PaymentProcessor {
  // A Stripe client per organization, rebuilt when its keys change (every seal differs).
  const built = new Map<string, Built>();

  async function stripeOf(organizationId: string): Promise<PaymentProcessor | null> {
    const row = await repository.find(db, organizationId);
    if (!row) return null;
    const cached = built.get(organizationId);
    if (cached?.version === row.secret_key_sealed) return cached.processor;
    const client = stripeClient(settings.box.open(row.secret_key_sealed), settings.apiUrl);
    const processor = stripeProcessor(client, row.publishable_key);
    built.set(organizationId, { version: row.secret_key_sealed, processor });
    return processor;
  }

  const forOrganization = async (organizationId: string) => (await stripeOf(organizationId)) ?? test;

  /**
   * The processor of an earlier payment: the test processor's if it is in its table, else its
   * organization's Stripe — named by the caller when the payment may not be on record yet.
   */
  async function forPayment(paymentId: string, organizationId?: string): Promise<PaymentProcessor> {
    if (await repository.isTestModePayment(db, paymentId)) return test;
    if (organizationId) return forOrganization(organizationId);
    const owner = await repository.organizationOfPayment(db, paymentId);
    return owner ? forOrganization(owner) : test;
  }

  /** A saved card: the test processor's (its card tokens) or the Stripe account of the subscription or customer holding it. */
  async function forPaymentMethod(paymentMethodId: string): Promise<PaymentProcessor> {
    if ((await test.paymentMethodCard(paymentMethodId)) !== null) return test;
    const holder = await repository.organizationOfPaymentMethod(db, paymentMethodId);
    return holder ? forOrganization(holder) : test;
  }

  return {
    name: test.name,
    checkoutMetadata: async (organizationId) =>
      (await forOrganization(organizationId)).checkoutMetadata(organizationId),
    charge: async (request) => (await forOrganization(request.owner.organizationId)).charge(request),
    chargeOffSession: async (request) => (await forPaymentMethod(request.paymentMethodId)).chargeOffSession(request),
    completeAuthentication: async (paymentId, outcome, organizationId) =>
      (await forPayment(paymentId, organizationId)).completeAuthentication(paymentId, outcome, organizationId),
    refund: async (request) => (await forPayment(request.paymentId)).refund(request),
    refundStatus: async (paymentId, refundId) => (await forPayment(paymentId)).refundStatus(paymentId, refundId),
    removePaymentMethod: async (paymentMethodId) =>
      (await forPaymentMethod(paymentMethodId)).removePaymentMethod(paymentMethodId),
    savedPaymentMethod: async (paymentId, organizationId) =>
      (await forPayment(paymentId, organizationId)).savedPaymentMethod(paymentId),
    paymentMethodCard: async (paymentMethodId) =>
      (await forPaymentMethod(paymentMethodId)).paymentMethodCard(paymentMethodId),
  };
}
