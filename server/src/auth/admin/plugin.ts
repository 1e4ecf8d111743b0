import { admin } from "better-auth/plugins";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { Logger } from "../../kit/logger.ts";
import { withDepartures } from "../departure-table.ts";
import { PLATFORM_ADMIN_ROLE, PLATFORM_DEFAULT_ROLE, platformAccessControl, platformRoles } from "../roles/platform.ts";
import { adminDepartures } from "./departures.ts";
import { resetTwoFactorEndpoint } from "./reset-two-factor.ts";

/**
 * better-auth's admin plugin with a narrower admin statement (see access/platform.ts), plus the
 * corrections Gatehouse makes to its routes and ADMIN_EMAILS (departures.ts), and Gatehouse's own
 * reset-two-factor (reset-two-factor.ts).
 */
export function platformAdminPlugin(adminEmails: readonly string[], db: Kysely<DatabaseSchema>, logger: Logger) {
  const plugin = admin({
    ac: platformAccessControl,
    roles: platformRoles,
    defaultRole: PLATFORM_DEFAULT_ROLE,
    adminRoles: [PLATFORM_ADMIN_ROLE],
    // The plugin's BANNED_USER wording, without its default's advice to "contact support"
    // (Gatehouse has no support desk to point at).
    bannedUserMessage: "You have been banned from this application",
  });
  const withReset = {
    ...plugin,
    endpoints: { ...plugin.endpoints, resetTwoFactor: resetTwoFactorEndpoint(db, logger) },
  };
  return withDepartures(withReset, adminDepartures(adminEmails));
}
