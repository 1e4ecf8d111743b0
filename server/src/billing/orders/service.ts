import { z } from "@hono/zod-openapi";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../access/access.ts";
import type { OrganizationScope } from "../access/system-access.ts";
import { systemAccess } from "../access/system-access.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { isNotFoundError } from "../common/errors.ts";
import { recordEvent } from "../common/events.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { toListResource } from "../common/pagination.ts";
import { type Address, type AddressInput, addressOutput } from "../common/schemas.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import * as discounts from "../discounts/service.ts";
import { signedInvoiceUrl } from "../invoices/signing.ts";
import * as organizations from "../organizations/service.ts";
import { resolveProducts } from "../products/service.ts";
import * as subscriptions from "../subscriptions/service.ts";
import { invoiceLockedField, OrderErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import {
  type OrderBillingReason,
  type OrderDiscount,
  type OrderList,
  type OrderListQuery,
  type OrderProduct,
  type OrderResource,
  type OrderStatus,
  type OrderSubscription,
  type OrderUpdate,
  orderCustomer,
  orderDiscount,
  orderProduct,
  orderStatus,
} from "./schemas.ts";
import { toOrderSubscription } from "./subscription-embed.ts";

export type { OrderResource } from "./schemas.ts";

/** The customers domain's address type (Polar `Address`: every line present, null when empty). */
export type BillingAddress = Address;

/** What checkouts hand over on success (contract 2 of the commerce brief). */
export type NewOrder = {
  organizationId: string;
  customerId: string;
  productId: string;
  productPriceId: string;
  discountId: string | null;
  /** The checkout's id; null for a subscription renewal. */
  checkoutId: string | null;
  subscriptionId: string | null;
  billingReason: "purchase" | "subscription_create" | "subscription_cycle" | "subscription_update";
  billingName: string | null;
  billingAddress: BillingAddress | null;
  currency: string;
  subtotalAmount: number;
  discountAmount: number;
  taxAmount: number;
  items: { label: string; amount: number; taxAmount: number; productPriceId: string; proration: boolean }[];
  /** The processor's payment id; null for free orders. */
  paymentId: string | null;
  metadata: Record<string, string | number | boolean>;
  customFieldData: Record<string, unknown>;
};

const storedAddress = addressOutput.nullable();
const customFieldData = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullable());

// ---- row -> resource ---------------------------------------------------------------------------

export const netAmount = (row: repository.OrderRow) => row.subtotal_amount - row.discount_amount;
export const totalAmount = (row: repository.OrderRow) => netAmount(row) + row.tax_amount;

/** Polar: a paid order's remaining refundable net and tax. */
export const refundableAmount = (row: repository.OrderRow) =>
  isPaidStatus(row.status) ? netAmount(row) - row.refunded_amount : 0;
export const refundableTaxAmount = (row: repository.OrderRow) =>
  isPaidStatus(row.status) ? row.tax_amount - row.refunded_tax_amount : 0;
export const isPaidStatus = (status: string) =>
  status === "paid" || status === "refunded" || status === "partially_refunded";

type Embedded = {
  customer: Customer;
  product: OrderProduct | null;
  discount: OrderDiscount | null;
  subscription: OrderSubscription | null;
};

/** The live customer and product (the snapshot when they were deleted since), the discount as applied. */
async function embedded(
  db: Executor,
  organizationId: string,
  rows: repository.OrderRow[],
): Promise<Map<string, Embedded>> {
  const products = await resolveProducts(
    db,
    organizationId,
    rows.flatMap((row) => (row.product_id ? [row.product_id] : [])),
  );
  const subscriptionRows = await subscriptions.findSubscriptionRows(db, organizationId, [
    ...new Set(rows.flatMap((row) => (row.subscription_id ? [row.subscription_id] : []))),
  ]);
  const subscriptionsById = new Map(subscriptionRows.map((row) => [row.id, toOrderSubscription(row)]));
  const liveCustomers = new Map<string, Customer | null>();
  for (const id of new Set(rows.map((row) => row.customer_id))) {
    try {
      liveCustomers.set(id, await customers.get(db, systemAccess(organizationId), id));
    } catch (error) {
      if (!isNotFoundError(error)) throw error;
      liveCustomers.set(id, null);
    }
  }
  return new Map(
    rows.map((row) => {
      const customer = liveCustomers.get(row.customer_id) ?? fromJsonColumn(orderCustomer, row.customer_snapshot);
      const product = row.product_id ? products.get(row.product_id) : undefined;
      return [
        row.id,
        {
          customer,
          product: product
            ? orderProduct.parse(product)
            : fromJsonColumn(orderProduct.nullable().default(null), row.product_snapshot),
          discount: fromJsonColumn(orderDiscount.nullable().default(null), row.discount_snapshot),
          subscription: row.subscription_id ? (subscriptionsById.get(row.subscription_id) ?? null) : null,
        },
      ];
    }),
  );
}

