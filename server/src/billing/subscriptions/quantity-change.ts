import { type Db, type Executor, inTransaction } from "../../db/transaction.ts";
import { now, nowIso } from "../../kit/time.ts";
import type { PaymentProcessor } from "../../payment-processors/processor.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { countsFor, type QuantityKind, quantityOf, quantityProblem } from "../checkouts/quantity.ts";
import { recordEvent } from "../common/events.ts";
import { ValidationFailure } from "../common/validation.ts";
import * as seats from "../customer-seats/repository.ts";
import { resolveProducts } from "../products/service.ts";
import * as organizations from "../seller-settings/service.ts";
import { SubscriptionErrors } from "./errors.ts";
import { chargeAndApply, mustFind, type Plan, planOf, unusedFraction } from "./plan-change.ts";
import * as repository from "./repository.ts";
import type { ProrationBehavior, SubscriptionResource, SubscriptionUpdatePreview } from "./schemas.ts";
import { load, stateChanged } from "./service.ts";

/**
 * Quantity changes of a subscription bought by quantity (Polar's SubscriptionUpdateSeats and
 * SubscriptionUpdateUnits), one rule for seats and units:
 *   - more apply at once, prorated like a plan change: the unused fraction of the period ×
 *     (the new quantity's price − the current one), charged now (`invoice`) or with the next
 *     renewal (`prorate`);
 *   - fewer wait for the period's end (`pending_seats` / `pending_units`; the renewal applies
 *     them), and seats never go below the seats assigned or claimed now;
 *   - asking for the current count cancels a waiting reduction.
 */

type SeatChangeRequest = { seats: number; proration_behavior?: ProrationBehavior | null | undefined };
type UnitChangeRequest = { units: number; proration_behavior?: ProrationBehavior | null | undefined };
export type QuantityChangeRequest = SeatChangeRequest | UnitChangeRequest;

const RUNNING: readonly string[] = repository.ACTIVE_STATUSES;
const NOT_BY_QUANTITY: Record<QuantityKind, string> = {
  seats: "The subscription is not seat-based.",
  units: "The subscription is not unit-based.",
};

/** The column a reduction waits in until the period's end. */
const pendingChange = (kind: QuantityKind, count: number | null) =>
  kind === "seats" ? { pending_seats: count } : { pending_units: count };

type QuantityChange = { kind: "now"; plan: Plan } | { kind: "at_period_end"; preview: SubscriptionUpdatePreview };

const requestedKind = (body: QuantityChangeRequest): QuantityKind => ("seats" in body ? "seats" : "units");
const requestedCount = (body: QuantityChangeRequest): number => ("seats" in body ? body.seats : body.units);

/** The subscription's price bought by `kind`, and how many it holds now (else a 422 at body.<kind>). */
async function quantityPrice(db: Executor, row: repository.SubscriptionRow, kind: QuantityKind) {
  // The subscription's price may be one its checkout made (ad-hoc): it is looked up with the product's.
  const product = (await resolveProducts(db, row.organization_id, [row.product_id], [row.product_price_id])).get(
    row.product_id,
  );
  const price = product?.prices.find((candidate) => candidate.id === row.product_price_id);
  const quantity = price ? quantityOf(price) : null;
  const current = row[kind];
  if (!product || !price || current === null || quantity?.kind !== kind)
    throw ValidationFailure.at(["body", kind], NOT_BY_QUANTITY[kind]);
  return { product, price, quantity, current };
}

async function quantityChange(
  db: Executor,
  row: repository.SubscriptionRow,
  body: QuantityChangeRequest,
): Promise<QuantityChange> {
  if (!RUNNING.includes(row.status)) throw SubscriptionErrors.ALREADY_CANCELED();
  const kind = requestedKind(body);
  const count = requestedCount(body);
  const loc = ["body", kind];
  const { product, price, quantity, current } = await quantityPrice(db, row, kind);
  const problem = quantityProblem(quantity, count);
  if (problem) throw ValidationFailure.at(loc, problem.msg, problem.type, problem.ctx);
  if (kind === "seats") {
    const used = await seats.countLive(db, row.organization_id, { kind: "subscription", id: row.id });
    if (count < used) throw ValidationFailure.at(loc, `${used} seats are assigned: revoke seats before going below.`);
  }
  const organization = await organizations.get(db, systemAccess(row.organization_id));
  const behavior = body.proration_behavior ?? organization.subscription_settings.proration_behavior;
  const newAmount = quantity.amount(count);
  const fraction =
    row.status === "trialing" ? 0 : unusedFraction(row.current_period_start, row.current_period_end, now());
  const plan = await planOf(db, {
    row,
    product,
    label: `Proration: ${current} → ${count} ${kind}`,
    price,
    ...countsFor(quantity, count),
    behavior,
    newAmount,
    // Fewer cost nothing back: they wait for the period's end.
    proration: count > current ? Math.round(fraction * (newAmount - row.amount)) : 0,
    renewalDiscount: row.renewal_discount_amount > 0 ? Math.min(row.renewal_discount_amount, newAmount) : 0,
  });
  return count > current ? { kind: "now", plan } : { kind: "at_period_end", preview: plan.preview };
}

/** What a seat or unit change would cost, without changing anything. */
export async function previewQuantity(
  db: Db,
  organizationId: string,
  id: string,
  body: QuantityChangeRequest,
  customerId?: string,
): Promise<SubscriptionUpdatePreview> {
  const change = await quantityChange(db, await mustFind(db, organizationId, id, customerId), body);
  return change.kind === "now" ? change.plan.preview : change.preview;
}

export async function changeQuantity(
  db: Db,
  processor: PaymentProcessor,
  organizationId: string,
  id: string,
  body: QuantityChangeRequest,
  customerId?: string,
): Promise<SubscriptionResource> {
  const row = await mustFind(db, organizationId, id, customerId);
  const change = await quantityChange(db, row, body);
  if (change.kind === "now") return chargeAndApply(db, processor, change.plan);
  const kind = requestedKind(body);
  const count = requestedCount(body);
  return inTransaction(db, async (trx) => {
    const moved = await repository.updateIfUnchanged(
      trx,
      organizationId,
      row.id,
      {
        productId: row.product_id,
        periodEnd: row.current_period_end,
        statuses: RUNNING,
        seats: row.seats,
        units: row.units,
      },
      { ...pendingChange(kind, count === row[kind] ? null : count), modified_at: nowIso() },
    );
    if (!moved) throw SubscriptionErrors.CHANGED_MEANWHILE();
    const resource = await load(trx, organizationId, row.id);
    await recordEvent(trx, organizationId, "subscription.updated", resource);
    await stateChanged(trx, organizationId, row.customer_id);
    return resource;
  });
}

/** At a renewal's claim: a waiting reduction (seats or units) takes effect, with its price. */
export async function applyPendingQuantity(
  trx: Executor,
  row: repository.SubscriptionRow,
): Promise<repository.SubscriptionRow> {
  const kind: QuantityKind | null = row.pending_seats !== null ? "seats" : row.pending_units !== null ? "units" : null;
  if (kind === null) return row;
  const count = kind === "seats" ? row.pending_seats : row.pending_units;
  if (count === null) return row;
  const { quantity } = await quantityPrice(trx, row, kind);
  const applied = kind === "seats" ? { seats: count } : { units: count };
  const changes = { ...applied, ...pendingChange(kind, null), amount: quantity.amount(count), modified_at: nowIso() };
  await repository.updateIf(trx, row.organization_id, row.id, RUNNING, changes);
  return { ...row, ...changes };
}
