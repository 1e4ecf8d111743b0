import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueGrantJobs } from "../../src/billing/benefit-grants/worker.ts";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import {
  buyProduct,
  type CheckoutJson,
  createCheckout,
  createProduct as createCheckoutProduct,
  US_ADDRESS,
} from "../helpers/checkout.ts";
import { createCustomer, paidOrder } from "../helpers/orders.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { person } from "../organization/fixtures.ts";

/** /v1/customer-portal/*: the customer principal (customer session or signed-in user) and its first routes. */

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "portal-a");
  b = await billingOrg(server, "portal-b");
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

describe("GET /v1/customer-portal/organizations/ with a customer session token", () => {
  it("lists the session's seller alone (the portal's header), nothing on page 2", async () => {
    const customer = await createCustomer(server, a);
    const token = await sessionFor(a, customer.id);
    const got = await v1<{ items: Array<{ id: string; name: string }>; pagination: unknown }>(
      server,
      "GET",
      "/customer-portal/organizations/",
      { token },
    );
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.items.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: a.organization.id, name: a.organization.name },
    ]);
    expect(got.body.pagination).toEqual({ total_count: 1, max_page: 1 });
    const second = await v1<{ items: unknown[] }>(server, "GET", "/customer-portal/organizations/", {
      token,
      query: { page: "2" },
    });
    expect(second.body.items).toEqual([]);
  });
});

