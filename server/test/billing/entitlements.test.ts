import { createAuthClient } from "better-auth/client";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EntitlementsCache } from "../../src/account-billing/entitlements/cache.ts";
import { entitlementsClient } from "../../src/account-billing/entitlements/client-plugin.ts";
import type { Entitlements } from "../../src/account-billing/entitlements/schemas.ts";
import { sessionEntitlements } from "../../src/account-billing/entitlements/service.ts";
import { createSessionAnswerer } from "../../src/auth/session/fast-path/fast-get-session.ts";
import { createLogger } from "../../src/kit/logger.ts";
import { type BillingOrg, createToken, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { getSessionBothWays } from "../helpers/get-session-differential.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { eventually } from "../helpers/webhook-receiver.ts";
import { createOrganization, type Organization, type Person, person } from "../organization/fixtures.ts";

/**
 * `GET /api/auth/entitlements` — the signed-in user's and the active
 * organization's subscriptions, granted benefits, feature flags and meters at the seller, each as
 * the seller's customer whose external id is the user's or the organization's id; and the same
 * through better-auth's client with Gatehouse's `entitlementsClient()`.
 */

const SELLER_SLUG = `entitlements-seller-${crypto.randomUUID().slice(0, 8)}`;
let server: TestServer;
let seller: BillingOrg;
let buyer: Person;
let team: Organization;

async function featureFlag(description: string, metadata: Record<string, string | number | boolean>) {
  const created = await v1<{ id: string }>(server, "POST", "/benefits/", {
    token: seller.token,
    body: { type: "feature_flag", description, properties: {}, metadata },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** A product granting `benefitId`, bought by the seller's customer with `externalId`. */
async function buyWithFlag(externalId: string, benefitId: string, body: Record<string, unknown> = {}) {
  const product = await createProduct(server, seller.token, body);
  const attached = await v1(server, "POST", `/products/${product.id}/benefits`, {
    token: seller.token,
    body: { benefits: [benefitId] },
  });
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  const { checkout } = await buyProduct(server, seller.token, product.id, {
    email: `${externalId.slice(0, 8)}@example.com`,
    checkout: { external_customer_id: externalId },
  });
  expect(checkout.status).toBe("succeeded");
  return product.id;
}

const entitlementsOf = (who: Person, query: Record<string, string> = { seller: seller.organization.slug }) =>
  who.client.get<Entitlements>("/entitlements", { query });

beforeAll(async () => {
  server = await startTestServer({ env: { ENTITLEMENTS_SELLER: SELLER_SLUG } });
  const sellerOwner = await person(server, "ent-seller");
  const sellerOrganization = await createOrganization(sellerOwner, { name: "Seller", slug: SELLER_SLUG });
  seller = {
    owner: sellerOwner,
    organization: sellerOrganization,
    token: await createToken(server, sellerOwner, sellerOrganization.id),
  };
  buyer = await person(server, "ent-buyer");
  team = await createOrganization(buyer, { name: "Buyer's team" });
  const pro = await featureFlag("Pro features", { sso: true, max_projects: 5, tier: "pro" });
  const extra = await featureFlag("More projects", { sso: false, max_projects: 20 });
  const teamFlag = await featureFlag("Team features", { seats: 10 });
  await buyWithFlag(buyer.id, pro, { recurring_interval: "month" });
  await buyWithFlag(buyer.id, extra);
  await buyWithFlag(team.id, teamFlag, { recurring_interval: "month" });
});
afterAll(async () => server?.close());

describe("GET /api/auth/entitlements", () => {
  it("the user's subscriptions, benefits and merged features, and the active organization's", async () => {
    const answer = await eventually(async () => {
      const response = await entitlementsOf(buyer);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { user, organization } = response.body;
      return user?.benefits.length === 2 && organization?.benefits.length === 1 ? response.body : undefined;
    });
    expect(answer.seller).toEqual({ id: seller.organization.id, slug: seller.organization.slug });
    // The more generous grant wins: true over false, the larger number; text from the later grant.
    expect(answer.user?.features).toEqual({ sso: true, max_projects: 20, tier: "pro" });
    expect(answer.user?.subscriptions).toHaveLength(1);
    expect(answer.user?.subscriptions[0]).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(answer.user?.subscriptions[0]?.currentPeriodEnd).toEqual(expect.any(String));
    expect(answer.organization).toMatchObject({ organizationId: team.id, features: { seats: 10 } });
  });

  it("someone who is no customer gets nulls; the seller is required and must exist", async () => {
    const stranger = await person(server, "ent-stranger");
    const none = await entitlementsOf(stranger);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ user: null, organization: null });

    // ENTITLEMENTS_SELLER when the request names none; without it, the seller must be named.
    expect((await entitlementsOf(buyer, {})).body.seller.slug).toBe(SELLER_SLUG);
    const bare = await startTestServer();
    try {
      const someone = await person(bare, "ent-bare");
      const unnamed = await someone.client.get("/entitlements");
      expect(unnamed.status).toBe(400);
      expect(unnamed.body).toMatchObject({
        code: "SELLER_REQUIRED",
        message: "Name the seller (seller: its id or slug) or set ENTITLEMENTS_SELLER",
      });
    } finally {
      await bare.close();
    }
    const unknown = await entitlementsOf(stranger, { seller: "no-such-seller" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: "No organization has this id or slug" });
    expect((await server.client().get("/entitlements", { query: { seller: seller.organization.id } })).status).toBe(
      401,
    );
  });

  it("through better-auth's client: authClient.entitlements()", async () => {
    const client = createAuthClient({
      baseURL: server.url,
      plugins: [entitlementsClient()],
      fetchOptions: {
        customFetchImpl: async (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set("cookie", buyer.client.jar.header());
          return fetch(input, { ...init, headers });
        },
      },
    });
    const { data, error } = await client.entitlements({ query: { seller: seller.organization.id } });
    expect(error).toBeNull();
    expect(data?.user?.features).toMatchObject({ sso: true, max_projects: 20 });
    expect(data?.organization?.organizationId).toBe(team.id);
  });

  it("/api/auth/token carries them as a claim, verifiable offline with /api/auth/jwks", async () => {
    const { body } = await buyer.client.get<{ token: string }>("/token");
    const jwks = createRemoteJWKSet(new URL(`${server.url}/api/auth/jwks`));
    const { payload } = await jwtVerify(body.token, jwks, { issuer: server.url, audience: server.url });
    expect(payload.sub).toBe(buyer.id);
    expect(payload.entitlements).toMatchObject({
      seller: SELLER_SLUG,
      user: { features: { sso: true, max_projects: 20, tier: "pro" }, products: [expect.any(String)] },
      organization: { id: team.id, features: { seats: 10 } },
    });
    // get-session's own token stays the user alone.
    const session = await buyer.client.get("/get-session");
    const sessionJwt = session.headers.get("set-auth-jwt");
    expect(sessionJwt).toBeTruthy();
    expect((await jwtVerify(sessionJwt ?? "", jwks)).payload.entitlements).toBeUndefined();
  });

  it("get-session adds them when asked (?entitlements=true); the plain get-session is unchanged", async () => {
    const plain = await buyer.client.get<Record<string, unknown>>("/get-session");
    expect(plain.status).toBe(200);
    expect(plain.body).not.toHaveProperty("entitlements");
    const asked = await buyer.client.get<{ user: { id: string }; entitlements: Entitlements | null }>("/get-session", {
      query: { entitlements: "true" },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.user.id).toBe(buyer.id);
    expect(asked.body.entitlements?.user?.features).toMatchObject({ sso: true, max_projects: 20 });
    expect(asked.body.entitlements?.organization?.organizationId).toBe(team.id);
    // The fast path answers it (with the cookie cache and from the database) exactly as better-auth's path does.
    for (const query of ["?entitlements=true", "?entitlements=true&disableCookieCache=true"]) {
      const { fast, stock } = await getSessionBothWays(server, buyer.client.jar.header(), query);
      expect(fast.status).toBe(200);
      expect(fast.text).toBe(stock.text);
      expect(fast.jwt).toEqual(stock.jwt);
    }
    // …and it is the fast path that answers: its answerer, asked directly, does.
    const db = server.gatehouse.database.db;
    const answerer = await createSessionAnswerer(
      server.gatehouse.auth,
      server.gatehouse.database,
      createLogger({ level: "error", format: "json" }, { write: () => undefined }),
      sessionEntitlements(db, SELLER_SLUG, new EntitlementsCache(db)),
    );
    const fastAnswer = await answerer?.("/api/auth/get-session?entitlements=true", {
      cookie: buyer.client.jar.header(),
    });
    expect(JSON.parse(fastAnswer?.body ?? "null")).toMatchObject({
      user: { id: buyer.id },
      entitlements: { user: { features: { sso: true } } },
    });
    // Signed out: still null, as get-session answers.
    expect((await server.client().get("/get-session", { query: { entitlements: "true" } })).body).toBeNull();
  });
});
