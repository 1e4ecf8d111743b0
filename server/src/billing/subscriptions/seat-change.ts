import { type Db, type Executor, inTransaction } from "../../db/transaction.ts";
import { now, nowIso } from "../../kit/time.ts";
import type { PaymentProcessor } from "../../payment-processors/processor.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { recordEvent } from "../common/events.ts";
import { ValidationFailure } from "../common/validation.ts";
import * as seats from "../customer-seats/repository.ts";
import { seatCountProblem, seatsAmount } from "../products/seat-tiers.ts";
import { resolveProducts } from "../products/service.ts";
import * as organizations from "../seller-settings/service.ts";
import { SubscriptionErrors } from "./errors.ts";
import { chargeAndApply, type Plan, planOf, unusedFraction } from "./plan-change.ts";
import * as repository from "./repository.ts";
import type { ProrationBehavior, SubscriptionResource, SubscriptionUpdatePreview } from "./schemas.ts";
import { load, stateChanged } from "./service.ts";

/**
 * Seat-count changes of a seat-based subscription (Polar's SubscriptionUpdateSeats):
 *   - more seats apply at once, prorated like a plan change: the unused fraction of the period ×
 *     (the new seats' price − the current one), charged now (`invoice`) or with the next renewal
 *     (`prorate`);
 *   - fewer seats wait for the period's end (`pending_seats`; the renewal applies them), and never
 *     below the seats assigned or claimed now;
 *   - asking for the current count cancels a waiting reduction.
 */

export type SeatChangeRequest = { seats: number; proration_behavior?: ProrationBehavior | null | undefined };

const RUNNING: readonly string[] = repository.ACTIVE_STATUSES;
const loc = ["body", "seats"];

type SeatChange = { kind: "now"; plan: Plan } | { kind: "at_period_end"; preview: SubscriptionUpdatePreview };

async function seatPrice(db: Executor, row: repository.SubscriptionRow) {
  const product = (await resolveProducts(db, row.organization_id, [row.product_id])).get(row.product_id);
  const price = product?.prices.find((candidate) => candidate.id === row.product_price_id);
  if (!product || row.seats === null || price?.amount_type !== "seat_based")
    throw ValidationFailure.at(loc, "The subscription is not seat-based.");
  return { product, price, tiers: price.seat_tiers, current: row.seats };
}

async function seatChange(db: Executor, row: repository.SubscriptionRow, body: SeatChangeRequest): Promise<SeatChange> {
  if (!RUNNING.includes(row.status)) throw SubscriptionErrors.ALREADY_CANCELED();
  const { product, price, tiers, current } = await seatPrice(db, row);
  const problem = seatCountProblem(tiers, body.seats);
  if (problem) throw ValidationFailure.at(loc, problem.msg, problem.type, problem.ctx);
  const used = await seats.countLive(db, row.organization_id, { kind: "subscription", id: row.id });
  if (body.seats < used)
    throw ValidationFailure.at(loc, `${used} seats are assigned: revoke seats before going below.`);
  const organization = await organizations.get(db, systemAccess(row.organization_id));
  const behavior = body.proration_behavior ?? organization.subscription_settings.proration_behavior;
  const newAmount = seatsAmount(tiers, body.seats);
  const fraction =
    row.status === "trialing" ? 0 : unusedFraction(row.current_period_start, row.current_period_end, now());
  const plan = await planOf(db, {
    row,
    product,
    label: `Proration: ${current} → ${body.seats} seats`,
    price,
    seats: body.seats,
    behavior,
    newAmount,
    // Fewer seats cost nothing back: they wait for the period's end.
    proration: body.seats > current ? Math.round(fraction * (newAmount - row.amount)) : 0,
    renewalDiscount: row.renewal_discount_amount > 0 ? Math.min(row.renewal_discount_amount, newAmount) : 0,
  });
  return body.seats > current ? { kind: "now", plan } : { kind: "at_period_end", preview: plan.preview };
}

async function mustFind(db: Executor, organizationId: string, id: string, customerId?: string) {
  const row = await repository.find(db, organizationId, id);
  if (!row || (customerId !== undefined && row.customer_id !== customerId)) throw SubscriptionErrors.NOT_FOUND();
  return row;
}

/** What a seat change would cost, without changing anything. */
export async function previewSeats(
  db: Db,
  organizationId: string,
  id: string,
  body: SeatChangeRequest,
  customerId?: string,
): Promise<SubscriptionUpdatePreview> {
  const change = await seatChange(db, await mustFind(db, organizationId, id, customerId), body);
  return change.kind === "now" ? change.plan.preview : change.preview;
}

export async function changeSeats(
  db: Db,
  processor: PaymentProcessor,
  organizationId: string,
  id: string,
  body: SeatChangeRequest,
  customerId?: string,
): Promise<SubscriptionResource> {
  const row = await mustFind(db, organizationId, id, customerId);
  const change = await seatChange(db, row, body);
  if (change.kind === "now") return chargeAndApply(db, processor, change.plan);
  return inTransaction(db, async (trx) => {
    const pendingSeats = body.seats === row.seats ? null : body.seats;
    const moved = await repository.updateIfUnchanged(
      trx,
      organizationId,
      row.id,
      { productId: row.product_id, periodEnd: row.current_period_end, statuses: RUNNING, seats: row.seats },
      { pending_seats: pendingSeats, modified_at: nowIso() },
    );
    if (!moved) throw SubscriptionErrors.CHANGED_MEANWHILE();
    const resource = await load(trx, organizationId, row.id);
    await recordEvent(trx, organizationId, "subscription.updated", resource);
    await stateChanged(trx, organizationId, row.customer_id);
    return resource;
  });
}

/** At a renewal's claim: a waiting reduction takes effect, with the new seats' price. */
export async function applyPendingSeats(
  trx: Executor,
  row: repository.SubscriptionRow,
): Promise<repository.SubscriptionRow> {
  if (row.pending_seats === null) return row;
  const { tiers } = await seatPrice(trx, row);
  const amount = seatsAmount(tiers, row.pending_seats);
  const changes = { seats: row.pending_seats, pending_seats: null, amount, modified_at: nowIso() };
  await repository.updateIf(trx, row.organization_id, row.id, RUNNING, changes);
  return { ...row, ...changes };
}
