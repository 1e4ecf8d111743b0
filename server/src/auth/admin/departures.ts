import { afterHooks, beforeHooks, type Departure } from "../departure-table.ts";
import { adminEmailsHook } from "./admin-emails.ts";
import { adminBodyRulesHook } from "./body-rules.ts";
import { createUserExistsHook } from "./create-user-exists.ts";
import { listUsersQueryHook } from "./list-users-query.ts";
import { revokeUserSessionHook } from "./revoke-user-session.ts";

/**
 * The admin plugin's corrections (README.md, "Platform admin"), in the order they run: the before
 * hooks ahead of the plugin's own, ADMIN_EMAILS after the route, on the session it created.
 */
export function adminDepartures(adminEmails: readonly string[]): Departure[] {
  return [
    { rule: "list-users: user columns only, capped", spec: "§9", part: beforeHooks(listUsersQueryHook) },
    { rule: "ban length, roles, create-user password", spec: "§5, §8", part: beforeHooks(adminBodyRulesHook) },
    { rule: "create-user of a taken address: 422", spec: "§8", part: beforeHooks(createUserExistsHook) },
    { rule: "revoke-user-session of an unknown token", spec: "§5", part: beforeHooks(revokeUserSessionHook) },
    {
      rule: "ADMIN_EMAILS: verified listed users are admins",
      spec: "issue 3",
      part: afterHooks(adminEmailsHook(adminEmails)),
    },
  ];
}
