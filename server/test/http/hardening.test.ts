import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingOrg, v1 } from "../helpers/billing.ts";
import { createCheckout, createProduct } from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * HTTP hardening: security headers on every response, a strict CSP
 * with frame-ancestors 'none' on the web app except a checkout's embed hosts or origin, cookie writes to
 * /v1 only with a trusted Origin, and update-user refusing fields of the wrong type.
 */
let server: TestServer;
beforeAll(async () => {
  const webDistDir = mkdtempSync(join(tmpdir(), "gatehouse-web-"));
  writeFileSync(join(webDistDir, "index.html"), "<!doctype html><title>Gatehouse</title>");
  server = await startTestServer({ webDistDir });
});
afterAll(async () => server?.close());

const get = (path: string) => fetch(`${server.url}${path}`);

describe("security headers", () => {
  it("every response carries nosniff and a referrer policy (HSTS only under https)", async () => {
    const client = server.client();
    await client.signUp(`headers-${Date.now()}@example.com`);
    const answers = [
      await get("/"),
      await get("/account"),
      await get("/api/auth/ok"),
      await get("/v1/products/"),
      // The get-session fast path writes its own headers.
      await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie: client.jar.header() } }),
    ];
    for (const response of answers) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("the web app's pages get a strict CSP that forbids framing", async () => {
    for (const path of ["/", "/account", "/organizations/x/settings"]) {
      const response = await get(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
    expect((await get("/api/auth/error?error=x")).headers.get("content-security-policy")).toContain(
      "frame-ancestors 'none'",
    );
  });

  it("a hosted checkout may be framed by its embed origin only", async () => {
    const { token } = await billingOrg(server, "embed");
    const product = await createProduct(server, token);
    const embedded = await createCheckout(server, token, product.id, { embed_origin: "https://shop.example" });
    const plain = await createCheckout(server, token, product.id);
    const framed = await get(`/checkout/${embedded.client_secret as string}`);
    expect(framed.headers.get("content-security-policy")).toMatch(/frame-ancestors https:\/\/shop\.example$/);
    expect(framed.headers.get("x-frame-options")).toBeNull();
    const unframed = await get(`/checkout/${plain.client_secret as string}`);
    const checkoutPolicy = unframed.headers.get("content-security-policy") ?? "";
    expect(checkoutPolicy).toContain("frame-ancestors 'none'");
    // Stripe.js and its Payment Element may load on a checkout (a seller with Stripe), nowhere else.
    expect(checkoutPolicy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(checkoutPolicy).toContain(
      "frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;",
    );
    expect(checkoutPolicy).toContain("connect-src 'self' https://api.stripe.com;");
    expect((await get("/account")).headers.get("content-security-policy")).not.toContain("stripe");
    expect((await get("/checkout/no-such-secret")).headers.get("content-security-policy")).toContain(
      "frame-ancestors 'none'",
    );
  });

  it("an organization's embed hosts decide who frames its checkouts, whatever their embed origin", async () => {
    const { token, organization } = await billingOrg(server, "embed-hosts");
    const product = await createProduct(server, token);
    const updated = await v1(server, "PATCH", `/organizations/${organization.id}`, {
      token,
      body: { embed_hosts: ["Shop.Example", "*.apps.example:8443", "localhost:3000", "chrome-extension://abcdef"] },
    });
    expect(updated.status).toBe(200);
    const elsewhere = await createCheckout(server, token, product.id, { embed_origin: "https://other.example" });
    const plain = await createCheckout(server, token, product.id);
    for (const checkout of [elsewhere, plain]) {
      const policy = (await get(`/checkout/${checkout.client_secret as string}`)).headers.get(
        "content-security-policy",
      );
      expect(policy).toMatch(
        /frame-ancestors https:\/\/shop\.example https:\/\/\*\.apps\.example:8443 https:\/\/localhost:3000 http:\/\/localhost:3000 chrome-extension:\/\/abcdef$/,
      );
    }
    expect(
      (
        await v1(server, "PATCH", `/organizations/${organization.id}`, {
          token,
          body: { embed_hosts: ["https://x.example"] },
        })
      ).status,
    ).toBe(422);
  });
});

describe("cookie-authenticated /v1 writes need a trusted Origin", () => {
  it("a missing or foreign Origin is refused; the trusted one and bearer tokens are not", async () => {
    const org = await billingOrg(server, "origin");
    const body = { name: "Origin test", prices: [{ amount_type: "free" }], organization_id: org.organization.id };
    const cookie = org.owner.client.jar.header();
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/v1/products/`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie, ...headers },
        body: JSON.stringify(body),
      });
    const missing = await post({});
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({
      error: "NotPermitted",
      detail: "Writes with a session need the Origin header of a trusted origin.",
    });
    const foreign = await post({ origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ detail: "Cross-origin requests with a session are not allowed." });
    expect((await post({ origin: org.owner.client.origin })).status).toBe(201);
    expect((await v1(server, "POST", "/products/", { token: org.token, body })).status).toBe(201);
    // Reads with a session need no Origin.
    const read = await fetch(`${server.url}/v1/products/?organization_id=${org.organization.id}`, {
      headers: { cookie },
    });
    expect(read.status).toBe(200);
  });
});

describe("update-user field types", () => {
  it("a non-string name or image is 400 VALIDATION_ERROR and nothing changes", async () => {
    const client = server.client();
    const email = `types-${Date.now()}@example.com`;
    await client.signUp(email);
    for (const body of [{ name: 5 }, { name: null }, { name: { a: 1 } }, { image: 7 }, { image: ["x"] }]) {
      const res = await client.post("/update-user", body);
      expect({ body, status: res.status, answer: res.body }).toEqual({
        body,
        status: 400,
        answer: { code: "VALIDATION_ERROR", message: "Invalid body parameters" },
      });
    }
    expect((await client.session()).body?.user.name).toBe("Test User");
    expect((await client.post("/update-user", { name: "New Name", image: null })).status).toBe(200);
    expect((await client.session()).body?.user.name).toBe("New Name");
  });
});
