import { defineErrors } from "../common/errors.ts";

export const SubscriptionErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Subscription not found" },
  ALREADY_ACTIVE: {
    status: 403,
    error: "AlreadyActiveSubscriptionError",
    detail: "You already have an active subscription.",
  },
  TRIAL_ALREADY_REDEEMED: {
    status: 403,
    error: "TrialAlreadyRedeemed",
    detail: "You have already used a trial for this product. Trials can only be used once per customer.",
  },
  PAYMENT_METHOD_REQUIRED: {
    status: 400,
    error: "PaymentMethodRequired",
    detail: "The subscription has no saved payment method to charge the change.",
  },
  CHANGED_MEANWHILE: {
    status: 409,
    error: "SubscriptionLocked",
    detail: "The subscription was changed meanwhile. Try again.",
  },
  ALREADY_CANCELED: {
    status: 403,
    error: "AlreadyCanceledSubscription",
    detail: "This subscription is already canceled or will be at the end of the period.",
  },
  CANNOT_PAUSE: {
    status: 409,
    error: "CannotPauseSubscription",
    detail: "This subscription cannot be paused.",
  },
  NO_SCHEDULED_PAUSE: {
    status: 409,
    error: "NoScheduledPause",
    detail: "This subscription is not scheduled to be paused.",
  },
  NOT_PAUSED: { status: 409, error: "NotPausedSubscription", detail: "This subscription is not paused." },
  /** Polar's PaymentError (400) with the processor's (Stripe's) message: the change was not applied. */
  PAYMENT: { status: 400, error: "PaymentError", detail: (payment: { message: string }) => payment.message },
});
