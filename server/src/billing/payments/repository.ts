import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { type PageRequest, pageWindow } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/sql/scope.ts";
import type { BillingPaymentTable } from "./tables.ts";

/** A payment with the order it paid for (the order that carries its processor payment), if any. */
export type PaymentRow = Selectable<BillingPaymentTable> & {
  order_id: string | null;
  order_billing_reason: string | null;
};

export type PaymentFilter = {
  checkoutIds?: string[];
  orderIds?: string[];
  statuses?: string[];
  methods?: string[];
  customerEmails?: string[];
};

function joined(db: Executor, organizationId: string) {
  return scoped(db, organizationId)
    .selectFrom("billing_payment")
    .leftJoin("billing_order", (join) =>
      join
        .onRef("billing_order.payment_id", "=", "billing_payment.processor_payment_id")
        .onRef("billing_order.organization_id", "=", "billing_payment.organization_id"),
    );
}

function filtered(db: Executor, organizationId: string, filter: PaymentFilter) {
  let query = joined(db, organizationId);
  if (filter.checkoutIds?.length) query = query.where("billing_payment.checkout_id", "in", filter.checkoutIds);
  if (filter.orderIds?.length) query = query.where("billing_order.id", "in", filter.orderIds);
  if (filter.statuses?.length) query = query.where("billing_payment.status", "in", filter.statuses);
  if (filter.methods?.length) query = query.where("billing_payment.method", "in", filter.methods);
  if (filter.customerEmails?.length)
    query = query.where(
      "billing_payment.customer_email",
      "in",
      filter.customerEmails.map((email) => email.toLowerCase()),
    );
  return query;
}

export async function list(
  db: Executor,
  organizationId: string,
  filter: PaymentFilter,
  sorting: Sort<"created_at" | "status" | "amount" | "method">[],
  page: PageRequest,
): Promise<{ rows: PaymentRow[]; total: number }> {
  const base = filtered(db, organizationId, filter);
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  let query = base
    .selectAll("billing_payment")
    .select(["billing_order.id as order_id", "billing_order.billing_reason as order_billing_reason"]);
  for (const term of sorting) query = query.orderBy(`billing_payment.${term.field}`, term.direction);
  const { limit, offset } = pageWindow(page);
  const rows = await query.orderBy("billing_payment.id").limit(limit).offset(offset).execute();
  return { rows, total: Number(count) };
}

export function find(db: Executor, organizationId: string, id: string): Promise<PaymentRow | undefined> {
  return joined(db, organizationId)
    .selectAll("billing_payment")
    .select(["billing_order.id as order_id", "billing_order.billing_reason as order_billing_reason"])
    .where("billing_payment.id", "=", id)
    .executeTakeFirst();
}

/** A charge's outcome as it now stands: its status, and why it was declined when it was. */
export type PaymentOutcome = Pick<BillingPaymentTable, "status" | "decline_reason" | "decline_message">;

/** Records a charge: its row the first time, its outcome again when the processor's payment is already on record. */
export async function recordCharge(db: Executor, row: Insertable<BillingPaymentTable>): Promise<void> {
  const outcome: PaymentOutcome = {
    status: row.status,
    decline_reason: row.decline_reason ?? null,
    decline_message: row.decline_message ?? null,
  };
  await db
    .insertInto("billing_payment")
    .values(row)
    .onConflict((conflict) =>
      conflict.column("processor_payment_id").doUpdateSet({ ...outcome, modified_at: row.created_at }),
    )
    .execute();
}

/** The outcome of a payment on record, once its authentication finished. */
export async function updateOutcome(
  db: Executor,
  processorPaymentId: string,
  outcome: PaymentOutcome,
  at: string,
): Promise<void> {
  await db
    .updateTable("billing_payment")
    .set({ ...outcome, modified_at: at })
    .where("processor_payment_id", "=", processorPaymentId)
    .execute();
}
