import type { MigrationDb } from "./column-types.ts";

/**
 * IP allowlists of credentials (kit/ip-ranges.ts): a JSON array of addresses and CIDR ranges, null
 * when the credential may be used from any address. On the api-key plugin's table a column of
 * Gatehouse's own rather than the key's metadata, which the plugin hands back to callers; on
 * organization access tokens beside their scopes. New nullable columns only, so the release
 * before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("apikey").addColumn("ipAllowlist", "text").execute();
  await db.schema.alterTable("organization_access_token").addColumn("ip_allowlist", "text").execute();
}
