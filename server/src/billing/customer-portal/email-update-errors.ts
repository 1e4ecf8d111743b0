import { defineErrors } from "../common/errors.ts";

export const CustomerEmailUpdateErrors = defineErrors({
  // Polar's InvalidCustomerEmailUpdate, word for word.
  INVALID_OR_EXPIRED: {
    status: 401,
    error: "InvalidCustomerEmailUpdate",
    detail: "This email update request is invalid or has expired.",
  },
  /** Polar's: the portal changes emails only where `customer_portal_settings.customer.allow_email_change` allows it. */
  NOT_ALLOWED: {
    status: 403,
    error: "NotPermitted",
    detail: "Email changes are not enabled for this organization.",
  },
});
