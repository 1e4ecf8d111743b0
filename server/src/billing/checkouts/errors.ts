import { BillingError, defineErrors } from "../common/errors.ts";

export const CheckoutErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Checkout not found" },
});

/** Polar's NotOpenCheckout (403): "Checkout {id} is not open: {status}". */
export const notOpen = (id: string, status: string) =>
  new BillingError(403, "NotOpenCheckout", `Checkout ${id} is not open: ${status}`);

/** Polar's PaymentError (400) with the processor's (Stripe's) message. */
export const paymentError = (message: string) => new BillingError(400, "PaymentError", message);
