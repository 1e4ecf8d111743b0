import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderResource } from "../../src/billing/orders/schemas.ts";
import type { RefundResource } from "../../src/billing/refunds/service.ts";
import { type BillingOrg, billingOrg, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, confirmCheckout, createProduct } from "../helpers/checkout.ts";
import { readPdf } from "../helpers/pdf-text.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** End to end: a checkout paid with Stripe's success card → the order → its invoice → refunds. */

let server: TestServer;
let a: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "orders-e2e");
});

afterAll(async () => {
  await server?.close();
});

describe("checkout → order → invoice → refund", () => {
  it("makes one paid order per checkout, which the customer's invoice link and refunds follow", async () => {
    const product = await createProduct(server, a.token, { name: "E2E plan" });
    const { checkout, confirmed } = await buyProduct(server, a.token, product.id, { email: "e2e-buyer@example.com" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(checkout.status).toBe("succeeded");

    const polar = sdk047(server, a.token);
    const orders = await polar.orders.list({ checkoutId: checkout.id });
    expect(orders.result.items).toHaveLength(1);
    const order = orders.result.items[0]!;
    expect(order).toMatchObject({
      status: "paid",
      paid: true,
      billingReason: "purchase",
      productId: product.id,
      checkoutId: checkout.id,
      totalAmount: checkout.total_amount,
      currency: "usd",
    });
    expect(order.customer.email).toBe("e2e-buyer@example.com");
    expect(order.items.map((item) => [item.label, item.amount])).toEqual([["E2E plan", 2500]]);
    expect(order.billingAddress?.country).toBe("US");

    // confirming again neither charges nor orders twice
    const again = await confirmCheckout(server, checkout.client_secret, { customer_email: "e2e-buyer@example.com" });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect((await polar.orders.list({ checkoutId: checkout.id })).result.items).toHaveLength(1);

    // the customer's success page: a signed PDF link, no token
    const link = await v1<{ url: string }>(server, "GET", `/checkouts/client/${checkout.client_secret}/invoice`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const pdf = await fetch(link.body.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const { lines } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(lines).toContain(`Invoice number: ${order.invoiceNumber}`);

    // refunds: a part, then the rest (the processor refunds the same payment)
    const part = await polar.refunds.create({ orderId: order.id, reason: "customer_request", amount: 1000 });
    expect(part.status).toBe("succeeded");
    expect((await polar.orders.get({ id: order.id })).status).toBe("partially_refunded");
    const rest = await sdk10(server, a.token).refunds.create({
      order_id: order.id,
      reason: "other",
      amount: order.netAmount - 1000,
      revoke_benefits: false,
    });
    expect(rest.status).toBe("succeeded");
    const refunded = await v1<OrderResource>(server, "GET", `/orders/${order.id}`, { token: a.token });
    expect(refunded.body).toMatchObject({
      status: "refunded",
      refunded_amount: order.netAmount,
      refunded_tax_amount: order.taxAmount,
    });
    expectError(
      await v1<RefundResource>(server, "POST", "/refunds/", {
        token: a.token,
        body: { order_id: order.id, amount: 1, reason: "other" },
      }),
      403,
      "RefundedAlready",
    );
    const payment = await server.gatehouse.database.db
      .selectFrom("payment")
      .selectAll()
      .where("amount", "=", order.totalAmount)
      .execute();
    expect(payment.map((row) => Number(row.refunded_amount))).toContain(order.totalAmount);
  });

  it("a free product's order cannot be refunded", async () => {
    const product = await createProduct(server, a.token, { name: "Free e2e", prices: [{ amount_type: "free" }] });
    const { checkout } = await buyProduct(server, a.token, product.id, { email: "free-e2e@example.com" });
    expect(checkout.status).toBe("succeeded");
    const orders = await v1<{ items: OrderResource[] }>(server, "GET", "/orders/", {
      token: a.token,
      query: { checkout_id: checkout.id },
    });
    const order = orders.body.items[0]!;
    expect(order).toMatchObject({ status: "paid", total_amount: 0 });
    expectError(
      await v1(server, "POST", "/refunds/", {
        token: a.token,
        body: { order_id: order.id, amount: 1, reason: "other" },
      }),
      400,
      "NotRefundable",
    );
  });
});
