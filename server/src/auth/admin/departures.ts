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
    {
      rule: "list-users: user columns only, capped",
      why: "sorting or filtering by anything but a user column, or an unbounded page, is refused before it reaches SQL",
      test: "test/admin/admin.test.ts",
      part: beforeHooks(listUsersQueryHook),
    },
    {
      rule: "ban length, roles, create-user password",
      why: "a ban ends on a real date, a role list is never empty, and an admin's new password obeys the length rule",
      test: "test/admin/admin.test.ts",
      part: beforeHooks(adminBodyRulesHook),
    },
    {
      rule: "create-user of a taken address: 422",
      why: "an admin creating a taken address gets sign-up's USER_ALREADY_EXISTS",
      test: "test/admin/admin.test.ts",
      part: beforeHooks(createUserExistsHook),
    },
    {
      rule: "revoke-user-session of an unknown token",
      why: "revoking a session that does not exist says so instead of reporting success",
      test: "test/admin/admin.test.ts",
      part: beforeHooks(revokeUserSessionHook),
    },
    {
      rule: "ADMIN_EMAILS: verified listed users are admins",
      why: "the operator names the first admins in the configuration, before any admin exists to appoint them",
      test: "test/admin/admin.test.ts",
      part: afterHooks(adminEmailsHook(adminEmails)),
    },
  ];
}
