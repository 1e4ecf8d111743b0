import { defineErrors } from "../common/errors.ts";

export const CustomerPortalErrors = defineErrors({
  NOT_A_CUSTOMER: { status: 401, error: "Unauthorized", detail: "You are not a customer of this organization." },
  FILE_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "File not found" },
  SUBSCRIPTION_CHANGES_NOT_ALLOWED: {
    status: 403,
    error: "NotPermitted",
    detail: "Subscription changes are not allowed by this organization.",
  },
});
