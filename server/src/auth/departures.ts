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
    { rule: "NUL characters and deep nesting refused", spec: "§8, issue 17", part: unsafeInputRule() },
    { rule: "change-email", spec: "§4, §5 email change", part: changeEmailPlugin(sendMail) },
    { rule: "forget-password alias and reset link", spec: "§2, §7", part: passwordResetPlugin() },
    { rule: "verify-email error codes", spec: "§8", part: verifyEmailErrorsPlugin() },
    { rule: "delete-user by password, freshness first", spec: "§4, §5", part: deleteUserPlugin() },
    { rule: "account shapes: unlink, list, link", spec: "§3, §7", part: accountsPlugin() },
    { rule: "get-session boolean flags", spec: "§7, §8", part: getSessionQueryPlugin() },
    { rule: "revoke only one's own session", spec: "§5", part: revokeSessionOwnershipPlugin() },
    // Ahead of the cookie-cache rules, which must see the cache it re-issues.
    { rule: "active organization in the cookie cache", spec: "§4", part: activeOrganizationCachePlugin() },
    { rule: "cookie cache size and decoding", spec: "§5, §9", part: sessionCookieCachePlugin() },
    { rule: "SPEC wording of errors", spec: "§8", part: specErrorMessagesPlugin() },
    { rule: "email length", spec: "§5", part: emailLengthPlugin() },
    { rule: "update-user field types", spec: "§3, §8", part: updateUserTypesPlugin() },
    // Gatehouse's own, not a departure: it sits here because it answers before the route.
    {
      rule: "the most common passwords refused",
      spec: "issue 16",
      part: commonPasswordsRule(protection.passwordLength),
    },
    {
      rule: "breached passwords refused (HIBP)",
      spec: "issue 16",
      part: breachedPasswordsRule({ ...protection.breached, length: protection.passwordLength }),
    },
    {
      rule: "account lockout after repeated failed passwords",
      spec: "issue 16",
      part: lockoutRule({
        db: protection.db,
        settings: protection.lockout,
        sendMail,
        resetPageURL: protection.resetPageURL,
      }),
    },
    {
      rule: "TOTP keys imported from other systems checked before the two-factor plugin's own",
      spec: "Gatehouse's own (moving in)",
      part: importedTotpRule(protection.db),
    },
  ];
}
