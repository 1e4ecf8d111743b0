import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceUrlForCheckout } from "../../src/billing/orders/invoices.ts";
import type { OrderResource } from "../../src/billing/orders/schemas.ts";
import {
  type BillingOrg,
  billingMember,
  billingOrg,
  expect422,
  expectError,
  sdk10,
  sdk047,
  v1,
} from "../helpers/billing.ts";
import { createCustomer, createProduct, paidOrder } from "../helpers/orders.ts";
import { readPdf } from "../helpers/pdf-text.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** /v1/orders: list (filters, sorting), get, update, invoice generation and the signed PDF. */

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "orders-a");
  b = await billingOrg(server, "orders-b");
});

afterAll(async () => {
  await server?.close();
});

const eventTypesOf = async (orderId: string) =>
  (
    await server.gatehouse.database.db
      .selectFrom("billing_event")
      .selectAll()
      .orderBy("created_at")
      .orderBy("id")
      .execute()
  )
    .filter((row) => (JSON.parse(row.payload) as { data: { id?: string } }).data.id === orderId)
    .map((row) => row.type);

async function download(url: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("orders created by createPaidOrder", () => {
  it("have Polar's fields, a sequential invoice number per organization and order.created/updated/paid events", async () => {
    const first = await paidOrder(server, a, {
      price: 2500,
      discountAmount: 500,
      taxAmount: 400,
      metadata: { source: "test" },
    });
    expect(first).toMatchObject({
      status: "paid",
      paid: true,
      subtotal_amount: 2500,
      discount_amount: 500,
      net_amount: 2000,
      tax_amount: 400,
      total_amount: 2400,
      refunded_amount: 0,
      refunded_tax_amount: 0,
      currency: "usd",
      billing_reason: "purchase",
      billing_name: "Ada Lovelace",
      is_invoice_generated: false,
      subscription_id: null,
      subscription: null,
      metadata: { source: "test" },
    });
    expect(first.items).toEqual([
      expect.objectContaining({
        amount: 2500,
        tax_amount: 400,
        proration: false,
        product_price_id: first.items[0]!.product_price_id,
      }),
    ]);
    expect(first.invoice_number).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*-\d{4}$/);
    const second = await paidOrder(server, a);
    const firstNumber = first.invoice_number ?? "";
    const cut = firstNumber.lastIndexOf("-");
    const [prefix, number] = [firstNumber.slice(0, cut), firstNumber.slice(cut + 1)];
    expect(second.invoice_number).toBe(`${prefix}-${String(Number(number) + 1).padStart(4, "0")}`);
    const other = await paidOrder(server, b);
    expect(other.invoice_number).toMatch(/-0001$/);
    expect((await eventTypesOf(first.id)).sort()).toEqual(["order.created", "order.paid", "order.updated"]);
  });

  it("invoiceUrlForCheckout gives the customer a signed link once the order exists", async () => {
    const order = await paidOrder(server, a);
    const db = server.gatehouse.database.db;
    expect(await invoiceUrlForCheckout(db, a.organization.id, crypto.randomUUID())).toBeNull();
    expect(await invoiceUrlForCheckout(db, b.organization.id, order.checkout_id!)).toBeNull();
    const url = await invoiceUrlForCheckout(db, a.organization.id, order.checkout_id!);
    expect(url).toContain(`/v1/orders/${order.id}/invoice.pdf?`);
    const pdf = await download(url!);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

describe("/v1/orders through @polar-sh/sdk 0.47", () => {
  it("lists with filters and sorting, gets and updates", async () => {
    const polar = sdk047(server, a.token);
    const product = await createProduct(server, a, 3000, "Filter product");
    const customer = await createCustomer(server, a);
    const one = await paidOrder(server, a, {
      productId: product.id,
      customerId: customer.id,
      price: 3000,
      metadata: { tier: "gold" },
    });
    const two = await paidOrder(server, a, { productId: product.id, price: 3000 });
    const three = await paidOrder(server, a, { customerId: customer.id, price: 500 });

    const byProduct = await polar.orders.list({ productId: product.id, limit: 100 });
    expect(byProduct.result.items.map((o) => o.id).sort()).toEqual([one.id, two.id].sort());
    expect(byProduct.result.pagination.totalCount).toBe(2);
    const byCustomer = await polar.orders.list({ customerId: customer.id, limit: 100 });
    expect(byCustomer.result.items.map((o) => o.id).sort()).toEqual([one.id, three.id].sort());
    const byCheckout = await polar.orders.list({ checkoutId: two.checkout_id });
    expect(byCheckout.result.items.map((o) => o.id)).toEqual([two.id]);
    const byMetadata = await polar.orders.list({ metadata: { tier: "gold" } });
    expect(byMetadata.result.items.map((o) => o.id)).toEqual([one.id]);
    const sorted = await polar.orders.list({ customerId: customer.id, sorting: ["amount"] });
    expect(sorted.result.items.map((o) => o.id)).toEqual([three.id, one.id]);
    const newest = await polar.orders.list({ customerId: customer.id });
    expect(newest.result.items[0]!.id).toBe(three.id);

    const got = await polar.orders.get({ id: one.id });
    expect(got).toMatchObject({
      id: one.id,
      status: "paid",
      netAmount: 3000,
      totalAmount: 3000,
      customerId: customer.id,
      productId: product.id,
    });
    expect(got.customer.id).toBe(customer.id);
    expect(got.product?.name).toBe("Filter product");
    expect(got.items[0]!.label).toBe("Filter product");

    const updated = await polar.orders.update({
      id: one.id,
      orderUpdate: {
        billingName: "Grace Hopper",
        billingAddress: { country: "US", line1: "1 Navy Way", city: "Arlington", state: "US-VA", postalCode: "22202" },
      },
    });
    expect(updated.billingName).toBe("Grace Hopper");
    expect(updated.billingAddress).toMatchObject({ country: "US", line1: "1 Navy Way", line2: null });
    expect(await eventTypesOf(one.id)).toContain("order.updated");
  });

  it("generates the invoice (202), then serves it as a PDF from a signed URL", async () => {
    const polar = sdk047(server, a.token);
    const order = await paidOrder(server, a, { price: 4200, taxAmount: 840 });
    await expect(polar.orders.invoice({ id: order.id })).rejects.toMatchObject({ statusCode: 404 });
    expectError(await v1(server, "GET", `/orders/${order.id}/invoice`, { token: a.token }), 404, "InvoiceDoesNotExist");

    await polar.orders.generateInvoice({ id: order.id });
    expectError(
      await v1(server, "POST", `/orders/${order.id}/invoice`, { token: a.token }),
      409,
      "InvoiceAlreadyExists",
    );
    expect((await polar.orders.get({ id: order.id })).isInvoiceGenerated).toBe(true);
    const { url } = await polar.orders.invoice({ id: order.id });

    const pdf = await download(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain(`filename="Invoice-${order.invoice_number}.pdf"`);
    const raw = pdf.bytes.toString("latin1");
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    // In English (the customer has no language, nor the seller, and DEFAULT_LOCALE is English).
    expect(pdf.headers.get("content-language")).toBe("en");
    const { lines } = await readPdf(pdf.bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Invoice",
        `Invoice number: ${order.invoice_number}`,
        "orders-a org",
        "Ada Lovelace",
        "France",
        "Subtotal42.00 USD",
        "Tax8.40 USD",
        "Total50.40 USD",
      ]),
    );

    // Billing details are frozen once the invoice exists.
    expect422(
      await v1(server, "PATCH", `/orders/${order.id}`, { token: a.token, body: { billing_name: "Someone else" } }),
      "body",
    );
  });

  it("refuses a tampered, expired or foreign signed URL", async () => {
    const order = await paidOrder(server, a);
    expect((await v1(server, "POST", `/orders/${order.id}/invoice`, { token: a.token })).status).toBe(202);
    const { url } = (await v1<{ url: string }>(server, "GET", `/orders/${order.id}/invoice`, { token: a.token })).body;
    const signed = new URL(url);
    const tamper = (key: string, value: string) => {
      const copy = new URL(signed);
      copy.searchParams.set(key, value);
      return copy.toString();
    };
    const signature = signed.searchParams.get("signature")!;
    expect((await download(tamper("signature", `${signature.slice(0, -2)}AA`))).status).toBe(404);
    expect((await download(tamper("expires", String(Number(signed.searchParams.get("expires")) + 60)))).status).toBe(
      404,
    );
    expect((await download(tamper("organization_id", b.organization.id))).status).toBe(404);
    expect((await download(`${signed.origin}${signed.pathname}`)).status).toBe(404);
    const other = await paidOrder(server, a);
    expect((await download(url.replace(order.id, other.id))).status).toBe(404);
    // expired: a URL signed an hour and a bit ago
    const { signedInvoiceUrl } = await import("../../src/billing/invoices/signing.ts");
    const expired = signedInvoiceUrl(
      server.gatehouse.database.db,
      a.organization.id,
      order.id,
      Date.now() - 3700 * 1000,
    );
    expect((await download(expired)).status).toBe(404);
    expect((await download(url)).status).toBe(200);
  });

  it("refuses invoice generation without billing details", async () => {
    const order = await paidOrder(server, a, { billingName: null, billingAddress: null });
    expectError(
      await v1(server, "POST", `/orders/${order.id}/invoice`, { token: a.token }),
      422,
      "MissingInvoiceBillingDetails",
    );
    const named = await v1<OrderResource>(server, "PATCH", `/orders/${order.id}`, {
      token: a.token,
      body: { billing_name: "Named", billing_address: { country: "DE" } },
    });
    expect(named.status).toBe(200);
    expect((await v1(server, "POST", `/orders/${order.id}/invoice`, { token: a.token })).status).toBe(202);
  });
});

describe("orders with a discount", () => {
  it("embed the discount as applied (without its products) and filter by it", async () => {
    const discount = await v1<{ id: string; name: string }>(server, "POST", "/discounts/", {
      token: a.token,
      body: { type: "percentage", basis_points: 2000, duration: "once", name: "Launch 20" },
    });
    expect(discount.status).toBe(201);
    const order = await paidOrder(server, a, { price: 5000, discountAmount: 1000, discountId: discount.body.id });
    const polar = sdk047(server, a.token);
    const got = await polar.orders.get({ id: order.id });
    expect(got.discountId).toBe(discount.body.id);
    expect(got.discount).toMatchObject({ id: discount.body.id, name: "Launch 20", basisPoints: 2000 });
    expect(got).toMatchObject({ subtotalAmount: 5000, discountAmount: 1000, netAmount: 4000, totalAmount: 4000 });
    expect("products" in (order.discount ?? {})).toBe(false);
    const listed = await polar.orders.list({ discountId: discount.body.id });
    expect(listed.result.items.map((o) => o.id)).toEqual([order.id]);
    // the discount deleted later: the order still shows it as applied
    expect((await v1(server, "DELETE", `/discounts/${discount.body.id}`, { token: a.token })).status).toBe(204);
    expect((await polar.orders.get({ id: order.id })).discount?.name).toBe("Launch 20");
    // a deleted customer still shows on the order
    expect((await v1(server, "DELETE", `/customers/${order.customer_id}`, { token: a.token })).status).toBe(204);
    expect((await polar.orders.get({ id: order.id })).customer.id).toBe(order.customer_id);
  });
});

describe("/v1/orders through @polar-sh/sdk 1.0", () => {
  it("lists, gets, updates, generates and fetches the invoice", async () => {
    const polar = sdk10(server, a.token);
    const order = await paidOrder(server, a, { price: 1500 });
    const list = await polar.orders.list({ checkout_id: order.checkout_id, limit: 10 });
    expect(list.items.map((o) => o.id)).toEqual([order.id]);
    const got = await polar.orders.get(order.id);
    expect(got).toMatchObject({ id: order.id, total_amount: 1500, refundable_amount: 1500 });
    const updated = await polar.orders.update(order.id, { billing_name: "SDK Ten" });
    expect(updated.billing_name).toBe("SDK Ten");
    await polar.orders.generateInvoice(order.id);
    const invoice = await polar.orders.invoice(order.id);
    expect((await readPdf((await download(invoice.url)).bytes)).lines).toContain(
      `Invoice number: ${order.invoice_number}`,
    );
  });
});

describe("order access", () => {
  it("keeps organizations apart and follows roles", async () => {
    const order = await paidOrder(server, a);
    expectError(await v1(server, "GET", `/orders/${order.id}`, { token: b.token }), 404, "ResourceNotFound");
    expectError(
      await v1(server, "PATCH", `/orders/${order.id}`, { token: b.token, body: { billing_name: "x" } }),
      404,
      "ResourceNotFound",
    );
    expectError(await v1(server, "POST", `/orders/${order.id}/invoice`, { token: b.token }), 404, "ResourceNotFound");
    expectError(await v1(server, "GET", `/orders/${order.id}/invoice`, { token: b.token }), 404, "ResourceNotFound");
    const listed = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/orders/", {
      token: b.token,
      query: { limit: "100" },
    });
    expect(listed.body.items.some((item) => item.id === order.id)).toBe(false);

    const member = await billingMember(server, a, "member");
    expect((await v1(server, "GET", `/orders/${order.id}`, { client: member.client })).status).toBe(200);
    expectError(
      await v1(server, "PATCH", `/orders/${order.id}`, { client: member.client, body: { billing_name: "x" } }),
      403,
      "NotPermitted",
    );
    expect((await v1(server, "GET", `/orders/${order.id}`)).status).toBe(401);
  });

  it("validates input", async () => {
    expect422(await v1(server, "GET", "/orders/not-a-uuid", { token: a.token }), "path");
    expect422(await v1(server, "GET", "/orders/", { token: a.token, query: { sorting: "nope" } }), "query");
    expect422(await v1(server, "GET", "/orders/", { token: a.token, query: { product_id: "x" } }), "query");
    const order = await paidOrder(server, a);
    expect422(
      await v1(server, "PATCH", `/orders/${order.id}`, {
        token: a.token,
        body: { billing_address: { country: "XX" } },
      }),
      "body",
    );
  });
});