describe("GET /v1/customer-portal/customers/me", () => {
  it("is Polar's CustomerPortalCustomer of the session's customer", async () => {
    const customer = await createCustomer(server, a);
    const token = await sessionFor(a, customer.id);
    const got = await v1<Record<string, unknown>>(server, "GET", "/customer-portal/customers/me", { token });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body).toEqual({
      created_at: expect.any(String),
      modified_at: null,
      id: customer.id,
      email: customer.email,
      email_verified: false,
      name: "Ada Buyer",
      billing_name: "Ada Buyer",
      billing_address: null,
      tax_id: null,
      oauth_accounts: {},
      default_payment_method_id: null,
      type: "individual",
      locale: null,
    });
  });

  it("PATCH updates the billing name, address and tax ID (customer.updated), validated as Polar", async () => {
    const customer = await createCustomer(server, a);
    const token = await sessionFor(a, customer.id);
    const address = {
      line1: "5 Rue de Rivoli",
      line2: null,
      postal_code: "75001",
      city: "Paris",
      state: null,
      country: "FR",
    };
    const updated = await v1<Record<string, unknown>>(server, "PATCH", "/customer-portal/customers/me", {
      token,
      body: {
        billing_name: "Ada L.",
        billing_address: { line1: "5 Rue de Rivoli", postal_code: "75001", city: "Paris", country: "FR" },
        tax_id: "FR40303265045",
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({
      id: customer.id,
      name: "Ada L.",
      billing_name: "Ada L.",
      billing_address: address,
      tax_id: ["FR40303265045", "eu_vat"],
    });
    const seller = await v1<Record<string, unknown>>(server, "GET", `/customers/${customer.id}`, { token: a.token });
    expect(seller.body).toMatchObject({ name: "Ada L.", billing_address: address });
    const events = await server.gatehouse.database.db
      .selectFrom("billing_event")
      .select("type")
      .where("type", "=", "customer.updated")
      .where("payload", "like", `%${customer.id}%`)
      .execute();
    expect(events.length).toBeGreaterThan(0);

    expect422(
      await v1(server, "PATCH", "/customer-portal/customers/me", { token, body: { billing_address: { line1: "x" } } }),
      "body",
    );
    expect422(await v1(server, "PATCH", "/customer-portal/customers/me", { token }), "body");
    expectError(
      await v1(server, "PATCH", "/customer-portal/customers/me", { token: a.token, body: { billing_name: "Org" } }),
      401,
      "Unauthorized",
    );

    const polar = sdk047(server, a.token);
    expect(
      (await polar.customerPortal.customers.update({ customerSession: token }, { billingName: "Ada 047" })).billingName,
    ).toBe("Ada 047");
    expect((await sdk10(server, token).customerPortal.customers.update({ billing_name: "Ada 10" })).billing_name).toBe(
      "Ada 10",
    );
  });

  it("an organization access token is not a customer: 401; no credentials: 401", async () => {
    expectError(await v1(server, "GET", "/customer-portal/customers/me", { token: a.token }), 401, "Unauthorized");
    expectError(
      await v1(server, "GET", "/customer-portal/customers/me", {
        token: a.token,
        query: { organization_id: a.organization.id },
      }),
      401,
      "Unauthorized",
    );
    expectError(await v1(server, "GET", "/customer-portal/customers/me"), 401, "Unauthorized");
    expectError(
      await v1(server, "GET", "/customer-portal/customers/me", { headers: { authorization: "Basic abc" } }),
      401,
      "Unauthorized",
    );
  });
});

describe("orders in the portal", () => {
  it("lists and gets only the customer's own orders, as Polar's CustomerOrder", async () => {
    const customer = await createCustomer(server, a);
    const token = await sessionFor(a, customer.id);
    const first = await paidOrder(server, a, { customerId: customer.id, price: 1200 });
    const second = await paidOrder(server, a, { customerId: customer.id, price: 3400 });
    const other = await paidOrder(server, a);

    const list = await v1<{
      items: Array<Record<string, unknown> & { id: string }>;
      pagination: { total_count: number; max_page: number };
    }>(server, "GET", "/customer-portal/orders/", { token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.items.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(list.body.pagination).toEqual({ total_count: 2, max_page: 1 });
    const item = list.body.items[1]!;
    expect(item).toMatchObject({
      id: first.id,
      customer_id: customer.id,
      total_amount: 1200,
      status: "paid",
      subscription: null,
      product: { id: first.product_id, organization: { id: a.organization.id } },
    });
    for (const key of ["metadata", "custom_field_data", "customer", "discount", "platform_fee_amount"])
      expect(item).not.toHaveProperty(key);
    // Polar's CustomerOrder has the units of a unit-based price: none here.
    expect(item).toMatchObject({ units: null });
    // Polar's 1.0 CustomerOrder carries the refundable amounts and the receipt number.
    expect(item).toMatchObject({ refundable_amount: 1200, refundable_tax_amount: 0 });
    expect(item).toHaveProperty("receipt_number");
    const sorted = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/customer-portal/orders/", {
      token,
      query: { sorting: "amount", limit: "1" },
    });
    expect(sorted.body.items.map((order) => order.id)).toEqual([first.id]);
    const byProduct = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/customer-portal/orders/", {
      token,
      query: { product_id: second.product_id! },
    });
    expect(byProduct.body.items.map((order) => order.id)).toEqual([second.id]);
    expect422(await v1(server, "GET", "/customer-portal/orders/", { token, query: { page: "0" } }), "query");

    const got = await v1<{ id: string }>(server, "GET", `/customer-portal/orders/${first.id}`, { token });
    expect(got.body).toEqual(item);
    expectError(await v1(server, "GET", `/customer-portal/orders/${other.id}`, { token }), 404, "ResourceNotFound");
    const ofB = await sessionFor(b, (await createCustomer(server, b)).id);
    expectError(
      await v1(server, "GET", `/customer-portal/orders/${first.id}`, { token: ofB }),
      404,
      "ResourceNotFound",
    );
    expect(
      (await v1<{ items: unknown[] }>(server, "GET", "/customer-portal/orders/", { token: ofB })).body.items,
    ).toEqual([]);

    const polar = sdk047(server, a.token);
    const page = await polar.customerPortal.orders.list({ customerSession: token }, {});
    expect(page.result.items.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(
      (await polar.customerPortal.orders.get({ customerSession: token }, { id: first.id })).product?.organization.id,
    ).toBe(a.organization.id);
    const ten = sdk10(server, token);
    expect((await ten.customerPortal.orders.list()).items.map((order) => order.id)).toEqual([second.id, first.id]);
    expect((await ten.customerPortal.orders.get(second.id)).total_amount).toBe(3400);
  });
});

describe("subscriptions in the portal", () => {
  it("lists and gets only the customer's own subscriptions, as Polar's CustomerSubscription", async () => {
    const product = await createCheckoutProduct(server, a.token, {
      name: "Portal plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 900, price_currency: "usd" }],
    });
    const mine = await buyProduct(server, a.token, product.id, {
      email: `portal-sub-${crypto.randomUUID()}@example.com`,
    });
    const theirs = await buyProduct(server, a.token, product.id, {
      email: `portal-other-${crypto.randomUUID()}@example.com`,
    });
    const token = await sessionFor(a, mine.checkout.customer_id!);
    const ofOther = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/subscriptions/", {
      token: a.token,
      query: { customer_id: theirs.checkout.customer_id! },
    });

    const list = await v1<{ items: Array<Record<string, unknown> & { id: string }> }>(
      server,
      "GET",
      "/customer-portal/subscriptions/",
      { token },
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.items).toHaveLength(1);
    const item = list.body.items[0]!;
    expect(item).toMatchObject({
      customer_id: mine.checkout.customer_id,
      status: "active",
      amount: 900,
      product: { id: product.id, organization: { id: a.organization.id } },
    });
    for (const key of ["metadata", "custom_field_data", "customer", "discount"]) expect(item).not.toHaveProperty(key);
    expect((await v1(server, "GET", `/customer-portal/subscriptions/${item.id}`, { token })).body).toEqual(item);
    expectError(
      await v1(server, "GET", `/customer-portal/subscriptions/${ofOther.body.items[0]!.id}`, { token }),
      404,
      "ResourceNotFound",
    );
    expect(
      (
        await v1<{ items: unknown[] }>(server, "GET", "/customer-portal/subscriptions/", {
          token,
          query: { active: "false" },
        })
      ).body.items,
    ).toEqual([]);
    const orders = await v1<{ items: Array<{ subscription: Record<string, unknown> | null }> }>(
      server,
      "GET",
      "/customer-portal/orders/",
      { token },
    );
    expect(orders.body.items[0]?.subscription).toMatchObject({
      id: item.id,
      status: "active",
      customer_id: mine.checkout.customer_id,
    });
    expect(orders.body.items[0]?.subscription).not.toHaveProperty("metadata");

    const polar = sdk047(server, a.token);
    const page = await polar.customerPortal.subscriptions.list({ customerSession: token }, {});
    expect(page.result.items.map((subscription) => subscription.id)).toEqual([item.id]);
    expect(
      (await polar.customerPortal.subscriptions.get({ customerSession: token }, { id: item.id })).product.organization
        .id,
    ).toBe(a.organization.id);
    const ten = sdk10(server, token);
    expect((await ten.customerPortal.subscriptions.list()).items.map((subscription) => subscription.id)).toEqual([
      item.id,
    ]);
    expect((await ten.customerPortal.subscriptions.get(item.id)).id).toBe(item.id);
  });
});

