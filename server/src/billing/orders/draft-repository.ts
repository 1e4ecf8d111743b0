import type { Updateable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import { addToHour } from "./hourly-totals-repository.ts";
import type { NewOrderItemRow, NewOrderRow } from "./repository.ts";
import type { BillingOrderTable } from "./tables.ts";

/**
 * The SQL of draft orders (draft-service.ts). A draft has no invoice number yet, but the column
 * is required and unique per organization: it holds `DRAFT-<order id>` until finalize assigns the
 * next number (the resource shows null meanwhile). A draft is not revenue: the hourly totals
 * count it when it is paid.
 */

export const draftInvoicePlaceholder = (orderId: string) => `DRAFT-${orderId}`;

export async function insertDraft(
  db: Executor,
  organizationId: string,
  row: Omit<NewOrderRow, "status" | "invoice_number">,
  itemRows: NewOrderItemRow[],
): Promise<void> {
  await scoped(db, organizationId)
    .insertInto("billing_order", { ...row, status: "draft", invoice_number: draftInvoicePlaceholder(row.id) })
    .execute();
  for (const item of itemRows) await scoped(db, organizationId).insertInto("billing_order_item", item).execute();
}

/** draft → pending, once: false when another finalize claimed it first (or it is no draft). */
export async function claimDraft(db: Executor, organizationId: string, id: string, at: string): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_order")
    .set({ status: "pending", modified_at: at })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A failed charge gives the draft back (pending → draft). */
export async function revertToDraft(db: Executor, organizationId: string, id: string, at: string): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("billing_order")
    .set({ status: "draft", modified_at: at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

/** A claimed draft is paid: its number, payment and receipt, and its revenue in the hourly totals. */
export async function settlePaid(
  db: Executor,
  organizationId: string,
  id: string,
  values: Pick<Updateable<BillingOrderTable>, "invoice_number" | "payment_id" | "receipt_number" | "modified_at">,
): Promise<boolean> {
  const row = await scoped(db, organizationId)
    .updateTable("billing_order")
    .set({ ...values, status: "paid" })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .returning(["created_at", "subscription_id", "billing_reason", "currency", "subtotal_amount", "discount_amount"])
    .executeTakeFirst();
  if (!row) return false;
  const revenue = row.subtotal_amount - row.discount_amount;
  await addToHour(db, organizationId, row, { orders: 1, revenue, netRevenue: revenue });
  return true;
}
