import { sql } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/scope.ts";
import { slotLength } from "../common/time-buckets.ts";
import { type MetricsScope, periodOfSlot, toNumber } from "./repository.ts";

export type CheckoutBucket = { checkouts: number; succeeded: number };

/** Checkouts per period (by when they were opened), keyed by the period's start; per slot first, as orders. */
export async function checkoutsByBucket(
  db: Executor,
  scope: MetricsScope,
  boundaries: readonly string[],
): Promise<Map<string, CheckoutBucket>> {
  const length = slotLength(boundaries);
  let perSlot = scoped(db, scope.organizationId)
    .selectFrom("checkout")
    .where("checkout.created_at", ">=", boundaries[0] ?? "")
    .where("checkout.created_at", "<", boundaries[boundaries.length - 1] ?? "");
  if (scope.productIds?.length) perSlot = perSlot.where("checkout.product_id", "in", [...scope.productIds]);
  if (scope.customerIds?.length) perSlot = perSlot.where("checkout.customer_id", "in", [...scope.customerIds]);
  if (scope.billingType)
    perSlot = perSlot.where(
      "checkout.product_id",
      "in",
      scoped(db, scope.organizationId)
        .selectFrom("product")
        .select("product.id")
        .where("product.is_recurring", "=", scope.billingType === "recurring" ? 1 : 0),
    );
  const slots = perSlot
    .select([
      sql<string>`substr(checkout.created_at, 1, ${sql.lit(length)})`.as("slot"),
      sql<number>`count(*)`.as("checkouts"),
      sql<number>`count(case when checkout.status = 'succeeded' then 1 end)`.as("succeeded"),
    ])
    .groupBy(sql`1`);
  const period = periodOfSlot(db, boundaries, length);
  const rows = await db
    .selectFrom(slots.as("per_slot"))
    .select([
      period.expression.as("bucket"),
      sql<number>`sum(per_slot.checkouts)`.as("checkouts"),
      sql<number>`sum(per_slot.succeeded)`.as("succeeded"),
    ])
    .groupBy(sql`1`)
    .execute();
  return new Map(
    rows.map((row) => [
      period.startOf(row.bucket),
      { checkouts: toNumber(row.checkouts), succeeded: toNumber(row.succeeded) },
    ]),
  );
}
