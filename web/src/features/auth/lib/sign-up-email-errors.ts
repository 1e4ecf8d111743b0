/**
 * The refusals of a sign-up's address, shown on its email field by every sign-up form (password
 * and passkey): taken, malformed, and the sign-up policy's domain and disposable rules. The
 * policy's refusals of the sign-up itself (SIGNUP_WAITLIST, SIGNUP_INVITE_ONLY) go to the form's alert.
 */
export const SIGN_UP_EMAIL_ERRORS = {
  USER_ALREADY_EXISTS: "email",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "email",
  INVALID_EMAIL: "email",
  SIGNUP_DOMAIN_NOT_ALLOWED: "email",
  SIGNUP_DOMAIN_BLOCKED: "email",
  SIGNUP_DISPOSABLE_EMAIL: "email",
} as const;
