import { type Executor, inTransaction } from "../../db/transaction.ts";

/** What a request did to an attribute: unset it (`true`) or gave it a value (`false`). */
export type UnsetChanges = ReadonlyMap<string, boolean>;

/** The attributes the directory unset, per SCIM user id (users with none are absent). */
export async function findUnsetAttributes(db: Executor, scimUserIds: string[]): Promise<Map<string, Set<string>>> {
  const unset = new Map<string, Set<string>>();
  if (scimUserIds.length === 0) return unset;
  const rows = await db
    .selectFrom("scim_unset_attribute")
    .select(["scim_user_id", "attribute"])
    .where("scim_user_id", "in", scimUserIds)
    .execute();
  for (const row of rows) unset.set(row.scim_user_id, (unset.get(row.scim_user_id) ?? new Set()).add(row.attribute));
  return unset;
}

/** Records what one request unset and set, together; answers the attributes unset afterwards. */
export function recordUnsetChanges(db: Executor, scimUserId: string, changes: UnsetChanges): Promise<Set<string>> {
  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    for (const [attribute, unset] of changes) {
      await trx
        .deleteFrom("scim_unset_attribute")
        .where("scim_user_id", "=", scimUserId)
        .where("attribute", "=", attribute)
        .execute();
      if (unset)
        await trx
          .insertInto("scim_unset_attribute")
          .values({ scim_user_id: scimUserId, attribute, created_at: now })
          .execute();
    }
    return (await findUnsetAttributes(trx, [scimUserId])).get(scimUserId) ?? new Set();
  });
}

/** A person the directory left with neither display name nor name is called by their email, as a create without them is. */
export async function nameUserByEmail(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable("user")
    .set((eb) => ({ name: eb.ref("email") }))
    .where("id", "=", userId)
    .execute();
}
