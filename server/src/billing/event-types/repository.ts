import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import type { EventTypeTable } from "../usage-events/tables.ts";

export type EventTypeRow = Selectable<EventTypeTable>;

/** The organization's labelled event types, by id. */
export async function labelled(db: Executor, organizationId: string): Promise<Map<string, EventTypeRow>> {
  const rows = await scoped(db, organizationId).selectFrom("event_type").selectAll().execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function upsert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<EventTypeTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId)
    .insertInto("event_type", row)
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet({
        label: row.label,
        label_property_selector: row.label_property_selector ?? null,
        modified_at: row.modified_at ?? null,
      }),
    )
    .execute();
}

export function find(db: Executor, organizationId: string, id: string): Promise<EventTypeRow | undefined> {
  return scoped(db, organizationId).selectFrom("event_type").selectAll().where("id", "=", id).executeTakeFirst();
}
