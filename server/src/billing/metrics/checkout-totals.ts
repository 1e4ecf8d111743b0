import { sql } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { HOUR_SLOT_LENGTH } from "../common/hourly-totals.ts";
import { scoped } from "../common/scope.ts";
import { slotLength } from "../common/time-buckets.ts";
import { type MetricsScope, periodOfSlot, toNumber } from "./repository.ts";

/**
 * Checkouts per period, by when they were opened. Without a filter, and when periods start on
 * whole UTC hours, from the checkouts' hourly totals (checkouts/hourly-totals.ts); otherwise the
 * checkouts themselves are counted per slot over their (organization, created_at) index.
 */

export type CheckoutBucket = { checkouts: number; succeeded: number };

function perSlotFromCheckouts(db: Executor, scope: MetricsScope, boundaries: readonly string[], length: number) {
  let query = scoped(db, scope.organizationId)
    .selectFrom("checkout")
    .where("checkout.created_at", ">=", boundaries[0] ?? "")
    .where("checkout.created_at", "<", boundaries[boundaries.length - 1] ?? "");
  if (scope.productIds?.length) query = query.where("checkout.product_id", "in", [...scope.productIds]);
  if (scope.customerIds?.length) query = query.where("checkout.customer_id", "in", [...scope.customerIds]);
  if (scope.billingType)
    query = query.where(
      "checkout.product_id",
      "in",
      scoped(db, scope.organizationId)
        .selectFrom("product")
        .select("product.id")
        .where("product.is_recurring", "=", scope.billingType === "recurring" ? 1 : 0),
    );
  return query
    .select([
      sql<string>`substr(checkout.created_at, 1, ${sql.lit(length)})`.as("slot"),
      sql<number>`count(*)`.as("checkouts"),
      sql<number>`count(case when checkout.status = 'succeeded' then 1 end)`.as("succeeded"),
    ])
    .groupBy(sql`1`);
}

function perSlotFromHours(db: Executor, scope: MetricsScope, boundaries: readonly string[], length: number) {
  return scoped(db, scope.organizationId)
    .selectFrom("checkout_hour")
    .where("checkout_hour.hour", ">=", (boundaries[0] ?? "").slice(0, HOUR_SLOT_LENGTH))
    .where("checkout_hour.hour", "<", (boundaries[boundaries.length - 1] ?? "").slice(0, HOUR_SLOT_LENGTH))
    .select([
      sql<string>`substr(checkout_hour.hour, 1, ${sql.lit(length)})`.as("slot"),
      sql<number>`sum(checkout_hour.checkouts)`.as("checkouts"),
      sql<number>`sum(checkout_hour.succeeded)`.as("succeeded"),
    ])
    .groupBy(sql`1`);
}

/** Checkouts per period, keyed by the period's start: per slot, then summed into periods. */
export async function checkoutsByBucket(
  db: Executor,
  scope: MetricsScope,
  boundaries: readonly string[],
): Promise<Map<string, CheckoutBucket>> {
  const length = slotLength(boundaries);
  const unfiltered = !scope.productIds?.length && !scope.customerIds?.length && !scope.billingType;
  const perSlot =
    unfiltered && length <= HOUR_SLOT_LENGTH
      ? perSlotFromHours(db, scope, boundaries, length)
      : perSlotFromCheckouts(db, scope, boundaries, length);
  const period = periodOfSlot(db, boundaries, length);
  const rows = await db
    .selectFrom(perSlot.as("per_slot"))
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
