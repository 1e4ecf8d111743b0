import type { Insertable } from "kysely";
import type { MemberTable, TeamMemberTable } from "../../db/schema.ts";
import type { Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { AuthColumns } from "./auth-columns.ts";
import type { ImportedMembership } from "./imported-user.ts";
import { type OrganizationDirectory, teamMembershipKey } from "./organization-directory.ts";
import { insertTeamMembers, recountTeamMembers, upsertMembers } from "./organization-repository.ts";

export type MembershipRows = { members: Insertable<MemberTable>[]; teamMembers: Insertable<TeamMemberTable>[] };

/**
 * The member and team member rows of a user's memberships, their organizations and teams found
 * or created. An organization named twice is one membership: the last role, every team.
 */
export async function membershipRows(
  trx: Tx,
  parts: { directory: OrganizationDirectory; columns: AuthColumns; now: Date },
  userId: string,
  memberships: readonly ImportedMembership[],
): Promise<MembershipRows> {
  const { directory, columns, now } = parts;
  const members = new Map<string, Insertable<MemberTable>>();
  const teamMembers = new Map<string, Insertable<TeamMemberTable>>();
  for (const membership of memberships) {
    const organizationId = await directory.organizationId(trx, membership.organization, now);
    members.set(organizationId, {
      id: newId(),
      organizationId,
      userId,
      role: membership.role,
      createdAt: columns.date(now),
    });
    for (const team of membership.teams) {
      const teamId = await directory.teamId(trx, organizationId, team, now);
      teamMembers.set(teamId, {
        id: newId(),
        teamId,
        userId,
        membershipKey: teamMembershipKey(teamId, userId),
        createdAt: columns.date(now),
      });
    }
  }
  return { members: [...members.values()], teamMembers: [...teamMembers.values()] };
}

/**
 * Writes memberships: a membership that exists takes the new role, a team membership that exists
 * stays; memberships the rows do not name are kept (an import adds, it never takes away).
 */
export async function writeMembershipRows(trx: Tx, rows: MembershipRows): Promise<void> {
  if (rows.members.length > 0) await upsertMembers(trx, rows.members);
  if (rows.teamMembers.length === 0) return;
  await insertTeamMembers(trx, rows.teamMembers);
  // The plugin's counter of each team's members, which its team member limit reads.
  await recountTeamMembers(trx, [...new Set(rows.teamMembers.map((row) => row.teamId))]);
}
