import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, createToken, sdk10, sdk047, v1 } from "../../../server/test/helpers/billing.ts";
import { buyProduct, createProduct } from "../../../server/test/helpers/checkout.ts";
import { startTestServer, type TestServer } from "../../../server/test/helpers/test-server.ts";
import { eventually, WebhookReceiver } from "../../../server/test/helpers/webhook-receiver.ts";
import { createOrganization, type Person, person } from "../../../server/test/organization/fixtures.ts";
import { createGatehouse, type Gatehouse, type GatehouseEnv, verifyWebhook } from "../src/index.ts";

/**
 * The package against a real Gatehouse (in this process, on a scratch database — SQLite, and
 * PostgreSQL when TEST_DATABASE_URL is set — on a free loopback port): a user's `/api/auth/token` JWT and session cookie both identify them; a guard
 * refuses them a feature until they buy a product whose feature-flag benefit grants it; the
 * seller's webhook deliveries verify.
 */

const SELLER_SLUG = `node-seller-${crypto.randomUUID().slice(0, 8)}`;
let server: TestServer;
let seller: BillingOrg;
let buyer: Person;
let gatehouse: Gatehouse;
let receiver: WebhookReceiver;
let productId: string;

const app = new Hono<GatehouseEnv>();

const token = async (who: Person) => {
  const answer = await who.client.get<{ token: string }>("/token");
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.token;
};
const withBearer = (jwt: string) => new Request(`${server.url}/app`, { headers: { authorization: `Bearer ${jwt}` } });
const withCookie = (who: Person) => new Request(`${server.url}/app`, { headers: { cookie: who.client.jar.header() } });

beforeAll(async () => {
  server = await startTestServer({ env: { ENTITLEMENTS_SELLER: SELLER_SLUG } });
  const owner = await person(server, "node-seller");
  const organization = await createOrganization(owner, { name: "Seller", slug: SELLER_SLUG });
  seller = { owner, organization, token: await createToken(server, owner, organization.id) };
  const benefit = await v1<{ id: string }>(server, "POST", "/benefits/", {
    token: seller.token,
    body: { type: "feature_flag", description: "Single sign-on", properties: {}, metadata: { sso: true } },
  });
  expect(benefit.status, JSON.stringify(benefit.body)).toBe(201);
  productId = (await createProduct(server, seller.token, { name: "Pro", recurring_interval: "month" })).id;
  const attached = await v1(server, "POST", `/products/${productId}/benefits`, {
    token: seller.token,
    body: { benefits: [benefit.body.id] },
  });
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);

  receiver = await new WebhookReceiver().start();
  const endpoint = await v1<{ secret: string }>(server, "POST", "/webhooks/endpoints", {
    token: seller.token,
    body: { url: receiver.url, format: "raw", events: ["order.paid"] },
  });
  expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
  receiver.secret = endpoint.body.secret;

  buyer = await person(server, "node-buyer");
  gatehouse = createGatehouse({ baseUrl: server.url });
  app.get("/sso", gatehouse.requireEntitlement("sso"), (c) => c.json({ id: c.var.gatehouse.user.id }));
});
afterAll(async () => {
  await receiver?.stop();
  await server?.close();
});

