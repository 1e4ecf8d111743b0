import { systemAccess } from "../../billing/api-access/system-access.ts";
import * as benefitGrants from "../../billing/benefit-grants/service.ts";
import { MAX_PAGE_LIMIT } from "../../billing/common/pagination.ts";
import * as customers from "../../billing/customers/service.ts";
import * as orders from "../../billing/orders/service.ts";
import * as subscriptions from "../../billing/subscriptions/service.ts";
import type { Db } from "../../db/transaction.ts";
import { toIso, toIsoOrNull } from "../../kit/time.ts";
import type { Purchases } from "./schemas.ts";

type Page<T> = { items: T[]; pagination: { max_page: number } };
type OrderResource = Awaited<ReturnType<typeof orders.list>>["items"][number];
type SubscriptionResource = Awaited<ReturnType<typeof subscriptions.list>>["items"][number];
type GrantResource = Awaited<ReturnType<typeof benefitGrants.grantsOfCustomer>>[number];

/** Every item of a paged billing list, a full page at a time. */
async function everyPage<T>(listPage: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await listPage(page);
    items.push(...answer.items);
    if (page >= answer.pagination.max_page) return items;
  }
}

const toOrder = (order: OrderResource): Purchases["orders"][number] => ({
  id: order.id,
  createdAt: toIso(order.created_at),
  status: order.status,
  billingReason: order.billing_reason,
  product: order.product?.name ?? null,
  // A draft has no number yet.
  invoiceNumber: order.invoice_number ?? "",
  currency: order.currency,
  subtotalAmount: order.subtotal_amount,
  discountAmount: order.discount_amount,
  taxAmount: order.tax_amount,
  totalAmount: order.total_amount,
  refundedAmount: order.refunded_amount,
  items: order.items.map((item) => ({ label: item.label, amount: item.amount })),
});

const toSubscription = (subscription: SubscriptionResource): Purchases["subscriptions"][number] => ({
  id: subscription.id,
  createdAt: toIso(subscription.created_at),
  status: subscription.status,
  product: subscription.product.name,
  amount: subscription.amount,
  currency: subscription.currency,
  recurringInterval: subscription.recurring_interval,
  currentPeriodStart: toIso(subscription.current_period_start),
  currentPeriodEnd: toIsoOrNull(subscription.current_period_end),
  cancelAtPeriodEnd: subscription.cancel_at_period_end,
  canceledAt: toIsoOrNull(subscription.canceled_at),
  startedAt: toIsoOrNull(subscription.started_at),
  endsAt: toIsoOrNull(subscription.ends_at),
  endedAt: toIsoOrNull(subscription.ended_at),
});

const toGrant = (grant: GrantResource): Purchases["benefitGrants"][number] => ({
  id: grant.id,
  benefit: { type: grant.benefit.type, description: grant.benefit.description },
  grantedAt: toIsoOrNull(grant.granted_at),
  orderId: grant.order_id,
  subscriptionId: grant.subscription_id,
});

/**
 * One customer record's orders, subscriptions and granted benefits, read through the billing
 * services with the system's access to the seller's organization (the customer portal's way:
 * the caller is the customer, not a member of the seller).
 */
export async function purchasesOf(
  db: Db,
  record: { id: string; organizationId: string; organizationName: string },
): Promise<Purchases> {
  const access = systemAccess(record.organizationId);
  const customer = await customers.get(db, access, record.id);
  const ofCustomer = { customer_id: [record.id], organization_id: undefined, metadata: undefined };
  const [orderList, subscriptionList, grants] = await Promise.all([
    everyPage((page) =>
      orders.list(db, access, {
        ...ofCustomer,
        page,
        limit: MAX_PAGE_LIMIT,
        sorting: [{ field: "created_at", direction: "desc" }],
        product_id: undefined,
        discount_id: undefined,
        checkout_id: undefined,
        status: undefined,
      }),
    ),
    everyPage((page) =>
      subscriptions.list(db, access, {
        ...ofCustomer,
        page,
        limit: MAX_PAGE_LIMIT,
        sorting: [{ field: "started_at", direction: "desc" }],
        product_id: undefined,
        external_customer_id: undefined,
        discount_id: undefined,
        active: undefined,
        cancel_at_period_end: undefined,
      }),
    ),
    benefitGrants.grantsOfCustomer(db, record.organizationId, record.id),
  ]);
  return {
    seller: { id: record.organizationId, name: record.organizationName },
    customer: { id: customer.id, email: customer.email, name: customer.name, createdAt: toIso(customer.created_at) },
    orders: orderList.map(toOrder),
    subscriptions: subscriptionList.map(toSubscription),
    benefitGrants: grants.map(toGrant),
  };
}
