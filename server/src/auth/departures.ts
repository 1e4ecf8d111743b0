import type { BetterAuthPlugin } from "better-auth";
import { accountsPlugin } from "./account/accounts-plugin.ts";
import { changeEmailPlugin } from "./account/change-email-plugin.ts";
import { deleteUserPlugin } from "./account/delete-user-plugin.ts";
import { emailLengthPlugin } from "./account/email-length.ts";
import type { createAccountMail } from "./account/mail-hooks.ts";
import { passwordResetPlugin } from "./account/password-reset-plugin.ts";
import { verifyEmailErrorsPlugin } from "./account/verify-email-errors-plugin.ts";
import { specErrorMessagesPlugin } from "./errors/spec-error-messages.ts";
import { activeOrganizationCachePlugin } from "./session/active-organization-cache.ts";
import { sessionCookieCachePlugin } from "./session/cookie-cache-rules.ts";
import { getSessionQueryPlugin } from "./session/get-session-query.ts";
import { revokeSessionOwnershipPlugin } from "./session/revoke-session-ownership.ts";

/** One row of the table: a correction's hooks (and request rewrite), and the SPEC lines it answers. */
type Departure = { rule: string; spec: string; part: BetterAuthPlugin };

/**
 * The account and session corrections (README.md, "Departures"), in the order they run. better-auth
 * runs every plugin's hooks in plugin order and, within a plugin, in list order, so this table is
 * that order: one plugin, first in auth.ts, ahead of every library plugin's own hooks. The
 * corrections of the organization, admin, API-key and social plugins sit beside those plugins in
 * auth.ts, because they must run before (or after) that plugin's own hooks.
 */
export function sessionAndAccountDepartures(sendMail: ReturnType<typeof createAccountMail>): Departure[] {
  return [
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
  ];
}

/** The table as one plugin: every row's before hooks, then after hooks, in table order. */
export function departuresPlugin(rows: readonly Departure[]): BetterAuthPlugin {
  const rewrites = rows.flatMap((row) => (row.part.onRequest ? [row.part.onRequest] : []));
  // better-auth runs one onRequest per plugin; a second request rewrite would need chaining here.
  if (rewrites.length > 1) throw new Error("departures: at most one request rewrite");
  return {
    id: "gatehouse-departures",
    ...(rewrites[0] ? { onRequest: rewrites[0] } : {}),
    hooks: {
      before: rows.flatMap((row) => row.part.hooks?.before ?? []),
      after: rows.flatMap((row) => row.part.hooks?.after ?? []),
    },
  };
}
