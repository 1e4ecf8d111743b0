import type { Db, Executor } from "../../db/transaction.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { toListResource } from "../common/pagination.ts";
import { PaymentErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { Payment, PaymentList, PaymentListQuery, PaymentTrigger } from "./schemas.ts";

const STATUSES = new Set(["pending", "succeeded", "failed"] as const);
const statusOf = (value: string): Payment["status"] =>
  STATUSES.has(value as Payment["status"]) ? (value as Payment["status"]) : "pending";

/**
 * Polar's `trigger`, from the billing reason of the order the payment paid for: a renewal's
 * `subscription_cycle`, else a `purchase` (a checkout, a new subscription, a plan change). A
 * payment that made no order is a purchase when a checkout charged it; otherwise (a declined
 * renewal or plan change) what caused it is not recorded: null.
 */
function triggerOf(row: repository.PaymentRow): PaymentTrigger | null {
  if (row.order_billing_reason === "subscription_cycle") return "subscription_cycle";
  if (row.order_billing_reason !== null) return "purchase";
  return row.checkout_id !== null ? "purchase" : null;
}

function toResource(row: repository.PaymentRow): Payment {
  const base = {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    processor: "stripe" as const,
    status: statusOf(row.status),
    amount: row.amount,
    currency: row.currency,
    trigger: triggerOf(row),
    decline_reason: row.decline_reason,
    decline_message: row.decline_message,
    organization_id: row.organization_id,
    checkout_id: row.checkout_id,
    order_id: row.order_id,
  };
  if (row.method === "card" && row.card_brand !== null && row.card_last4 !== null)
    return { ...base, method: "card", method_metadata: { brand: row.card_brand, last4: row.card_last4 } };
  return { ...base, method: row.method };
}

/** `GET /v1/payments/`: the organization's charge attempts, declined ones included, newest first by default. */
export async function list(db: Db, access: OrganizationAccess, query: PaymentListQuery): Promise<PaymentList> {
  const { rows, total } = await repository.list(
    db,
    access.organizationId,
    {
      checkoutIds: query.checkout_id,
      orderIds: query.order_id,
      statuses: query.status,
      methods: query.method,
      customerEmails: query.customer_email,
    },
    query.sorting,
    query,
  );
  return toListResource(rows.map(toResource), total, query);
}

export async function get(db: Db, access: OrganizationAccess, id: string): Promise<Payment> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw PaymentErrors.NOT_FOUND();
  return toResource(row);
}

/**
 * The order's latest payment, or its latest with `status` ("succeeded": what a receipt proves);
 * null when there is none (a free order).
 */
export async function latestPaymentOfOrder(
  db: Executor,
  access: OrganizationScope,
  orderId: string,
  status?: Payment["status"],
): Promise<Payment | null> {
  const filter = { orderIds: [orderId], ...(status ? { statuses: [status] } : {}) };
  const newest = [{ field: "created_at" as const, direction: "desc" as const }];
  const { rows } = await repository.list(db, access.organizationId, filter, newest, { page: 1, limit: 1 });
  return rows[0] ? toResource(rows[0]) : null;
}
