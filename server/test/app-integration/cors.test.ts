import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EntitlementsCache } from "../../src/account-billing/entitlements/cache.ts";
import { sessionEntitlements } from "../../src/account-billing/entitlements/service.ts";
import { createSessionAnswerer } from "../../src/auth/session/fast-path/fast-get-session.ts";
import { createNodeListener } from "../../src/composition/node-listener.ts";
import { corsPolicy } from "../../src/http/cors.ts";
import type { AppEnv } from "../../src/kit/http-env.ts";
import { createLogger } from "../../src/kit/logger.ts";
import { type BillingOrg, createToken } from "../helpers/billing.ts";
import { createCheckout, createProduct } from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, type Person, person } from "../organization/fixtures.ts";

/**
 * CORS with credentials for apps on their own origins: a trusted origin (TRUSTED_ORIGINS, or
 * BASE_URL's) gets its origin echoed, credentials allowed, the session headers exposed and its
 * preflights answered; any other origin gets no CORS header at all. Checked on /api/auth (the
 * get-session fast path included, with and without entitlements), on /v1's browser routes, on
 * the app billing routes, and on error answers; and the session cookie a sign-in sets is one a
 * page on another port of the same host sends back (same site, SameSite=Lax).
 */

const APP_ORIGIN = "http://127.0.0.1:5173";
const EVIL_ORIGIN = "http://evil.example";
const SELLER_SLUG = `cors-seller-${crypto.randomUUID().slice(0, 8)}`;
const CORS_HEADERS = [
  "access-control-allow-origin",
  "access-control-allow-credentials",
  "access-control-allow-methods",
  "access-control-allow-headers",
  "access-control-max-age",
];

let server: TestServer;
let seller: BillingOrg;
let buyer: Person;

function expectAllowed(response: Response, origin = APP_ORIGIN): void {
  expect(response.headers.get("access-control-allow-origin")).toBe(origin);
  expect(response.headers.get("access-control-allow-credentials")).toBe("true");
  expect(response.headers.get("access-control-expose-headers")?.split(/,\s*/)).toEqual(
    expect.arrayContaining(["set-auth-jwt", "set-auth-token"]),
  );
  expect(response.headers.get("vary")).toContain("Origin");
}

function expectNoCors(response: Response): void {
  for (const name of CORS_HEADERS) expect(response.headers.get(name), name).toBeNull();
  expect(response.headers.get("vary")).toContain("Origin");
}

const preflight = (path: string, origin: string, method = "POST", headers = "content-type") =>
  fetch(`${server.url}${path}`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": method, "access-control-request-headers": headers },
  });

/** A request as the app's page makes it: its Origin, the buyer's cookies. */
const fromPage = (path: string, origin: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { origin, cookie: buyer.client.jar.header(), ...(init.headers as Record<string, string>) },
  });

beforeAll(async () => {
  server = await startTestServer({ env: { TRUSTED_ORIGINS: APP_ORIGIN, ENTITLEMENTS_SELLER: SELLER_SLUG } });
  const owner = await person(server, "cors-seller");
  const organization = await createOrganization(owner, { name: "CORS seller", slug: SELLER_SLUG });
  seller = { owner, organization, token: await createToken(server, owner, organization.id) };
  buyer = await person(server, "cors-buyer");
});
afterAll(async () => server?.close());

describe("preflights", () => {
  const paths = [
    "/api/auth/sign-in/email",
    "/api/auth/get-session",
    "/api/auth/billing/checkout",
    "/v1/checkouts/client/polar_c_anything/confirm",
    "/v1/customer-portal/customers/me",
  ];

  it("a trusted origin: 204 with the origin, credentials, methods, the requested headers and a max age", async () => {
    for (const path of paths) {
      const response = await preflight(path, APP_ORIGIN, "PATCH", "content-type, x-captcha-response, authorization");
      expect(response.status, path).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe(APP_ORIGIN);
      expect(response.headers.get("access-control-allow-credentials")).toBe("true");
      expect(response.headers.get("access-control-allow-methods")?.split(/,\s*/)).toEqual([
        "GET",
        "POST",
        "PUT",
        "PATCH",
        "DELETE",
      ]);
      expect(response.headers.get("access-control-allow-headers")?.split(/,\s*/)).toEqual(
        expect.arrayContaining(["content-type", "x-captcha-response", "authorization", "polar-version"]),
      );
      expect(Number(response.headers.get("access-control-max-age"))).toBeGreaterThan(0);
      expect(response.headers.get("vary")).toContain("Origin");
      expect(await response.text()).toBe("");
    }
  });

  it("BASE_URL's origin is trusted too", async () => {
    const response = await preflight("/api/auth/sign-in/email", server.url);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(server.url);
  });

  it("an untrusted origin, or a trusted one on another port or scheme: 204 without any CORS header", async () => {
    for (const origin of [EVIL_ORIGIN, "http://127.0.0.1:5174", "https://127.0.0.1:5173", "null"])
      for (const path of paths) {
        const response = await preflight(path, origin);
        expect(response.status, `${origin} ${path}`).toBe(204);
        expectNoCors(response);
      }
  });
});

