import type { Insertable } from "kysely";
import type { MemberTable, TeamMemberTable } from "../../db/schema.ts";
import type { Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { AuthColumns } from "./auth-columns.ts";
import type { ImportedMembership } from "./imported-user.ts";
import { type OrganizationDirectory, teamMembershipKey } from "./organization-directory.ts";

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
  if (rows.members.length > 0)
    await trx
      .insertInto("member")
      .values(rows.members)
      .onConflict((conflict) =>
        conflict.columns(["organizationId", "userId"]).doUpdateSet((update) => ({ role: update.ref("excluded.role") })),
      )
      .execute();
  if (rows.teamMembers.length === 0) return;
  await trx
    .insertInto("teamMember")
    .values(rows.teamMembers)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  // The plugin's counter of each team's members, which its team member limit reads.
  const teamIds = [...new Set(rows.teamMembers.map((row) => row.teamId))];
  await trx
    .updateTable("team")
    .set((update) => ({
      memberCount: update
        .selectFrom("teamMember")
        .select((count) => count.fn.countAll<number>().as("count"))
        .whereRef("teamMember.teamId", "=", "team.id"),
    }))
    .where("id", "in", teamIds)
    .execute();
}
