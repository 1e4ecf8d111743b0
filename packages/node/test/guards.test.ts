import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGatehouse,
  type Gatehouse,
  type GatehouseAuth,
  type GatehouseEnv,
  hasEntitlement,
} from "../src/index.ts";
import { gatehouseClaims, KeyServer } from "./helpers/key-server.ts";

let keys: KeyServer;
let pro: string;
let proInOrganization: string;
let free: string;
let expired: string;

/** A token whose user holds `sso` and the product `product-pro`, and whose organization holds `seats`. */
const PRO = {
  seller: "acme",
  user: { features: { sso: true, max_projects: 0, tier: "" }, products: ["product-pro"], meters: {} },
  organization: { id: "org-1", features: { seats: 10 }, products: [], meters: {} },
};

beforeAll(async () => {
  keys = await new KeyServer().start();
  await keys.addKey("key-1", { publish: true });
  pro = await keys.sign("key-1", gatehouseClaims("pro-user", { ...PRO, organization: null }));
  proInOrganization = await keys.sign("key-1", gatehouseClaims("pro-user", PRO));
  free = await keys.sign("key-1", gatehouseClaims("free-user", { seller: "acme", user: null, organization: null }));
  expired = await keys.sign("key-1", gatehouseClaims("pro-user", PRO), { expiresIn: -60 });
});
afterAll(async () => keys?.stop());

const gatehouse = () => createGatehouse({ baseUrl: keys.url });
const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe("which entitlements hold", () => {
  const auth = (
    entitlements: GatehouseAuth["entitlements"],
    activeOrganizationId: string | null = null,
  ): GatehouseAuth => ({
    via: "jwt",
    user: {
      id: "u",
      email: "u@example.com",
      name: "",
      emailVerified: true,
      image: null,
      role: null,
      createdAt: null,
      updatedAt: null,
    },
    session: null,
    activeOrganizationId,
    entitlements,
    expiresAt: new Date(),
  });

  it("a truthy feature flag or an active product's id, the user's or the organization's", () => {
    const signedIn = auth(PRO, "org-1");
    const either = { from: "either" } as const;
    expect(hasEntitlement(signedIn, "sso", either)).toBe(true);
    expect(hasEntitlement(signedIn, "product-pro", either)).toBe(true);
    expect(hasEntitlement(signedIn, "seats", either)).toBe(true);
    // Falsy values grant nothing: 0, "", false; nor does a name the flags do not hold.
    expect(hasEntitlement(signedIn, "max_projects", either)).toBe(false);
    expect(hasEntitlement(signedIn, "tier", either)).toBe(false);
    expect(hasEntitlement(signedIn, "audit_log", either)).toBe(false);
    // Object.prototype's names are no features.
    expect(hasEntitlement(signedIn, "constructor", either)).toBe(false);
    expect(hasEntitlement(signedIn, "toString", either)).toBe(false);
  });

  it("by default the active organization's count when one is active, else the user's (as <Protect> decides)", () => {
    const inOrganization = auth(PRO, "org-1");
    expect(hasEntitlement(inOrganization, "seats")).toBe(true);
    expect(hasEntitlement(inOrganization, "sso")).toBe(false);
    const personal = auth(PRO, null);
    expect(hasEntitlement(personal, "sso")).toBe(true);
    expect(hasEntitlement(personal, "seats")).toBe(false);
    // An active organization that is no customer of the seller grants nothing, the user's plan aside.
    expect(hasEntitlement(auth({ ...PRO, organization: null }, "org-2"), "sso")).toBe(false);
  });

  it("`from` narrows whose entitlements count; without any, nothing holds", () => {
    const signedIn = auth(PRO);
    expect(hasEntitlement(signedIn, "seats", { from: "user" })).toBe(false);
    expect(hasEntitlement(signedIn, "seats", { from: "organization" })).toBe(true);
    expect(hasEntitlement(signedIn, "sso", { from: "organization" })).toBe(false);
    expect(hasEntitlement(auth(null), "sso")).toBe(false);
  });
});

