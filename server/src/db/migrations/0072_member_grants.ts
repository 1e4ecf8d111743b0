import type { MigrationDb } from "./column-types.ts";

/**
 * Team customers' members in billing:
 * - `customer_seat.member_id`: the member of a team customer a seat is assigned to (the seat's
 *   `customer_id` is then the team customer itself);
 * - `benefit_grant.member_id`, `benefit_grant_job.member_id`: the member a grant is for (a seat's
 *   benefits are granted to the member holding it);
 * - `usage_event.member_id`, `usage_event.external_member_id`: the member who performed an event.
 * Nullable columns and an index only, so the release before runs beside this one.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable("customer_seat").addColumn("member_id", "text").execute();
  await db.schema.alterTable("benefit_grant").addColumn("member_id", "text").execute();
  await db.schema.alterTable("benefit_grant_job").addColumn("member_id", "text").execute();
  await db.schema.alterTable("usage_event").addColumn("member_id", "text").execute();
  await db.schema.alterTable("usage_event").addColumn("external_member_id", "text").execute();
  await db.schema
    .createIndex("benefit_grant_member_idx")
    .on("benefit_grant")
    .columns(["organization_id", "member_id"])
    .execute();
}
