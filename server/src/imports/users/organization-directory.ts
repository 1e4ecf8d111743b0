import { createHash } from "node:crypto";
import type { Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { AuthColumns } from "./auth-columns.ts";
import { digestOf } from "./fingerprint.ts";
import type { ImportedMembership } from "./imported-user.ts";
import {
  findImportedOrganizationId,
  findSlugsLike,
  findTeamId,
  insertOrganization,
  insertTeam,
  upsertOrganizationItem,
} from "./organization-repository.ts";

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
    const found = await findImportedOrganizationId(trx, this.source, organization.externalId);
    const id = found ?? (await this.createOrganization(trx, organization, now));
    this.organizations.set(organization.externalId, id);
    return id;
  }

  async teamId(trx: Tx, organizationId: string, name: string, now: Date): Promise<string> {
    const key = `${organizationId}\0${name}`;
    const known = this.teams.get(key);
    if (known) return known;
    const found = await findTeamId(trx, organizationId, name);
    const id = found ?? newId();
    if (found === undefined)
      await insertTeam(trx, {
        id,
        name,
        organizationId,
        createdAt: this.columns.date(now),
        updatedAt: this.columns.date(now),
      });
    this.teams.set(key, id);
    return id;
  }

  private async createOrganization(trx: Tx, organization: ImportedOrganization, now: Date): Promise<string> {
    const id = newId();
    await insertOrganization(trx, {
      id,
      name: organization.name,
      slug: await freeSlug(trx, organization.slug),
      logo: null,
      createdAt: this.columns.date(now),
      metadata: null,
    });
    const at = now.toISOString();
    // An item whose organization was deleted since points at the new one.
    await upsertOrganizationItem(trx, {
      source: this.source,
      scope: "",
      kind: "organization",
      external_id: organization.externalId,
      local_id: id,
      fingerprint: digestOf({ name: organization.name, slug: organization.slug }),
      created_at: at,
      updated_at: at,
    });
    return id;
  }
}

/** The slug, or the first of `<slug>-2`, `<slug>-3`… no organization has. */
async function freeSlug(trx: Tx, slug: string): Promise<string> {
  const taken = new Set(await findSlugsLike(trx, slug));
  let candidate = slug;
  for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `${slug}-${suffix}`;
  return candidate;
}

/** The organization plugin's key of a team membership: base64url SHA-256 of `[teamId, userId]`. */
export const teamMembershipKey = (teamId: string, userId: string): string =>
  createHash("sha256")
    .update(JSON.stringify([teamId, userId]))
    .digest("base64url");
