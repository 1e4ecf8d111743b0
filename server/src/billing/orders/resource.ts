import { z } from "@hono/zod-openapi";
import { fromJsonColumn } from "../../db/json-column.ts";
import type { Executor } from "../../db/transaction.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { isNotFoundError } from "../common/errors.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { addressOutput } from "../common/schemas.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import { resolveProducts } from "../products/service.ts";
import * as subscriptions from "../subscriptions/service.ts";
import { isPaidStatus, netAmount, refundableAmount, refundableTaxAmount, totalAmount } from "./amounts.ts";
import { OrderErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import {
  type OrderBillingReason,
  type OrderDiscount,
  type OrderProduct,
  type OrderResource,
  type OrderSubscription,
  orderCustomer,
  orderDiscount,
  orderProduct,
  orderStatus,
} from "./schemas.ts";
import { toOrderSubscription } from "./subscription-embed.ts";

/** An order's stored row as Polar's Order: amounts, the live customer and product, items. */

export const storedAddress = addressOutput.nullable();
const customFieldData = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullable());

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
    applied_balance_amount: row.applied_balance_amount,
    due_amount: paid ? 0 : total,
    refunded_amount: row.refunded_amount,
    refunded_tax_amount: row.refunded_tax_amount,
    refundable_amount: refundableAmount(row),
    refundable_tax_amount: refundableTaxAmount(row),
    currency: row.currency,
    billing_reason: row.billing_reason as OrderBillingReason,
    billing_name: row.billing_name,
    billing_address: fromJsonColumn(storedAddress.default(null), row.billing_address),
    // A draft holds a placeholder until finalize assigns its number (draft-repository.ts).
    invoice_number: row.status === "draft" ? null : row.invoice_number,
    is_invoice_generated: row.invoice_generated_at !== null,
    receipt_number: row.receipt_number,
    units: row.units,
    customer_id: row.customer_id,
    product_id: row.product_id,
    discount_id: row.discount_id,
    subscription_id: row.subscription_id,
    checkout_id: row.checkout_id,
    seats: row.seats,
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
