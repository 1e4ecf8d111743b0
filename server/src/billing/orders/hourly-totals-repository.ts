import { sql } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { hourOf, randomShard } from "../common/hourly-totals.ts";
import { orderKind } from "./hourly-totals.ts";

type Change = { orders: number; revenue: number; netRevenue: number };

/** Adds to the totals of the hour, kind and currency of an order. */
export async function addToHour(
  db: Executor,
  organizationId: string,
  order: { created_at: string; subscription_id?: string | null; billing_reason: string; currency: string },
  change: Change,
): Promise<void> {
  await db
    .insertInto("billing_order_hour")
    .values({
      organization_id: organizationId,
      hour: hourOf(order.created_at),
      kind: orderKind(order),
      currency: order.currency,
      shard: randomShard(),
      orders: change.orders,
      revenue: change.revenue,
      net_revenue: change.netRevenue,
    })
    .onConflict((conflict) =>
      conflict.columns(["organization_id", "hour", "kind", "currency", "shard"]).doUpdateSet({
        orders: sql`billing_order_hour.orders + ${change.orders}`,
        revenue: sql`billing_order_hour.revenue + ${change.revenue}`,
        net_revenue: sql`billing_order_hour.net_revenue + ${change.netRevenue}`,
      }),
    )
    .execute();
}