describe("the portal's organization, session and payment methods", () => {
  it("organizations/{slug} (public): the seller and its public products; introspect, user; the subscription's saved card", async () => {
    const product = await createCheckoutProduct(server, a.token, {
      name: "Portal card plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1200, price_currency: "usd" }],
    });
    const hidden = await createCheckoutProduct(server, a.token, { name: "Portal private plan", visibility: "private" });
    const bought = await buyProduct(server, a.token, product.id, {
      email: `portal-card-${crypto.randomUUID()}@example.com`,
    });
    const token = await sessionFor(a, bought.checkout.customer_id!);

    const data = await v1<{
      organization: Record<string, unknown>;
      products: Array<Record<string, unknown> & { id: string }>;
    }>(server, "GET", `/customer-portal/organizations/${a.organization.slug}`);
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(data.body.organization).toMatchObject({
      id: a.organization.id,
      slug: a.organization.slug,
      customer_portal_settings: expect.any(Object),
    });
    const ids = data.body.products.map((item) => item.id);
    expect(ids).toContain(product.id);
    expect(ids).not.toContain(hidden.id);
    expect(data.body.products.find((item) => item.id === product.id)).toMatchObject({
      is_recurring: true,
      prices: [expect.objectContaining({ price_amount: 1200 })],
    });
    expect(data.body.products[0]).not.toHaveProperty("organization");
    expectError(await v1(server, "GET", "/customer-portal/organizations/no-such-org-slug"), 404, "ResourceNotFound");

    const introspected = await v1<{ expires_at: string; return_url: string | null }>(
      server,
      "GET",
      "/customer-portal/customer-session/introspect",
      { token },
    );
    expect(introspected.status, JSON.stringify(introspected.body)).toBe(200);
    expect(introspected.body).toEqual({ expires_at: expect.any(String), return_url: null });
    expect((await v1(server, "GET", "/customer-portal/customer-session/user", { token })).body).toMatchObject({
      type: "customer",
      customer_id: bought.checkout.customer_id,
    });

    const methods = await v1<{ items: unknown[]; pagination: unknown }>(
      server,
      "GET",
      "/customer-portal/customers/me/payment-methods",
      { token },
    );
    expect(methods.status, JSON.stringify(methods.body)).toBe(200);
    expect(methods.body.items).toEqual([
      {
        id: expect.any(String),
        created_at: expect.any(String),
        modified_at: null,
        processor: "stripe",
        customer_id: bought.checkout.customer_id,
        type: "card",
        method_metadata: { brand: "visa", last4: "4242", exp_month: 12, exp_year: expect.any(Number), wallet: null },
      },
    ]);

    const polar = sdk047(server, a.token);
    expect((await polar.customerPortal.organizations.get({ slug: a.organization.slug })).organization.id).toBe(
      a.organization.id,
    );
    expect((await polar.customerPortal.customerSession.introspect({ customerSession: token })).returnUrl).toBeNull();
    const page = await polar.customerPortal.customers.listPaymentMethods({ customerSession: token }, {});
    expect(page.result.items[0]).toMatchObject({ type: "card", methodMetadata: { last4: "4242" } });
    const ten = sdk10(server, token);
    expect((await ten.customerPortal.organizations.get(a.organization.slug)).products.map((item) => item.id)).toContain(
      product.id,
    );
    expect((await ten.customerPortal.customerSession.introspect()).return_url).toBeNull();
  });
});

