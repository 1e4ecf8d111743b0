import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Entitlements } from "../../src/account-billing/entitlements/schemas.ts";
import { type BillingOrg, billingMember, createToken, v1 } from "../helpers/billing.ts";
import {
  type CheckoutJson,
  cardToken,
  confirmCheckout,
  createProduct,
  createSeatProduct,
  US_ADDRESS,
} from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { enableTwoFactor } from "../helpers/two-factor.ts";
import { eventually } from "../helpers/webhook-receiver.ts";
import { createOrganization, type Organization, type Person, person } from "../organization/fixtures.ts";

/**
 * `POST /api/auth/billing/checkout`: a hosted checkout at the seller for the signed-in user, or
 * for the active organization (owners and admins), made by the checkouts service as
 * `POST /v1/checkouts/` makes it; its page shows the buyer filled in, and paying it with a test
 * card shows in `GET /api/auth/entitlements`. Bad input is a clear 4xx that leaves nothing behind.
 */

const APP_ORIGIN = "http://127.0.0.1:5173";
const SELLER_SLUG = `app-seller-${crypto.randomUUID().slice(0, 8)}`;

type Started = { id: string; url: string; clientSecret: string };
type Refusal = { code: string; message: string; field?: string };

let server: TestServer;
let seller: BillingOrg;
let monthly: { id: string; prices: Array<{ id: string }> };

/** A request from the app's page: its own Origin, the person's cookies. */
const fromApp = <T>(who: Person, body: Record<string, unknown>) =>
  who.client.post<T>("/billing/checkout", body, { headers: { origin: APP_ORIGIN } });

const db = () => server.gatehouse.database.db;
const checkoutCount = async () =>
  Number(
    (
      await db()
        .selectFrom("checkout")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("organization_id", "=", seller.organization.id)
        .executeTakeFirstOrThrow()
    ).count,
  );
const customerCount = async () =>
  Number(
    (
      await db()
        .selectFrom("customer")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("organization_id", "=", seller.organization.id)
        .executeTakeFirstOrThrow()
    ).count,
  );

/** What the hosted page reads: the public client route by the checkout's client secret. */
const clientView = (started: Started) => v1<CheckoutJson>(server, "GET", `/checkouts/client/${started.clientSecret}`);

/** Pays the checkout as its hosted page does, with Stripe's success test card. */
async function pay(started: Started) {
  const confirmed = await confirmCheckout(server, started.clientSecret, {
    customer_billing_address: US_ADDRESS,
    confirmation_token_id: await cardToken(server, started.clientSecret),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const after = await v1<CheckoutJson>(server, "GET", `/checkouts/${started.id}`, { token: seller.token });
  expect(after.body.status).toBe("succeeded");
  return after.body;
}

beforeAll(async () => {
  server = await startTestServer({ env: { ENTITLEMENTS_SELLER: SELLER_SLUG, TRUSTED_ORIGINS: APP_ORIGIN } });
  const owner = await person(server, "app-seller");
  const organization = await createOrganization(owner, { name: "App seller", slug: SELLER_SLUG });
  seller = { owner, organization, token: await createToken(server, owner, organization.id) };
  monthly = await createProduct(server, seller.token, { name: "Pro monthly", recurring_interval: "month" });
});
afterAll(async () => server?.close());

describe("POST /api/auth/billing/checkout for the user", () => {
  let buyer: Person;
  let started: Started;

  beforeAll(async () => {
    buyer = await person(server, "app-buyer");
  });

  it("answers 201 { id, url, clientSecret }: the hosted page, filled in with the user's address and name", async () => {
    const response = await fromApp<Started>(buyer, { productId: monthly.id, successUrl: `${APP_ORIGIN}/thanks` });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    started = response.body;
    expect(Object.keys(started).sort()).toEqual(["clientSecret", "id", "url"]);
    expect(started.url).toBe(`${server.url}/checkout/${started.clientSecret}`);
    const page = await clientView(started);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: started.id,
      status: "open",
      product_id: monthly.id,
      customer_email: buyer.email,
      customer_name: "Test User",
      success_url: `${APP_ORIGIN}/thanks`,
      organization_id: seller.organization.id,
    });
    // The merchant sees the checkout under the user's id, as one made with external_customer_id.
    const merchant = await v1<CheckoutJson>(server, "GET", `/checkouts/${started.id}`, { token: seller.token });
    expect(merchant.body.external_customer_id).toBe(buyer.id);
  });

  it("paid with a test card, GET /api/auth/entitlements shows the user's subscription", async () => {
    const paid = await pay(started);
    const entitlements = await eventually(async () => {
      const answer = await buyer.client.get<Entitlements>("/entitlements");
      return answer.body.user?.subscriptions.length === 1 ? answer.body : undefined;
    });
    expect(entitlements.seller.slug).toBe(SELLER_SLUG);
    expect(entitlements.user?.subscriptions[0]).toMatchObject({ productId: monthly.id, status: "active" });
    expect(entitlements.user?.customerId).toBe(paid.customer_id);
    expect(entitlements.organization).toBeNull();
    const customer = await db()
      .selectFrom("customer")
      .select(["email", "external_id"])
      .where("id", "=", String(paid.customer_id))
      .executeTakeFirstOrThrow();
    expect(customer).toEqual({ email: buyer.email, external_id: buyer.id });
  });

  it("an existing customer's next checkout is theirs at once; the checkouts' rules apply (one subscription)", async () => {
    const oneTime = await createProduct(server, seller.token, { name: "Sticker pack" });
    const again = await fromApp<Started>(buyer, { productId: oneTime.id, seller: SELLER_SLUG, customer: "user" });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const page = await clientView(again.body);
    expect(page.body.customer_id).toEqual(expect.any(String));
    expect(page.body.customer_email).toBe(buyer.email);
    const secondPlan = await fromApp<Refusal>(buyer, { productId: monthly.id });
    expect(secondPlan.status).toBe(403);
    expect(secondPlan.body).toMatchObject({
      code: "ALREADY_ACTIVE_SUBSCRIPTION_ERROR",
      message: "You already have an active subscription.",
    });
  });
});

