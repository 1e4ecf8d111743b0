import { defineErrors } from "../kit/errors.ts";

export const SubscriptionErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Subscription not found" },
  ALREADY_CANCELED: { status: 403, error: "AlreadyCanceledSubscription", detail: "This subscription is already canceled or will be at the end of the period." },
});
