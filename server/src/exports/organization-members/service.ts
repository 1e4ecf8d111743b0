import { grantsOfRoles, parseRoleField } from "../../auth/roles/permissions.ts";
import type { Db } from "../../db/transaction.ts";
import { toIso } from "../../kit/time.ts";
import { MembersExportErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { MemberLine } from "./schemas.ts";

/** Whoever may manage members (member update, by any of their roles) may export them. */
const managesMembers = async (db: Db, organizationId: string, role: string): Promise<boolean> =>
  (await grantsOfRoles(db, organizationId, parseRoleField(role))).allows("member", "update");

/** The organization a request names or has active, once the user is shown to manage its members. */
export async function organizationToExport(
  db: Db,
  userId: string,
  named: string | undefined,
  active: string | null | undefined,
): Promise<string> {
  const organizationId = named ?? active;
  if (!organizationId) throw MembersExportErrors.ORGANIZATION_ID_IS_REQUIRED();
  const role = await repository.roleOf(db, organizationId, userId);
  if (role === undefined) throw MembersExportErrors.NOT_A_MEMBER();
  if (!(await managesMembers(db, organizationId, role))) throw MembersExportErrors.NOT_ALLOWED();
  return organizationId;
}

export async function memberLines(db: Db, organizationId: string): Promise<MemberLine[]> {
  const [members, places] = await Promise.all([
    repository.members(db, organizationId),
    repository.teamPlaces(db, organizationId),
  ]);
  return members.map(
    (member): MemberLine => ({
      email: member.email,
      name: member.name,
      role: member.role,
      teams: places.filter((place) => place.userId === member.userId).map((place) => place.name),
      joinedAt: toIso(member.createdAt),
    }),
  );
}

/** The export's file name: the organization's slug (safe characters only) and the day. */
export async function exportName(db: Db, organizationId: string, day: string): Promise<string> {
  const slug = (await repository.organizationSlug(db, organizationId))?.slug ?? organizationId;
  return `members-${slug.replace(/[^A-Za-z0-9_-]+/g, "-")}-${day}.csv`;
}
