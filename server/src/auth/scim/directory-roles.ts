import { AsyncLocalStorage } from "node:async_hooks";
import type { Executor } from "../../db/transaction.ts";
import { CREATOR_ROLE } from "../roles/organization.ts";
import { parseRoleField } from "../roles/permissions.ts";
import {
  type DirectoryRole,
  findDirectoryRoles,
  findGroupRoles,
  findMembership,
  forgetDirectoryRoles,
  type GroupRole,
  type NamedRole,
  type RoleReference,
  recordDirectoryRoles,
  repointRole,
  setMemberRole,
} from "./group-roles-repository.ts";

/** A directory group as the SCIM plugin describes it: its SCIM id and display name. */
type DirectoryGroup = { id: string; displayName: string };

/** The role a member is left with when the directory takes back all they held. */
const FALLBACK_ROLE = "member";

/** How a mapping entry's group is written: trimmed, without case. */
export const groupKeyOf = (group: string) => group.trim().toLowerCase();

/** One key per role, whatever its name now. */
export const referenceKey = (role: RoleReference) => role.builtInRole ?? `own:${role.organizationRoleId}`;

/** The roles the mapping gives someone in `groups`: an entry names a group by display name or by SCIM id. */
function mappedRoles(mapping: readonly GroupRole[], groups: readonly DirectoryGroup[]): Map<string, NamedRole> {
  const keys = new Set(groups.flatMap((group) => [groupKeyOf(group.displayName), groupKeyOf(group.id)]));
  return new Map(
    mapping.filter((entry) => keys.has(entry.groupKey)).map((entry) => [referenceKey(entry), entry] as const),
  );
}

type RolePlan = {
  /** The member's role field afterwards. */
  roles: string[];
  /** Records of directory-given roles to drop: taken back, or taken away by a person. */
  forget: string[];
  /** Roles the directory gives now, to record as its own. */
  record: RoleReference[];
};

/**
 * What the directory changes on one member: it takes back the roles it gave that the mapping no
 * longer gives them, and gives the mapped roles they lack. A role a person gave is never taken
 * back (it has no record), nor recorded when the mapping gives it too; a directory-given role a
 * person took away is forgotten, and given again while the mapping says so.
 */
function planRoles(held: readonly string[], wanted: Map<string, NamedRole>, given: readonly DirectoryRole[]): RolePlan {
  const roles = [...held];
  const forget: string[] = [];
  const kept = new Set<string>();
  for (const role of given) {
    if (!held.includes(role.role)) forget.push(role.id);
    else if (wanted.has(referenceKey(role))) kept.add(referenceKey(role));
    else {
      roles.splice(roles.indexOf(role.role), 1);
      forget.push(role.id);
    }
  }
  const record: RoleReference[] = [];
  for (const [key, role] of wanted) {
    if (kept.has(key) || roles.includes(role.role)) continue;
    roles.push(role.role);
    record.push({ builtInRole: role.builtInRole, organizationRoleId: role.organizationRoleId });
  }
  if (roles.length === 0) roles.push(FALLBACK_ROLE);
  return { roles, forget, record };
}

/**
 * Gives a member of the organization the roles its mapping gives the directory groups they are in,
 * and takes back those it gave before that it no longer gives. Owners are left as they are: a
 * directory cannot change who holds an organization. Runs in the caller's transaction.
 */
export async function applyDirectoryRoles(
  db: Executor,
  organizationId: string,
  userId: string,
  groups: readonly DirectoryGroup[],
): Promise<void> {
  const member = await findMembership(db, organizationId, userId);
  if (!member) return;
  const held = parseRoleField(member.role);
  if (held.includes(CREATOR_ROLE)) return;
  const wanted = mappedRoles(await findGroupRoles(db, organizationId), groups);
  const plan = planRoles(held, wanted, await findDirectoryRoles(db, member.id));
  await forgetDirectoryRoles(db, plan.forget);
  await recordDirectoryRoles(db, member.id, plan.record);
  const field = plan.roles.join(",");
  if (field !== held.join(",")) await setMemberRole(db, member.id, field);
}

const reapplying = new AsyncLocalStorage<true>();

/**
 * Runs `work` — a replay of the projection over an organization's provisioned people — as a
 * re-application of a changed mapping: only their roles change (the projection checks
 * isReapplyingMapping), not who is a member or of which team.
 */
export const reapplyingMapping = <T>(work: () => Promise<T>): Promise<T> => reapplying.run(true, work);
export const isReapplyingMapping = (): boolean => reapplying.getStore() === true;

/**
 * An organization's role whose holders were moved to another (reassign-role, before the role is
 * deleted): the directory's groups and records follow them, so a group that gave the old role now
 * gives the new one, and takes it back as its own when a person leaves the group.
 */
export function followReassignedRole(
  db: Executor,
  organizationId: string,
  fromRoleId: string,
  to: { builtInRole: string } | { organizationRoleId: string },
): Promise<void> {
  return repointRole(db, organizationId, fromRoleId, {
    builtInRole: "builtInRole" in to ? to.builtInRole : null,
    organizationRoleId: "organizationRoleId" in to ? to.organizationRoleId : null,
  });
}
