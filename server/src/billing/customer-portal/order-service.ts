import type { Db } from "../../db/transaction.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { toListResource } from "../common/pagination.ts";
import type { CustomerPrincipal } from "../customer-sessions/service.ts";
import { OrderErrors } from "../orders/errors.ts";
import * as orderInvoices from "../orders/invoices.ts";
import * as receipts from "../orders/receipts.ts";
import { load as loadOrder } from "../orders/resource.ts";
import type { OrderResource, OrderUpdate } from "../orders/schemas.ts";
import * as orders from "../orders/service.ts";
import * as payments from "../payments/service.ts";
import * as products from "../products/service.ts";
import * as organizations from "../seller-settings/service.ts";
import type {
  CustomerOrder,
  CustomerOrderList,
  CustomerOrderListQuery,
  CustomerOrderPaymentStatus,
} from "./schemas.ts";
import { toCustomerOrderProduct, toCustomerOrganization } from "./shapes.ts";

/** The customer's orders, their invoices and receipts (another customer's order is 404, as if absent). */

/** The order if it is the customer's (404 Order not found otherwise). */
async function ownOrder(db: Db, customer: CustomerPrincipal, id: string): Promise<OrderResource> {
  const order = await loadOrder(db, customer.organizationId, id);
  if (order.customer_id !== customer.customerId) throw OrderErrors.NOT_FOUND();
  return order;
}

export async function orderInvoice(db: Db, customer: CustomerPrincipal, id: string): Promise<{ url: string }> {
  await ownOrder(db, customer, id);
  return orderInvoices.invoice(db, systemAccess(customer.organizationId), id);
}

export async function orderReceipt(db: Db, customer: CustomerPrincipal, id: string): Promise<{ url: string }> {
  await ownOrder(db, customer, id);
  return receipts.receipt(db, systemAccess(customer.organizationId), id);
}

/** Polar's portal update: the billing name and address, as the seller may (frozen once the invoice exists). */
export async function updateOrder(
  db: Db,
  customer: CustomerPrincipal,
  id: string,
  body: OrderUpdate,
): Promise<CustomerOrder> {
  await ownOrder(db, customer, id);
  await orders.update(db, systemAccess(customer.organizationId), id, body);
  return getOrder(db, customer, id);
}

/** The latest payment's status and decline message (Polar: `no_payment` when the order has none). */
export async function orderPaymentStatus(
  db: Db,
  customer: CustomerPrincipal,
  id: string,
): Promise<CustomerOrderPaymentStatus> {
  await ownOrder(db, customer, id);
  const payment = await payments.latestPaymentOfOrder(db, systemAccess(customer.organizationId), id);
  if (!payment) return { status: "no_payment", error: null };
  return { status: payment.status, error: payment.decline_message };
}

/**
 * Polar retries the payment of a `pending` order (a renewal whose charge failed). Gatehouse
 * creates an order only once its payment succeeded (a failed renewal leaves the subscription
 * past due and is retried there, with the customer's new payment method), so no order is ever
 * eligible: 422 OrderNotEligibleForRetry, as Polar answers for a paid order.
 */
export async function confirmRetryPayment(db: Db, customer: CustomerPrincipal, id: string): Promise<never> {
  const order = await ownOrder(db, customer, id);
  throw OrderErrors.NOT_ELIGIBLE_FOR_RETRY({ id: order.id });
}

export async function generateOrderInvoice(db: Db, customer: CustomerPrincipal, id: string): Promise<void> {
  await ownOrder(db, customer, id);
  await orderInvoices.generateInvoice(db, systemAccess(customer.organizationId), id);
}

export async function listOrders(
  db: Db,
  customer: CustomerPrincipal,
  query: CustomerOrderListQuery,
): Promise<CustomerOrderList> {
  const page = await orders.list(db, systemAccess(customer.organizationId), {
    page: query.page,
    limit: query.limit,
    sorting: query.sorting,
    customer_id: [customer.customerId],
    product_id: query.product_id,
    discount_id: undefined,
    checkout_id: undefined,
    status: undefined,
    organization_id: undefined,
    metadata: undefined,
  });
  return toListResource(await toCustomerOrders(db, customer, page.items), page.pagination.total_count, query);
}

export async function getOrder(db: Db, customer: CustomerPrincipal, id: string): Promise<CustomerOrder> {
  const [order] = await toCustomerOrders(db, customer, [await ownOrder(db, customer, id)]);
  if (!order) throw OrderErrors.NOT_FOUND();
  return order;
}

/** The customer's view of orders: the product with its prices, public benefits, medias and the seller. */
async function toCustomerOrders(db: Db, customer: CustomerPrincipal, list: OrderResource[]): Promise<CustomerOrder[]> {
  if (list.length === 0) return [];
  const organization = toCustomerOrganization(await organizations.get(db, systemAccess(customer.organizationId)));
  const live = await products.resolveProducts(
    db,
    customer.organizationId,
    list.flatMap((order) => (order.product_id ? [order.product_id] : [])),
  );
  return list.map((order) => {
    const {
      metadata: _m,
      custom_field_data: _c,
      platform_fee_amount: _pf,
      platform_fee_currency: _pc,
      customer: _cu,
      discount: _d,
      ...rest
    } = order;
    const product = order.product
      ? toCustomerOrderProduct(live.get(order.product.id), order.product, organization)
      : null;
    // Polar's CustomerOrderSubscription: the order's subscription without the seller's metadata.
    const subscription = order.subscription ? (({ metadata: _sm, ...fields }) => fields)(order.subscription) : null;
    return { ...rest, product, subscription };
  });
}