describe("@gatehouse/node against a running Gatehouse", () => {
  it("the /api/auth/token JWT, verified offline, and the session cookie both give the signed-up user", async () => {
    const byToken = await gatehouse.verifyRequest(withBearer(await token(buyer)));
    expect(byToken).toMatchObject({
      via: "jwt",
      user: { id: buyer.id, email: buyer.email, emailVerified: false },
      session: null,
      entitlements: { seller: SELLER_SLUG, user: null, organization: null },
    });
    expect(byToken?.user.createdAt).toBeInstanceOf(Date);

    const byCookie = await gatehouse.verifyRequest(withCookie(buyer));
    expect(byCookie).toMatchObject({
      via: "session",
      user: { id: buyer.id, email: buyer.email, name: byToken?.user.name },
      session: { userId: buyer.id, activeOrganizationId: null },
      activeOrganizationId: null,
      entitlements: { seller: SELLER_SLUG, user: null, organization: null },
    });
    expect(byCookie?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    // The session's secret token is not handed to the app.
    const raw = await buyer.client.session();
    expect(raw.body?.session.id).toBe(byCookie?.session?.id);
    expect(JSON.stringify(byCookie)).not.toContain(raw.body?.session.token);

    // get-session's own JWT (set-auth-jwt) identifies the user too, without entitlements.
    const sessionJwt = raw.headers.get("set-auth-jwt");
    expect(sessionJwt).toBeTruthy();
    expect(await gatehouse.verifyRequest(withBearer(sessionJwt ?? ""))).toMatchObject({
      via: "jwt",
      user: { id: buyer.id, email: buyer.email, role: byToken?.user.role ?? null },
      entitlements: null,
    });
  });

  it("signed out, and a token from another Gatehouse, are refused", async () => {
    expect(await gatehouse.verifyRequest(new Request(`${server.url}/app`))).toBeNull();
    const signedOut = server.client();
    expect(await gatehouse.verifyRequest(withCookie({ ...buyer, client: signedOut }))).toBeNull();
    const other = await startTestServer();
    try {
      const stranger = await person(other, "node-stranger");
      const foreign = await gatehouse.authenticate(withBearer(await token(stranger)));
      // Another server's keys are none this one publishes (the signature is checked before the issuer).
      expect(foreign).toMatchObject({ status: "refused", error: { reason: "unknown_key" } });
    } finally {
      await other.close();
    }
  });

  it("requireEntitlement answers 403 until the user buys a product granting the feature, then 200", async () => {
    const before = await app.request("/sso", { headers: { cookie: buyer.client.jar.header() } });
    expect(before.status).toBe(403);
    expect(await before.json()).toMatchObject({ code: "ENTITLEMENT_REQUIRED", feature: "sso" });
    const beforeByToken = await app.request("/sso", { headers: { authorization: `Bearer ${await token(buyer)}` } });
    expect(beforeByToken.status).toBe(403);

    const { checkout } = await buyProduct(server, seller.token, productId, {
      email: buyer.email,
      checkout: { external_customer_id: buyer.id },
    });
    expect(checkout.status).toBe("succeeded");

    // The grant is a job: the session's entitlements show it once it has run.
    const after = await eventually(async () => {
      const response = await app.request("/sso", { headers: { cookie: buyer.client.jar.header() } });
      return response.status === 200 ? response : undefined;
    });
    expect(await after.json()).toEqual({ id: buyer.id });
    // A token signed after the purchase carries the feature and the product.
    const fresh = await token(buyer);
    const afterByToken = await app.request("/sso", { headers: { authorization: `Bearer ${fresh}` } });
    expect(afterByToken.status).toBe(200);
    const auth = await gatehouse.verifyRequest(withBearer(fresh));
    expect(auth?.entitlements?.user).toMatchObject({ features: { sso: true }, products: [productId] });
    expect(gatehouse.hasEntitlement(auth!, productId)).toBe(true);
  });

  it("the seller's webhook deliveries verify with the endpoint's secret, and not with another", async () => {
    const customer = await person(server, "node-webhook-buyer");
    await buyProduct(server, seller.token, productId, {
      email: customer.email,
      checkout: { external_customer_id: customer.id },
    });
    const isTheirs = (payload: { type: string; data: unknown }) =>
      payload.type === "order.paid" && JSON.stringify(payload.data).includes(customer.id);
    const received = await receiver.waitFor((all) => all.some((delivery) => isTheirs(delivery.payload)));
    const delivery = received.find((candidate) => isTheirs(candidate.payload));
    if (!delivery) throw new Error("no order.paid delivery");
    const headers = {
      "webhook-id": delivery.id,
      "webhook-timestamp": delivery.timestamp,
      "webhook-signature": delivery.signature,
    };
    const event = verifyWebhook(delivery.body, headers, receiver.secret);
    expect(event.type).toBe("order.paid");
    expect(event.data).toMatchObject({ product_id: productId, customer: { external_id: customer.id } });
    expect(() => verifyWebhook(delivery.body, headers, `${receiver.secret}x`)).toThrow("No matching signature found");
    expect(() => verifyWebhook(`${delivery.body} `, headers, receiver.secret)).toThrow("No matching signature found");
  });

  it("the Polar SDKs reach Gatehouse's billing API the way the guide shows", async () => {
    const listed10 = await sdk10(server, seller.token).products.list({});
    expect(JSON.stringify(listed10)).toContain(productId);
    const listed047 = await sdk047(server, seller.token).products.list({});
    expect(listed047.result.items.map((product) => product.id)).toContain(productId);
  });
});
