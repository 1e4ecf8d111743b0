import type { Insertable } from "kysely";
import type { MemberTable, OrganizationTable, TeamMemberTable, TeamTable } from "../../db/schema.ts";
import type { Tx } from "../../db/transaction.ts";
import type { ImportItemTable } from "../tables.ts";

/**
 * The users import's statements on the organization plugin's tables (organizations, teams,
 * memberships) and on the import items of organizations, inside the batch's transaction.
 */

/** The organization this source imported before under the external id, if it still exists. */
export async function findImportedOrganizationId(
  trx: Tx,
  source: string,
  externalId: string,
): Promise<string | undefined> {
  const found = await trx
    .selectFrom("import_item")
    .innerJoin("organization", "organization.id", "import_item.local_id")
    .select("organization.id")
    .where("import_item.source", "=", source)
    .where("import_item.scope", "=", "")
    .where("import_item.kind", "=", "organization")
    .where("import_item.external_id", "=", externalId)
    .executeTakeFirst();
  return found?.id;
}

export async function insertOrganization(trx: Tx, row: Insertable<OrganizationTable>): Promise<void> {
  await trx.insertInto("organization").values(row).execute();
}

/** Writes an organization's import item; an existing one (its organization deleted since) points at the new one. */
export async function upsertOrganizationItem(trx: Tx, row: Insertable<ImportItemTable>): Promise<void> {
  await trx
    .insertInto("import_item")
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(["source", "scope", "kind", "external_id"])
        .doUpdateSet({ local_id: row.local_id, updated_at: row.updated_at }),
    )
    .execute();
}

/** The slugs among `slug` and `<slug>-…` that organizations already have. */
export async function findSlugsLike(trx: Tx, slug: string): Promise<string[]> {
  const rows = await trx
    .selectFrom("organization")
    .select("slug")
    .where((where) => where.or([where("slug", "=", slug), where("slug", "like", `${slug}-%`)]))
    .execute();
  return rows.map((row) => row.slug);
}

export async function findTeamId(trx: Tx, organizationId: string, name: string): Promise<string | undefined> {
  const found = await trx
    .selectFrom("team")
    .select("id")
    .where("organizationId", "=", organizationId)
    .where("name", "=", name)
    .executeTakeFirst();
  return found?.id;
}

export async function insertTeam(trx: Tx, row: Insertable<TeamTable>): Promise<void> {
  await trx.insertInto("team").values(row).execute();
}

/** Writes memberships; one that exists takes the new role. */
export async function upsertMembers(trx: Tx, rows: Insertable<MemberTable>[]): Promise<void> {
  await trx
    .insertInto("member")
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(["organizationId", "userId"]).doUpdateSet((update) => ({ role: update.ref("excluded.role") })),
    )
    .execute();
}

/** Writes team memberships; one that exists stays as it is. */
export async function insertTeamMembers(trx: Tx, rows: Insertable<TeamMemberTable>[]): Promise<void> {
  await trx
    .insertInto("teamMember")
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Recounts the teams' members into the plugin's counter, which its team member limit reads. */
export async function recountTeamMembers(trx: Tx, teamIds: string[]): Promise<void> {
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
