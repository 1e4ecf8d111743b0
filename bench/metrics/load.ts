// The bench's business, written straight into Gatehouse's tables (untimed): a year of paid
// orders, the checkouts behind them plus abandoned ones, and subscriptions that start through
// the year, some canceled or ended. Every subscription still running is due after the bench, so
// Gatehouse's renewal worker has nothing to do meanwhile.
import { randomUUID } from "node:crypto";
import type { RawDb } from "../usage/db.ts";

const DAY_MS = 86_400_000;
const INTERVALS = ["month", "month", "month", "year"] as const;
const REASONS = ["too_expensive", "unused", "missing_features", null] as const;

export type Sizes = { orders: number; subscriptions: number; checkouts: number };

/** A deterministic generator (mulberry32), so every run writes the same business. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (time: number) => new Date(time).toISOString();

async function insertAll(raw: RawDb, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  // SQLite allows 32,766 variables per statement; 25 columns × 1,000 rows stays under it.
  const size = Math.floor(30_000 / columns.length);
  const batches: unknown[][][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  await raw.insertBatches(table, columns, batches, 2);
}

export async function loadBusiness(raw: RawDb, organizationId: string, now: number, sizes: Sizes): Promise<void> {
  const next = random(18);
  const yearAgo = now - 365 * DAY_MS;
  const customers = Array.from({ length: 5_000 }, () => randomUUID());
  const productOneTime = randomUUID();
  const productRecurring = randomUUID();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

  const subscriptions = Array.from({ length: sizes.subscriptions }, () => {
    const started = yearAgo + next() * 365 * DAY_MS;
    const interval = pick(INTERVALS);
    const canceled = next() < 0.2 ? started + next() * (now - started) : null;
    const ended = canceled !== null && next() < 0.5 ? canceled : null;
    const amount = interval === "year" ? 19_000 : 1_900;
    const periodEnd = now + (1 + next() * 29) * DAY_MS;
    return [
      randomUUID(),
      organizationId,
      ended ? "canceled" : "active",
      amount,
      "usd",
      interval,
      1,
      iso(started),
      0,
      iso(periodEnd - 30 * DAY_MS),
      iso(periodEnd),
      canceled !== null && !ended ? 1 : 0,
      canceled ? iso(canceled) : null,
      iso(started),
      canceled && !ended ? iso(periodEnd) : null,
      ended ? iso(ended) : null,
      pick(customers),
      productRecurring,
      randomUUID(),
      canceled ? pick(REASONS) : null,
      "{}",
      "{}",
      "{}",
      0,
      amount,
      0,
      iso(started),
    ];
  });
  await insertAll(
    raw,
    "billing_subscription",
    [
      "id",
      "organization_id",
      "status",
      "amount",
      "currency",
      "recurring_interval",
      "recurring_interval_count",
      "billing_anchor",
      "period_number",
      "current_period_start",
      "current_period_end",
      "cancel_at_period_end",
      "canceled_at",
      "started_at",
      "ends_at",
      "ended_at",
      "customer_id",
      "product_id",
      "product_price_id",
      "customer_cancellation_reason",
      "metadata",
      "custom_field_data",
      "customer_snapshot",
      "renewal_discount_amount",
      "first_net_amount",
      "first_tax_amount",
      "created_at",
    ],
    subscriptions,
  );

  const orders = Array.from({ length: sizes.orders }, (_, index) => {
    const created = yearAgo + next() * 365 * DAY_MS;
    const subscription = next() < 0.3 ? (pick(subscriptions)[0] as string) : null;
    const subtotal = subscription ? 1_900 : 500 + Math.floor(next() * 20) * 250;
    const discount = next() < 0.1 ? Math.round(subtotal / 10) : 0;
    const refunded = next() < 0.03 ? subtotal - discount : 0;
    return [
      randomUUID(),
      organizationId,
      refunded ? "refunded" : "paid",
      subscription ? (next() < 0.3 ? "subscription_create" : "subscription_cycle") : "purchase",
      "usd",
      subtotal,
      discount,
      0,
      refunded,
      `BENCH-${index}`,
      pick(customers),
      subscription ? productRecurring : productOneTime,
      subscription,
      "{}",
      "{}",
      "{}",
      iso(created),
    ];
  });
  await insertAll(
    raw,
    "billing_order",
    [
      "id",
      "organization_id",
      "status",
      "billing_reason",
      "currency",
      "subtotal_amount",
      "discount_amount",
      "tax_amount",
      "refunded_amount",
      "invoice_number",
      "customer_id",
      "product_id",
      "subscription_id",
      "metadata",
      "custom_field_data",
      "customer_snapshot",
      "created_at",
    ],
    orders,
  );

  // What Gatehouse keeps beside its orders (orders/hourly-totals-repository.ts): totals per UTC hour and kind.
  const hours = new Map<string, unknown[]>();
  for (const order of orders) {
    const [created, subscription, reason] = [order[16] as string, order[12] as string | null, order[3] as string];
    const kind =
      subscription === null ? 0 : reason === "subscription_create" ? 1 : reason === "subscription_cycle" ? 2 : 3;
    const key = `${created.slice(0, 13)}|${kind}`;
    const revenue = (order[5] as number) - (order[6] as number);
    const row = hours.get(key) ?? [organizationId, created.slice(0, 13), kind, "usd", 0, 0, 0, 0];
    row[5] = (row[5] as number) + 1;
    row[6] = (row[6] as number) + revenue;
    row[7] = (row[7] as number) + revenue - (order[8] as number);
    hours.set(key, row);
  }
  await insertAll(
    raw,
    "billing_order_hour",
    ["organization_id", "hour", "kind", "currency", "shard", "orders", "revenue", "net_revenue"],
    [...hours.values()],
  );

  const checkouts = Array.from({ length: sizes.checkouts }, () => {
    const created = yearAgo + next() * 365 * DAY_MS;
    const amount = 500 + Math.floor(next() * 20) * 250;
    return [
      randomUUID(),
      organizationId,
      `bench_cs_${randomUUID()}`,
      next() < 0.7 ? "succeeded" : "expired",
      iso(created + DAY_MS),
      JSON.stringify([productOneTime]),
      productOneTime,
      randomUUID(),
      amount,
      0,
      amount,
      0,
      amount,
      "usd",
      1,
      0,
      0,
      "{}",
      "{}",
      "{}",
      "{}",
      iso(created),
    ];
  });
  await insertAll(
    raw,
    "checkout",
    [
      "id",
      "organization_id",
      "client_secret",
      "status",
      "expires_at",
      "product_ids",
      "product_id",
      "product_price_id",
      "amount",
      "discount_amount",
      "net_amount",
      "tax_amount",
      "total_amount",
      "currency",
      "allow_discount_codes",
      "require_billing_address",
      "is_business_customer",
      "payment_processor_metadata",
      "custom_field_data",
      "metadata",
      "customer_metadata",
      "created_at",
    ],
    checkouts,
  );

  // And beside its checkouts (checkouts/hourly-totals-repository.ts): opened and succeeded per UTC hour.
  const checkoutHours = new Map<string, unknown[]>();
  for (const checkout of checkouts) {
    const hour = (checkout[21] as string).slice(0, 13);
    const row = checkoutHours.get(hour) ?? [organizationId, hour, 0, 0, 0];
    row[3] = (row[3] as number) + 1;
    row[4] = (row[4] as number) + (checkout[3] === "succeeded" ? 1 : 0);
    checkoutHours.set(hour, row);
  }
  await insertAll(
    raw,
    "checkout_hour",
    ["organization_id", "hour", "shard", "checkouts", "succeeded"],
    [...checkoutHours.values()],
  );
}
