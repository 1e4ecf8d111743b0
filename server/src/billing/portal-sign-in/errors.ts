import { defineErrors } from "../common/errors.ts";

export const PortalSignInErrors = defineErrors({
  // Polar's CustomerSessionCodeInvalidOrExpired, word for word.
  INVALID_OR_EXPIRED: {
    status: 401,
    error: "CustomerSessionCodeInvalidOrExpired",
    detail: "This customer session code is invalid or has expired.",
  },
});