describe("POST /api/auth/billing/checkout in the person's language", () => {
  it("a saved language is the checkout's; without one the checkout has none of its own", async () => {
    const sticker = await createProduct(server, seller.token, { name: "Localized stickers" });
    const speaker = await person(server, "app-buyer-de");
    expect((await speaker.client.post("/update-user", { locale: "de" })).status).toBe(200);
    const started = await fromApp<Started>(speaker, { productId: sticker.id });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await clientView(started.body)).body.locale).toBe("de");

    const silent = await person(server, "app-buyer-none");
    const plain = await fromApp<Started>(silent, { productId: sticker.id });
    expect((await clientView(plain.body)).body.locale).toBeNull();
  });
});

describe("POST /api/auth/billing/checkout for the active organization", () => {
  let owner: Person;
  let team: Organization;
  let seats: { id: string; prices: Array<{ id: string }> };

  beforeAll(async () => {
    owner = await person(server, "app-team-owner");
    team = await createOrganization(owner, { name: "Buyer team" });
    seats = await createSeatProduct(server, seller.token, "Team seats");
  });

  it("a plain member is refused 403 and nothing is made", async () => {
    const member = await billingMember(server, { owner, organization: team, token: "" }, "member");
    const [checkouts, customers] = [await checkoutCount(), await customerCount()];
    const refused = await member.client.post<Refusal>(
      "/billing/checkout",
      { productId: seats.id, seats: 3 },
      { headers: { origin: APP_ORIGIN } },
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: "ORGANIZATION_BILLING_NOT_ALLOWED",
      message: "Only the organization's owners and admins manage its billing",
    });
    expect([await checkoutCount(), await customerCount()]).toEqual([checkouts, customers]);
    // Asking for their own account instead is theirs to do.
    const own = await member.client.post<Started>(
      "/billing/checkout",
      { productId: monthly.id, customer: "user" },
      { headers: { origin: APP_ORIGIN } },
    );
    expect(own.status, JSON.stringify(own.body)).toBe(201);
  });

  it("an admin's checkout is the organization's: its name, the admin's tagged address, the seats asked", async () => {
    const admin = await billingMember(server, { owner, organization: team, token: "" }, "admin");
    const response = await admin.client.post<Started>(
      "/billing/checkout",
      { productId: seats.id, seats: 3 },
      { headers: { origin: APP_ORIGIN } },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const page = await clientView(response.body);
    const [local, domain] = admin.email.split("@");
    expect(page.body).toMatchObject({
      customer_name: "Buyer team",
      customer_email: `${local}+${team.slug}@${domain}`,
      seats: 3,
      amount: 3000,
    });
    // The organization's customer exists from now on, under its id.
    const customer = await db()
      .selectFrom("customer")
      .select(["id", "email", "name"])
      .where("organization_id", "=", seller.organization.id)
      .where("external_id", "=", team.id)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ email: `${local}+${team.slug}@${domain}`, name: "Buyer team" });

    // Paid with a different address typed on the page, it is still the organization's purchase.
    await confirmCheckout(server, response.body.clientSecret, {
      customer_email: admin.email,
      customer_billing_address: US_ADDRESS,
      confirmation_token_id: await cardToken(server, response.body.clientSecret),
    });
    const entitlements = await eventually(async () => {
      const answer = await owner.client.get<Entitlements>("/entitlements");
      return answer.body.organization?.subscriptions.length === 1 ? answer.body : undefined;
    });
    expect(entitlements.organization).toMatchObject({ organizationId: team.id, customerId: customer.id });
    expect(entitlements.organization?.subscriptions[0]).toMatchObject({ productId: seats.id, status: "active" });
    expect(entitlements.user).toBeNull();
    const log = await owner.client.get<{ entries: Array<{ actor: { id: string }; target: { id: string } }> }>(
      "/organization/audit-log",
      { query: { action: "billing.checkout_started" } },
    );
    expect(log.body.entries).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: admin.id }),
        target: { type: "checkout", id: response.body.id },
      }),
    ]);
  });

  it("the owner can ask for their own account while the organization is active", async () => {
    const own = await owner.client.post<Started>(
      "/billing/checkout",
      { productId: monthly.id, customer: "user" },
      { headers: { origin: APP_ORIGIN } },
    );
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect((await clientView(own.body)).body.customer_email).toBe(owner.email);
  });
});

