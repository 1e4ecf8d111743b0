import { randomUUID } from "node:crypto";
import { type Executor, inTransaction } from "../../db/transaction.ts";

/** A role as the mapping tables name it: built-in by name, or the organization's own by id. */
export type RoleReference = { builtInRole: string | null; organizationRoleId: string | null };
/** A role reference with the role's current name (an organization's own role may have been renamed). */
export type NamedRole = RoleReference & { role: string };

export type GroupRole = NamedRole & { group: string; groupKey: string };
export type DirectoryRole = NamedRole & { id: string };

/** The organization's mapping, in the order it was saved, each role under its current name. */
export async function findGroupRoles(db: Executor, organizationId: string): Promise<GroupRole[]> {
  const rows = await db
    .selectFrom("scim_group_role as mapping")
    .leftJoin("organizationRole as own", "own.id", "mapping.organization_role_id")
    .select([
      "mapping.group_name",
      "mapping.group_key",
      "mapping.built_in_role",
      "mapping.organization_role_id",
      "own.role as own_role",
    ])
    .where("mapping.organization_id", "=", organizationId)
    .orderBy("mapping.position")
    .execute();
  return rows.flatMap((row) => {
    const role = row.built_in_role ?? row.own_role;
    if (!role) return [];
    return [
      {
        group: row.group_name,
        groupKey: row.group_key,
        role,
        builtInRole: row.built_in_role,
        organizationRoleId: row.organization_role_id,
      },
    ];
  });
}

/** Replaces the organization's whole mapping with `entries`, in their order, in one transaction. */
export function replaceGroupRoles(
  db: Executor,
  organizationId: string,
  entries: readonly (RoleReference & { group: string; groupKey: string })[],
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom("scim_group_role").where("organization_id", "=", organizationId).execute();
    if (entries.length === 0) return;
    const now = new Date().toISOString();
    await trx
      .insertInto("scim_group_role")
      .values(
        entries.map((entry, position) => ({
          id: randomUUID(),
          organization_id: organizationId,
          position,
          group_name: entry.group,
          group_key: entry.groupKey,
          built_in_role: entry.builtInRole,
          organization_role_id: entry.organizationRoleId,
          created_at: now,
        })),
      )
      .execute();
  });
}

/** The ids of the organization's own roles among `names`, by name. */
export async function findOwnRoleIds(
  db: Executor,
  organizationId: string,
  names: readonly string[],
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom("organizationRole")
    .select(["id", "role"])
    .where("organizationId", "=", organizationId)
    .where("role", "in", [...names])
    .execute();
  return new Map(rows.map((row) => [row.role, row.id]));
}

/** A user's membership of an organization: its id and role field. */
export function findMembership(db: Executor, organizationId: string, userId: string) {
  return db
    .selectFrom("member")
    .select(["id", "role"])
    .where("organizationId", "=", organizationId)
    .where("userId", "=", userId)
    .executeTakeFirst();
}

export async function setMemberRole(db: Executor, memberId: string, role: string): Promise<void> {
  await db.updateTable("member").set({ role }).where("id", "=", memberId).execute();
}

/** The roles the directory gave a member, each under its current name. */
export async function findDirectoryRoles(db: Executor, memberId: string): Promise<DirectoryRole[]> {
  const rows = await db
    .selectFrom("scim_directory_role as given")
    .leftJoin("organizationRole as own", "own.id", "given.organization_role_id")
    .select(["given.id", "given.built_in_role", "given.organization_role_id", "own.role as own_role"])
    .where("given.member_id", "=", memberId)
    .execute();
  return rows.flatMap((row) => {
    const role = row.built_in_role ?? row.own_role;
    if (!role) return [];
    return [{ id: row.id, role, builtInRole: row.built_in_role, organizationRoleId: row.organization_role_id }];
  });
}

export async function forgetDirectoryRoles(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom("scim_directory_role")
    .where("id", "in", [...ids])
    .execute();
}

export async function recordDirectoryRoles(
  db: Executor,
  memberId: string,
  roles: readonly RoleReference[],
): Promise<void> {
  if (roles.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto("scim_directory_role")
    .values(
      roles.map((role) => ({
        id: randomUUID(),
        member_id: memberId,
        built_in_role: role.builtInRole,
        organization_role_id: role.organizationRoleId,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * Points the mapping's entries and the directory's records of one of the organization's own roles
 * at another role: after its holders were moved there, the groups that gave the old role give the
 * new one, and the directory still knows which of those roles it gave.
 */
export async function repointRole(
  db: Executor,
  organizationId: string,
  fromRoleId: string,
  to: RoleReference,
): Promise<void> {
  await db
    .updateTable("scim_group_role")
    .set({ built_in_role: to.builtInRole, organization_role_id: to.organizationRoleId })
    .where("organization_id", "=", organizationId)
    .where("organization_role_id", "=", fromRoleId)
    .execute();
  await db
    .updateTable("scim_directory_role")
    .set({ built_in_role: to.builtInRole, organization_role_id: to.organizationRoleId })
    .where("organization_role_id", "=", fromRoleId)
    .where("member_id", "in", db.selectFrom("member").select("id").where("organizationId", "=", organizationId))
    .execute();
}
