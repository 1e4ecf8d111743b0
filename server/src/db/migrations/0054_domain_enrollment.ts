import type { MigrationDb } from "./column-types.ts";

/**
 * Enrollment by verified domain (auth/organization/enrollment/tables.ts): what an organization
 * does with people whose verified email is on one of its verified domains (per domain: nothing,
 * suggest joining, invite them, or make them members, and the role they get); the suggestions a
 * person dismissed; and the invitations enrollment sent, so each person is invited once. All go
 * with their organization and their user. New tables only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("organization_enrollment")
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("domain", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("updated_by_user_id", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("organization_enrollment_pk", ["organization_id", "domain"])
    .execute();
  await db.schema
    .createTable("enrollment_dismissal")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("dismissed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("enrollment_dismissal_pk", ["user_id", "organization_id"])
    .execute();
  await db.schema
    .createTable("enrollment_invitation")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
    .addColumn("invitation_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("enrollment_invitation_pk", ["user_id", "organization_id"])
    .execute();
}
