import { z } from "zod";

/**
 * The payment processor seen by checkouts (charges) and refunds. Gatehouse ships one processor,
 * `test-processor.ts`, which follows the card provider's (Stripe's) documented test cards; a
 * live processor would implement the same interface. Amounts are integer minor units.
 */

/** Stripe's wire name: `payment_processor` is the closed enum `stripe` in the /v1 contract. */
export const PAYMENT_PROCESSOR = "stripe" as const;

/** Who a charge is for: every charge request names it, so its outcome lands in the organization's payments (billing/payments). */
export const paymentOwnerSchema = z.object({ organizationId: z.string(), checkoutId: z.string().nullable() });
export type PaymentOwner = z.infer<typeof paymentOwnerSchema>;

/** A charge as asked of the processor; a checkout keeps it until answered (checkouts/payment.ts retryPendingCharge). */
export const chargeRequestSchema = z.object({
  /** The card the customer entered, as a confirmation token (Stripe: `ctoken_...`, or a documented `pm_card_*` test method). */
  confirmationTokenId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Same key, same outcome: a retried confirm never charges twice. */
  idempotencyKey: z.string(),
  description: z.string(),
  customerEmail: z.string().nullable(),
  /** The organization (and checkout) the charge is for: its payments list it (billing/payments). */
  owner: paymentOwnerSchema,
  /**
   * A subscription's first payment: keep the card for its renewals (Stripe: a Customer and
   * `setup_future_usage`). The test processor keeps every card and ignores it.
   */
  savePaymentMethod: z.boolean().optional(),
});
export type ChargeRequest = z.infer<typeof chargeRequestSchema>;

export type ChargeOutcome =
  | { status: "succeeded"; paymentId: string; card: CardSummary }
  /** The card needs an authentication step (3-D Secure) before the charge completes. */
  | { status: "requires_action"; paymentId: string; clientSecret: string; card: CardSummary }
  | { status: "declined"; paymentId: string; declineCode: DeclineCode; message: string; card: CardSummary | null };

export type DeclineCode =
  | "generic_decline"
  | "insufficient_funds"
  | "authentication_failed"
  | "invalid_token"
  | "expired_card"
  | "incorrect_cvc";

export type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number };

export type RefundRequest = {
  paymentId: string;
  amount: number;
  idempotencyKey: string;
  /** Names the refund at the processor (Stripe: the Refund's metadata), so its later updates find their way back. */
  metadata?: Record<string, string>;
};
/**
 * A refund's outcome. `pending`: the processor settles it later (Stripe: some card and bank
 * refunds), its update arriving by webhook — or, failing that, read again with `refundStatus`.
 */
export type RefundOutcome = {
  status: "succeeded" | "failed" | "pending";
  refundId: string;
  failureReason: string | null;
};

/** A charge of a saved payment method without the customer present (subscription renewals). */
export type OffSessionChargeRequest = {
  /** The reusable method of an earlier succeeded payment (`savedPaymentMethod`). */
  paymentMethodId: string;
  amount: number;
  currency: string;
  /** Same key, same outcome: a retried renewal never charges twice. */
  idempotencyKey: string;
  description: string;
  customerEmail: string | null;
  owner: PaymentOwner;
};

/**
 * Thrown by a processor when a charge's outcome is unknown: the request may or may not have been
 * carried out (no answer, a timeout, the processor's own 5xx). The caller must not treat it as a
 * decline — the buyer could pay twice — but ask again later with the same idempotency key.
 */
export class PaymentOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : "The payment processor did not answer.", { cause });
    this.name = "PaymentOutcomeUnknown";
  }
}

export type PaymentProcessor = {
  readonly name: typeof PAYMENT_PROCESSOR;
  /**
   * What a new checkout of the organization carries in `payment_processor_metadata`: the test
   * mode's `{ test_mode: "true" }`, or Stripe's `{ publishable_key }` (Polar's, for Stripe.js).
   */
  checkoutMetadata(organizationId: string): Promise<Record<string, string>>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * Completes (or fails) the authentication step of a `requires_action` charge — or, with a live
   * processor, reads where the payment stands. `organizationId` names whose payment it is when
   * that may not be on record yet (a webhook overtaking the charge's own answer).
   */
  completeAuthentication(
    paymentId: string,
    outcome: "succeed" | "fail",
    organizationId?: string,
  ): Promise<ChargeOutcome>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Where an earlier refund of `paymentId` stands now (a pending one may have settled since). */
  refundStatus(paymentId: string, refundId: string): Promise<RefundOutcome>;
  /**
   * The reusable payment method of a succeeded payment (Stripe: its `payment_method`), else null.
   * `organizationId` names whose payment it is when it is on no record (a card saved in the portal).
   */
  savedPaymentMethod(paymentId: string, organizationId?: string): Promise<string | null>;
  /** Charges a saved method off-session: succeeded or declined (never requires_action). */
  chargeOffSession(request: OffSessionChargeRequest): Promise<ChargeOutcome>;
  /** Forgets a saved payment method (Stripe: detaches it from its Customer); one it does not know is no error. */
  removePaymentMethod(paymentMethodId: string): Promise<void>;
  /** The card behind a saved payment method (brand, last 4, expiry), or null if unknown: the customer portal shows it. */
  paymentMethodCard(paymentMethodId: string): Promise<CardSummary | null>;
};
