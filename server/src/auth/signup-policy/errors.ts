/**
 * The sign-up policy's refusals. A sign-up refused by the policy is 403 with one of the first
 * five codes and creates nothing; a malformed setting is 400.
 */
export const SIGNUP_INVITE_ONLY = {
  code: "SIGNUP_INVITE_ONLY",
  message: "Sign-up is by invitation only: ask an organization to invite this address",
} as const;

export const SIGNUP_WAITLIST = {
  code: "SIGNUP_WAITLIST",
  message: "Sign-up is by waitlist: join the waitlist, and you will get a sign-up link once approved",
} as const;

export const SIGNUP_DOMAIN_NOT_ALLOWED = {
  code: "SIGNUP_DOMAIN_NOT_ALLOWED",
  message: "Sign-up is open only to addresses of certain domains, and this address's is not one of them",
} as const;

export const SIGNUP_DOMAIN_BLOCKED = {
  code: "SIGNUP_DOMAIN_BLOCKED",
  message: "Sign-up is closed to addresses of this domain",
} as const;

export const SIGNUP_DISPOSABLE_EMAIL = {
  code: "SIGNUP_DISPOSABLE_EMAIL",
  message: "Disposable email addresses cannot sign up: use an address you keep",
} as const;

export const SIGNUP_DOMAIN_INVALID = (domain: string) =>
  ({ code: "SIGNUP_DOMAIN_INVALID", message: `"${domain}" is not a domain name` }) as const;

export const SIGNUP_SETTING_SET_BY_CONFIGURATION = (field: string) =>
  ({
    code: "SIGNUP_SETTING_SET_BY_CONFIGURATION",
    message: `${field} is set by the server's configuration and cannot be changed here`,
  }) as const;

export const SIGNUP_WAITLIST_CLOSED = {
  code: "SIGNUP_WAITLIST_CLOSED",
  message: "The waitlist is not open: sign-up is not by waitlist",
} as const;

export const WAITLIST_ENTRY_NOT_FOUND = {
  code: "WAITLIST_ENTRY_NOT_FOUND",
  message: "Waitlist entry not found",
} as const;

export const NOT_A_PLATFORM_ADMIN = {
  code: "YOU_ARE_NOT_ALLOWED_TO_MANAGE_SIGN_UP",
  message: "Only platform admins manage sign-up",
} as const;

/** The refusals of a sign-up by the policy, one per rule. */
export type SignupRefusal =
  | typeof SIGNUP_INVITE_ONLY
  | typeof SIGNUP_WAITLIST
  | typeof SIGNUP_DOMAIN_NOT_ALLOWED
  | typeof SIGNUP_DOMAIN_BLOCKED
  | typeof SIGNUP_DISPOSABLE_EMAIL;
