import { sql } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { hourOf, randomShard } from "../common/hourly-totals.ts";

/**
 * Checkouts opened and succeeded per organization and UTC hour of opening
 * (common/hourly-totals.ts): a checkout is counted when it is created, and again as succeeded
 * when it reaches `succeeded` (once: the transition is conditional on its previous status).
 */
export async function addToHour(
  db: Executor,
  organizationId: string,
  createdAt: string,
  change: { checkouts: number; succeeded: number },
): Promise<void> {
  await db
    .insertInto("checkout_hour")
    .values({
      organization_id: organizationId,
      hour: hourOf(createdAt),
      shard: randomShard(),
      checkouts: change.checkouts,
      succeeded: change.succeeded,
    })
    .onConflict((conflict) =>
      conflict.columns(["organization_id", "hour", "shard"]).doUpdateSet({
        checkouts: sql`checkout_hour.checkouts + ${change.checkouts}`,
        succeeded: sql`checkout_hour.succeeded + ${change.succeeded}`,
      }),
    )
    .execute();
}
