import type { Tx } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { GrantProperties } from "../benefit-grants/schemas.ts";
import * as grants from "../benefit-grants/service.ts";
import type { Benefit } from "../benefits/schemas.ts";
import { meterQuantity } from "../meters/service.ts";
import * as subscriptions from "../subscriptions/lookups.ts";
import { recordSystemEvent } from "../usage-events/service.ts";
import { ensure, touch } from "./repository.ts";
import { credits } from "./usage.ts";

/**
 * The meter_credit benefit (Polar's BenefitMeterCreditService), as `meter.credited` /
 * `meter.reset` system events in the grant job's transaction:
 * - grant: `meter.credited` {meter_id, units, rollover} (the customer meter is made if needed);
 * - cycle (the subscription renewed): `meter.reset` at the new period's start, then, when the
 *   benefit rolls over, the unused positive balance of the ended period credited again
 *   (rollover: true), then the benefit's units;
 * - revoke: the last credited units taken back (a negative `meter.credited`), as Polar does.
 * The grant's properties are Polar's: last_credited_meter_id / _units / _at.
 */

type CreditContext = {
  trx: Tx | null;
  organizationId: string;
  grantId: string;
  customerId: string;
  benefit: Benefit;
  properties: GrantProperties;
};

function requireTrx(trx: Tx | null): Tx {
  if (!trx) throw new Error("meter credits are written inside the grant's transaction");
  return trx;
}

async function credit(ctx: CreditContext, trx: Tx): Promise<GrantProperties> {
  if (ctx.benefit.type !== "meter_credit") return ctx.properties;
  const { meter_id, units, rollover } = ctx.benefit.properties;
  const at = nowIso();
  await ensure(trx, ctx.organizationId, ctx.customerId, meter_id, at);
  await recordSystemEvent(trx, ctx.organizationId, {
    name: "meter.credited",
    customerId: ctx.customerId,
    metadata: { meter_id, units, rollover },
    timestamp: at,
  });
  await touch(trx, ctx.organizationId, ctx.customerId, meter_id, at);
  return { last_credited_meter_id: meter_id, last_credited_units: units, last_credited_at: at };
}

export function grantMeterCredit(ctx: CreditContext): Promise<GrantProperties> {
  return credit(ctx, requireTrx(ctx.trx));
}

/** The start of the grant's subscription's current period (the reset instant), else now. */
async function resetInstant(trx: Tx, ctx: CreditContext): Promise<string> {
  const grant = await grants.findGrantRow(trx, ctx.organizationId, ctx.grantId);
  const subscription = grant?.subscription_id
    ? await subscriptions.findSubscriptionRow(trx, ctx.organizationId, grant.subscription_id)
    : undefined;
  const now = nowIso();
  return subscription && subscription.current_period_start <= now ? subscription.current_period_start : now;
}

export async function cycleMeterCredit(ctx: CreditContext): Promise<GrantProperties> {
  const trx = requireTrx(ctx.trx);
  if (ctx.benefit.type !== "meter_credit") return ctx.properties;
  const { meter_id, rollover } = ctx.benefit.properties;
  const resetAt = await resetInstant(trx, ctx);
  if (rollover) {
    // The ended period's balance: credits since the last reset less what was used until this reset.
    const { lastReset, credited } = await credits(trx, ctx.organizationId, ctx.customerId, meter_id);
    const from =
      lastReset ?? (typeof ctx.properties.last_credited_at === "string" ? ctx.properties.last_credited_at : undefined);
    const consumed = await meterQuantity(trx, ctx.organizationId, meter_id, {
      customerId: ctx.customerId,
      ...(from ? { from } : {}),
      to: resetAt,
    });
    const carried = credited - consumed;
    await recordSystemEvent(trx, ctx.organizationId, {
      name: "meter.reset",
      customerId: ctx.customerId,
      metadata: { meter_id },
      timestamp: resetAt,
    });
    if (carried > 0)
      await recordSystemEvent(trx, ctx.organizationId, {
        name: "meter.credited",
        customerId: ctx.customerId,
        metadata: { meter_id, units: carried, rollover: true },
        timestamp: resetAt,
      });
  } else {
    await recordSystemEvent(trx, ctx.organizationId, {
      name: "meter.reset",
      customerId: ctx.customerId,
      metadata: { meter_id },
      timestamp: resetAt,
    });
  }
  return credit(ctx, trx);
}

export async function revokeMeterCredit(ctx: CreditContext): Promise<GrantProperties> {
  const trx = requireTrx(ctx.trx);
  const meterId = ctx.properties.last_credited_meter_id;
  const units = ctx.properties.last_credited_units;
  if (typeof meterId === "string" && typeof units === "number" && units !== 0) {
    await recordSystemEvent(trx, ctx.organizationId, {
      name: "meter.credited",
      customerId: ctx.customerId,
      metadata: { meter_id: meterId, units: -units, rollover: false },
    });
    await touch(trx, ctx.organizationId, ctx.customerId, meterId, nowIso());
  }
  return {};
}
