import { containsInsensitive } from "../../db/like.ts";
import type { Executor } from "../../db/transaction.ts";
import { inTransaction } from "../../db/transaction.ts";
import { parseRoleField } from "../roles/permissions.ts";

/** A member row by id, whatever its organization. */
export function findMemberById(db: Executor, memberId: string) {
  return db
    .selectFrom("member")
    .select(["id", "organizationId", "userId", "role"])
    .where("id", "=", memberId)
    .executeTakeFirst();
}

/** The name of an organization's own role, by id (within one organization when it is named). */
export async function findRoleNameById(
  db: Executor,
  roleId: string | undefined,
  organizationId?: string,
): Promise<string | undefined> {
  if (!roleId) return undefined;
  let query = db.selectFrom("organizationRole").select("role").where("id", "=", roleId);
  if (organizationId) query = query.where("organizationId", "=", organizationId);
  return (await query.executeTakeFirst())?.role;
}

/** The id of an organization's own role, by name. */
export async function findRoleIdByName(
  db: Executor,
  organizationId: string,
  role: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("organizationRole")
    .select("id")
    .where("organizationId", "=", organizationId)
    .where("role", "=", role)
    .executeTakeFirst();
  return row?.id;
}

/** Rows whose comma-separated role field holds `role` (LIKE narrows, the exact split decides). */
const holding = (rows: { id: string; role: string | null }[], role: string) =>
  rows.filter((row) => parseRoleField(row.role).includes(role));

async function membersHolding(db: Executor, organizationId: string, role: string) {
  const rows = await db
    .selectFrom("member")
    .select(["id", "role"])
    .where("organizationId", "=", organizationId)
    .where(containsInsensitive("role", role))
    .execute();
  return holding(rows, role);
}

async function pendingInvitationsHolding(db: Executor, organizationId: string, role: string) {
  const rows = await db
    .selectFrom("invitation")
    .select(["id", "role"])
    .where("organizationId", "=", organizationId)
    .where("status", "=", "pending")
    .where(containsInsensitive("role", role))
    .execute();
  return holding(rows, role);
}

export async function countPendingInvitationsWithRole(db: Executor, organizationId: string, role: string) {
  return (await pendingInvitationsHolding(db, organizationId, role)).length;
}

/** A role field with `from` replaced by `to` (nothing added twice); `to` null drops it. */
export function replaceRole(field: string | null, from: string, to: string | null): string {
  const roles = parseRoleField(field).flatMap((role) => (role === from ? (to ? [to] : []) : [role]));
  return [...new Set(roles)].join(",");
}

/**
 * Moves every member and pending invitation of the organization holding `from` to `to`, in one
 * transaction (a member who already holds `to` just loses `from`). Returns how many of each moved.
 */
export function moveRoleHolders(db: Executor, organizationId: string, from: string, to: string) {
  return inTransaction(db, async (trx) => {
    const members = await membersHolding(trx, organizationId, from);
    for (const member of members)
      await trx
        .updateTable("member")
        .set({ role: replaceRole(member.role, from, to) })
        .where("id", "=", member.id)
        .execute();
    const invitations = await pendingInvitationsHolding(trx, organizationId, from);
    for (const invitation of invitations)
      await trx
        .updateTable("invitation")
        .set({ role: replaceRole(invitation.role, from, to) })
        .where("id", "=", invitation.id)
        .execute();
    return { members: members.length, invitations: invitations.length };
  });
}
