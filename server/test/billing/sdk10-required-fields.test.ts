import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The fields SDK 1.0 declares required on customers, products, benefits, discounts, payments and
 * files, with Polar's meaning; customers.export and listPaymentMethods; products.delete.
 */

let server: TestServer;
let seller: BillingOrg;
let other: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "fields");
  other = await billingOrg(server, "fields-other");
});

afterAll(async () => {
  await server?.close();
});

describe("customers: billing_name, first_user_event_at, export, payment methods", () => {
  it("stores billing_name (falling back to name) and dates the first usage event", async () => {
    const created = await v1<{ id: string; billing_name: string | null; first_user_event_at: string | null }>(
      server,
      "POST",
      "/customers/",
      { token: seller.token, body: { email: "bill@example.com", name: "Bill", external_id: "bill-1" } },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ billing_name: "Bill", first_user_event_at: null });
    const updated = await v1(server, "PATCH", `/customers/${created.body.id}`, {
      token: seller.token,
      body: { billing_name: "Bill Ltd" },
    });
    expect(updated.body).toMatchObject({ name: "Bill", billing_name: "Bill Ltd" });
    expect422(
      await v1(server, "PATCH", `/customers/${created.body.id}`, { token: seller.token, body: { billing_name: 5 } }),
      "body",
    );

    const ingested = await v1(server, "POST", "/events/ingest", {
      token: seller.token,
      body: {
        events: [
          { name: "call", external_customer_id: "bill-1", timestamp: "2026-01-02T00:00:00Z" },
          { name: "call", customer_id: created.body.id, timestamp: "2026-03-01T00:00:00Z" },
        ],
      },
    });
    expect(ingested.status, JSON.stringify(ingested.body)).toBe(200);

    const customer = await sdk10(server, seller.token).customers.get(created.body.id);
    expect(customer.billing_name).toBe("Bill Ltd");
    expect(customer.first_user_event_at).toBe("2026-01-02T00:00:00.000Z");
    const strict = await sdk047(server, seller.token).customers.get({ id: created.body.id });
    expect(strict.id).toBe(created.body.id);
    const listed = await sdk10(server, seller.token).customers.list({ email: "bill@example.com" });
    expect(listed.items[0]).toMatchObject({
      billing_name: "Bill Ltd",
      first_user_event_at: "2026-01-02T00:00:00.000Z",
    });
  });

  it("exports the organization's customers as Polar's CSV", async () => {
    await v1(server, "POST", "/customers/", {
      token: seller.token,
      body: { email: "csv@example.com", name: 'Ann, "A"', metadata: { plan: "pro", seats: 3 } },
    });
    const csv = await sdk10(server, seller.token).customers.export({});
    const [header, ...rows] = csv.split("\r\n").filter(Boolean);
    expect(header).toBe(
      "ID,External ID,Created At,Email,Name,Tax ID,Billing Address Line 1,Billing Address Line 2,Billing Address City,Billing Address State,Billing Address Zip,Billing Address Country,Metadata",
    );
    const ann = rows.find((row) => row.includes("csv@example.com"));
    expect(ann).toContain('"Ann, ""A"""');
    expect(ann).toContain('"{""plan"": ""pro"", ""seats"": 3}"');
    const raw = await fetch(`${server.url}/v1/customers/export`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(raw.headers.get("content-disposition")).toBe('attachment; filename="polar-customers.csv"');
    expect(await raw.text()).not.toContain("csv@example.com");
  });

  it("lists a customer's saved payment methods, by id and by external id", async () => {
    const plan = await createProduct(server, seller.token, { name: "Card plan", recurring_interval: "month" });
    await buyProduct(server, seller.token, plan.id, { email: "card@example.com" });
    const customer = (await sdk10(server, seller.token).customers.list({ email: "card@example.com" })).items[0];
    if (!customer) throw new Error("no customer");
    const methods = await sdk10(server, seller.token).customers.listPaymentMethods(customer.id, {});
    expect(methods.items).toHaveLength(1);
    expect(methods.items[0]).toMatchObject({ type: "card", customer_id: customer.id, processor: "stripe" });
    await v1(server, "PATCH", `/customers/${customer.id}`, { token: seller.token, body: { external_id: "card-1" } });
    const external = await v1<{ items: unknown[] }>(server, "GET", "/customers/external/card-1/payment-methods", {
      token: seller.token,
    });
    expect(external.body.items).toHaveLength(1);
    expectError(
      await v1(server, "GET", `/customers/${customer.id}/payment-methods`, { token: other.token }),
      404,
      "ResourceNotFound",
    );
  });
});

