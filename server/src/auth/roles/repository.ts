import type { Executor } from "../../db/transaction.ts";

/** The permissions (JSON text) of the organization's own roles among `roles`. */
export async function findRoleDefinitions(
  db: Executor,
  organizationId: string,
  roles: readonly string[],
): Promise<{ role: string; permission: string }[]> {
  if (roles.length === 0) return [];
  return db
    .selectFrom("organizationRole")
    .select(["role", "permission"])
    .where("organizationId", "=", organizationId)
    .where("role", "in", [...roles])
    .execute();
}

/** The organization's own roles' names. */
export async function organizationRoleNames(db: Executor, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("organizationRole")
    .select("role")
    .where("organizationId", "=", organizationId)
    .orderBy("role")
    .execute();
  return rows.map((row) => row.role);
}
