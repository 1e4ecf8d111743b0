import { APIError } from "better-auth/api";
import { BillingError } from "../../billing/common/errors.ts";
import { ValidationFailure } from "../../billing/common/validation.ts";
import { subscriptionContainer } from "../../billing/customer-seats/containers.ts";
import * as seats from "../../billing/customer-seats/repository.ts";
import { revokeSeat, takeSeat } from "../../billing/customer-seats/service.ts";
import { findOrCreateForCheckout } from "../../billing/customers/service.ts";
import { changeQuantity, previewQuantity } from "../../billing/subscriptions/quantity-change.ts";
import * as subscriptions from "../../billing/subscriptions/repository.ts";
import type { SubscriptionUpdatePreview } from "../../billing/subscriptions/schemas.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { PaymentProcessor } from "../../payment-processors/processor.ts";
import { sellerByIdOrSlug } from "../entitlements/repository.ts";
import * as repository from "./repository.ts";
import type { SeatOverflow, SeatSummary } from "./summary.ts";

export type { SeatOverflow, SeatSummary } from "./summary.ts";

/**
 * Seats bound to a Gatehouse organization's membership (Gatehouse's own). The
 * organization's seat subscription is the running seat-based subscription, at the seller
 * (ENTITLEMENTS_SELLER), of the seller's customer whose external id is the organization's id.
 * Used seats = the organization's members + seats its buyer assigned to people outside it.
 * Accepting an invitation takes a seat for the new member (a claimed customer seat naming
 * them) in the accept's own transaction, after locking the subscription row, so parallel
 * accepts never exceed the seats paid; a removed or departed member's seat is freed.
 */

export const seatOverflowOf = (value: unknown): SeatOverflow => (value === "add_seat" ? "add_seat" : "refuse");

export const NO_SEATS_AVAILABLE = {
  code: "NO_SEATS_AVAILABLE",
  message: "No seat is free in this organization: ask an owner or admin to buy more seats",
} as const;

type SeatPlan = { sellerId: string; subscription: subscriptions.SubscriptionRow };

async function sellerId(db: Executor, sellerName: string | undefined): Promise<string | null> {
  if (!sellerName) return null;
  return (await sellerByIdOrSlug(db, sellerName))?.id ?? null;
}

/** The organization's running seat-based subscription at the seller, or null (seats not enforced). */
export async function seatPlanOf(
  db: Executor,
  sellerName: string | undefined,
  organizationId: string,
): Promise<SeatPlan | null> {
  const seller = await sellerId(db, sellerName);
  if (!seller) return null;
  const subscription = await repository.runningSeatSubscription(db, seller, organizationId);
  return subscription ? { sellerId: seller, subscription } : null;
}

/** Members + live seats the buyer gave to people outside the organization. */
async function usedSeats(db: Executor, plan: SeatPlan, organizationId: string): Promise<number> {
  const outsiders = await repository.outsiderSeatCount(db, plan.subscription.id);
  return (await repository.memberCount(db, organizationId)) + outsiders;
}

/** Frees the seats of former members (left, removed, deprovisioned, deleted). */
async function releaseFormerMembers(trx: Tx, plan: SeatPlan, organizationId: string): Promise<void> {
  for (const row of await repository.formerMembersSeats(trx, plan.subscription.id, organizationId))
    await revokeSeat(trx, row);
}

export async function seatSummary(
  db: Db,
  sellerName: string | undefined,
  organizationId: string,
  overflow: SeatOverflow,
): Promise<SeatSummary> {
  const plan = await seatPlanOf(db, sellerName, organizationId);
  const pendingInvitations = await repository.pendingInvitationCount(db, organizationId);
  if (!plan) {
    const used = await repository.memberCount(db, organizationId);
    return {
      organizationId,
      enforced: false,
      subscriptionId: null,
      productName: null,
      paid: null,
      used,
      pendingInvitations,
      available: null,
      pendingSeats: null,
      currentPeriodEnd: null,
      overflow,
      currency: null,
      amount: null,
    };
  }
  const { subscription } = plan;
  const productName = await repository.productName(db, subscription.product_id);
  const used = await usedSeats(db, plan, organizationId);
  const paid = subscription.seats ?? 0;
  return {
    organizationId,
    enforced: true,
    subscriptionId: subscription.id,
    productName,
    paid,
    used,
    pendingInvitations,
    available: Math.max(0, paid - used),
    pendingSeats: subscription.pending_seats,
    currentPeriodEnd: subscription.current_period_end,
    overflow,
    currency: subscription.currency,
    amount: subscription.amount,
  };
}

/**
 * Inside the accept's transaction: a seat for the new member, or 403 NO_SEATS_AVAILABLE. The
 * subscription row is locked first; seats of former members are freed before counting.
 */
