import { defineErrors } from "../common/errors.ts";

export const CheckoutErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Checkout not found" },
  /** Polar's NotOpenCheckout (403): "Checkout {id} is not open: {status}". */
  NOT_OPEN: {
    status: 403,
    error: "NotOpenCheckout",
    detail: (checkout: { id: string; status: string }) => `Checkout ${checkout.id} is not open: ${checkout.status}`,
  },
  /** Gatehouse test mode: no 3-D Secure challenge is waiting on this checkout. */
  NO_PENDING_AUTHENTICATION: {
    status: 403,
    error: "NotOpenCheckout",
    detail: (checkout: { id: string; status: string }) =>
      `Checkout ${checkout.id} has no pending authentication: ${checkout.status}`,
  },
  /** Gatehouse: a checkout of an organization with Stripe connected takes no test card. */
  NOT_TEST_MODE: {
    status: 403,
    error: "NotPermitted",
    detail: "This checkout takes cards through Stripe: test card tokens are for test mode only.",
  },
  /** Gatehouse: the processor did not answer the charge; it is asked again (never charged twice). */
  PAYMENT_UNCONFIRMED: {
    status: 502,
    error: "PaymentProcessorUnavailable",
    detail:
      "The payment processor did not answer. Your payment is being confirmed: do not pay again; this page updates when it is done.",
  },
  /** Polar's PaymentError (400) with the processor's (Stripe's) message. */
  PAYMENT: { status: 400, error: "PaymentError", detail: (payment: { message: string }) => payment.message },
});