describe("benefit grants in the portal", () => {
  async function benefitOf(body: Record<string, unknown>): Promise<string> {
    const response = await v1<{ id: string }>(server, "POST", "/benefits/", { token: a.token, body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id;
  }

  it("lists the customer's granted benefits as Polar's CustomerBenefitGrant, with subscriber properties only", async () => {
    const perk = await benefitOf({ type: "custom", description: "Portal perk", properties: { note: "See you" } });
    const key = await benefitOf({
      type: "license_keys",
      description: "Portal key",
      properties: { prefix: "PORTAL", limit_usage: 5 },
    });
    const product = await createCheckoutProduct(server, a.token, { name: "Perk bundle" });
    expect(
      (
        await v1(server, "POST", `/products/${product.id}/benefits`, {
          token: a.token,
          body: { benefits: [perk, key] },
        })
      ).status,
    ).toBe(200);
    const mine = await buyProduct(server, a.token, product.id, {
      email: `portal-perk-${crypto.randomUUID()}@example.com`,
    });
    await buyProduct(server, a.token, product.id, { email: `portal-perk-other-${crypto.randomUUID()}@example.com` });
    const token = await sessionFor(a, mine.checkout.customer_id!);

    type GrantJson = {
      id: string;
      benefit_id: string;
      customer_id: string;
      is_granted: boolean;
      order_id: string | null;
      benefit: { type: string; properties: Record<string, unknown>; organization: Record<string, unknown> };
      customer: { id: string };
    };
    let list = { items: [] as GrantJson[], pagination: { total_count: 0, max_page: 0 } };
    for (let attempt = 0; attempt < 50 && list.items.length < 2; attempt += 1) {
      await runDueGrantJobs(server.gatehouse.database.db);
      const response = await v1<typeof list>(server, "GET", "/customer-portal/benefit-grants/", { token });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      list = response.body;
      if (list.items.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(list.items.map((grant) => grant.benefit_id).sort()).toEqual([perk, key].sort());
    expect(list.pagination.total_count).toBe(2);
    for (const grant of list.items)
      expect(grant).toMatchObject({
        customer_id: mine.checkout.customer_id,
        is_granted: true,
        customer: { id: mine.checkout.customer_id },
        benefit: { organization: { id: a.organization.id } },
      });
    const custom = list.items.find((grant) => grant.benefit_id === perk)!;
    expect(custom.benefit.properties).toEqual({ note: "See you" });
    expect(custom.benefit.organization).not.toHaveProperty("customer_portal_settings");

    const byType = await v1<typeof list>(server, "GET", "/customer-portal/benefit-grants/", {
      token,
      query: { type: "license_keys" },
    });
    expect(byType.body.items.map((grant) => grant.benefit_id)).toEqual([key]);
    const paged = await v1<typeof list>(server, "GET", "/customer-portal/benefit-grants/", {
      token,
      query: { limit: "1", page: "2", sorting: "type" },
    });
    expect(paged.body.items.map((grant) => grant.benefit_id)).toEqual([key]);
    expect(paged.body.pagination).toEqual({ total_count: 2, max_page: 2 });
    expect422(await v1(server, "GET", "/customer-portal/benefit-grants/", { token, query: { type: "nope" } }), "query");

    // Another customer of A and a customer of B see none of them.
    const stranger = await sessionFor(a, (await createCustomer(server, a)).id);
    expect(
      (await v1<typeof list>(server, "GET", "/customer-portal/benefit-grants/", { token: stranger })).body.items,
    ).toEqual([]);
    const ofB = await sessionFor(b, (await createCustomer(server, b)).id);
    expect(
      (await v1<typeof list>(server, "GET", "/customer-portal/benefit-grants/", { token: ofB })).body.items,
    ).toEqual([]);
    expectError(await v1(server, "GET", "/customer-portal/benefit-grants/", { token: a.token }), 401, "Unauthorized");

    const polar = sdk047(server, a.token);
    const page = await polar.customerPortal.benefitGrants.list({ customerSession: token }, {});
    expect(page.result.items.map((grant) => grant.benefitId).sort()).toEqual([perk, key].sort());
    const ten = sdk10(server, token);
    expect((await ten.customerPortal.benefitGrants.list()).items).toHaveLength(2);
  });
});

describe("orders' invoices in the portal", () => {
  it("the customer generates and gets the invoice of their own order; another customer's order is 404", async () => {
    const customer = await createCustomer(server, a);
    const token = await sessionFor(a, customer.id);
    const order = await paidOrder(server, a, { customerId: customer.id });
    const before = await v1(server, "GET", `/customer-portal/orders/${order.id}/invoice`, { token });
    expect(before.status).toBe(404);
    const generated = await v1(server, "POST", `/customer-portal/orders/${order.id}/invoice`, { token });
    expect(generated.status, JSON.stringify(generated.body)).toBe(202);
    const invoice = await v1<{ url: string }>(server, "GET", `/customer-portal/orders/${order.id}/invoice`, { token });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    const pdf = await fetch(invoice.body.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");

    const other = await paidOrder(server, a);
    expectError(
      await v1(server, "POST", `/customer-portal/orders/${other.id}/invoice`, { token }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "GET", `/customer-portal/orders/${other.id}/invoice`, { token }),
      404,
      "ResourceNotFound",
    );
    const orderOfOther = await v1<{ is_invoice_generated: boolean }>(server, "GET", `/orders/${other.id}`, {
      token: a.token,
    });
    expect(orderOfOther.body.is_invoice_generated).toBe(false);

    // Another organization's customer session never sees A's order.
    const ofB = await sessionFor(b, (await createCustomer(server, b)).id);
    expectError(
      await v1(server, "GET", `/customer-portal/orders/${order.id}/invoice`, { token: ofB }),
      404,
      "ResourceNotFound",
    );
    expect422(await v1(server, "GET", "/customer-portal/orders/not-a-uuid/invoice", { token }), "path");
  });

  it("through SDK 0.47 and 1.0", async () => {
    const customer = await createCustomer(server, a);
    const token = await sessionFor(a, customer.id);
    const order = await paidOrder(server, a, { customerId: customer.id });
    const polar = sdk047(server, a.token);
    await polar.customerPortal.orders.generateInvoice({ customerSession: token }, { id: order.id });
    const invoice = await polar.customerPortal.orders.invoice({ customerSession: token }, { id: order.id });
    expect(invoice.url).toContain("http");
    const ten = sdk10(server, token);
    expect((await ten.customerPortal.orders.invoice(order.id)).url).toContain("http");
    expect((await ten.customerPortal.customers.get()).id).toBe(customer.id);
  });
});

describe("a signed-in Gatehouse user (Gatehouse extension)", () => {
  it("reaches the portal of the organization they bought from, with organization_id", async () => {
    const buyer = await person(server, "portal-buyer");
    const product = await createCheckoutProduct(server, a.token);
    const checkout = await createCheckout(server, a.token, product.id);
    const confirmed = await v1(server, "POST", `/checkouts/client/${checkout.client_secret}/confirm`, {
      client: buyer.client,
      body: {
        customer_email: buyer.email,
        customer_name: "Portal Buyer",
        customer_billing_address: US_ADDRESS,
        confirmation_token_id: "pm_card_visa",
      },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const after = await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token });

    const got = await v1<{ id: string; email: string }>(server, "GET", "/customer-portal/customers/me", {
      client: buyer.client,
      query: { organization_id: a.organization.id },
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.id).toBe(after.body.customer_id);

    const orders = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/orders/", {
      token: a.token,
      query: { customer_id: got.body.id },
    });
    const orderId = orders.body.items[0]!.id;
    const generated = await v1(server, "POST", `/customer-portal/orders/${orderId}/invoice`, {
      client: buyer.client,
      query: { organization_id: a.organization.id },
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(202);
    expect(
      (
        await v1(server, "GET", `/customer-portal/orders/${orderId}/invoice`, {
          client: buyer.client,
          query: { organization_id: a.organization.id },
        })
      ).status,
    ).toBe(200);

    // Not a customer of B; no organization named; a write from a foreign origin.
    expectError(
      await v1(server, "GET", "/customer-portal/customers/me", {
        client: buyer.client,
        query: { organization_id: b.organization.id },
      }),
      401,
      "Unauthorized",
    );
    expectError(
      await v1(server, "GET", "/customer-portal/customers/me", {
        client: buyer.client,
        query: { organization_id: "nope" },
      }),
      401,
      "Unauthorized",
    );
    expect422(await v1(server, "GET", "/customer-portal/customers/me", { client: buyer.client }), "query");
    const foreign = await v1(server, "POST", `/customer-portal/orders/${orderId}/invoice`, {
      headers: { cookie: buyer.client.jar.header(), origin: "https://evil.example.com" },
      query: { organization_id: a.organization.id },
    });
    expectError(foreign, 403, "NotPermitted");
    // Gatehouse extension: the organizations where the user is a customer (the portal's picker).
    const mine = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/customer-portal/organizations/", {
      client: buyer.client,
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.items.map((organization) => organization.id)).toEqual([a.organization.id]);
    expectError(await v1(server, "GET", "/customer-portal/organizations/"), 401, "Unauthorized");
    expectError(
      await v1(server, "GET", "/customer-portal/organizations/", { token: "polar_cst_unknown" }),
      401,
      "Unauthorized",
    );
    // The seller (signed in, no customer of their own organization) is not a customer either.
    expectError(
      await v1(server, "GET", "/customer-portal/customers/me", {
        client: a.owner.client,
        query: { organization_id: a.organization.id },
      }),
      401,
      "Unauthorized",
    );
  });
});
