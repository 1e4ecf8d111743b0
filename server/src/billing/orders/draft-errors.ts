import { defineErrors } from "../common/errors.ts";

/** Polar's refusals of finalize: the order stays a draft, so the seller can fix it and retry. */
export const DraftOrderErrors = defineErrors({
  NOT_DRAFT: {
    status: 412,
    error: "OrderNotDraft",
    detail: (order: { id: string; status: string }) =>
      `Order ${order.id} is not in draft status (current: ${order.status}). Only draft orders can be modified or finalized.`,
  },
  PAYMENT_FAILED: {
    status: 402,
    error: "PaymentFailed",
    detail: (payment: { message: string }) => payment.message,
  },
  PAYMENT_ACTION_REQUIRED: {
    status: 402,
    error: "PaymentActionRequired",
    detail: (order: { id: string }) =>
      `Order ${order.id} payment requires customer authentication (e.g. 3DS challenge); off-session charge cannot complete.`,
  },
});
