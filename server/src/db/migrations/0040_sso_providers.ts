import type { DialectKind } from "../database.ts";
import { columnTypes, falseDefault, type MigrationDb } from "./column-types.ts";

/**
 * Single sign-on per organization: `@better-auth/sso` 1.7.5's provider table
 * (OIDC and SAML configurations as JSON text, the email domain and whether it is verified) with
 * Gatehouse's two settings: `mandatory` (members of the verified domain must use this provider)
 * and `defaultRole` (the role of members it creates on first sign-in). SAML request ids and
 * used assertion ids live in `verification` (0001).
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const t = columnTypes(kind);
  const no = falseDefault(kind);
  await db.schema
    .createTable("ssoProvider")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("issuer", "text", (c) => c.notNull())
    .addColumn("oidcConfig", "text")
    .addColumn("samlConfig", "text")
    .addColumn("userId", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("providerId", "text", (c) => c.notNull().unique())
    .addColumn("organizationId", "text", (c) => c.references("organization.id").onDelete("cascade"))
    .addColumn("domain", "text", (c) => c.notNull())
    .addColumn("domainVerified", t.bool, (c) => c.notNull().defaultTo(no))
    .addColumn("mandatory", t.bool, (c) => c.notNull().defaultTo(no))
    .addColumn("defaultRole", "text", (c) => c.notNull().defaultTo("member"))
    .execute();
  await db.schema.createIndex("ssoProvider_organizationId_idx").on("ssoProvider").column("organizationId").execute();
}
