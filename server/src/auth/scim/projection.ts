import type { SCIMGroupAuthorizationSource, SCIMProjectedUserState, SCIMProjection } from "@better-auth/scim";
import type { DBTransactionAdapter } from "better-auth";
import { applyDirectoryRoles, isReapplyingMapping } from "./directory-roles.ts";
import { currentScimTransaction } from "./transactions.ts";

/**
 * The one "role" a directory group grants: membership of the organization's team that mirrors
 * the group. The plugin hands Gatehouse, per user, the groups that grant it (with their names).
 */
const TEAM_GRANT = "team";

/** A team that mirrors a directory group has the group's id behind this prefix, so it is found without a lookup table. */
const MIRRORED_TEAM_PREFIX = "scim_";
export const mirroredTeamId = (scimGroupId: string) => `${MIRRORED_TEAM_PREFIX}${scimGroupId}`;
const isMirroredTeam = (teamId: string) => teamId.startsWith(MIRRORED_TEAM_PREFIX);

type MemberRow = { id: string; role: string };
type TeamRow = { id: string; name: string };
type TeamMemberRow = { id: string; teamId: string };

/**
 * What a directory says about a person, applied to the organization. The
 * provisioning domain of a connection is its organization's id.
 *
 * - active in the directory: a member of the organization (role `member` when it adds them; a
 *   role people gave stays), of exactly the teams mirroring the directory groups they are in
 *   (teams people made are left alone), and holding the roles the organization mapped those
 *   groups to (directory-roles.ts);
 * - deactivated or deleted: out of the mirrored teams and the organization, and signed out
 *   everywhere. The organization's owners keep their membership, as they keep password sign-in
 *   under mandatory SSO: a directory cannot lock an organization out of itself.
 *
 * Everything is written through the plugin's transaction: the SCIM request and its effect on
 * the organization commit or fail together. A replay after the mapping changed
 * (group-roles-plugin.ts) applies the roles alone.
 */
export function organizationProjection(): SCIMProjection {
  return {
    roles: {
      map: () => [TEAM_GRANT],
      exists: ({ role }) => role === TEAM_GRANT,
    },
    reconcileUser: async (state, { database }) => {
      if (isReapplyingMapping()) await reapplyRoles(state);
      else if (state.active) await provision(database, state);
      else await deprovision(database, state);
    },
  };
}

async function findMember(db: DBTransactionAdapter, organizationId: string, userId: string) {
  return db.findOne<MemberRow>({
    model: "member",
    where: [
      { field: "organizationId", value: organizationId },
      { field: "userId", value: userId },
    ],
  });
}

async function provision(db: DBTransactionAdapter, state: SCIMProjectedUserState) {
  const organizationId = state.provisioningDomainId;
  if (!(await findMember(db, organizationId, state.userId)))
    await db.create({
      model: "member",
      data: { organizationId, userId: state.userId, role: "member", createdAt: new Date() },
    });
  const groups = groupsOf(state);
  await mirrorTeams(db, organizationId, [...groups.values()]);
  await setTeamMemberships(db, organizationId, state.userId, new Set([...groups.keys()].map(mirroredTeamId)));
  await applyDirectoryRoles(currentScimTransaction(), organizationId, state.userId, [...groups.values()]);
}

/** The directory groups a person is in, by id. */
function groupsOf(state: SCIMProjectedUserState) {
  const groups = new Map<string, SCIMGroupAuthorizationSource>();
  for (const grant of state.grants) if (grant.role === TEAM_GRANT) groups.set(grant.source.id, grant.source);
  return groups;
}

/** The mapped roles of an active member, after the mapping changed. */
async function reapplyRoles(state: SCIMProjectedUserState) {
  if (!state.active) return;
  const groups = [...groupsOf(state).values()];
  await applyDirectoryRoles(currentScimTransaction(), state.provisioningDomainId, state.userId, groups);
}

async function deprovision(db: DBTransactionAdapter, state: SCIMProjectedUserState) {
  const organizationId = state.provisioningDomainId;
  const member = await findMember(db, organizationId, state.userId);
  const isOwner = member?.role.split(",").some((role) => role.trim() === "owner") ?? false;
  // Out of the organization is out of all its teams; an owner only leaves the mirrored ones.
  await setTeamMemberships(db, organizationId, state.userId, new Set(), isOwner ? isMirroredTeam : () => true);
  if (member && !isOwner) await db.delete({ model: "member", where: [{ field: "id", value: member.id }] });
  await db.deleteMany({ model: "session", where: [{ field: "userId", value: state.userId }] });
}

/** Makes a team for every group that has none yet, and follows a group's new name. */
async function mirrorTeams(db: DBTransactionAdapter, organizationId: string, groups: SCIMGroupAuthorizationSource[]) {
  if (groups.length === 0) return;
  const now = new Date();
  const existing = await db.findMany<TeamRow>({
    model: "team",
    where: [{ field: "id", value: groups.map((group) => mirroredTeamId(group.id)), operator: "in" }],
  });
  const byId = new Map(existing.map((team) => [team.id, team]));
  for (const group of groups) {
    const id = mirroredTeamId(group.id);
    const team = byId.get(id);
    if (!team)
      await db.create({
        model: "team",
        data: { id, name: group.displayName, organizationId, memberCount: 0, createdAt: now, updatedAt: now },
        forceAllowId: true,
      });
    else if (team.name !== group.displayName)
      await db.update({
        model: "team",
        where: [{ field: "id", value: id }],
        update: { name: group.displayName, updatedAt: now },
      });
  }
}

/**
 * Puts the user in exactly `wanted` among the organization's teams that `managed` selects (the
 * mirrored ones by default), keeping the teams' member counts true.
 */
async function setTeamMemberships(
  db: DBTransactionAdapter,
  organizationId: string,
  userId: string,
  wanted: Set<string>,
  managed: (teamId: string) => boolean = isMirroredTeam,
) {
  const teams = await db.findMany<TeamRow>({
    model: "team",
    where: [{ field: "organizationId", value: organizationId }],
  });
  const inScope = new Set(teams.map((team) => team.id).filter(managed));
  const memberships = await db.findMany<TeamMemberRow>({
    model: "teamMember",
    where: [{ field: "userId", value: userId }],
  });
  const current = new Set(memberships.map((row) => row.teamId).filter((teamId) => inScope.has(teamId)));
  const changed: string[] = [];
  for (const teamId of current)
    if (!wanted.has(teamId)) {
      await db.deleteMany({
        model: "teamMember",
        where: [
          { field: "teamId", value: teamId },
          { field: "userId", value: userId },
        ],
      });
      changed.push(teamId);
    }
  for (const teamId of wanted)
    if (!current.has(teamId)) {
      await db.create({ model: "teamMember", data: { teamId, userId, createdAt: new Date() } });
      changed.push(teamId);
    }
  for (const teamId of changed) {
    const memberCount = await db.count({ model: "teamMember", where: [{ field: "teamId", value: teamId }] });
    await db.update({ model: "team", where: [{ field: "id", value: teamId }], update: { memberCount } });
  }
}
