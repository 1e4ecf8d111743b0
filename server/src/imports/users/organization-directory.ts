import { createHash } from "node:crypto";
import type { Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { AuthColumns } from "./auth-columns.ts";
import { digestOf } from "./fingerprint.ts";
import type { ImportedMembership } from "./imported-user.ts";

type ImportedOrganization = ImportedMembership["organization"];

/**
 * Finds or creates the organizations and teams a file's memberships name: an organization by its
 * origin id (an import_item of kind "organization" for the format), created under its slug or,
 * when that slug is taken, the first free `<slug>-2`, `<slug>-3`…; a team by its name within its
 * organization. The ids found are kept for the rest of the run, since thousands of users share a
 * few organizations; `forget()` drops them whenever writes are rolled back (a refused row, a dry
 * run's batch), so no id of a row that was never committed is handed out again.
 */
export class OrganizationDirectory {
  private readonly organizations = new Map<string, string>();
  private readonly teams = new Map<string, string>();

  constructor(
    private readonly source: string,
    private readonly columns: AuthColumns,
  ) {}

  forget(): void {
    this.organizations.clear();
    this.teams.clear();
  }

  async organizationId(trx: Tx, organization: ImportedOrganization, now: Date): Promise<string> {
    const known = this.organizations.get(organization.externalId);
    if (known) return known;
    const found = await trx
      .selectFrom("import_item")
      .innerJoin("organization", "organization.id", "import_item.local_id")
      .select("organization.id")
      .where("import_item.source", "=", this.source)
      .where("import_item.scope", "=", "")
      .where("import_item.kind", "=", "organization")
      .where("import_item.external_id", "=", organization.externalId)
      .executeTakeFirst();
    const id = found?.id ?? (await this.createOrganization(trx, organization, now));
    this.organizations.set(organization.externalId, id);
    return id;
  }

  async teamId(trx: Tx, organizationId: string, name: string, now: Date): Promise<string> {
    const key = `${organizationId}\0${name}`;
    const known = this.teams.get(key);
    if (known) return known;
    const found = await trx
      .selectFrom("team")
      .select("id")
      .where("organizationId", "=", organizationId)
      .where("name", "=", name)
      .executeTakeFirst();
    const id = found?.id ?? newId();
    if (!found)
      await trx
        .insertInto("team")
        .values({ id, name, organizationId, createdAt: this.columns.date(now), updatedAt: this.columns.date(now) })
        .execute();
    this.teams.set(key, id);
    return id;
  }

  private async createOrganization(trx: Tx, organization: ImportedOrganization, now: Date): Promise<string> {
    const id = newId();
    await trx
      .insertInto("organization")
      .values({
        id,
        name: organization.name,
        slug: await freeSlug(trx, organization.slug),
        logo: null,
        createdAt: this.columns.date(now),
        metadata: null,
      })
      .execute();
    const at = now.toISOString();
    await trx
      .insertInto("import_item")
      .values({
        source: this.source,
        scope: "",
        kind: "organization",
        external_id: organization.externalId,
        local_id: id,
        fingerprint: digestOf({ name: organization.name, slug: organization.slug }),
        created_at: at,
        updated_at: at,
      })
      // An item whose organization was deleted since points at the new one.
      .onConflict((conflict) =>
        conflict.columns(["source", "scope", "kind", "external_id"]).doUpdateSet({ local_id: id, updated_at: at }),
      )
      .execute();
    return id;
  }
}

/** The slug, or the first of `<slug>-2`, `<slug>-3`… no organization has. */
async function freeSlug(trx: Tx, slug: string): Promise<string> {
  const taken = new Set(
    (
      await trx
        .selectFrom("organization")
        .select("slug")
        .where((where) => where.or([where("slug", "=", slug), where("slug", "like", `${slug}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  let candidate = slug;
  for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `${slug}-${suffix}`;
  return candidate;
}

/** The organization plugin's key of a team membership: base64url SHA-256 of `[teamId, userId]`. */
export const teamMembershipKey = (teamId: string, userId: string): string =>
  createHash("sha256")
    .update(JSON.stringify([teamId, userId]))
    .digest("base64url");
