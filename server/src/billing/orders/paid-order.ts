import { toJsonColumn } from "../../db/json-column.ts";
import type { Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { storedCustomFieldValues } from "../common/custom-field-values.ts";
import { isNotFoundError } from "../common/errors.ts";
import { recordEvent } from "../common/events.ts";
import type { Address } from "../common/schemas.ts";
import * as customers from "../customers/service.ts";
import * as discounts from "../discounts/service.ts";
import { resolveProducts } from "../products/service.ts";
import * as organizations from "../seller-settings/service.ts";
import { allocateReceiptNumber } from "./receipts.ts";
import * as repository from "./repository.ts";
import { load } from "./resource.ts";
import { type OrderDiscount, type OrderResource, orderDiscount, orderProduct } from "./schemas.ts";

/** Contract 2: called by checkouts, renewals and plan changes inside their own transaction. */

/** What checkouts hand over on success (contract 2 of the commerce brief). */
export type NewOrder = {
  organizationId: string;
  /** The seats bought with a seat-based price (null otherwise). */
  seats?: number | null;
  /** The units bought with a unit-based price (null otherwise). */
  units?: number | null;
  customerId: string;
  productId: string;
  productPriceId: string;
  discountId: string | null;
  /** The checkout's id; null for a subscription renewal. */
  checkoutId: string | null;
  subscriptionId: string | null;
  billingReason: "purchase" | "subscription_create" | "subscription_cycle" | "subscription_update";
  billingName: string | null;
  billingAddress: Address | null;
  currency: string;
  subtotalAmount: number;
  discountAmount: number;
  taxAmount: number;
  items: { label: string; amount: number; taxAmount: number; productPriceId: string; proration: boolean }[];
  /** The processor's payment id; null for free orders and orders the wallet paid in full. */
  paymentId: string | null;
  /** What the customer's wallet paid of the total (billing/wallets/); 0 when omitted. */
  walletAmount?: number;
  metadata: Record<string, string | number | boolean>;
  customFieldData: Record<string, unknown>;
};

/** Longest invoice prefix taken from a slug; longer slugs keep their first whole words. */
const PREFIX_MAX = 20;

/**
 * `acme-robotics` → `ACME-ROBOTICS`: the per-organization invoice prefix (Polar's
 * customer_invoice_prefix), from the slug, whole words only. Polar cuts the slug at 10 letters
 * ("ACMEROBOTI-0001"); here a long slug keeps as many whole words as fit in 20
 * characters, and a single longer word is cut.
 */
export function invoicePrefix(slug: string): string {
  const words = slug
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  let prefix = "";
  for (const word of words) {
    const next = prefix ? `${prefix}-${word}` : word;
    if (next.length > PREFIX_MAX) break;
    prefix = next;
  }
  return prefix || words[0]?.slice(0, PREFIX_MAX) || "INV";
}

async function organizationPrefix(trx: Tx, organizationId: string): Promise<string> {
  try {
    return invoicePrefix((await organizations.get(trx, systemAccess(organizationId))).slug);
  } catch (error) {
    if (isNotFoundError(error)) return "INV";
    throw error;
  }
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
      // Polar numbers a receipt when a payment succeeded: a free order has none.
      receipt_number: order.paymentId ? await allocateReceiptNumber(trx, organizationId, order.customerId) : null,
      customer_id: order.customerId,
      product_id: order.productId,
      product_price_id: order.productPriceId,
      discount_id: order.discountId,
      subscription_id: order.subscriptionId,
      checkout_id: order.checkoutId,
      seats: order.seats ?? null,
      units: order.units ?? null,
      applied_balance_amount: order.walletAmount ? -order.walletAmount : 0,
      payment_id: order.paymentId,
      metadata: toJsonColumn(order.metadata),
      custom_field_data: toJsonColumn(storedCustomFieldValues(order.customFieldData)),
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