describe("Hono guards", () => {
  const app = new Hono<GatehouseEnv>();
  beforeAll(() => {
    const client = gatehouse();
    app.get("/me", client.requireAuth(), (c) => c.json({ id: c.var.gatehouse.user.id }));
    app.get("/sso", client.requireEntitlement("sso"), (c) => c.json({ id: c.get("gatehouse").user.id }));
    app.get("/seats", client.requireEntitlement("seats", { from: "user" }), (c) => c.text("ok"));
    app.get("/both", client.requireAuth(), client.requireEntitlement("sso"), (c) => c.text("ok"));
  });

  it("401 JSON with a bearer challenge when not signed in", async () => {
    const response = await app.request("/me");
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="gatehouse"');
    expect(await response.json()).toEqual({ code: "UNAUTHORIZED", message: "Not authenticated" });
  });

  it("401 naming why a bearer token was refused", async () => {
    const response = await app.request("/me", withToken(expired));
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain('error="invalid_token"');
    expect(await response.json()).toEqual({ code: "UNAUTHORIZED", message: "Not authenticated", reason: "expired" });
  });

  it("the handler gets the verified identity", async () => {
    const response = await app.request("/me", withToken(free));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: "free-user" });
  });

  it("403 JSON naming the missing feature; 200 when it holds", async () => {
    const refused = await app.request("/sso", withToken(free));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "ENTITLEMENT_REQUIRED",
      message: 'Your plan does not include "sso"',
      feature: "sso",
    });
    const allowed = await app.request("/sso", withToken(pro));
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ id: "pro-user" });
    expect((await app.request("/both", withToken(pro))).status).toBe(200);
    expect((await app.request("/both", withToken(free))).status).toBe(403);
    expect((await app.request("/sso")).status).toBe(401);
  });

  it("counts the active organization's plan when the token names one, not the user's own", async () => {
    expect((await app.request("/sso", withToken(proInOrganization))).status).toBe(403);
  });

  it("an organization's feature does not pass a guard that asks for the user's own", async () => {
    const response = await app.request("/seats", withToken(proInOrganization));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ feature: "seats" });
  });

  it("503 when Gatehouse cannot be asked", async () => {
    const stopped = await new KeyServer().start();
    const unreachable = createGatehouse({ baseUrl: stopped.url });
    await stopped.stop();
    const offline = new Hono().get("/me", unreachable.requireAuth(), (c) => c.text("ok"));
    const response = await offline.request("/me", withToken(pro));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: "GATEHOUSE_UNAVAILABLE",
      message: "Could not check who is signed in: Gatehouse did not answer",
    });
  });
});

describe("Express/Connect guards on a real node:http server", () => {
  let server: Server;
  let url: string;
  let client: Gatehouse;

  beforeAll(async () => {
    client = gatehouse();
    const routes = {
      "/me": client.express.requireAuth(),
      "/sso": client.express.requireEntitlement("sso"),
    };
    server = createServer((request, response) => {
      const guard = routes[(request.url ?? "") as keyof typeof routes];
      void guard(request, response, (error) => {
        if (error) {
          response.writeHead(500).end(String(error));
          return;
        }
        const found = (request as { gatehouse?: GatehouseAuth }).gatehouse;
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: found?.user.id }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("401 and 403 as JSON, and the identity on request.gatehouse for the next handler", async () => {
    const anonymous = await fetch(`${url}/me`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("content-type")).toContain("application/json");
    expect(anonymous.headers.get("www-authenticate")).toBe('Bearer realm="gatehouse"');
    expect(await anonymous.json()).toEqual({ code: "UNAUTHORIZED", message: "Not authenticated" });

    const signedIn = await fetch(`${url}/me`, withToken(free));
    expect(await signedIn.json()).toEqual({ id: "free-user" });

    const refused = await fetch(`${url}/sso`, { method: "POST", ...withToken(free) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "ENTITLEMENT_REQUIRED", feature: "sso" });

    const allowed = await fetch(`${url}/sso`, { method: "POST", body: "{}", ...withToken(pro) });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ id: "pro-user" });
  });

  it("an identity set by an earlier guard is checked, not verified again", async () => {
    const verified = await client.verifyRequest(new Request(url, withToken(pro)));
    expect(verified).not.toBeNull();
    // No credentials on this request: only the identity already on it can pass the guard.
    const request = { url: "/sso", headers: {}, gatehouse: verified ?? undefined };
    const response = { statusCode: 200, setHeader: () => undefined, end: () => undefined };
    const passed = await new Promise<unknown>((resolve) =>
      client.express.requireEntitlement("sso")(request, response, (error) => resolve(error ?? "next")),
    );
    expect(passed).toBe("next");
    expect(request.gatehouse).toBe(verified);
  });
});

describe("Next.js route handlers: withGatehouse", () => {
  const route = (client: Gatehouse) =>
    client.withGatehouse(
      async (request: Request, { auth, params }: { params: Promise<{ id: string }>; auth: GatehouseAuth }) =>
        Response.json({ user: auth.user.id, id: (await params).id, method: request.method }),
      { entitlement: "sso" },
    );
  const context = { params: Promise.resolve({ id: "42" }) };

  it("answers 401 and 403 before the handler, and hands it the identity beside Next's params", async () => {
    const handler = route(gatehouse());
    const anonymous = await handler(new Request("http://app.test/api/items/42"), context);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: "UNAUTHORIZED", message: "Not authenticated" });

    const refused = await handler(new Request("http://app.test/api/items/42", withToken(free)), context);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ feature: "sso" });

    const allowed = await handler(
      new Request("http://app.test/api/items/42", { method: "DELETE", ...withToken(pro) }),
      context,
    );
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ user: "pro-user", id: "42", method: "DELETE" });
  });

  it("without an entitlement, only a signed-in user is required", async () => {
    const open = gatehouse().withGatehouse((_request, { auth }) => new Response(auth.user.email));
    expect((await open(new Request("http://app.test/"), {})).status).toBe(401);
    const answered = await open(new Request("http://app.test/", withToken(free)), {});
    expect(await answered.text()).toBe("ada@example.com");
  });
});
