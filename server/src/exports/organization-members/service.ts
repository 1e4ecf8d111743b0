import { type OrganizationRole, organizationRoles } from "../../auth/roles/organization.ts";
import type { Db } from "../../db/transaction.ts";
import { toIso } from "../../kit/time.ts";
import { MembersExportErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { MemberLine } from "./schemas.ts";

const isRole = (role: string): role is OrganizationRole => Object.hasOwn(organizationRoles, role);

/**
 * Whoever may manage members may export them: owners and admins by the organization's roles
 * (member update), a member holding several roles when any of them grants it.
 */
const managesMembers = (role: string): boolean =>
  role
    .split(",")
    .map((part) => part.trim())
    .filter(isRole)
    .some((part) => organizationRoles[part].authorize({ member: ["update"] }).success);

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
  if (!managesMembers(role)) throw MembersExportErrors.NOT_ALLOWED();
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