function toResource(row: repository.OrderRow, items: repository.OrderItemRow[], embeds: Embedded): OrderResource {
  const paid = isPaidStatus(row.status);
  const total = totalAmount(row);
  return {
    id: row.id,
    created_at: row.created_at,
    modified_at: row.modified_at,
    status: orderStatus.catch("pending").parse(row.status),
    paid,
    subtotal_amount: row.subtotal_amount,
    discount_amount: row.discount_amount,
    net_amount: netAmount(row),
    tax_amount: row.tax_amount,
    total_amount: total,
    applied_balance_amount: 0,
    due_amount: paid ? 0 : total,
    refunded_amount: row.refunded_amount,
    refunded_tax_amount: row.refunded_tax_amount,
    refundable_amount: refundableAmount(row),
    refundable_tax_amount: refundableTaxAmount(row),
    currency: row.currency,
    billing_reason: row.billing_reason as OrderBillingReason,
    billing_name: row.billing_name,
    billing_address: fromJsonColumn(storedAddress.default(null), row.billing_address),
    invoice_number: row.invoice_number,
    is_invoice_generated: row.invoice_generated_at !== null,
    receipt_number: null,
    units: null,
    customer_id: row.customer_id,
    product_id: row.product_id,
    discount_id: row.discount_id,
    subscription_id: row.subscription_id,
    checkout_id: row.checkout_id,
    metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
    custom_field_data: fromJsonColumn(customFieldData.default({}), row.custom_field_data),
    platform_fee_amount: 0,
    platform_fee_currency: null,
    customer: embeds.customer,
    product: embeds.product,
    discount: embeds.discount,
    subscription: embeds.subscription,
    items: items.map((item) => ({
      created_at: item.created_at,
      modified_at: item.modified_at,
      id: item.id,
      label: item.label,
      amount: item.amount,
      tax_amount: item.tax_amount,
      proration: Boolean(item.proration),
      product_price_id: item.product_price_id,
      start_timestamp: null,
      end_timestamp: null,
    })),
    description: embeds.product?.name ?? row.billing_reason,
  };
}

export async function toResources(
  db: Executor,
  organizationId: string,
  rows: repository.OrderRow[],
): Promise<OrderResource[]> {
  const itemsByOrder = await repository.items(
    db,
    organizationId,
    rows.map((row) => row.id),
  );
  const embeds = await embedded(db, organizationId, rows);
  return rows.flatMap((row) => {
    const embeddedObjects = embeds.get(row.id);
    return embeddedObjects ? [toResource(row, itemsByOrder.get(row.id) ?? [], embeddedObjects)] : [];
  });
}

/** For refunds and invoices: the order resource by id within the organization (404 when absent). */
export async function load(db: Executor, organizationId: string, id: string): Promise<OrderResource> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw OrderErrors.NOT_FOUND();
  const [resource] = await toResources(db, organizationId, [row]);
  if (!resource) throw OrderErrors.NOT_FOUND();
  return resource;
}

// ---- API ---------------------------------------------------------------------------------------

export async function list(db: Db, access: OrganizationScope, query: OrderListQuery): Promise<OrderList> {
  const filter = {
    productIds: query.product_id,
    discountIds: query.discount_id,
    customerIds: query.customer_id,
    checkoutIds: query.checkout_id,
    statuses: query.status,
    metadata: query.metadata,
  };
  const { rows, total } = await repository.list(db, access.organizationId, filter, query.sorting, query);
  return toListResource(await toResources(db, access.organizationId, rows), total, query);
}

export function get(db: Db, access: OrganizationAccess, id: string): Promise<OrderResource> {
  return load(db, access.organizationId, id);
}

const toAddress = (input: AddressInput): Address => ({
  line1: input.line1 ?? null,
  line2: input.line2 ?? null,
  postal_code: input.postal_code ?? null,
  city: input.city ?? null,
  state: input.state ?? null,
  country: input.country,
});

