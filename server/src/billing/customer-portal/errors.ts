import { defineErrors } from "../common/errors.ts";

export const CustomerPortalErrors = defineErrors({
  NOT_A_CUSTOMER: { status: 401, error: "Unauthorized", detail: "You are not a customer of this organization." },
  FILE_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "File not found" },
  PAYMENT_METHOD_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Payment method not found" },
  /** Polar's 400 on deleting a card a live subscription is charged to. */
  PAYMENT_METHOD_IN_USE: {
    status: 400,
    error: "PaymentMethodInUseByActiveSubscription",
    detail:
      "This payment method is used by an active subscription. Add another card and make it the default before removing this one.",
  },
  /** A card saved in the portal that the processor refused (its message), or whose 3-D Secure is unfinished. */
  PAYMENT_METHOD_REFUSED: {
    status: 400,
    error: "PaymentError",
    detail: (refusal: { message: string }) => refusal.message,
  },
  NOT_TEST_MODE: {
    status: 403,
    error: "NotPermitted",
    detail: "This organization takes cards through Stripe: test card tokens are for test mode only.",
  },
  SUBSCRIPTION_CHANGES_NOT_ALLOWED: {
    status: 403,
    error: "NotPermitted",
    detail: "Subscription changes are not allowed by this organization.",
  },
  /** A team's plain member (a member session) reaching the customer's billing. */
  NOT_A_BILLING_MANAGER: {
    status: 403,
    error: "NotPermitted",
    detail: "Only the owner or a billing manager of the customer can manage its billing.",
  },
  /** Polar's: pausing and resuming from the portal follow `customer_portal_settings.subscription.pause`. */
  PAUSE_RESUME_NOT_ALLOWED: {
    status: 403,
    error: "PauseResumeNotAllowed",
    detail: "Pausing and resuming subscriptions is not allowed by this organization.",
  },
});
