import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, sdk10, sdk047, v1 } from "../../../test/helpers/billing.ts";
import { buyProduct, cardToken, createProduct } from "../../../test/helpers/checkout.ts";
import { startTestServer, type TestServer } from "../../../test/helpers/test-server.ts";
import { SUPPORTED_LOCALES } from "../../i18n/locales.ts";

/**
 * A checkout's language (`locale`, Polar's field): set at creation, by the merchant's update and by
 * the buyer's client update and confirm, stored as the supported locale the tag matches; a
 * checkout without one takes its customer's (else the seller's default for customers). A new
 * customer made by a paid checkout takes the checkout's.
 */
let server: TestServer;
let seller: BillingOrg;
let product: string;
beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "checkout-locale");
  product = (await createProduct(server, seller.token, { name: "Localized plan" })).id;
});
afterAll(async () => server.close());

const UNSUPPORTED = {
  msg: `Unsupported locale: choose one of ${SUPPORTED_LOCALES.join(", ")}`,
  type: "value_error",
};

type WireCheckout = { id: string; client_secret: string; locale: string | null; customer_id: string | null };

const createCheckout = (org: BillingOrg, body: Record<string, unknown>) =>
  v1<WireCheckout>(server, "POST", "/checkouts/", { token: org.token, body: { products: [product], ...body } });
const createCustomer = async (org: BillingOrg, body: Record<string, unknown>) => {
  const created = await v1<{ id: string; locale: string | null }>(server, "POST", "/customers/", {
    token: org.token,
    body,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
};

describe("checkouts' locale through @polar-sh/sdk 1.0", () => {
  it("create, update, the client's get, update and confirm: each stores the matched locale and answers it", async () => {
    const polar = sdk10(server, seller.token);
    const created = await polar.checkouts.create({ products: [product], locale: "fr-CA" });
    expect(created.locale).toBe("fr");
    expect((await polar.checkouts.get(created.id)).locale).toBe("fr");
    expect((await polar.checkouts.update(created.id, { locale: "es-MX" })).locale).toBe("es");

    const client = sdk10(server, "");
    expect((await client.checkouts.clientGet(created.client_secret)).locale).toBe("es");
    expect((await client.checkouts.clientUpdate(created.client_secret, { locale: "ko" })).locale).toBe("ko");
    const confirmed = await client.checkouts.clientConfirm(created.client_secret, {
      locale: "it",
      customer_email: "giulia@example.com",
      customer_billing_address: { country: "IT" },
      confirmation_token_id: await cardToken(server, created.client_secret),
    });
    expect(confirmed.locale).toBe("it");
    const paid = await polar.checkouts.get(created.id);
    expect(paid).toMatchObject({ status: "succeeded", locale: "it" });
    // The customer the checkout made speaks the language they bought in.
    expect((await polar.customers.get(paid.customer_id ?? "")).locale).toBe("it");
  });

  it("the 0.47 SDK, which validates responses strictly, reads it too", async () => {
    const polar = sdk047(server, seller.token);
    const created = await polar.checkouts.create({ products: [product], locale: "ar-EG" });
    expect(created.locale).toBe("ar");
    const client = sdk047(server, "");
    expect((await client.checkouts.clientGet({ clientSecret: created.clientSecret })).locale).toBe("ar");
  });

  it("a tag matching no supported locale is 422 at body.locale, and nothing changes", async () => {
    const before = await v1<{ pagination: { total_count: number } }>(server, "GET", "/checkouts/", {
      token: seller.token,
    });
    const refused = await createCheckout(seller, { locale: "tlh" });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ detail: [{ loc: ["body", "locale"], ...UNSUPPORTED }] });
    const after = await v1<{ pagination: { total_count: number } }>(server, "GET", "/checkouts/", {
      token: seller.token,
    });
    expect(after.body.pagination.total_count).toBe(before.body.pagination.total_count);

    const checkout = (await createCheckout(seller, { locale: "de" })).body;
    const merchant = await v1(server, "PATCH", `/checkouts/${checkout.id}`, {
      token: seller.token,
      body: { locale: "zh-TW", customer_name: "Not saved" },
    });
    expect(merchant.body).toEqual({ detail: [{ loc: ["body", "locale"], ...UNSUPPORTED }] });
    const buyer = await v1(server, "PATCH", `/checkouts/client/${checkout.client_secret}`, {
      body: { locale: "en-XA" },
    });
    expect(buyer.body).toEqual({ detail: [{ loc: ["body", "locale"], ...UNSUPPORTED }] });
    const confirm = await v1(server, "POST", `/checkouts/client/${checkout.client_secret}/confirm`, {
      body: { locale: "sw" },
    });
    expect(confirm.body).toEqual({ detail: [{ loc: ["body", "locale"], ...UNSUPPORTED }] });
    const kept = await v1<WireCheckout & { customer_name: string | null }>(server, "GET", `/checkouts/${checkout.id}`, {
      token: seller.token,
    });
    expect(kept.body).toMatchObject({ locale: "de", customer_name: null });
  });
});

