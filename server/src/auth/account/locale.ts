import type { DBFieldAttribute, DBPrimitive } from "@better-auth/core/db";
import { APIError } from "better-auth/api";
import { isSupportedLocale, SUPPORTED_LOCALES } from "../../i18n/locales.ts";

export const UNSUPPORTED_LOCALE = {
  code: "UNSUPPORTED_LOCALE",
  message: `Unsupported locale: choose one of ${SUPPORTED_LOCALES.join(", ")}`,
} as const;

/**
 * The stored value of a locale a person sends: one of the supported locales exactly, or null to
 * forget the choice. Anything else is refused before anything is written. Tags are not matched
 * here (`de-AT` is refused, not stored as `de`): the web app's language switcher sends the exact
 * ones, and a saved language must be one its catalogs have.
 */
function storedLocale(value: DBPrimitive): DBPrimitive {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" && isSupportedLocale(value)) return value;
  throw new APIError("BAD_REQUEST", { ...UNSUPPORTED_LOCALE });
}

/**
 * The person's saved language, a better-auth user field: set with update-user (or at sign-up),
 * returned with the user by get-session (and so in the cookie cache and the session JWT), cleared
 * with null. The check is the field's own input transform, so it holds on every way better-auth
 * writes a user: update-user and sign-up parse their body with it, and its adapter runs it again on
 * each write.
 */
export const userLocaleField = {
  type: "string",
  required: false,
  input: true,
  transform: { input: storedLocale },
} as const satisfies DBFieldAttribute;
