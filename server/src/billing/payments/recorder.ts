import type { Db } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { ChargeOutcome, PaymentOwner, PaymentProcessor } from "../../payment-processors/processor.ts";
import * as repository from "./repository.ts";

const STATUS: Record<ChargeOutcome["status"], string> = {
  succeeded: "succeeded",
  requires_action: "pending",
  declined: "failed",
};

/**
 * The processor, with every charge's outcome written to billing_payment (Polar's payments):
 * checkouts, their 3-D Secure completions and expiries, renewals and plan changes all charge
 * through it, so none is missed. A declined charge that never reached the processor (no saved
 * method) has no payment to list.
 */
export function recordingPayments(inner: PaymentProcessor, db: Db): PaymentProcessor {
  const record = async (
    outcome: ChargeOutcome,
    request: { amount: number; currency: string; customerEmail: string | null; owner: PaymentOwner },
  ) => {
    if (!outcome.paymentId) return;
    const now = nowIso();
    const declined = outcome.status === "declined" ? outcome : null;
    await repository.recordCharge(db, {
      id: newId(),
      organization_id: request.owner.organizationId,
      processor_payment_id: outcome.paymentId,
      status: STATUS[outcome.status],
      amount: request.amount,
      currency: request.currency,
      method: "card",
      card_brand: outcome.card?.brand ?? null,
      card_last4: outcome.card?.last4 ?? null,
      decline_reason: declined?.declineCode ?? null,
      decline_message: declined?.message ?? null,
      customer_email: request.customerEmail?.toLowerCase() ?? null,
      checkout_id: request.owner.checkoutId,
      created_at: now,
      modified_at: null,
    });
  };
  return {
    name: inner.name,
    checkoutMetadata: (organizationId) => inner.checkoutMetadata(organizationId),
    async charge(request) {
      const outcome = await inner.charge(request);
      // A card saved in the customer portal (nothing charged, no checkout) is no payment.
      if (request.amount > 0 || request.owner.checkoutId !== null) await record(outcome, request);
      return outcome;
    },
    async chargeOffSession(request) {
      const outcome = await inner.chargeOffSession(request);
      await record(outcome, request);
      return outcome;
    },
    async completeAuthentication(paymentId, result, organizationId) {
      const outcome = await inner.completeAuthentication(paymentId, result, organizationId);
      const declined = outcome.status === "declined" ? outcome : null;
      await repository.updateOutcome(
        db,
        paymentId,
        {
          status: STATUS[outcome.status],
          decline_reason: declined?.declineCode ?? null,
          decline_message: declined?.message ?? null,
        },
        nowIso(),
      );
      return outcome;
    },
    refund: (request) => inner.refund(request),
    refundStatus: (paymentId, refundId) => inner.refundStatus(paymentId, refundId),
    removePaymentMethod: (paymentMethodId) => inner.removePaymentMethod(paymentMethodId),
    savedPaymentMethod: (paymentId, organizationId) => inner.savedPaymentMethod(paymentId, organizationId),
    paymentMethodCard: (paymentMethodId) => inner.paymentMethodCard(paymentMethodId),
  };
}