export async function takeMemberSeat(
  trx: Tx,
  sellerName: string | undefined,
  organizationId: string,
  user: { id: string; email: string; name: string | null },
): Promise<void> {
  const plan = await seatPlanOf(trx, sellerName, organizationId);
  if (!plan) return;
  const container = await subscriptionContainer(trx, plan.sellerId, plan.subscription.id);
  await seats.lockContainer(trx, plan.sellerId, container);
  await releaseFormerMembers(trx, plan, organizationId);
  // Re-read under the lock: a seat change may have committed since.
  const paid = (await subscriptions.find(trx, plan.sellerId, plan.subscription.id))?.seats ?? 0;
  if ((await usedSeats(trx, plan, organizationId)) >= paid) throw new APIError("FORBIDDEN", { ...NO_SEATS_AVAILABLE });
  const holder = await findOrCreateForCheckout(trx, plan.sellerId, {
    customerId: null,
    email: user.email,
    externalId: user.id,
    name: user.name,
    billingAddress: null,
    taxId: null,
    metadata: {},
  });
  const held = await seats.liveSeatOf(trx, plan.sellerId, container, holder.id);
  if (held) {
    // The buyer had given this person a seat already: it becomes their membership's.
    await seats.update(trx, plan.sellerId, held.id, { member_user_id: user.id, modified_at: nowIso() });
    return;
  }
  try {
    await takeSeat(
      trx,
      { ...container, seats: paid },
      {
        holder,
        metadata: { organization_id: organizationId },
        immediateClaim: true,
        memberUserId: user.id,
      },
    );
  } catch (error) {
    if (error instanceof BillingError && error.status === 400)
      throw new APIError("FORBIDDEN", { ...NO_SEATS_AVAILABLE });
    throw error;
  }
}

/** After a member left or was removed: their seat is free again (their benefits from it go). */
export async function releaseMemberSeats(db: Db, sellerName: string | undefined, organizationId: string) {
  const plan = await seatPlanOf(db, sellerName, organizationId);
  if (!plan) return;
  await inTransaction(db, (trx) => releaseFormerMembers(trx, plan, organizationId));
}

/**
 * Before an accept when the organization adds seats on demand: one more seat, prorated and
 * charged now to the subscription's card, when none is free. A failed charge leaves the seats as
 * they were (the accept is then refused for want of a seat).
 */
export async function addSeatIfFull(
  db: Db,
  processor: PaymentProcessor,
  sellerName: string | undefined,
  organizationId: string,
): Promise<void> {
  const plan = await seatPlanOf(db, sellerName, organizationId);
  if (!plan) return;
  const used = await usedSeats(db, plan, organizationId);
  const paid = plan.subscription.seats ?? 0;
  if (used < paid) return;
  try {
    await changeQuantity(db, processor, plan.sellerId, plan.subscription.id, {
      seats: used + 1,
      proration_behavior: "invoice",
    });
  } catch (error) {
    if (error instanceof BillingError || error instanceof ValidationFailure) return;
    throw error;
  }
}

const NO_PLAN = { code: "NO_SEAT_PLAN", message: "This organization has no seat-based subscription" } as const;

async function mustPlan(db: Db, sellerName: string | undefined, organizationId: string): Promise<SeatPlan> {
  const plan = await seatPlanOf(db, sellerName, organizationId);
  if (!plan) throw new APIError("NOT_FOUND", { ...NO_PLAN });
  return plan;
}

/** Billing's refusals as better-auth's: a 4xx with the billing message. */
function asApiError(error: unknown): unknown {
  if (error instanceof ValidationFailure)
    return new APIError("BAD_REQUEST", { code: "INVALID_SEATS", message: error.toBody().detail[0]?.msg ?? "Invalid" });
  if (error instanceof BillingError)
    return new APIError(error.status === 402 ? "PAYMENT_REQUIRED" : "BAD_REQUEST", {
      code: error.errorName,
      message: error.detail,
    });
  return error;
}

async function checkNotBelowUsed(db: Db, plan: SeatPlan, organizationId: string, wanted: number) {
  const used = await usedSeats(db, plan, organizationId);
  if (wanted < used)
    throw new APIError("BAD_REQUEST", {
      code: "SEATS_IN_USE",
      message: `${used} seats are in use: remove members before going below`,
    });
}

export async function previewOrganizationSeats(
  db: Db,
  sellerName: string | undefined,
  organizationId: string,
  wanted: number,
): Promise<SubscriptionUpdatePreview> {
  const plan = await mustPlan(db, sellerName, organizationId);
  await checkNotBelowUsed(db, plan, organizationId, wanted);
  try {
    return await previewQuantity(db, plan.sellerId, plan.subscription.id, {
      seats: wanted,
      proration_behavior: "invoice",
    });
  } catch (error) {
    throw asApiError(error);
  }
}

export async function changeOrganizationSeats(
  db: Db,
  processor: PaymentProcessor,
  sellerName: string | undefined,
  organizationId: string,
  wanted: number,
): Promise<void> {
  const plan = await mustPlan(db, sellerName, organizationId);
  await checkNotBelowUsed(db, plan, organizationId, wanted);
  try {
    await changeQuantity(db, processor, plan.sellerId, plan.subscription.id, {
      seats: wanted,
      proration_behavior: "invoice",
    });
  } catch (error) {
    throw asApiError(error);
  }
}
