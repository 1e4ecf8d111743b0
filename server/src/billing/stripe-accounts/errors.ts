import { defineErrors } from "../common/errors.ts";

export const StripeAccountErrors = defineErrors({
  NOT_CONNECTED: {
    status: 404,
    error: "ResourceNotFound",
    detail: "This organization has no Stripe account connected: its payments run in test mode.",
  },
  OWNER_ONLY: {
    status: 403,
    error: "NotPermitted",
    detail: "Only an owner of the organization can connect or disconnect its Stripe account.",
  },
  INVALID_SIGNATURE: {
    status: 400,
    error: "WebhookVerificationError",
    detail: "The Stripe-Signature header does not match this organization's webhook signing secret.",
  },
  UNREACHABLE: {
    status: 502,
    error: "PaymentProcessorUnavailable",
    detail: "Stripe could not be reached to check the keys; nothing was changed. Try again in a moment.",
  },
});
