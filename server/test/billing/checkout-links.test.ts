import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { type CheckoutJson, createProduct } from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
let product: string;
let second: string;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "links-a");
  b = await billingOrg(server, "links-b");
  product = (await createProduct(server, a.token, { name: "Linked" })).id;
  second = (
    await createProduct(server, a.token, { name: "Linked too", prices: [{ amount_type: "fixed", price_amount: 900 }] })
  ).id;
});
afterAll(() => server?.close());

/** GET without following the redirect. */
async function redirect(url: string): Promise<Response> {
  return fetch(url, { redirect: "manual" });
}

describe("/v1/checkout-links through @polar-sh/sdk 0.47 (strict responses)", () => {
  it("creates, gets, lists, updates and deletes", async () => {
    const polar = sdk047(server, a.token);
    const discount = await v1<{ id: string }>(server, "POST", "/discounts/", {
      token: a.token,
      body: { type: "percentage", basis_points: 1000, duration: "once", name: "Link sale" },
    });
    const created = await polar.checkoutLinks.create({
      paymentProcessor: "stripe",
      products: [product, second],
      label: "Launch",
      discountId: discount.body.id,
      metadata: { source: "tweet" },
      successUrl: "https://example.com/thanks",
    });
    expect(created).toMatchObject({
      label: "Launch",
      paymentProcessor: "stripe",
      allowDiscountCodes: true,
      requireBillingAddress: false,
      discountId: discount.body.id,
      metadata: { source: "tweet" },
      successUrl: "https://example.com/thanks",
      organizationId: a.organization.id,
    });
    expect(created.products.map((item) => item.id)).toEqual([product, second]);
    expect(created.url).toBe(`${server.gatehouse.config.baseURL}/v1/checkout-links/${created.clientSecret}/redirect`);
    expect(created.discount?.id).toBe(discount.body.id);
    expect((await polar.checkoutLinks.get({ id: created.id })).id).toBe(created.id);
    const page = await polar.checkoutLinks.list({ productId: second });
    expect(page.result.items.map((item) => item.id)).toEqual([created.id]);
    const updated = await polar.checkoutLinks.update({
      id: created.id,
      checkoutLinkUpdate: { label: "Relaunch", products: [second], discountId: null, requireBillingAddress: true },
    });
    expect(updated).toMatchObject({ label: "Relaunch", discountId: null, discount: null, requireBillingAddress: true });
    expect(updated.products.map((item) => item.id)).toEqual([second]);
    await polar.checkoutLinks.delete({ id: created.id });
    expectError(await v1(server, "GET", `/checkout-links/${created.id}`, { token: a.token }), 404, "ResourceNotFound");
    expect((await redirect(created.url)).status).toBe(404);
  });
});

describe("/v1/checkout-links through @polar-sh/sdk 1.0", () => {
  it("creates, gets, lists, updates and deletes", async () => {
    const polar = sdk10(server, a.token);
    const created = await polar.checkoutLinks.create({ payment_processor: "stripe", products: [product] });
    expect(created).toMatchObject({ payment_processor: "stripe", label: null });
    expect((await polar.checkoutLinks.get(created.id)).id).toBe(created.id);
    expect((await polar.checkoutLinks.list({ product_id: product })).items.map((item) => item.id)).toContain(
      created.id,
    );
    expect((await polar.checkoutLinks.update(created.id, { label: "SDK" })).label).toBe("SDK");
    await polar.checkoutLinks.delete(created.id);
  });
});

describe("redirect", () => {
  it("302 to a new checkout's url each time, with the link's settings and a prefilled email", async () => {
    const link = await v1<{ id: string; url: string; client_secret: string }>(server, "POST", "/checkout-links/", {
      token: a.token,
      body: {
        payment_processor: "stripe",
        products: [second, product],
        require_billing_address: true,
        allow_discount_codes: false,
        metadata: { campaign: "x" },
      },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const first = await redirect(`${link.body.url}?customer_email=buyer@example.com`);
    expect(first.status).toBe(302);
    const location = first.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`^${server.gatehouse.config.baseURL}/checkout/polar_c_`));
    const secret = location.split("/checkout/")[1] ?? "";
    const checkout = await v1<CheckoutJson & { products: Array<{ id: string }> }>(
      server,
      "GET",
      `/checkouts/client/${secret}`,
    );
    expect(checkout.status).toBe(200);
    expect(checkout.body).toMatchObject({
      status: "open",
      product_id: second,
      require_billing_address: true,
      allow_discount_codes: false,
      customer_email: "buyer@example.com",
      amount: 900,
    });
    expect(checkout.body.products.map((item) => item.id)).toEqual([second, product]);
    const again = await redirect(link.body.url);
    expect(again.headers.get("location")).not.toBe(location);
    expect(
      (await fetch(`${server.url}/v1/checkout-links/polar_cl_unknown/redirect`, { redirect: "manual" })).status,
    ).toBe(404);
  });

  it("a link whose discount is used up still opens a checkout, without the discount", async () => {
    const discount = await v1<{ id: string }>(server, "POST", "/discounts/", {
      token: a.token,
      body: { type: "percentage", basis_points: 1000, duration: "once", name: "Gone", ends_at: "2020-01-01T00:00:00Z" },
    });
    const link = await v1<{ url: string }>(server, "POST", "/checkout-links/", {
      token: a.token,
      body: { payment_processor: "stripe", products: [product], discount_id: discount.body.id },
    });
    const response = await redirect(link.body.url);
    expect(response.status).toBe(302);
  });
});

describe("rules and isolation", () => {
  it("422 for unknown products or discount; another organization sees nothing", async () => {
    expect422(
      await v1(server, "POST", "/checkout-links/", {
        token: a.token,
        body: { payment_processor: "stripe", products: [crypto.randomUUID()] },
      }),
      "body",
    );
    expect422(
      await v1(server, "POST", "/checkout-links/", {
        token: a.token,
        body: { payment_processor: "stripe", products: [] },
      }),
      "body",
    );
    expect422(
      await v1(server, "POST", "/checkout-links/", {
        token: a.token,
        body: { payment_processor: "stripe", products: [product], discount_id: crypto.randomUUID() },
      }),
      "body",
    );
    expect422(
      await v1(server, "POST", "/checkout-links/", {
        token: b.token,
        body: { payment_processor: "stripe", products: [product] },
      }),
      "body",
    );
    const link = await v1<{ id: string }>(server, "POST", "/checkout-links/", {
      token: a.token,
      body: { payment_processor: "stripe", product_id: product },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    expectError(
      await v1(server, "GET", `/checkout-links/${link.body.id}`, { token: b.token }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "PATCH", `/checkout-links/${link.body.id}`, { token: b.token, body: { label: "x" } }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "DELETE", `/checkout-links/${link.body.id}`, { token: b.token }),
      404,
      "ResourceNotFound",
    );
    expect((await v1<{ items: unknown[] }>(server, "GET", "/checkout-links/", { token: b.token })).body.items).toEqual(
      [],
    );
  });
});
