import type { Insertable, Selectable, Updateable } from "kysely";
import type { Executor } from "../db/transaction.ts";
import type { PaymentCardTokenTable, PaymentRefundTable, PaymentTable } from "./tables.ts";

/** The test-mode processor's statements on its card tokens, payments and refunds. */

export type PaymentRow = Selectable<PaymentTable>;
export type PaymentRefundRow = Selectable<PaymentRefundTable>;

export async function insertCardToken(db: Executor, row: Insertable<PaymentCardTokenTable>): Promise<void> {
  await db.insertInto("payment_card_token").values(row).execute();
}

export function findCardToken(db: Executor, id: string): Promise<Selectable<PaymentCardTokenTable> | undefined> {
  return db.selectFrom("payment_card_token").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom("payment").selectAll().where("id", "=", id).executeTakeFirst();
}

export function getPayment(db: Executor, id: string): Promise<PaymentRow> {
  return db.selectFrom("payment").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

export function findPaymentByKey(db: Executor, idempotencyKey: string): Promise<PaymentRow | undefined> {
  return db.selectFrom("payment").selectAll().where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
}

/** The token a payment was charged with, and how the payment stands. */
export function findPaymentMethodOf(db: Executor, paymentId: string) {
  return db
    .selectFrom("payment")
    .select(["confirmation_token_id", "status"])
    .where("id", "=", paymentId)
    .executeTakeFirst();
}

export async function paymentExists(db: Executor, paymentId: string): Promise<boolean> {
  const row = await db.selectFrom("payment").select("id").where("id", "=", paymentId).executeTakeFirst();
  return row !== undefined;
}

export async function insertPayment(db: Executor, row: Insertable<PaymentTable>): Promise<void> {
  await db.insertInto("payment").values(row).execute();
}

/** Settles a payment waiting for its 3-D Secure challenge; one that is not waiting is left as it is. */
export async function settleChallenge(
  db: Executor,
  paymentId: string,
  changes: Updateable<PaymentTable>,
): Promise<void> {
  await db
    .updateTable("payment")
    .set(changes)
    .where("id", "=", paymentId)
    .where("status", "=", "requires_action")
    .execute();
}

/**
 * Adds `amount` to a succeeded payment's refunded amount, in one conditional UPDATE so that
 * concurrent refunds can never pass the charged amount. False when it does not apply (an unknown
 * or unpaid payment, an amount that is not positive or would pass the charge).
 */
export async function addRefundedAmount(
  db: Executor,
  paymentId: string,
  amount: number,
  modifiedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable("payment")
    .set((eb) => ({ refunded_amount: eb("refunded_amount", "+", amount), modified_at: modifiedAt }))
    .where("id", "=", paymentId)
    .where("status", "=", "succeeded")
    .where(amount > 0 ? (eb) => eb(eb("refunded_amount", "+", amount), "<=", eb.ref("amount")) : (eb) => eb.val(false))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRefund(db: Executor, row: Insertable<PaymentRefundTable>): Promise<void> {
  await db.insertInto("payment_refund").values(row).execute();
}

export function findRefundByKey(db: Executor, idempotencyKey: string): Promise<PaymentRefundRow | undefined> {
  return db.selectFrom("payment_refund").selectAll().where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
}

export function getRefundByKey(db: Executor, idempotencyKey: string): Promise<PaymentRefundRow> {
  return db
    .selectFrom("payment_refund")
    .selectAll()
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirstOrThrow();
}

export function findRefund(db: Executor, paymentId: string, refundId: string): Promise<PaymentRefundRow | undefined> {
  return db
    .selectFrom("payment_refund")
    .selectAll()
    .where("id", "=", refundId)
    .where("payment_id", "=", paymentId)
    .executeTakeFirst();
}
