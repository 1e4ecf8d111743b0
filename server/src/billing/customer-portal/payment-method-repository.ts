import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { scoped } from "../common/sql/scope.ts";
import { ACTIVE_STATUSES } from "../subscriptions/repository.ts";
import type { CustomerPaymentMethodTable } from "./payment-method-tables.ts";

export type CustomerPaymentMethodRow = Selectable<CustomerPaymentMethodTable>;
/** A saved card as the portal lists it: when it was first and last put to use. */
export type SavedMethod = { payment_method_id: string; created_at: string; modified_at: string };

/**
 * The customer's saved cards: those their subscriptions were paid with and those they added in
 * the portal, minus those they removed; one per card, oldest first.
 */
export async function savedMethodsOfCustomer(
  db: Executor,
  organizationId: string,
  customerId: string,
): Promise<SavedMethod[]> {
  const [subscriptions, portal] = await Promise.all([
    scoped(db, organizationId)
      .selectFrom("billing_subscription")
      .select(["payment_method_id", "created_at"])
      .where("customer_id", "=", customerId)
      .where("payment_method_id", "is not", null)
      .orderBy("created_at")
      .execute(),
    portalRows(db, organizationId, customerId),
  ]);
  const used = [
    ...subscriptions.map((row) => ({ id: row.payment_method_id, at: row.created_at })),
    ...portal.flatMap((row) => (row.status === "active" ? [{ id: row.payment_method_id, at: row.created_at }] : [])),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const removed = new Set(portal.filter((row) => row.status === "removed").map((row) => row.payment_method_id));
  const methods = new Map<string, SavedMethod>();
  for (const { id, at } of used) {
    if (id === null || removed.has(id)) continue;
    const known = methods.get(id);
    if (known) known.modified_at = at;
    else methods.set(id, { payment_method_id: id, created_at: at, modified_at: at });
  }
  return [...methods.values()];
}

function portalRows(db: Executor, organizationId: string, customerId: string) {
  return scoped(db, organizationId)
    .selectFrom("billing_customer_payment_method")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("created_at")
    .execute();
}

/** The customer's email, for the processor's setup of a card. */
export async function customerEmail(db: Executor, organizationId: string, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom("customer")
    .select("email")
    .where("organization_id", "=", organizationId)
    .where("id", "=", customerId)
    .executeTakeFirst();
  return row?.email ?? null;
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<CustomerPaymentMethodTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("billing_customer_payment_method", row).execute();
}

/** The customer's setup awaiting 3-D Secure, by the processor's id: only its customer may finish it. */
export function pendingSetup(
  db: Executor,
  organizationId: string,
  customerId: string,
  setupId: string,
): Promise<CustomerPaymentMethodRow | undefined> {
  return scoped(db, organizationId)
    .selectFrom("billing_customer_payment_method")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("setup_id", "=", setupId)
    .where("status", "=", "requires_action")
    .executeTakeFirst();
}

/** A pending setup that succeeded: its card is saved. False when another request finished it first. */
export async function activate(
  db: Executor,
  organizationId: string,
  id: string,
  paymentMethodId: string,
  at: string,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_customer_payment_method")
    .set({ status: "active", payment_method_id: paymentMethodId, modified_at: at })
    .where("id", "=", id)
    .where("status", "=", "requires_action")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The card the customer's live subscriptions are charged to (the latest set), if any. */
export async function chargedCardOf(db: Executor, organizationId: string, customerId: string): Promise<string | null> {
  const row = await scoped(db, organizationId)
    .selectFrom("billing_subscription")
    .select("payment_method_id")
    .where("customer_id", "=", customerId)
    .where("status", "in", [...ACTIVE_STATUSES])
    .where("payment_method_id", "is not", null)
    .orderBy("modified_at", "desc")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row?.payment_method_id ?? null;
}

/** Whether one of the customer's live subscriptions charges this card. */
export async function usedByLiveSubscription(
  db: Executor,
  organizationId: string,
  customerId: string,
  paymentMethodId: string,
): Promise<boolean> {
  const row = await scoped(db, organizationId)
    .selectFrom("billing_subscription")
    .select("id")
    .where("customer_id", "=", customerId)
    .where("payment_method_id", "=", paymentMethodId)
    .where("status", "in", [...ACTIVE_STATUSES])
    .executeTakeFirst();
  return row !== undefined;
}

/** Hides a card from the customer's list (a portal row, or a removal marker for a subscription's card). */
export async function markRemoved(
  db: Executor,
  organizationId: string,
  customerId: string,
  paymentMethodId: string,
  row: { id: string; at: string },
): Promise<void> {
  const updated = await scoped(db, organizationId)
    .updateTable("billing_customer_payment_method")
    .set({ status: "removed", modified_at: row.at })
    .where("customer_id", "=", customerId)
    .where("payment_method_id", "=", paymentMethodId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await insert(db, organizationId, {
    id: row.id,
    customer_id: customerId,
    setup_id: null,
    payment_method_id: paymentMethodId,
    status: "removed",
    created_at: row.at,
    modified_at: null,
  });
}

/**
 * The customer's live subscriptions charge this card from now on, and their renewals waiting
 * after a failed payment are tried again at once (the dunning path's next attempt, now).
 */
export async function chargeSubscriptionsTo(
  db: Executor,
  organizationId: string,
  customerId: string,
  paymentMethodId: string,
  at: string,
): Promise<void> {
  const live = await scoped(db, organizationId)
    .selectFrom("billing_subscription")
    .select(["id", "payment_method_id"])
    .where("customer_id", "=", customerId)
    .where("status", "in", [...ACTIVE_STATUSES])
    .execute();
  if (live.length === 0) return;
  const ids = live.map((row) => row.id);
  // The cards replaced stay saved (listed, usable again) though no subscription names them now.
  const known = new Set((await portalRows(db, organizationId, customerId)).map((row) => row.payment_method_id));
  const replaced = new Set(live.flatMap((row) => (row.payment_method_id ? [row.payment_method_id] : [])));
  for (const method of replaced) {
    if (method === paymentMethodId || known.has(method)) continue;
    await insert(db, organizationId, {
      id: newId(),
      customer_id: customerId,
      setup_id: null,
      payment_method_id: method,
      status: "active",
      created_at: at,
      modified_at: null,
    });
  }
  await scoped(db, organizationId)
    .updateTable("billing_subscription")
    .set({ payment_method_id: paymentMethodId, modified_at: at })
    .where("id", "in", ids)
    .execute();
  await scoped(db, organizationId)
    .updateTable("billing_subscription_renewal")
    .set({ next_attempt_at: at })
    .where("subscription_id", "in", ids)
    .where("status", "=", "pending")
    .where("attempts", ">", 0)
    .execute();
}
