import type { FieldOfCode } from "../../ui/use-action.js";

/**
 * Which field each server refusal belongs to, as Gatehouse's own pages place them. A wrong
 * password is said on the form: the server does not tell which of the two was wrong.
 */
export const PASSWORD_SIGN_IN_FIELDS: FieldOfCode<"email" | "password"> = { INVALID_EMAIL: "email" };

export const SIGN_UP_FIELDS: FieldOfCode<"name" | "email" | "password"> = {
  USER_ALREADY_EXISTS: "email",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "email",
  INVALID_EMAIL: "email",
  PASSWORD_TOO_SHORT: "password",
  PASSWORD_TOO_LONG: "password",
  PASSWORD_TOO_COMMON: "password",
  PASSWORD_COMPROMISED: "password",
};

export const EMAIL_FIELDS: FieldOfCode<"email"> = { INVALID_EMAIL: "email" };

export const EMAIL_CODE_FIELDS: FieldOfCode<"code"> = {
  INVALID_OTP: "code",
  OTP_EXPIRED: "code",
  TOO_MANY_ATTEMPTS: "code",
};

export const TWO_FACTOR_FIELDS: FieldOfCode<"code"> = {
  INVALID_CODE: "code",
  INVALID_BACKUP_CODE: "code",
  OTP_HAS_EXPIRED: "code",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "code",
};

/** The shape an email must have before it is sent to routes that would not say which field was wrong. */
export const looksLikeEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
