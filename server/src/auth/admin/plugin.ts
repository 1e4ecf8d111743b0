import { admin } from "better-auth/plugins";
import {
  PLATFORM_ADMIN_ROLE,
  PLATFORM_DEFAULT_ROLE,
  platformAccessControl,
  platformRoles,
} from "../access/platform.ts";
import { withDepartures } from "../departure-table.ts";
import { adminDepartures } from "./departures.ts";

/**
 * better-auth's admin plugin with SPEC §6's admin statement (see access/platform.ts), plus the
 * corrections Gatehouse makes to its routes and ADMIN_EMAILS (departures.ts).
 */
export function platformAdminPlugin(adminEmails: readonly string[]) {
  const plugin = admin({
    ac: platformAccessControl,
    roles: platformRoles,
    defaultRole: PLATFORM_DEFAULT_ROLE,
    adminRoles: [PLATFORM_ADMIN_ROLE],
    // The plugin's BANNED_USER wording, without its default's advice to "contact support"
    // (Gatehouse has no support desk to point at).
    bannedUserMessage: "You have been banned from this application",
  });
  return withDepartures(plugin, adminDepartures(adminEmails));
}