/** Polar's update: billing name and address; frozen (422) once the invoice is generated. Records order.updated. */
export async function update(
  db: Db,
  access: OrganizationAccess,
  id: string,
  body: OrderUpdate,
): Promise<OrderResource> {
  const organizationId = access.organizationId;
  return inTransaction(db, async (trx) => {
    const row = await repository.find(trx, organizationId, id);
    if (!row) throw OrderErrors.NOT_FOUND();
    const name = body.billing_name === undefined ? undefined : body.billing_name;
    const address =
      body.billing_address === undefined
        ? undefined
        : body.billing_address === null
          ? null
          : toAddress(body.billing_address);
    if (row.invoice_generated_at !== null) {
      if (name !== undefined && name !== row.billing_name) throw invoiceLockedField("billing_name");
      if (
        address !== undefined &&
        toJsonColumn(address) !== toJsonColumn(fromJsonColumn(storedAddress.default(null), row.billing_address))
      )
        throw invoiceLockedField("billing_address");
    }
    await repository.update(trx, organizationId, id, {
      ...(name === undefined ? {} : { billing_name: name }),
      ...(address === undefined ? {} : { billing_address: address === null ? null : toJsonColumn(address) }),
      modified_at: nowIso(),
    });
    const resource = await load(trx, organizationId, id);
    await recordEvent(trx, organizationId, "order.updated", resource);
    return resource;
  });
}

/** Polar's invoice generation (202): the order must be paid and carry a billing name and address. */
export async function generateInvoice(db: Db, access: OrganizationScope, id: string): Promise<void> {
  const organizationId = access.organizationId;
  await inTransaction(db, async (trx) => {
    const row = await repository.find(trx, organizationId, id);
    if (!row) throw OrderErrors.NOT_FOUND();
    if (row.invoice_generated_at !== null) throw OrderErrors.INVOICE_ALREADY_EXISTS({ id });
    if (!isPaidStatus(row.status)) throw OrderErrors.NOT_PAID({ id });
    if (!row.billing_name || !row.billing_address) throw OrderErrors.MISSING_INVOICE_BILLING_DETAILS();
    if (!(await repository.markInvoiceGenerated(trx, organizationId, id, nowIso())))
      throw OrderErrors.INVOICE_ALREADY_EXISTS({ id });
    await recordEvent(trx, organizationId, "order.updated", await load(trx, organizationId, id));
  });
}

/** The signed download URL of a generated invoice (404 InvoiceDoesNotExist before). */
export async function invoice(db: Db, access: OrganizationScope, id: string): Promise<{ url: string }> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw OrderErrors.NOT_FOUND();
  if (row.invoice_generated_at === null) throw OrderErrors.INVOICE_DOES_NOT_EXIST({ id });
  return { url: signedInvoiceUrl(db, access.organizationId, id) };
}

// ---- contract 2: called by checkouts inside the checkout's success transaction -------------------

/** `acme-inc` → `ACMEINC`: Polar's per-organization invoice prefix, from the slug. */
function invoicePrefix(slug: string): string {
  return (
    slug
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "")
      .slice(0, 10) || "INV"
  );
}

async function organizationPrefix(trx: Tx, organizationId: string): Promise<string> {
  try {
    return invoicePrefix((await organizations.get(trx, systemAccess(organizationId))).slug);
  } catch (error) {
    if (isNotFoundError(error)) return "INV";
    throw error;
  }
}

/** Polar's custom field values: text, number, boolean, a date as ISO text, or null. */
function customFieldValues(data: Record<string, unknown>): z.infer<typeof customFieldData> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === "string" || typeof value === "number" || typeof value === "boolean"
        ? value
        : value instanceof Date
          ? value.toISOString()
          : null,
    ]),
  );
}

