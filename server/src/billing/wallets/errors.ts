import { defineErrors } from "../common/errors.ts";

export const WalletErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Wallet not found" },
  CUSTOMER_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Customer not found" },
  TOP_UP_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Top-up not found" },
  /** As a draft order's finalize: the card declined, or there is none to charge. */
  TOP_UP_PAYMENT_FAILED: {
    status: 402,
    error: "PaymentFailed",
    detail: (payment: { message: string }) => payment.message,
  },
  /** Stripe's idempotency rule: a key stands for one request's parameters. */
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    error: "IdempotencyKeyReused",
    detail: "This Idempotency-Key was used for a top-up of another amount, currency or card.",
  },
});