describe("products: is_deletable, meter_interval, delete", () => {
  it("deletes a product nobody bought (204) and refuses a bought one (409 ProductNotDeletable)", async () => {
    const unused = await createProduct(server, seller.token, { name: "Unused" });
    const sold = await createProduct(server, seller.token, { name: "Sold" });
    await buyProduct(server, seller.token, sold.id, { email: "sold@example.com" });
    const client = sdk10(server, seller.token);
    const fresh = await client.products.get(unused.id);
    expect(fresh).toMatchObject({ is_deletable: true, meter_interval: null, meter_interval_count: null });
    expect((await client.products.get(sold.id)).is_deletable).toBe(false);
    await sdk047(server, seller.token).products.get({ id: sold.id });

    expectError(await v1(server, "DELETE", `/products/${unused.id}`, { token: other.token }), 404, "ResourceNotFound");
    await client.products.delete(unused.id);
    expectError(await v1(server, "GET", `/products/${unused.id}`, { token: seller.token }), 404, "ResourceNotFound");
    const refused = await v1(server, "DELETE", `/products/${sold.id}`, { token: seller.token });
    expectError(refused, 409, "ProductNotDeletable");
    expect((await v1(server, "GET", `/products/${sold.id}`, { token: seller.token })).status).toBe(200);
  });
});

describe("benefits: visibility", () => {
  it("defaults by type, is settable where configurable, and refused (422) elsewhere", async () => {
    const client = sdk10(server, seller.token);
    const flag = await v1<{ id: string }>(server, "POST", "/benefits/", {
      token: seller.token,
      body: { type: "feature_flag", description: "Beta flag", properties: {} },
    });
    expect(flag.body).toMatchObject({ visibility: "private", visibility_configurable: true });
    const custom = await v1<{ id: string }>(server, "POST", "/benefits/", {
      token: seller.token,
      body: { type: "custom", description: "Support", properties: {}, visibility: "draft" },
    });
    expect(custom.body).toMatchObject({ visibility: "draft", visibility_configurable: true });
    const updated = await client.benefits.update(custom.body.id, { type: "custom", visibility: "public" });
    expect(updated.visibility).toBe("public");
    expect422(
      await v1(server, "POST", "/benefits/", {
        token: seller.token,
        body: {
          type: "github_repository",
          description: "Repo",
          visibility: "private",
          properties: { repository_owner: "acme", repository_name: "app", permission: "pull" },
        },
      }),
      "body",
    );
    await sdk047(server, seller.token).benefits.get({ id: flag.body.id });
  });
});

describe("discounts: max_redemptions_per_customer", () => {
  it("is stored and enforced at checkout with 403 DiscountRedemptionLimitReached", async () => {
    const product = await createProduct(server, seller.token, { name: "Limited" });
    const discount = await sdk10(server, seller.token).discounts.create({
      name: "Once each",
      code: "ONCEEACH",
      type: "percentage",
      basis_points: 1000,
      duration: "once",
      max_redemptions_per_customer: 1,
    });
    expect(discount.max_redemptions_per_customer).toBe(1);
    await sdk047(server, seller.token).discounts.get({ id: discount.id });
    const first = await buyProduct(server, seller.token, product.id, {
      email: "once@example.com",
      checkout: { discount_id: discount.id },
    });
    expect(first.checkout.status).toBe("succeeded");
    const second = await buyProduct(server, seller.token, product.id, {
      email: "ONCE@example.com",
      checkout: { discount_id: discount.id },
    });
    expectError(second.confirmed, 403, "DiscountRedemptionLimitReached");
    expect(second.checkout.status).toBe("open");
    const other = await buyProduct(server, seller.token, product.id, {
      email: "someone@example.com",
      checkout: { discount_id: discount.id },
    });
    expect(other.checkout.status).toBe("succeeded");
    const after = await sdk10(server, seller.token).discounts.get(discount.id);
    expect(after.redemptions_count).toBe(2);
    const lifted = await sdk10(server, seller.token).discounts.update(discount.id, {
      max_redemptions_per_customer: null,
    });
    expect(lifted.max_redemptions_per_customer).toBeNull();
    expect422(
      await v1(server, "PATCH", `/discounts/${discount.id}`, {
        token: seller.token,
        body: { max_redemptions_per_customer: 0 },
      }),
      "body",
    );
  });
});

describe("payments: trigger", () => {
  it("is purchase for a checkout's payment", async () => {
    const product = await createProduct(server, seller.token, { name: "Paid once" });
    const { checkout } = await buyProduct(server, seller.token, product.id, { email: "pay@example.com" });
    const payments = await sdk10(server, seller.token).payments.list({ checkout_id: checkout.id as string });
    expect(payments.items.map((payment) => payment.trigger)).toEqual(["purchase"]);
  });
});