/** The discount as applied; a discount deleted meanwhile still leaves its id on the order. */
async function appliedDiscount(trx: Tx, access: OrganizationScope, id: string): Promise<OrderDiscount | null> {
  try {
    return orderDiscount.parse(await discounts.get(trx, access, id));
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/**
 * Creates the paid order of a succeeded checkout (status `paid`, invoice number `<PREFIX>-0001`...)
 * with its items, and records order.created, order.updated and order.paid in `trx`. A second
 * order for the same checkout is refused by the unique index on checkout_id (the transaction
 * then fails and rolls back).
 */
export async function createPaidOrder(trx: Tx, order: NewOrder): Promise<OrderResource> {
  const { organizationId } = order;
  const access = systemAccess(organizationId);
  const customer = await customers.get(trx, access, order.customerId);
  const product = (await resolveProducts(trx, organizationId, [order.productId])).get(order.productId);
  const discount = order.discountId ? await appliedDiscount(trx, access, order.discountId) : null;
  const id = newId();
  const now = nowIso();
  const invoiceNumber = await repository.nextInvoiceNumber(
    trx,
    organizationId,
    await organizationPrefix(trx, organizationId),
  );
  await repository.insert(
    trx,
    organizationId,
    {
      id,
      status: "paid",
      billing_reason: order.billingReason,
      currency: order.currency,
      subtotal_amount: order.subtotalAmount,
      discount_amount: order.discountAmount,
      tax_amount: order.taxAmount,
      refunded_amount: 0,
      refunded_tax_amount: 0,
      billing_name: order.billingName,
      billing_address: order.billingAddress ? toJsonColumn(order.billingAddress) : null,
      invoice_number: invoiceNumber,
      invoice_generated_at: null,
      customer_id: order.customerId,
      product_id: order.productId,
      product_price_id: order.productPriceId,
      discount_id: order.discountId,
      subscription_id: order.subscriptionId,
      checkout_id: order.checkoutId,
      payment_id: order.paymentId,
      metadata: toJsonColumn(order.metadata),
      custom_field_data: toJsonColumn(customFieldValues(order.customFieldData)),
      customer_snapshot: toJsonColumn(customer),
      product_snapshot: product ? toJsonColumn(orderProduct.parse(product)) : null,
      discount_snapshot: discount ? toJsonColumn(discount) : null,
      created_at: now,
      modified_at: null,
    },
    order.items.map((item, position) => ({
      id: newId(),
      order_id: id,
      position,
      label: item.label,
      amount: item.amount,
      tax_amount: item.taxAmount,
      proration: item.proration ? 1 : 0,
      product_price_id: item.productPriceId,
      created_at: now,
      modified_at: null,
    })),
  );
  const resource = await load(trx, organizationId, id);
  await recordEvent(trx, organizationId, "order.created", resource);
  await recordEvent(trx, organizationId, "order.updated", resource);
  await recordEvent(trx, organizationId, "order.paid", resource);
  // A one-time purchase grants the product's benefits (subscription orders: the subscription's grants).
  if (order.billingReason === "purchase" && order.productId) {
    await enqueueBenefitGrants(trx, {
      organizationId,
      customerId: order.customerId,
      productId: order.productId,
      orderId: id,
      subscriptionId: null,
      action: "grant",
    });
  }
  return resource;
}

/** The customer's invoice link for the hosted success page: a signed URL once the order exists. */
export async function invoiceUrlForCheckout(
  db: Db,
  organizationId: string,
  checkoutId: string,
): Promise<string | null> {
  const row = await repository.findByCheckout(db, organizationId, checkoutId);
  if (!row || !isPaidStatus(row.status)) return null;
  return signedInvoiceUrl(db, organizationId, row.id);
}

// ---- for refunds ---------------------------------------------------------------------------------

export type RefundableOrder = {
  id: string;
  organizationId: string;
  status: OrderStatus;
  customerId: string;
  subscriptionId: string | null;
  currency: string;
  paymentId: string | null;
  netAmount: number;
  taxAmount: number;
  refundedAmount: number;
  refundedTaxAmount: number;
};

export async function findRefundable(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<RefundableOrder | null> {
  const row = await repository.find(db, organizationId, id);
  if (!row) return null;
  return {
    id: row.id,
    organizationId,
    status: orderStatus.catch("pending").parse(row.status),
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    currency: row.currency,
    paymentId: row.payment_id,
    netAmount: netAmount(row),
    taxAmount: row.tax_amount,
    refundedAmount: row.refunded_amount,
    refundedTaxAmount: row.refunded_tax_amount,
  };
}

/**
 * Moves the order's refunded totals from what the caller read (`from`) by `delta` in one
 * conditional UPDATE: it applies only if nobody changed them meanwhile and the result stays
 * within the net and tax amounts. False when the condition failed (the caller re-reads).
 */
export function moveRefundedTotals(
  trx: Tx,
  organizationId: string,
  id: string,
  from: { amount: number; tax: number },
  delta: { amount: number; tax: number },
): Promise<boolean> {
  return repository.moveRefundedTotals(trx, organizationId, id, from, delta, nowIso());
}
