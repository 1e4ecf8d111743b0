import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Health and graceful shutdown: /healthz and /readyz for load
 * balancers; on close, /readyz fails at once, the listener keeps serving for SHUTDOWN_DELAY_MS with
 * `Connection: close`, and requests in flight finish instead of being cut.
 */
/** The version, read here from the package file itself (the server reads it in src/release/version.ts). */
const serverPackage = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

const started: TestServer[] = [];
afterAll(async () => Promise.all(started.map((server) => server.close())));

async function server(env: Record<string, string> = {}) {
  const s = await startTestServer({ env });
  started.push(s);
  return s;
}

type ReadyBody = { status: string; checks: Record<string, { ok: boolean; detail?: string; ms?: number }> };

describe("health", () => {
  it("/healthz answers while the process runs; /readyz checks the database, migrations and draining", async () => {
    const s = await server();
    const health = await fetch(`${s.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", version: serverPackage.version });
    expect(serverPackage.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    const ready = await fetch(`${s.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({
      status: "ready",
      checks: {
        database: { ok: true, ms: expect.any(Number) },
        migrations: { ok: true, ms: expect.any(Number) },
        draining: { ok: true },
      },
    });
  });
});

describe("graceful shutdown", () => {
  it("readiness fails at once, the listener keeps serving through the delay, then stops", async () => {
    // Long enough for two requests on a loaded machine: a CI run beside the browser tests took
    // more than 600 ms between them, and the listener had closed (ECONNRESET).
    const s = await server({ SHUTDOWN_DELAY_MS: "5000" });
    const closed = s.gatehouse.close();
    const ready = await fetch(`${s.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");
    expect(((await ready.json()) as ReadyBody).checks.draining).toEqual({ ok: false, detail: "shutting down" });
    const served = await fetch(`${s.url}/api/auth/ok`);
    expect(served.status).toBe(200);
    expect(served.headers.get("connection")).toBe("close");
    await closed;
    await expect(fetch(`${s.url}/healthz`)).rejects.toThrow();
  });

  it("requests in flight when shutdown starts all finish: none is cut", async () => {
    // Room to finish: the test servers' 2 s cuts the last of 8 sign-ins when CI's two workers
    // load both cores (the cut at the timeout is by design; this test is about the ones within it).
    const s = await server({ SHUTDOWN_TIMEOUT_MS: "30000" });
    const email = `inflight-${Date.now()}@example.com`;
    expect((await s.client().signUp(email)).status).toBe(200);
    // Password sign-ins hash for tens of milliseconds each: several are in flight at once.
    const before = s.gatehouse.connections.received();
    const signIns = Array.from({ length: 8 }, () => s.client().signIn(email, PASSWORD));
    // Shutdown starts once every sign-in has reached the server (the client opens its
    // connections one after another); the last ones are then still hashing.
    while (s.gatehouse.connections.received() - before < 8) await new Promise((resolve) => setTimeout(resolve, 1));
    const inFlightAtClose = s.gatehouse.connections.inFlight();
    const closed = s.gatehouse.close();
    const answers = await Promise.allSettled(signIns);
    await closed;
    expect(inFlightAtClose).toBeGreaterThan(0);
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value.status : String((a.reason as Error).cause)))).toEqual(
      Array(8).fill(200),
    );
  });
});

describe("a port already taken", () => {
  it("start-up fails with EADDRINUSE and stops what it started; the same database starts on another port", async () => {
    const { createServer } = await import("node:net");
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
    const port = (squatter.address() as { port: number }).port;
    const first = await startTestServer();
    try {
      await expect(
        startTestServer({
          database: first.database,
          env: { PORT: String(port), BASE_URL: `http://127.0.0.1:${port}` },
        }),
      ).rejects.toMatchObject({ code: "EADDRINUSE" });
      // Nothing of the failed start holds the database: it still serves, and another process starts.
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
      const second = await startTestServer({ database: first.database });
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
      await second.close();
    } finally {
      await first.close();
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  });
});
