import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";
import { afterHooks, beforeHooks, type Departure } from "../departure-table.ts";
import { organizationTwoFactorRule } from "../two-factor/organization-requirement.ts";
import { leaveClearsEverySession, metadataAsObject, nonMemberWording, slugTakenWording } from "./after-hooks.ts";
import { sessionFirstHook, teamNameHook } from "./before-hooks.ts";
import { invitationTransitions } from "./invitation-transitions.ts";
import { listQueryRules } from "./list-query-rules.ts";
import { removeMemberRules } from "./remove-member-rules.ts";

/**
 * The organization plugin's corrections (README.md, "Organizations") that no typed
 * organizationHooks can make, in the order they run: before hooks answer ahead of the route
 * (status fixes, refusals the library makes too late or not at all), after hooks reword what it
 * answered. The typed hooks are in plugin.ts; the unique-violation wrapper in endpoint-wrappers.ts.
 */
export function organizationDepartures(db: Kysely<DatabaseSchema>): Departure[] {
  return [
    { rule: "remove-team, list-user-invitations: no session is 401", spec: "§6", part: beforeHooks(sessionFirstHook) },
    // Gatehouse's own, not a departure: it sits here because it refuses before the route.
    {
      rule: "organizations that require two-factor",
      spec: "issue 16",
      part: beforeHooks(organizationTwoFactorRule(db)),
    },
    { rule: "team name minimum length 1, before permissions", spec: "§5", part: beforeHooks(teamNameHook) },
    { rule: "remove-member: scope, permission, owners", spec: "§5, §6", part: beforeHooks(removeMemberRules) },
    { rule: "list paging and sorting validated, capped", spec: "§8, §9", part: beforeHooks(listQueryRules) },
    { rule: "reject/cancel only a pending invitation", spec: "§4", part: beforeHooks(...invitationTransitions) },
    { rule: "slug is taken", spec: "§8", part: afterHooks(slugTakenWording) },
    { rule: "teams: not a member wording", spec: "§6, §8", part: afterHooks(nonMemberWording) },
    { rule: "metadata returned as an object", spec: "§3", part: afterHooks(metadataAsObject) },
    {
      rule: "leaving clears every session's active organization",
      spec: "§4",
      part: afterHooks(leaveClearsEverySession(db)),
    },
  ];
}
