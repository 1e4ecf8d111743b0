import type { DialectKind } from "../database.ts";
import { columnTypes, type MigrationDb } from "./column-types.ts";

/**
 * The organization plugin's tables (teams enabled) and the session's active organization/team,
 * typed as better-auth's kysely adapter reads and writes them. Beyond the library's own schema:
 * - one membership per (organization, user) and per (team, user), so racing accepts or adds
 *   cannot create a second row;
 * - cascades from organization to members, invitations and teams (and team to team members),
 *   because the library's delete removes members and invitations but leaves teams behind;
 * - an active organization or team that is deleted is cleared on every session, not only on
 *   the session that deleted it.
 */
export async function up(db: MigrationDb, kind: DialectKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable("organization")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("logo", "text")
    .addColumn("createdAt", t.date, (c) => c.notNull())
    // JSON text; the plugin parses it into an object on the way out.
    .addColumn("metadata", "text")
    .execute();

  await db.schema
    .createTable("member")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organizationId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    // Several roles are stored comma-separated ("admin,member").
    .addColumn("role", "text", (c) => c.notNull().defaultTo("member"))
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addUniqueConstraint("member_organizationId_userId_unique", ["organizationId", "userId"])
    .execute();
  await db.schema.createIndex("member_userId_idx").on("member").column("userId").execute();

  await db.schema
    .createTable("team")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    // Seat counter the plugin reserves atomically against the team member limit.
    .addColumn("memberCount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("organizationId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("updatedAt", t.date)
    .execute();
  await db.schema.createIndex("team_organizationId_idx").on("team").column("organizationId").execute();

  await db.schema
    .createTable("teamMember")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("teamId", "text", (c) => c.notNull().references("team.id").onDelete("cascade"))
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    // sha256(teamId, userId), the plugin's own idempotency key.
    .addColumn("membershipKey", "text", (c) => c.unique())
    .addColumn("createdAt", t.date)
    .addUniqueConstraint("teamMember_teamId_userId_unique", ["teamId", "userId"])
    .execute();
  await db.schema.createIndex("teamMember_userId_idx").on("teamMember").column("userId").execute();

  await db.schema
    .createTable("invitation")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organizationId", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text")
    // One team id, or several comma-separated: no foreign key can hold that.
    .addColumn("teamId", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("expiresAt", t.date, (c) => c.notNull())
    .addColumn("createdAt", t.date, (c) => c.notNull())
    .addColumn("inviterId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("invitation_organizationId_idx").on("invitation").column("organizationId").execute();
  await db.schema.createIndex("invitation_email_idx").on("invitation").column("email").execute();

  // Nullable without defaults: sessions written by anything else stay valid.
  await db.schema
    .alterTable("session")
    .addColumn("activeOrganizationId", "text", (c) => c.references("organization.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("session")
    .addColumn("activeTeamId", "text", (c) => c.references("team.id").onDelete("set null"))
    .execute();
}
