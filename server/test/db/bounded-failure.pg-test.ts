import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import { billingOrg, v1 } from "../helpers/billing.ts";
import { TcpProxy } from "../helpers/tcp-proxy.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

const QUERY_TIMEOUT_MS = 1_000;

/** What every request answers while the database does not: 503, Retry-After, a clear body. */
function expectUnavailable(response: { status: number; headers: Headers; body: unknown }, shape: "auth" | "v1") {
  expect(response.status, JSON.stringify(response.body)).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(response.body).toEqual(
    shape === "v1"
      ? { error: "ServiceUnavailable", detail: "The database is unavailable; try again shortly" }
      : { code: "SERVICE_UNAVAILABLE", message: "The database is unavailable; try again shortly" },
  );
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

describe("a network partition between Gatehouse and PostgreSQL (through a TCP proxy the test controls)", () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let server: TestServer;
  let browser: TestClient;
  let token: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const proxied = await TcpProxy.inFrontOf(scratch.env.DATABASE_URL ?? "");
    proxy = proxied.proxy;
    server = await startTestServer({
      database: { ...scratch, env: { ...scratch.env, DATABASE_URL: proxied.url } },
      env: {
        DATABASE_CONNECT_TIMEOUT_MS: "1000",
        DATABASE_STATEMENT_TIMEOUT_MS: "800",
        DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      },
    });
    browser = server.client();
    await signUpVerified(server, browser, uniqueEmail("partition"));
    token = (await billingOrg(server, "partition")).token;
  });
  afterAll(async () => {
    proxy?.heal();
    await server?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  it("answers 503 with Retry-After within the timeouts instead of hanging, then recovers without a restart", async () => {
    expect((await browser.session()).status).toBe(200);
    proxy.partition();

    const [session, cachedSession, signIn, products, ready] = await Promise.all([
      timed(browser.session()),
      timed(browser.get("/get-session")),
      timed(server.client().signIn(uniqueEmail("nobody"), "wrong-password-1")),
      timed(v1(server, "GET", "/products/", { token })),
      timed(fetch(`${server.url}/readyz`)),
    ]);
    // One query's timeout, plus at most a second one (a transaction's rollback) and scheduling.
    const bound = 3 * QUERY_TIMEOUT_MS + 1_500;
    for (const { ms } of [session, cachedSession, signIn, products]) expect(ms).toBeLessThan(bound);
    expectUnavailable(session.value, "auth");
    expectUnavailable(signIn.value, "auth");
    expectUnavailable(products.value, "v1");
    // The cookie cache, while valid, still vouches for the session without the database.
    expect([200, 503]).toContain(cachedSession.value.status);
    expect(ready.value.status).toBe(503);
    expect(ready.value.headers.get("retry-after")).toBe("5");
    const readiness = (await ready.value.json()) as { checks: { database: { ok: boolean } } };
    expect(readiness.checks.database.ok).toBe(false);
    // No database is needed to say the process lives.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    proxy.heal();
    let recovered = await browser.session();
    for (let attempt = 0; recovered.status !== 200 && attempt < 40; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      recovered = await browser.session();
    }
    expect(recovered.status).toBe(200);
    expect(recovered.body?.user.email).toMatch(/^partition-/);
    expect((await v1(server, "GET", "/products/", { token })).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("answers 503 at once when PostgreSQL refuses connections, and serves again once it accepts them", async () => {
    await proxy.refuse();
    const [session, products] = await Promise.all([
      timed(browser.session()),
      timed(v1(server, "GET", "/products/", { token })),
    ]);
    expectUnavailable(session.value, "auth");
    expectUnavailable(products.value, "v1");
    for (const { ms } of [session, products]) expect(ms).toBeLessThan(2_500);

    await proxy.restore();
    const recovered = await browser.session();
    expect(recovered.status).toBe(200);
    expect((await v1(server, "GET", "/products/", { token })).status).toBe(200);
  });
});
