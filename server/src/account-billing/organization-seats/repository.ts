import { sql } from "kysely";
import type { SeatRow } from "../../billing/customer-seats/repository.ts";
import { ACTIVE_STATUSES, type SubscriptionRow } from "../../billing/subscriptions/repository.ts";
import type { Executor } from "../../db/transaction.ts";

/**
 * What membership seats read across the seller and the organization: the organization's seat subscription at the seller (by its customer's external id), and the
 * counts that decide whether a seat is free. These reads name organizations explicitly.
 */

/** The latest running seat-based subscription at the seller of its live customer whose external id is `externalId`. */
export function runningSeatSubscription(
  db: Executor,
  sellerId: string,
  externalId: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom("billing_subscription")
    .innerJoin("customer", "customer.id", "billing_subscription.customer_id")
    .selectAll("billing_subscription")
    .where("billing_subscription.organization_id", "=", sellerId)
    .where("customer.external_id", "=", externalId)
    .where("customer.deleted_at", "is", null)
    .where("billing_subscription.seats", "is not", null)
    .where("billing_subscription.status", "in", [...ACTIVE_STATUSES])
    .orderBy("billing_subscription.created_at", "desc")
    .executeTakeFirst();
}

export async function memberCount(db: Executor, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom("member")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("organizationId", "=", organizationId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Live seats of the subscription given to people outside the organization (no membership behind them). */
export async function outsiderSeatCount(db: Executor, subscriptionId: string): Promise<number> {
  const row = await db
    .selectFrom("customer_seat")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("subscription_id", "=", subscriptionId)
    .where("status", "in", ["pending", "claimed"])
    .where("member_user_id", "is", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Live membership seats of the subscription whose user is no longer a member of the organization. */
export function formerMembersSeats(db: Executor, subscriptionId: string, organizationId: string): Promise<SeatRow[]> {
  return db
    .selectFrom("customer_seat")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .where("status", "in", ["pending", "claimed"])
    .where("member_user_id", "is not", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("member")
            .select("member.id")
            .where("member.organizationId", "=", organizationId)
            .whereRef("member.userId", "=", sql.ref("customer_seat.member_user_id")),
        ),
      ),
    )
    .execute();
}

export async function pendingInvitationCount(db: Executor, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom("invitation")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("organizationId", "=", organizationId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function productName(db: Executor, productId: string): Promise<string | null> {
  const row = await db.selectFrom("product").select("name").where("id", "=", productId).executeTakeFirst();
  return row?.name ?? null;
}

/** The organization's `seatOverflow` setting as stored (undefined: no such organization). */
export async function findSeatOverflow(db: Executor, organizationId: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom("organization")
    .select("seatOverflow")
    .where("id", "=", organizationId)
    .executeTakeFirst();
  return row?.seatOverflow;
}