describe("answers on /api/auth", () => {
  it("sign-in from the app's origin: readable, and its session cookie host-only, SameSite=Lax, HttpOnly", async () => {
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: APP_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ email: buyer.email, password: "correct-horse-battery" }),
    });
    expect(signIn.status).toBe(200);
    expectAllowed(signIn);
    const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith("better-auth.session_token="));
    expect(cookie).toBeDefined();
    const attributes = String(cookie)
      .split(";")
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    // Sites ignore ports: a page on 127.0.0.1:5173 and Gatehouse on 127.0.0.1:<port> are one site,
    // so the browser sends a SameSite=Lax cookie with the page's credentialed fetches.
    expect(attributes).toEqual(expect.arrayContaining(["samesite=lax", "httponly", "path=/"]));
    expect(attributes.some((attribute) => attribute.startsWith("domain="))).toBe(false);
    expect(new URL(APP_ORIGIN).hostname).toBe(new URL(server.url).hostname);
  });

  it("get-session, plain and with entitlements, and the app billing routes (201 and refusals alike)", async () => {
    for (const query of ["", "?entitlements=true", "?disableCookieCache=true"]) {
      const session = await fromPage(`/api/auth/get-session${query}`, APP_ORIGIN);
      expect(session.status).toBe(200);
      expect(((await session.json()) as { user: { id: string } }).user.id).toBe(buyer.id);
      expectAllowed(session);
    }
    const product = await createProduct(server, seller.token, { name: "CORS product" });
    const started = await fromPage("/api/auth/billing/checkout", APP_ORIGIN, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productId: product.id }),
    });
    expect(started.status).toBe(201);
    expectAllowed(started);
    const refused = await fromPage("/api/auth/billing/portal", APP_ORIGIN, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ returnUrl: `${EVIL_ORIGIN}/` }),
    });
    expect(refused.status).toBe(400);
    expectAllowed(refused);
    const signedOut = await fetch(`${server.url}/api/auth/billing/checkout`, {
      method: "POST",
      headers: { origin: APP_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ productId: product.id }),
    });
    expect(signedOut.status).toBe(401);
    expectAllowed(signedOut);
    const methods = await fromPage("/api/auth/sign-in-methods", APP_ORIGIN);
    expect(methods.status).toBe(200);
    expectAllowed(methods);
  });

  it("an untrusted origin gets the same answers without CORS headers", async () => {
    for (const path of [
      "/api/auth/get-session",
      "/api/auth/get-session?entitlements=true",
      "/api/auth/sign-in-methods",
    ]) {
      const response = await fromPage(path, EVIL_ORIGIN);
      expect(response.status, path).toBe(200);
      expectNoCors(response);
    }
    // The JWT plugin's own exposure stays as the library answers it.
    expect((await fromPage("/api/auth/get-session", EVIL_ORIGIN)).headers.get("access-control-expose-headers")).toBe(
      "set-auth-jwt",
    );
    const write = await fromPage("/api/auth/billing/portal", EVIL_ORIGIN, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(write.status).toBe(403);
    expectNoCors(write);
  });
});

describe("get-session's fast path, answering before the app", () => {
  let listener: Server;
  let url: string;

  beforeAll(async () => {
    const logger = createLogger({ level: "error", format: "json" }, { write: () => undefined });
    const db = server.gatehouse.database.db;
    const answerer = await createSessionAnswerer(
      server.gatehouse.auth,
      server.gatehouse.database,
      logger,
      sessionEntitlements(db, SELLER_SLUG, new EntitlementsCache(db)),
    );
    expect(answerer).not.toBeNull();
    // Whatever the fast path declines would reach this app and fail the test: the fast path answers alone.
    const declined = new Hono<AppEnv>().all("*", (c) => c.text("declined by the fast path", 418));
    listener = createServer(
      createNodeListener(declined, answerer, logger, {
        everyResponse: [],
        drain: { draining: false },
        metrics: null,
        routeLabels: new WeakMap(),
        trustedProxies: [],
        cors: corsPolicy(server.gatehouse.config.baseURL, [APP_ORIGIN]),
      }),
    );
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/auth/get-session`;
  });
  afterAll(async () => new Promise<void>((resolve) => listener?.close(() => resolve())));

  it("a trusted origin gets the CORS headers, with and without entitlements; another origin none", async () => {
    for (const query of ["", "?entitlements=true"]) {
      const allowed = await fetch(`${url}${query}`, {
        headers: { origin: APP_ORIGIN, cookie: buyer.client.jar.header() },
      });
      expect(allowed.status, await allowed.clone().text()).toBe(200);
      const body = (await allowed.json()) as { user: { id: string }; entitlements?: unknown };
      expect(body.user.id).toBe(buyer.id);
      if (query) expect(body.entitlements).toMatchObject({ seller: { slug: SELLER_SLUG } });
      expectAllowed(allowed);
      expect(allowed.headers.get("set-auth-jwt")).toEqual(expect.any(String));

      const other = await fetch(`${url}${query}`, {
        headers: { origin: EVIL_ORIGIN, cookie: buyer.client.jar.header() },
      });
      expect(other.status).toBe(200);
      expectNoCors(other);
      expect(other.headers.get("access-control-expose-headers")).toBe("set-auth-jwt");
    }
  });
});

describe("answers on /v1", () => {
  it("the storefront, a checkout's client routes and the customer portal carry them for a trusted origin only", async () => {
    const product = await createProduct(server, seller.token, { name: "Storefront product" });
    const checkout = await createCheckout(server, seller.token, product.id);
    const paths = [
      `/v1/customer-portal/organizations/${SELLER_SLUG}`,
      `/v1/storefronts/${SELLER_SLUG}`,
      `/v1/checkouts/client/${checkout.client_secret}`,
      `/v1/customer-portal/customers/me?organization_id=${seller.organization.id}`,
    ];
    for (const path of paths) {
      const allowed = await fromPage(path, APP_ORIGIN);
      expect(allowed.status, path).toBeLessThan(500);
      expectAllowed(allowed);
      expectNoCors(await fromPage(path, EVIL_ORIGIN));
    }
    expect((await fromPage(paths[0] ?? "", APP_ORIGIN)).status).toBe(200);
    expect((await fromPage(paths[2] ?? "", APP_ORIGIN)).status).toBe(200);
  });
});