describe("POST /api/auth/billing/checkout refusals", () => {
  let buyer: Person;

  beforeAll(async () => {
    buyer = await person(server, "app-refused");
  });

  /** Asserts the refusal and that neither a checkout nor a customer was made. */
  async function expectRefused(body: Record<string, unknown>, status: number, expected: Partial<Refusal>) {
    const [checkouts, customers] = [await checkoutCount(), await customerCount()];
    const response = await fromApp<Refusal>(buyer, body);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body).toMatchObject(expected);
    expect([await checkoutCount(), await customerCount()]).toEqual([checkouts, customers]);
  }

  it("signed out: 401", async () => {
    const response = await server
      .client()
      .post("/billing/checkout", { productId: monthly.id }, { headers: { origin: APP_ORIGIN } });
    expect(response.status).toBe(401);
  });

  it("an unknown seller: 404; no seller at all: 400", async () => {
    await expectRefused({ productId: monthly.id, seller: "no-such-seller" }, 404, {
      code: "SELLER_NOT_FOUND",
      message: "No organization has this id or slug",
    });
    const bare = await startTestServer();
    try {
      const someone = await person(bare, "app-bare");
      const response = await someone.client.post<Refusal>("/billing/checkout", { productId: monthly.id });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe("SELLER_REQUIRED");
    } finally {
      await bare.close();
    }
  });

  it("a product of another seller, an unknown or archived one: 422 PRODUCT_NOT_AVAILABLE, as the checkouts API", async () => {
    const other = await createOrganization(buyer, { name: "Another seller" });
    const otherToken = await createToken(server, buyer, other.id);
    const foreign = await createProduct(server, otherToken, { name: "Not this seller's" });
    const notFound = { code: "PRODUCT_NOT_AVAILABLE", message: "Product does not exist.", field: "productId" };
    await expectRefused({ productId: foreign.id }, 422, notFound);
    await expectRefused({ productId: crypto.randomUUID() }, 422, notFound);
    await expectRefused({ productId: "not-a-product" }, 422, { code: "PRODUCT_NOT_AVAILABLE", field: "productId" });
    const archived = await createProduct(server, seller.token, { name: "Retired" });
    const archiving = await v1(server, "PATCH", `/products/${archived.id}`, {
      token: seller.token,
      body: { is_archived: true },
    });
    expect(archiving.status).toBe(200);
    await expectRefused({ productId: archived.id }, 422, {
      code: "PRODUCT_NOT_AVAILABLE",
      message: "Product is archived.",
    });
  });

  it("seats on a product without seats, or outside its tiers: 422 INVALID_SEATS", async () => {
    await expectRefused({ productId: monthly.id, seats: 2 }, 422, {
      code: "INVALID_SEATS",
      message: "Seats can only be set for seat-based pricing.",
      field: "seats",
    });
    const bounded = await createSeatProduct(server, seller.token, "Two to four", {
      tiers: [{ min_seats: 2, max_seats: 4, price_per_seat: 1000 }],
    });
    await expectRefused({ productId: bounded.id, seats: 5 }, 422, {
      code: "INVALID_SEATS",
      message: "Maximum 4 seats allowed.",
    });
  });

  it("a price: the product's own is taken; another product's is 422 PRICE_NOT_AVAILABLE", async () => {
    const own = await fromApp<Started>(buyer, { productId: monthly.id, productPriceId: monthly.prices[0]?.id });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect((await clientView(own.body)).body.product_price_id).toBe(monthly.prices[0]?.id);
    const other = await createProduct(server, seller.token, { name: "Other" });
    await expectRefused({ productId: monthly.id, productPriceId: other.prices[0]?.id }, 422, {
      code: "PRICE_NOT_AVAILABLE",
      message: "Price does not exist or does not belong to the selected product.",
      field: "productPriceId",
    });
  });

  it("another active price of the product is chosen as the buyer would; a refused choice leaves no checkout", async () => {
    const meter = await v1<{ id: string }>(server, "POST", "/meters/", {
      token: seller.token,
      body: {
        name: "API calls",
        filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api_call" }] },
        aggregation: { func: "count" },
      },
    });
    expect(meter.status, JSON.stringify(meter.body)).toBe(201);
    const usage = await createProduct(server, seller.token, {
      name: "Usage plan",
      recurring_interval: "month",
      prices: [
        { amount_type: "fixed", price_amount: 900, price_currency: "usd" },
        { amount_type: "metered_unit", meter_id: meter.body.id, unit_amount: "1", price_currency: "usd" },
      ],
    });
    const meteredPrice = usage.prices[1]?.id;
    const chosen = await fromApp<Started>(buyer, { productId: usage.id, productPriceId: meteredPrice });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
    expect((await clientView(chosen.body)).body.product_price_id).toBe(meteredPrice);
    await expectRefused({ productId: usage.id, productPriceId: meteredPrice, seats: 2 }, 422, {
      code: "INVALID_SEATS",
      message: "Seats can only be set for seat-based pricing.",
    });
  });

  it("a successUrl off Gatehouse's and the trusted origins: 400 UNTRUSTED_SUCCESS_URL", async () => {
    await expectRefused({ productId: monthly.id, successUrl: "https://evil.example/thanks" }, 400, {
      code: "UNTRUSTED_SUCCESS_URL",
      message: "successUrl must be on Gatehouse's own origin or a trusted origin",
    });
    const onGatehouse = await fromApp<Started>(buyer, { productId: monthly.id, successUrl: `${server.url}/done` });
    expect(onGatehouse.status).toBe(201);
  });

  it("malformed bodies: 400 VALIDATION_ERROR", async () => {
    for (const body of [
      {},
      { productId: 42 },
      { productId: monthly.id, seats: 0 },
      { productId: monthly.id, seats: 1.5 },
      { productId: monthly.id, customer: "team" },
      { productId: monthly.id, successUrl: "javascript:alert(1)" },
    ])
      await expectRefused(body, 400, { code: "VALIDATION_ERROR", message: "Invalid body parameters" });
  });

  it("an organization that requires two-factor: its admin without it is refused 403 TWO_FACTOR_REQUIRED", async () => {
    const owner = await person(server, "app-strict-owner");
    const strict = await createOrganization(owner, { name: "Strict team" });
    const admin = await billingMember(server, { owner, organization: strict, token: "" }, "admin");
    await enableTwoFactor(owner.client);
    const required = await owner.client.post("/organization/update", {
      organizationId: strict.id,
      data: { requireTwoFactor: true },
    });
    expect(required.status, JSON.stringify(required.body)).toBe(200);
    for (const path of ["/billing/checkout", "/billing/portal"]) {
      const refused = await admin.client.post<Refusal>(
        path,
        { productId: monthly.id },
        { headers: { origin: APP_ORIGIN } },
      );
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe("TWO_FACTOR_REQUIRED");
    }
  });

  it("customer organization without an active organization: 400 NO_ACTIVE_ORGANIZATION", async () => {
    const loner = await person(server, "app-loner");
    const response = await fromApp<Refusal>(loner, { productId: monthly.id, customer: "organization" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "NO_ACTIVE_ORGANIZATION", message: "No active organization" });
  });
});
