import { type Insertable, type Selectable, sql, type Updateable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import type { MetadataFilter } from "../common/metadata-filter.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { metadataCondition } from "../common/sql/metadata-condition.ts";
import { scoped } from "../common/sql/scope.ts";
import { addToHour } from "./hourly-totals-repository.ts";
import type { OrderSortField, OrderStatus } from "./schemas.ts";
import type { BillingOrderItemTable, BillingOrderTable } from "./tables.ts";

export type OrderRow = Selectable<BillingOrderTable>;
export type OrderItemRow = Selectable<BillingOrderItemTable>;
export type NewOrderRow = Omit<Insertable<BillingOrderTable>, "organization_id">;
export type NewOrderItemRow = Omit<Insertable<BillingOrderItemTable>, "organization_id">;

export type OrderFilter = {
  productIds?: string[] | undefined;
  discountIds?: string[] | undefined;
  customerIds?: string[] | undefined;
  checkoutIds?: string[] | undefined;
  statuses?: OrderStatus[] | undefined;
  metadata?: MetadataFilter | undefined;
};

const orders = (db: Executor, organizationId: string) => scoped(db, organizationId).selectFrom("billing_order");

export function find(db: Executor, organizationId: string, id: string): Promise<OrderRow | undefined> {
  return orders(db, organizationId).selectAll().where("id", "=", id).executeTakeFirst();
}

export function findByCheckout(
  db: Executor,
  organizationId: string,
  checkoutId: string,
): Promise<OrderRow | undefined> {
  return orders(db, organizationId).selectAll().where("checkout_id", "=", checkoutId).executeTakeFirst();
}

const net = sql`(billing_order.subtotal_amount - billing_order.discount_amount)`;
const sortExpressions = {
  amount: sql`(billing_order.subtotal_amount - billing_order.discount_amount + billing_order.tax_amount)`,
  net_amount: net,
  customer: sql.ref("billing_order.customer_id"),
  product: sql.ref("billing_order.product_id"),
  discount: sql.ref("billing_order.discount_id"),
  subscription: sql.ref("billing_order.subscription_id"),
} as const;

export async function list(
  db: Executor,
  organizationId: string,
  filter: OrderFilter,
  sorting: Sort<OrderSortField>[],
  page: PageRequest,
): Promise<{ rows: OrderRow[]; total: number }> {
  let base = orders(db, organizationId);
  if (filter.productIds?.length) base = base.where("billing_order.product_id", "in", filter.productIds);
  if (filter.discountIds?.length) base = base.where("billing_order.discount_id", "in", filter.discountIds);
  if (filter.customerIds?.length) base = base.where("billing_order.customer_id", "in", filter.customerIds);
  if (filter.checkoutIds?.length) base = base.where("billing_order.checkout_id", "in", filter.checkoutIds);
  if (filter.statuses?.length) base = base.where("billing_order.status", "in", filter.statuses);
  const metadata = metadataCondition(db, "billing_order.metadata", filter.metadata);
  if (metadata) base = base.where(metadata);
  return listPage(base, sorting, page, {
    sortBy: (field) =>
      field === "created_at" || field === "status" || field === "invoice_number"
        ? `billing_order.${field}`
        : sortExpressions[field],
    tiebreak: "billing_order.id",
  });
}

export async function items(
  db: Executor,
  organizationId: string,
  orderIds: readonly string[],
): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await scoped(db, organizationId)
    .selectFrom("billing_order_item")
    .selectAll()
    .where("order_id", "in", [...orderIds])
    .orderBy("position")
    .execute();
  for (const row of rows) byOrder.get(row.order_id)?.push(row);
  return byOrder;
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: NewOrderRow,
  itemRows: NewOrderItemRow[],
): Promise<void> {
  await scoped(db, organizationId).insertInto("billing_order", row).execute();
  // Orders are created paid (orders/paid-order.ts); a pending one would be counted when paid.
  if (row.status !== "pending") {
    const revenue = row.subtotal_amount - row.discount_amount;
    await addToHour(db, organizationId, row, { orders: 1, revenue, netRevenue: revenue - (row.refunded_amount ?? 0) });
  }
  for (const item of itemRows) await scoped(db, organizationId).insertInto("billing_order_item", item).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  values: Updateable<Omit<BillingOrderTable, "id" | "organization_id">>,
): Promise<void> {
  await scoped(db, organizationId).updateTable("billing_order").set(values).where("id", "=", id).execute();
}

