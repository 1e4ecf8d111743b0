import type { MigrationDb } from "./column-types.ts";

/**
 * Moving in (`gatehouse import`): what each import brought in (so a second run changes nothing),
 * each run's counts and refused rows, and TOTP keys imported from other systems (imports/tables.ts);
 * and an index on a sign-in's provider and subject, which a social sign-in looks its account up by
 * and an import checks every imported identity against (it scanned the account table before).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("import_item")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("external_id", "text", (c) => c.notNull())
    .addColumn("local_id", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("import_item_pkey", ["source", "scope", "kind", "external_id"])
    .execute();
  await db.schema.createIndex("import_item_local_idx").on("import_item").columns(["kind", "local_id"]).execute();
  await db.schema
    .createTable("import_run")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("organization_id", "text")
    .addColumn("input", "text")
    .addColumn("dry_run", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("created", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("unchanged", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("refused", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("refusals", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.createIndex("import_run_started_idx").on("import_run").column("started_at").execute();
  await db.schema
    .createTable("imported_totp")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("account_accountId_providerId_idx")
    .on("account")
    .columns(["accountId", "providerId"])
    .execute();
}
