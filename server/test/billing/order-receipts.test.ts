import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerCode } from "../../src/billing/orders/receipts.ts";
import { translator } from "../../src/i18n/translator.ts";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { createCustomer, paidOrder } from "../helpers/orders.ts";
import { readPdf } from "../helpers/pdf-text.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Receipts (Polar's `receipt_number`, `RCPT-<customer>-0001`, numbered per customer apart from the
 * invoice number, and the receipt PDF behind `orders.receipt`), and the portal's order methods of
 * the 1.0 SDK: receipt, update, getPaymentStatus, confirmRetryPayment, refundable amounts.
 */

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "receipts-a");
  b = await billingOrg(server, "receipts-b");
});

afterAll(async () => {
  await server?.close();
});

async function sessionFor(org: BillingOrg, customerId: string): Promise<string> {
  const created = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
    token: org.token,
    body: { customer_id: customerId },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.token;
}

describe("receipt numbers", () => {
  it("are the customer's own sequence, apart from the invoice numbers; a free order has none", async () => {
    const customer = await createCustomer(server, a);
    const first = await paidOrder(server, a, { customerId: customer.id });
    const other = await paidOrder(server, a);
    const second = await paidOrder(server, a, { customerId: customer.id });
    const free = await paidOrder(server, a, { customerId: customer.id, free: true });
    const code = customerCode(customer.id);
    expect(code).toMatch(/^[A-Z]{8}$/);
    expect(first.receipt_number).toBe(`RCPT-${code}-0001`);
    expect(second.receipt_number).toBe(`RCPT-${code}-0002`);
    expect(other.receipt_number).toMatch(/^RCPT-[A-Z]{8}-0001$/);
    expect(free.receipt_number).toBeNull();
    expect(second.invoice_number).not.toBe(second.receipt_number);
    const got = await v1<{ receipt_number: string | null }>(server, "GET", `/orders/${second.id}`, { token: a.token });
    expect(got.body.receipt_number).toBe(second.receipt_number);
    expect((await sdk047(server, a.token).orders.get({ id: second.id })).id).toBe(second.id);
  });
});

/** An order bought through a checkout with the test card: its payment is recorded. */
async function checkoutOrder(email: string): Promise<{ id: string; customer_id: string; receipt_number: string }> {
  const product = await createProduct(server, a.token, { name: "Receipt handbook" });
  const { checkout } = await buyProduct(server, a.token, product.id, { email });
  expect(checkout.status).toBe("succeeded");
  const orders = await v1<{ items: Array<{ id: string; customer_id: string; receipt_number: string }> }>(
    server,
    "GET",
    "/orders/",
    { token: a.token, query: { checkout_id: checkout.id } },
  );
  const [order] = orders.body.items;
  if (!order) throw new Error("no order for the checkout");
  return order;
}

