import { systemAccess } from "../access/system-access.ts";
import type { CustomerPrincipal } from "../customer-sessions/service.ts";
import * as customers from "../customers/service.ts";
import * as orders from "../orders/service.ts";
import { OrderErrors } from "../orders/errors.ts";
import type { Db } from "../kit/transaction.ts";
import type { CustomerPortalCustomer } from "./schemas.ts";

/**
 * The customer portal acts for one customer of one organization: every read goes through the
 * owning domain's service with the organization's system access, then keeps only what belongs
 * to the signed-in customer (another customer's object is 404, as if it did not exist).
 */

export async function me(db: Db, customer: CustomerPrincipal): Promise<CustomerPortalCustomer> {
  const row = await customers.get(db, systemAccess(customer.organizationId), customer.customerId);
  return {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    email: row.email,
    email_verified: row.email_verified,
    name: row.name,
    billing_name: row.name,
    billing_address: row.billing_address,
    tax_id: row.tax_id,
    oauth_accounts: {},
    default_payment_method_id: null,
    type: "individual",
  };
}

/** The order if it is the customer's (404 Order not found otherwise). */
async function ownOrder(db: Db, customer: CustomerPrincipal, id: string): Promise<orders.OrderResource> {
  const order = await orders.load(db, customer.organizationId, id);
  if (order.customer_id !== customer.customerId) throw OrderErrors.NOT_FOUND();
  return order;
}

export async function orderInvoice(db: Db, customer: CustomerPrincipal, id: string): Promise<{ url: string }> {
  await ownOrder(db, customer, id);
  return orders.invoice(db, systemAccess(customer.organizationId), id);
}

export async function generateOrderInvoice(db: Db, customer: CustomerPrincipal, id: string): Promise<void> {
  await ownOrder(db, customer, id);
  await orders.generateInvoice(db, systemAccess(customer.organizationId), id);
}