describe("a checkout without a locale", () => {
  it("takes its customer's, by customer_id and by external_customer_id; its own wins; null stays null", async () => {
    const customer = await createCustomer(seller, { email: "yui@example.com", external_id: "yui", locale: "ja" });
    expect((await createCheckout(seller, { customer_id: customer.id })).body.locale).toBe("ja");
    expect((await createCheckout(seller, { external_customer_id: "yui" })).body.locale).toBe("ja");
    expect((await createCheckout(seller, { customer_id: customer.id, locale: "nl" })).body.locale).toBe("nl");
    expect((await createCheckout(seller, { customer_id: customer.id, locale: null })).body.locale).toBeNull();
    expect((await createCheckout(seller, {})).body.locale).toBeNull();
  });

  it("for a customer without one: the seller's default for customers; without a customer: none", async () => {
    const org = await billingOrg(server, "checkout-default-locale");
    const own = (await createProduct(server, org.token, { name: "Default-locale plan" })).id;
    const patched = await v1(server, "PATCH", `/organizations/${org.organization.id}`, {
      token: org.token,
      body: { default_locale: "it" },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const customer = await createCustomer(org, { email: "luca@example.com" });
    expect(customer.locale).toBeNull();
    const forCustomer = await v1<WireCheckout>(server, "POST", "/checkouts/", {
      token: org.token,
      body: { products: [own], customer_id: customer.id },
    });
    expect(forCustomer.body.locale).toBe("it");
    const anonymous = await v1<WireCheckout>(server, "POST", "/checkouts/", {
      token: org.token,
      body: { products: [own] },
    });
    // The buyer's browser decides on the page, the seller's default only after it.
    expect(anonymous.body.locale).toBeNull();
  });
});

describe("the customer a paid checkout finds", () => {
  it("keeps its own language; one without a language takes the checkout's", async () => {
    const speaksKorean = await createCustomer(seller, { email: "minji@example.com", locale: "ko" });
    const first = await buyProduct(server, seller.token, product, {
      email: "minji@example.com",
      checkout: { locale: "fr" },
    });
    expect(first.checkout).toMatchObject({ status: "succeeded", customer_id: speaksKorean.id });
    const kept = await v1<{ locale: string | null }>(server, "GET", `/customers/${speaksKorean.id}`, {
      token: seller.token,
    });
    expect(kept.body.locale).toBe("ko");

    const silent = await createCustomer(seller, { email: "noor@example.com" });
    await buyProduct(server, seller.token, product, { email: "noor@example.com", checkout: { locale: "ar" } });
    const filled = await v1<{ locale: string | null }>(server, "GET", `/customers/${silent.id}`, {
      token: seller.token,
    });
    expect(filled.body.locale).toBe("ar");
  });
});