describe("GET /v1/orders/{id}/receipt", () => {
  it("a checkout's receipt names the card it was paid with; the payment status is succeeded", async () => {
    const order = await checkoutOrder("receipt-card@example.com");
    expect(order.receipt_number).toMatch(/^RCPT-[A-Z]{8}-0001$/);
    const pdf = await readPdf(
      new Uint8Array(await (await fetch((await sdk10(server, a.token).orders.receipt(order.id)).url)).arrayBuffer()),
    );
    expect(pdf.lines.join("\n")).toMatch(/Paid with \w+ card ending in 4242/);
    const token = await sessionFor(a, order.customer_id);
    expect(await sdk10(server, token).customerPortal.orders.getPaymentStatus(order.id)).toEqual({
      status: "succeeded",
      error: null,
    });
  });

  it("answers a signed link to a receipt PDF that says paid, when and with which card", async () => {
    const order = await paidOrder(server, a, { price: 2500, billingName: "Grace Hopper" });
    const receipt = await sdk10(server, a.token).orders.receipt(order.id);
    expect(receipt.url).toContain(`/v1/orders/${order.id}/receipt.pdf?`);
    const response = await fetch(receipt.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(`Receipt-${order.receipt_number}.pdf`);
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    const t = translator("en", "invoice");
    const text = pdf.lines.join("\n");
    expect(pdf.title).toBe(t("receiptDocumentTitle", { number: order.receipt_number ?? "" }));
    expect(text).toContain(t("receiptTitle"));
    expect(text).toContain(t("receiptNumber", { number: order.receipt_number ?? "" }));
    expect(text).toMatch(/Paid on /);
    expect(text).toMatch(/Paid with visa card ending in 4242|Paid with card/);
    expect(text).toContain("Grace Hopper");
    expect(pdf.lines).not.toContain(t("title"));
  });

  it("a signed invoice link does not open the receipt, nor a tampered one", async () => {
    const order = await paidOrder(server, a);
    const { body } = await v1<{ url: string }>(server, "GET", `/orders/${order.id}/receipt`, { token: a.token });
    const asInvoice = body.url.replace("/receipt.pdf", "/invoice.pdf");
    expect((await fetch(asInvoice)).status).toBe(404);
    expect((await fetch(body.url.replace(/signature=[^&]+/, "signature=x"))).status).toBe(404);
  });

  it("404 ReceiptNotAllocated for a free order; another organization's order is not found", async () => {
    const free = await paidOrder(server, a, { free: true });
    expectError(await v1(server, "GET", `/orders/${free.id}/receipt`, { token: a.token }), 404, "ReceiptNotAllocated");
    const order = await paidOrder(server, a);
    expectError(await v1(server, "GET", `/orders/${order.id}/receipt`, { token: b.token }), 404, "ResourceNotFound");
    expect422(await v1(server, "GET", "/orders/not-a-uuid/receipt", { token: a.token }), "path");
  });
});

describe("the portal's orders (1.0 SDK)", () => {
  it("carry the receipt number and refundable amounts; receipt and payment status are the customer's", async () => {
    const customer = await createCustomer(server, a);
    const order = await paidOrder(server, a, { customerId: customer.id, price: 3000, taxAmount: 600 });
    const refund = await v1(server, "POST", "/refunds/", {
      token: a.token,
      body: { order_id: order.id, amount: 1000, reason: "customer_request", revoke_benefits: false },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const token = await sessionFor(a, customer.id);
    const portal = sdk10(server, token).customerPortal.orders;
    const got = await portal.get(order.id);
    expect(got).toMatchObject({
      receipt_number: order.receipt_number,
      refundable_amount: 2000,
      refundable_tax_amount: 400,
    });
    // Units are a unit-based price's: this order's fixed price has none.
    expect(got.units).toBeNull();
    const listed = await portal.list({});
    expect(listed.items[0]).toMatchObject({ id: order.id, refundable_amount: 2000 });
    expect((await fetch((await portal.receipt(order.id)).url)).status).toBe(200);
    // 0.47 validates the portal order strictly: the added keys do not break it.
    expect(
      (await sdk047(server, a.token).customerPortal.orders.get({ customerSession: token }, { id: order.id })).id,
    ).toBe(order.id);
  });

  it("a free order has no payment and no receipt; another customer's order is 404", async () => {
    const customer = await createCustomer(server, a);
    const free = await paidOrder(server, a, { customerId: customer.id, free: true });
    const token = await sessionFor(a, customer.id);
    const status = await v1(server, "GET", `/customer-portal/orders/${free.id}/payment-status`, { token });
    expect(status.body).toEqual({ status: "no_payment", error: null });
    expectError(
      await v1(server, "GET", `/customer-portal/orders/${free.id}/receipt`, { token }),
      404,
      "ReceiptNotAllocated",
    );
    const someoneElse = await paidOrder(server, a);
    for (const path of ["receipt", "payment-status"])
      expectError(
        await v1(server, "GET", `/customer-portal/orders/${someoneElse.id}/${path}`, { token }),
        404,
        "ResourceNotFound",
      );
    expectError(
      await v1(server, "PATCH", `/customer-portal/orders/${someoneElse.id}`, { token, body: { billing_name: "X" } }),
      404,
      "ResourceNotFound",
    );
  });

  it("update sets the billing name and address until the invoice is generated", async () => {
    const customer = await createCustomer(server, a);
    const order = await paidOrder(server, a, { customerId: customer.id });
    const token = await sessionFor(a, customer.id);
    const portal = sdk10(server, token).customerPortal.orders;
    const updated = await portal.update(order.id, {
      billing_name: "Ada Portal",
      billing_address: { country: "DE", city: "Berlin", line1: "Unter den Linden 1", postal_code: "10117" },
    });
    expect(updated.billing_name).toBe("Ada Portal");
    expect(updated.billing_address).toMatchObject({ country: "DE", city: "Berlin" });
    expect422(
      await v1(server, "PATCH", `/customer-portal/orders/${order.id}`, {
        token,
        body: { billing_address: { city: 1 } },
      }),
      "body",
    );
    expect((await v1(server, "POST", `/customer-portal/orders/${order.id}/invoice`, { token })).status).toBe(202);
    const locked = await v1(server, "PATCH", `/customer-portal/orders/${order.id}`, {
      token,
      body: { billing_name: "Someone Else" },
    });
    expect422(locked, "body");
    const after = await v1<{ billing_name: string }>(server, "GET", `/orders/${order.id}`, { token: a.token });
    expect(after.body.billing_name).toBe("Ada Portal");
  });

  it("confirmRetryPayment: no Gatehouse order awaits a payment, 422 OrderNotEligibleForRetry", async () => {
    const customer = await createCustomer(server, a);
    const order = await paidOrder(server, a, { customerId: customer.id });
    const token = await sessionFor(a, customer.id);
    const retry = await v1(server, "POST", `/customer-portal/orders/${order.id}/confirm-payment`, {
      token,
      body: { confirmation_token_id: "ctoken_123" },
    });
    expectError(retry, 422, "OrderNotEligibleForRetry");
    expect422(
      await v1(server, "POST", `/customer-portal/orders/${order.id}/confirm-payment`, {
        token,
        body: { payment_processor: "paypal" },
      }),
      "body",
    );
    await expect(
      sdk10(server, token).customerPortal.orders.confirmRetryPayment(order.id, { confirmation_token_id: "ctoken_1" }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});
