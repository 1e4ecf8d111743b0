import type { MigrationDb } from "./column-types.ts";

/**
 * Languages (docs/guides/languages.md): the language a person chose for themselves (better-auth's
 * user table, a `locale` additional field), and the language an organization's customers get when
 * they have none of their own. Customers and checkouts already had a `locale` column. Nullable
 * columns only, so the release before runs beside this one without reading them.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("user").addColumn("locale", "text").execute();
  await db.schema.alterTable("billing_organization").addColumn("default_locale", "text").execute();
}
