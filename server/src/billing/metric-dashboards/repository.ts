import type { Insertable, Selectable, Updateable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import type { MetricDashboardTable } from "./tables.ts";

export type MetricDashboardRow = Selectable<MetricDashboardTable>;

export function find(db: Executor, organizationId: string, id: string): Promise<MetricDashboardRow | undefined> {
  return scoped(db, organizationId).selectFrom("metric_dashboard").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Oldest first, as they were made (Polar keeps no order of its own; this one is stable). */
export function list(db: Executor, organizationId: string): Promise<MetricDashboardRow[]> {
  return scoped(db, organizationId)
    .selectFrom("metric_dashboard")
    .selectAll()
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<MetricDashboardTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("metric_dashboard", row).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  values: Updateable<Omit<MetricDashboardTable, "id" | "organization_id">>,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("metric_dashboard")
    .set(values)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function remove(db: Executor, organizationId: string, id: string): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .deleteFrom("metric_dashboard")
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
