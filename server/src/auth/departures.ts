import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";
import type { Logger } from "../kit/logger.ts";
import { accountsPlugin } from "./account/accounts-plugin.ts";
import { changeEmailPlugin } from "./account/change-email-plugin.ts";
import { deleteUserPlugin } from "./account/delete-user-plugin.ts";
import { emailLengthPlugin } from "./account/email-length.ts";
import { type LockoutSettings, lockoutRule } from "./account/lockout.ts";
import type { createAccountMail } from "./account/mail-hooks.ts";
import { breachedPasswordsRule } from "./account/password/breached-passwords.ts";
import { commonPasswordsRule } from "./account/password/common-passwords.ts";
import { passwordResetPlugin } from "./account/password-reset-plugin.ts";
import { unsafeInputRule } from "./account/unsafe-input.ts";
import { updateUserTypesPlugin } from "./account/update-user-types.ts";
import { verifyEmailErrorsPlugin } from "./account/verify-email-errors-plugin.ts";
import type { Departure } from "./departure-table.ts";
import { specErrorMessagesPlugin } from "./errors/spec-error-messages.ts";
import { activeOrganizationCachePlugin } from "./session/active-organization-cache.ts";
import { sessionCookieCachePlugin } from "./session/cookie-cache-rules.ts";
import { getSessionQueryPlugin } from "./session/get-session-query.ts";
import { revokeSessionOwnershipPlugin } from "./session/revoke-session-ownership.ts";
import { importedTotpRule } from "./two-factor/imported-totp-rule.ts";

/**
 * The account and session corrections (README.md, "Departures"), in the order they run. better-auth
 * runs every plugin's hooks in plugin order and, within a plugin, in list order, so this table is
 * that order: one plugin, first in auth.ts, ahead of every library plugin's own hooks. The
 * organization, admin, API-key and social tables are in those folders' departures.ts.
 */
export type AccountProtection = {
  passwordLength: { min: number; max: number };
  lockout: LockoutSettings;
  db: Kysely<DatabaseSchema>;
  /** The web app's forgot-password page, linked from the lockout mail. */
  resetPageURL: string;
  breached: { enabled: boolean; apiURL: string; logger: Logger };
};

export function sessionAndAccountDepartures(
  sendMail: ReturnType<typeof createAccountMail>,
  protection: AccountProtection,
): Departure[] {
  return [
    // First: nothing below, nor the library, sees a NUL or an over-deep body.
    {
      rule: "NUL characters and deep nesting refused",
      why: "a NUL would reach PostgreSQL as a 500 and deep nesting costs every rule after it: both are 400 VALIDATION_ERROR before anything reads the request",
      test: "test/http/unsafe-input.test.ts",
      part: unsafeInputRule(),
    },
    {
      rule: "change-email",
      why: "another user's address is refused, and a verified user confirms the new address by mail before it counts",
      test: "test/auth/change-email.test.ts",
      part: changeEmailPlugin(sendMail),
    },
    {
      rule: "forget-password alias and reset link",
      why: "clients of the older route name keep working, and a reset link always leads to a page that can use it",
      test: "test/auth/password-reset.test.ts",
      part: passwordResetPlugin(),
    },
    {
      rule: "verify-email error codes",
      why: "a failed verification link redirects with a lower-case code the error page explains",
      test: "test/auth/email-verification.test.ts",
      part: verifyEmailErrorsPlugin(),
    },
    {
      rule: "delete-user by password, freshness first",
      why: "the password deletes at once; without it, a stale session is refused before any mail is sent",
      test: "test/auth/delete-user.test.ts",
      part: deleteUserPlugin(),
    },
    {
      rule: "account shapes: unlink, list, link",
      why: "clients name a provider rather than an account row, and get the provider beside its id",
      test: "test/auth/accounts.test.ts",
      part: accountsPlugin(),
    },
    {
      rule: "get-session boolean flags",
      why: 'a query flag is a boolean: "false" means false, anything but true or false is 400',
      test: "test/auth/sessions.test.ts",
      part: getSessionQueryPlugin(),
    },
    {
      rule: "revoke only one's own session",
      why: "a person may revoke only their own sessions: another's token is refused, not reported revoked",
      test: "test/auth/sessions.test.ts",
      part: revokeSessionOwnershipPlugin(),
    },
    // Ahead of the cookie-cache rules, which must see the cache it re-issues.
    {
      rule: "active organization in the cookie cache",
      why: "after a route changes the active organization, the next request must not act on the cached old one",
      test: "test/organization/active-organization-cache.test.ts",
      part: activeOrganizationCachePlugin(),
    },
    {
      rule: "cookie cache size and decoding",
      why: "a cache cookie too large for browsers, or one that does not decode, is dropped instead of trusted or failing",
      test: "test/auth/sessions.test.ts",
      part: sessionCookieCachePlugin(),
    },
    {
      rule: "Gatehouse's wording of errors",
      why: "every route answers a refusal with Gatehouse's stable codes and messages, whichever plugin raised it",
      test: "test/auth/origin-and-validation.test.ts",
      part: specErrorMessagesPlugin(),
    },
    {
      rule: "email length",
      why: "no address is longer than 320 characters: a longer one is refused, not stored",
      test: "test/auth/email-length.test.ts",
      part: emailLengthPlugin(),
    },
    {
      rule: "update-user field types",
      why: "a name or image that is not a string is 400, never stored as a number nor a 500",
      test: "test/http/hardening.test.ts",
      part: updateUserTypesPlugin(),
    },
    // Gatehouse's own, not a departure: it sits here because it answers before the route.
    {
      rule: "the most common passwords refused",
      why: "a password from the most-common list falls to the first guesses of any attack",
      test: "test/auth/common-passwords.test.ts",
      part: commonPasswordsRule(protection.passwordLength),
    },
    {
      rule: "breached passwords refused (HIBP)",
      why: "with HIBP_ENABLED, a password already published in a breach is refused wherever one is chosen",
      test: "test/auth/breached-passwords.test.ts",
      part: breachedPasswordsRule({ ...protection.breached, length: protection.passwordLength }),
    },
    {
      rule: "account lockout after repeated failed passwords",
      why: "credential stuffing rotates addresses, so failures are counted per account, which then pauses password sign-in",
      test: "test/auth/lockout.test.ts",
      part: lockoutRule({
        db: protection.db,
        settings: protection.lockout,
        sendMail,
        resetPageURL: protection.resetPageURL,
      }),
    },
    {
      rule: "TOTP keys imported from other systems checked before the two-factor plugin's own",
      why: "people moved from another system keep their authenticator app: codes of the imported key pass",
      test: "test/two-factor/imported-totp.test.ts",
      part: importedTotpRule(protection.db),
    },
  ];
}
