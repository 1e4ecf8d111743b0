import type { Executor } from "../../db/transaction.ts";

/** Whose imported items: one source (polar, stripe) into one billing organization. */
export type ItemScope = { source: string; organizationId: string };

/** One origin object as an earlier run recorded it. */
export type ItemRecord = { kind: string; externalId: string; localId: string; fingerprint: string };

/** Every `import_item` of the source in the billing organization. */
export function itemsIn(db: Executor, scope: ItemScope) {
  return db
    .selectFrom("import_item")
    .select(["kind", "external_id", "local_id", "fingerprint"])
    .where("source", "=", scope.source)
    .where("scope", "=", scope.organizationId)
    .execute();
}

/** Writes the item, or points the existing one at `localId` with the new fingerprint. */
export async function upsertItem(db: Executor, scope: ItemScope, item: ItemRecord, now: string): Promise<void> {
  await db
    .insertInto("import_item")
    .values({
      source: scope.source,
      scope: scope.organizationId,
      kind: item.kind,
      external_id: item.externalId,
      local_id: item.localId,
      fingerprint: item.fingerprint,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["source", "scope", "kind", "external_id"])
        .doUpdateSet({ local_id: item.localId, fingerprint: item.fingerprint, updated_at: now }),
    )
    .execute();
}