/** Sets the invoice flag once: false when it was already set (a concurrent generate won). */
export async function markInvoiceGenerated(
  db: Executor,
  organizationId: string,
  id: string,
  at: string,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("billing_order")
    .set({ invoice_generated_at: at, modified_at: at })
    .where("id", "=", id)
    .where("invoice_generated_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The next invoice number of the organization, `<PREFIX>-0001`, ... The counter row is created
 * on first use; the UPDATE ... RETURNING holds its row lock until the transaction ends, so two
 * simultaneous orders get different numbers on PostgreSQL (SQLite runs one writer at a time).
 */
export async function nextInvoiceNumber(db: Executor, organizationId: string, defaultPrefix: string): Promise<string> {
  await db
    .insertInto("billing_invoice_counter")
    .values({ organization_id: organizationId, prefix: defaultPrefix, last_number: 0 })
    .onConflict((oc) => oc.column("organization_id").doNothing())
    .execute();
  const row = await scoped(db, organizationId)
    .updateTable("billing_invoice_counter")
    .set({ last_number: sql`last_number + 1` })
    .returning(["prefix", "last_number"])
    .executeTakeFirstOrThrow();
  return `${row.prefix}-${String(row.last_number).padStart(4, "0")}`;
}

/**
 * The customer's next receipt sequence number (1, 2, ...); the counter row is made on first use
 * and locked by the UPDATE until the transaction ends, like the invoice counter.
 */
export async function nextReceiptSequence(db: Executor, organizationId: string, customerId: string): Promise<number> {
  await db
    .insertInto("billing_receipt_counter")
    .values({ customer_id: customerId, organization_id: organizationId, last_number: 0 })
    .onConflict((oc) => oc.column("customer_id").doNothing())
    .execute();
  const row = await scoped(db, organizationId)
    .updateTable("billing_receipt_counter")
    .set({ last_number: sql`last_number + 1` })
    .where("customer_id", "=", customerId)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/**
 * The one write of refunded totals (see refundable.ts moveRefundedTotals): applies only when
 * the totals are still `from`, the order is paid, and the result stays within 0..net and 0..tax.
 * The status follows: refunded at the full net, partially_refunded in between, paid at zero.
 */
export async function moveRefundedTotals(
  db: Executor,
  organizationId: string,
  id: string,
  from: { amount: number; tax: number },
  delta: { amount: number; tax: number },
  at: string,
): Promise<boolean> {
  const refunded = sql<number>`billing_order.refunded_amount + ${delta.amount}`;
  const refundedTax = sql<number>`billing_order.refunded_tax_amount + ${delta.tax}`;
  const result = await scoped(db, organizationId)
    .updateTable("billing_order")
    .set({
      refunded_amount: refunded,
      refunded_tax_amount: refundedTax,
      status: sql<string>`case when ${refunded} >= ${net} then 'refunded' when ${refunded} > 0 then 'partially_refunded' else 'paid' end`,
      modified_at: at,
    })
    .where("id", "=", id)
    .where("status", "in", ["paid", "partially_refunded", "refunded"])
    .where("refunded_amount", "=", from.amount)
    .where("refunded_tax_amount", "=", from.tax)
    .where(sql<boolean>`${refunded} between 0 and ${net}`)
    .where(sql<boolean>`${refundedTax} between 0 and billing_order.tax_amount`)
    .returning(["created_at", "subscription_id", "billing_reason", "currency"])
    .executeTakeFirst();
  if (!result) return false;
  await addToHour(db, organizationId, result, { orders: 0, revenue: 0, netRevenue: -delta.amount });
  return true;
}
