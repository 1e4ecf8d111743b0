import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { createPaidOrder, type NewOrder } from "../../src/billing/orders/paid-order.ts";
import type { OrderResource } from "../../src/billing/orders/schemas.ts";
import { inTransaction } from "../../src/db/transaction.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, v1 } from "./billing.ts";
import type { TestServer } from "./test-server.ts";

/**
 * Paid orders for the order/refund/invoice suites, without a checkout: a product and a customer
 * through the API, a real charge on the test-mode processor (Stripe's `pm_card_visa`), then
 * `createPaidOrder` in a transaction, as the checkout's success does.
 */

type WireProduct = { id: string; name: string; prices: Array<{ id: string }> };
type WireCustomer = { id: string; email: string };

export type PaidOrderOptions = {
  price?: number;
  discountAmount?: number;
  taxAmount?: number;
  discountId?: string | null;
  billingName?: string | null;
  billingAddress?: NewOrder["billingAddress"];
  metadata?: NewOrder["metadata"];
  productId?: string;
  customerId?: string;
  currency?: string;
  /** A free order: no payment. */
  free?: boolean;
};

export async function createProduct(
  server: TestServer,
  org: BillingOrg,
  price = 1000,
  name = `Order product ${randomUUID().slice(0, 6)}`,
): Promise<WireProduct> {
  const prices = price === 0 ? [{ amount_type: "free" }] : [{ amount_type: "fixed", price_amount: price }];
  const response = await v1<WireProduct>(server, "POST", "/products/", { token: org.token, body: { name, prices } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export async function createCustomer(
  server: TestServer,
  org: BillingOrg,
  email = `buyer-${randomUUID().slice(0, 8)}@example.com`,
): Promise<WireCustomer> {
  const response = await v1<WireCustomer>(server, "POST", "/customers/", {
    token: org.token,
    body: { email, name: "Ada Buyer" },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export async function paidOrder(
  server: TestServer,
  org: BillingOrg,
  options: PaidOrderOptions = {},
): Promise<OrderResource> {
  const db = server.gatehouse.database.db;
  const price = options.price ?? 1000;
  const product = options.productId
    ? (await v1<WireProduct>(server, "GET", `/products/${options.productId}`, { token: org.token })).body
    : await createProduct(server, org, options.free ? 0 : price);
  const customerId = options.customerId ?? (await createCustomer(server, org)).id;
  const discountAmount = options.discountAmount ?? 0;
  const taxAmount = options.taxAmount ?? 0;
  const currency = options.currency ?? "usd";
  const subtotal = options.free ? 0 : price;
  const total = subtotal - discountAmount + taxAmount;
  const checkoutId = randomUUID();
  let paymentId: string | null = null;
  if (!options.free && total > 0) {
    const charge = await createPaymentProcessor(db).charge({
      confirmationTokenId: "pm_card_visa",
      amount: total,
      currency,
      idempotencyKey: checkoutId,
      description: product.name,
      customerEmail: null,
      owner: { organizationId: org.organization.id, checkoutId },
    });
    expect(charge.status).toBe("succeeded");
    paymentId = charge.paymentId;
  }
  const priceId = product.prices[0]!.id;
  return inTransaction(db, (trx) =>
    createPaidOrder(trx, {
      organizationId: org.organization.id,
      customerId,
      productId: product.id,
      productPriceId: priceId,
      discountId: options.discountId ?? null,
      checkoutId,
      subscriptionId: null,
      billingReason: "purchase",
      billingName: options.billingName === undefined ? "Ada Lovelace" : options.billingName,
      billingAddress:
        options.billingAddress === undefined
          ? { line1: "1 Analytical Way", line2: null, postal_code: "75001", city: "Paris", state: null, country: "FR" }
          : options.billingAddress,
      currency,
      subtotalAmount: subtotal,
      discountAmount,
      taxAmount,
      items: [{ label: product.name, amount: subtotal, taxAmount, productPriceId: priceId, proration: false }],
      paymentId,
      metadata: options.metadata ?? {},
      customFieldData: {},
    }),
  );
}
