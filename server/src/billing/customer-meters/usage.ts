import { z } from "@hono/zod-openapi";
import { fromJsonColumn } from "../../db/json-column.ts";
import type { Executor } from "../../db/transaction.ts";
import { meterQuantity } from "../meters/service.ts";
import { anyProductPrice } from "../products/price-schemas.ts";
import { type Tiers, tieredAmount, unitsAmount } from "../products/tier-amounts.ts";
import * as subscriptions from "../subscriptions/lookups.ts";
import * as repository from "./repository.ts";

/**
 * A customer's numbers on one meter, computed from `usage_event` when read (nothing is cached, so
 * an ingested event shows at once):
 * - credited: the `meter.credited` units since the meter's last `meter.reset` for the customer;
 * - consumed: the meter's quantity since the start of the current billing period — the current
 *   period of the customer's running subscription with a metered price on the meter, otherwise
 *   since the last reset (all time when there was none);
 * - balance = credited − consumed (negative once the credits are used up).
 */
export type MeterUsage = { consumed: number; credited: number; balance: number; since: string | null };

const creditMetadata = z.object({ meter_id: z.string(), units: z.number().optional() }).loose();

function metadataOf(json: string): { meter_id: string; units: number } | null {
  const parsed = creditMetadata.safeParse(fromJsonColumn(z.unknown(), json));
  return parsed.success ? { meter_id: parsed.data.meter_id, units: parsed.data.units ?? 0 } : null;
}

/** The last reset of (customer, meter) and the credits since (events at the reset's instant count as after it). */
export async function credits(
  db: Executor,
  organizationId: string,
  customerId: string,
  meterId: string,
): Promise<{ lastReset: string | null; credited: number }> {
  const events = (await repository.systemEvents(db, organizationId, customerId)).flatMap((event) => {
    const metadata = metadataOf(event.metadata);
    return metadata && metadata.meter_id === meterId ? [{ ...event, units: metadata.units }] : [];
  });
  const lastReset = events.find((event) => event.name === "meter.reset")?.timestamp ?? null;
  const credited = events
    .filter((event) => event.name === "meter.credited" && (lastReset === null || event.timestamp >= lastReset))
    .reduce((sum, event) => sum + event.units, 0);
  return { lastReset, credited };
}

/** A metered price as billed: a rate per unit (metered_unit) or tiers (metered_tiers), and a cap. */
export type MeteredPrice = {
  priceId: string;
  meterId: string;
  unitAmount: string;
  tiers: Tiers | null;
  capAmount: number | null;
};

const meteredBase = (price: { id: string; meter_id: string; cap_amount: number | null }) => ({
  priceId: price.id,
  meterId: price.meter_id,
  capAmount: price.cap_amount,
});

/** The metered prices a subscription keeps (its price snapshots). */
export async function meteredPricesOf(
  db: Executor,
  organizationId: string,
  subscriptionIds: string[],
): Promise<Map<string, MeteredPrice[]>> {
  const rows = await subscriptions.subscriptionPriceRows(db, organizationId, subscriptionIds);
  const result = new Map<string, MeteredPrice[]>();
  for (const [id, prices] of rows) {
    result.set(
      id,
      prices.flatMap((row): MeteredPrice[] => {
        const price = fromJsonColumn(anyProductPrice, row.price_snapshot);
        if (price.amount_type === "metered_unit")
          return [{ ...meteredBase(price), unitAmount: price.unit_amount, tiers: null }];
        if (price.amount_type === "metered_tiers")
          return [{ ...meteredBase(price), unitAmount: "0", tiers: price.tiers }];
        return [];
      }),
    );
  }
  return result;
}

/** The start of the customer's current billing period on the meter (a running subscription with a metered price on it), if any. */
export async function meteredPeriodStart(
  db: Executor,
  organizationId: string,
  customerId: string,
  meterId: string,
): Promise<string | null> {
  const running = await subscriptions.runningSubscriptionRowsOfCustomer(db, organizationId, customerId);
  const metered = await meteredPricesOf(
    db,
    organizationId,
    running.map((row) => row.id),
  );
  const row = running.find((candidate) => (metered.get(candidate.id) ?? []).some((price) => price.meterId === meterId));
  return row?.current_period_start ?? null;
}

export async function usage(
  db: Executor,
  organizationId: string,
  customerId: string,
  meterId: string,
): Promise<MeterUsage> {
  const { lastReset, credited } = await credits(db, organizationId, customerId, meterId);
  const periodStart = await meteredPeriodStart(db, organizationId, customerId, meterId);
  const since = periodStart ?? lastReset;
  const consumed = await meterQuantity(
    db,
    organizationId,
    meterId,
    since ? { customerId, from: since } : { customerId },
  );
  return { consumed, credited, balance: credited - consumed, since };
}

/**
 * What a metered price charges for `consumed` units with `credited` units included: the units
 * beyond the credits (Polar bills consumption minus included credits), priced at unit_amount
 * (cents, a decimal string) or on the tiers (tiers.ts: exact, rounded half up to whole cents
 * once), then capped by cap_amount.
 */
export function meteredAmount(
  price: Pick<MeteredPrice, "unitAmount" | "tiers" | "capAmount">,
  consumed: number,
  credited: number,
): number {
  const units = Math.max(0, consumed - Math.max(0, credited));
  const amount = price.tiers ? tieredAmount(price.tiers, units) : unitsAmount(price.unitAmount, units);
  return price.capAmount === null ? amount : Math.min(amount, price.capAmount);
}
