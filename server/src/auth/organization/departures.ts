import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";
import { afterHooks, beforeHooks, type Departure } from "../departure-table.ts";
import { organizationTwoFactorRule } from "../two-factor/organization-requirement.ts";
import {
  invitationNotFoundWording,
  leaveClearsEverySession,
  metadataAsObject,
  nonMemberWording,
  slugTakenWording,
} from "./after-hooks.ts";
import { sessionFirstHook, teamNameHook } from "./before-hooks.ts";
import { hasPermissionByUnion } from "./has-permission-rule.ts";
import { invitationTransitions } from "./invitation-transitions.ts";
import { membersListInvitations, membersSeeFullInvitations } from "./invitation-visibility.ts";
import { listQueryRules } from "./list-query-rules.ts";
import { removeMemberRules } from "./remove-member-rules.ts";
import {
  invitedRoleDeletionRule,
  memberRoleEscalationRule,
  resentInvitationRule,
  roleDefinitionRule,
} from "./role-rules.ts";

/**
 * The organization plugin's corrections (README.md, "Organizations") that no typed
 * organizationHooks can make, in the order they run: before hooks answer ahead of the route
 * (status fixes, refusals the library makes too late or not at all), after hooks reword what it
 * answered. The typed hooks are in plugin.ts; the unique-violation wrapper in endpoint-wrappers.ts.
 */
export function organizationDepartures(db: Kysely<DatabaseSchema>): Departure[] {
  return [
    {
      rule: "remove-team, list-user-invitations: no session is 401",
      why: 'without a session the answer is 401, not a misleading 400 "No active organization"',
      test: "test/organization/access-and-input.test.ts",
      part: beforeHooks(sessionFirstHook),
    },
    // Gatehouse's own, not a departure: it sits here because it refuses before the route.
    {
      rule: "organizations that require two-factor",
      why: "an organization may require two-factor: its members without it are refused its routes until they enable it",
      test: "test/two-factor/organization-requirement.test.ts",
      part: beforeHooks(organizationTwoFactorRule(db)),
    },
    {
      rule: "team name minimum length 1, before permissions",
      why: "an empty team name is a validation error, whatever the caller may do",
      test: "test/organization/teams.test.ts",
      part: beforeHooks(teamNameHook),
    },
    {
      rule: "remove-member: scope, permission, owners",
      why: "another organization's member is not found, a missing permission is 403, and only owners remove owners",
      test: "test/organization/members.test.ts",
      part: beforeHooks(removeMemberRules(db)),
    },
    {
      rule: "update-member-role: no role wider than the assigner's",
      why: "no one gives a member (themselves included) a role granting more than they hold, nor changes a member who holds more",
      test: "test/organization/custom-roles-escalation.test.ts",
      part: beforeHooks(memberRoleEscalationRule(db)),
    },
    {
      rule: "create-role, update-role: one role per name, none changed by a narrower editor",
      why: 'a role name with a comma would read as several roles ("x,owner" as owner), and no one changes a role granting more than they hold',
      test: "test/organization/custom-roles-escalation.test.ts",
      part: beforeHooks(roleDefinitionRule(db)),
    },
    {
      rule: "invite-member resend: no role wider than the inviter's",
      why: "a resent invitation is held to the rule of a new one: it carries no role granting more than its inviter holds",
      test: "test/organization/custom-roles-escalation.test.ts",
      part: beforeHooks(resentInvitationRule(db)),
    },
    {
      rule: "has-permission: by the union of the member's roles",
      why: "has-permission answers what the routes decide: a member may do what any of their roles allows, together",
      test: "test/organization/custom-roles.test.ts",
      part: beforeHooks(hasPermissionByUnion(db)),
    },
    {
      rule: "delete-role: not while invitations carry it",
      why: "a role pending invitations carry is not deleted, or their accept would make members of a role that no longer exists",
      test: "test/organization/custom-roles-lifecycle.test.ts",
      part: beforeHooks(invitedRoleDeletionRule(db)),
    },
    {
      rule: "list paging and sorting validated, capped",
      why: "malformed paging or sorting is 400 and pages are capped at 100, instead of reaching SQL as 500s",
      test: "test/organization/access-and-input.test.ts",
      part: beforeHooks(listQueryRules),
    },
    {
      rule: "reject/cancel only a pending invitation",
      why: "only a pending, unexpired invitation changes state, in one conditional update an accept cannot race",
      test: "test/organization/invitations.test.ts",
      part: beforeHooks(...invitationTransitions(db)),
    },
    // After the two-factor rule: it answers list-invitations itself, so nothing behind it runs.
    {
      rule: "every member sees the pending invitations",
      why: "every member sees the organization's pending invitations, whatever their role: the web app shows them to all",
      test: "test/organization/invitations.test.ts",
      part: {
        hooks: { before: [membersListInvitations], after: [membersSeeFullInvitations] },
      },
    },
    {
      rule: "slug is taken",
      why: "a taken slug is answered as taken on check-slug and update",
      test: "test/organization/organizations.test.ts",
      part: afterHooks(slugTakenWording),
    },
    {
      rule: "get-invitation: Invitation not found!",
      why: "a missing, answered or expired invitation is worded the same on get-invitation as on reject-invitation",
      test: "test/organization/invitations.test.ts",
      part: afterHooks(invitationNotFoundWording),
    },
    {
      rule: "teams: not a member wording",
      why: "a non-member is told they are not a member of the organization",
      test: "test/organization/teams.test.ts",
      part: afterHooks(nonMemberWording),
    },
    {
      rule: "metadata returned as an object",
      why: "organization metadata reads back as the object that was written, not as JSON text",
      test: "test/organization/organizations.test.ts",
      part: afterHooks(metadataAsObject),
    },
    {
      rule: "leaving clears every session's active organization",
      why: "after leaving, none of the person's sessions still acts in the organization",
      test: "test/organization/members.test.ts",
      part: afterHooks(leaveClearsEverySession(db)),
    },
  ];
}
