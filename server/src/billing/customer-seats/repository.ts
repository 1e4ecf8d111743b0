import type { Insertable, Selectable, Updateable } from "kysely";
import { sql } from "kysely";
import type { Executor, Tx } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import type { CustomerSeatTable } from "./tables.ts";

export type SeatRow = Selectable<CustomerSeatTable>;
/** A subscription or an order: what seats are bought with. */
export type ContainerRef = { kind: "subscription" | "order"; id: string };

const LIVE = ["pending", "claimed"] as const;
const containerColumn = (ref: ContainerRef) => (ref.kind === "subscription" ? "subscription_id" : "order_id");

export function listOf(db: Executor, organizationId: string, ref: ContainerRef): Promise<SeatRow[]> {
  return scoped(db, organizationId)
    .selectFrom("customer_seat")
    .selectAll()
    .where(containerColumn(ref), "=", ref.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Seats assigned or claimed (a revoked seat is free again). */
export async function countLive(db: Executor, organizationId: string, ref: ContainerRef): Promise<number> {
  const row = await scoped(db, organizationId)
    .selectFrom("customer_seat")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(containerColumn(ref), "=", ref.id)
    .where("status", "in", LIVE)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function liveSeatOf(
  db: Executor,
  organizationId: string,
  ref: ContainerRef,
  customerId: string,
): Promise<SeatRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("customer_seat")
    .selectAll()
    .where(containerColumn(ref), "=", ref.id)
    .where("customer_id", "=", customerId)
    .where("member_id", "is", null)
    .where("status", "in", LIVE)
    .executeTakeFirst();
}

/** The live seat of a container held by a team customer's member. */
export function liveSeatOfMember(
  db: Executor,
  organizationId: string,
  ref: ContainerRef,
  memberId: string,
): Promise<SeatRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("customer_seat")
    .selectAll()
    .where(containerColumn(ref), "=", ref.id)
    .where("member_id", "=", memberId)
    .where("status", "in", LIVE)
    .executeTakeFirst();
}

export function find(db: Executor, organizationId: string, id: string): Promise<SeatRow | undefined> {
  return scoped(db, organizationId).selectFrom("customer_seat").selectAll().where("id", "=", id).executeTakeFirst();
}

/** By invitation token, in any organization (the token is the credential of the claim routes). */
export function findByToken(db: Executor, token: string): Promise<SeatRow | undefined> {
  return db.selectFrom("customer_seat").selectAll().where("invitation_token", "=", token).executeTakeFirst();
}

/** Claims a pending seat (its token used up): false when it is no longer pending. */
export async function claimPending(db: Executor, id: string, at: string): Promise<boolean> {
  const claimed = await db
    .updateTable("customer_seat")
    .set({ status: "claimed", claimed_at: at, invitation_token: null, modified_at: at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** The product a seat's invitation page names. */
export function claimProduct(db: Executor, productId: string) {
  return db.selectFrom("product").select(["id", "name"]).where("id", "=", productId).executeTakeFirst();
}

/** The selling organization a seat's invitation page names. */
export function claimSeller(db: Executor, organizationId: string) {
  return db.selectFrom("organization").select(["name", "slug"]).where("id", "=", organizationId).executeTakeFirst();
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<CustomerSeatTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("customer_seat", row).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  changes: Updateable<CustomerSeatTable>,
): Promise<void> {
  await scoped(db, organizationId).updateTable("customer_seat").set(changes).where("id", "=", id).execute();
}

/**
 * Locks the container's row for the rest of the transaction (a no-op update: PostgreSQL's row
 * lock; SQLite runs one write transaction at a time already), so two assignments, or an
 * assignment and a seat-count change, never both see the last free seat.
 */
export async function lockContainer(trx: Tx, organizationId: string, ref: ContainerRef): Promise<void> {
  if (ref.kind === "subscription")
    await trx
      .updateTable("billing_subscription")
      .set({ seats: sql<number>`seats` })
      .where("organization_id", "=", organizationId)
      .where("id", "=", ref.id)
      .execute();
  else
    await trx
      .updateTable("billing_order")
      .set({ seats: sql<number>`seats` })
      .where("organization_id", "=", organizationId)
      .where("id", "=", ref.id)
      .execute();
}

/** Every live seat a team customer's member holds, in any container. */
export function liveSeatsOfMember(db: Executor, organizationId: string, memberId: string): Promise<SeatRow[]> {
  return scoped(db, organizationId)
    .selectFrom("customer_seat")
    .selectAll()
    .where("member_id", "=", memberId)
    .where("status", "in", LIVE)
    .execute();
}
