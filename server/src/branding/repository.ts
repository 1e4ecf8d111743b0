import type { Executor } from "../db/transaction.ts";
import type { BrandAssetTable, OrganizationBrandingTable } from "./tables.ts";

/** What a brand needs of its organization: its name, and the logo its general settings carry. */
export type OrganizationIdentity = { id: string; name: string; logo: string | null };

export function findOrganization(db: Executor, id: string): Promise<OrganizationIdentity | undefined> {
  return db.selectFrom("organization").select(["id", "name", "logo"]).where("id", "=", id).executeTakeFirst();
}

export function findOrganizationBySlug(db: Executor, slug: string): Promise<OrganizationIdentity | undefined> {
  return db.selectFrom("organization").select(["id", "name", "logo"]).where("slug", "=", slug).executeTakeFirst();
}

/**
 * The organization an OpenID client belongs to: the OAuth provider's `referenceId`, set when an
 * owner registers the client for their organization. The table is the provider plugin's own,
 * typed here for this one read.
 */
export async function findClientOrganizationId(db: Executor, clientId: string): Promise<string | null> {
  const row = await db
    .withTables<{ oauthClient: { clientId: string; referenceId: string | null } }>()
    .selectFrom("oauthClient")
    .select("referenceId")
    .where("clientId", "=", clientId)
    .executeTakeFirst();
  return row?.referenceId ?? null;
}

export function findSettings(db: Executor, organizationId: string): Promise<OrganizationBrandingTable | undefined> {
  return db
    .selectFrom("organization_branding")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
}

type SettingsColumns = Omit<OrganizationBrandingTable, "organization_id" | "updated_at">;

/** Sets the given columns (the others keep their values; a first write leaves them null). */
export async function saveSettings(
  db: Executor,
  organizationId: string,
  columns: Partial<SettingsColumns>,
  updatedAt: string,
): Promise<void> {
  await db
    .insertInto("organization_branding")
    .values({ organization_id: organizationId, ...columns, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column("organization_id").doUpdateSet({ ...columns, updated_at: updatedAt }))
    .execute();
}

export async function insertAsset(db: Executor, asset: BrandAssetTable): Promise<void> {
  await db.insertInto("brand_asset").values(asset).execute();
}

export function findAsset(db: Executor, id: string): Promise<BrandAssetTable | undefined> {
  return db.selectFrom("brand_asset").selectAll().where("id", "=", id).executeTakeFirst();
}
