import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/account-flows.ts";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import { type ChildServer, killChildServers, startChildServer, stopChild } from "../helpers/child-server.ts";
import { TcpProxy } from "../helpers/tcp-proxy.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { eventually, WebhookReceiver } from "../helpers/webhook-receiver.ts";

/**
 * Three Gatehouse processes (two `api`, one `worker`) on one PostgreSQL
 * database, reached through a TCP proxy the test controls, started at once (their migrations
 * race). Webhook events created on both api processes are all delivered through a kill -9 of the
 * worker; a SIGTERM of an api process under load fails no request; a partition answers 503 within
 * the configured timeout and heals without a restart; /readyz and /metrics show it all.
 */

const QUERY_TIMEOUT_MS = 1_000;

let scratch: ScratchDatabase;
let proxy: TcpProxy;
let receiver: WebhookReceiver;
let env: Record<string, string>;
let api1: ChildServer;
let api2: ChildServer;
let worker: ChildServer;
let org: BillingOrg;

async function metric(server: ChildServer, series: string): Promise<number | undefined> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const readiness = async (server: ChildServer) => (await fetch(`${server.url}/readyz`)).status;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const proxied = await TcpProxy.inFrontOf(scratch.env.DATABASE_URL ?? "");
  proxy = proxied.proxy;
  receiver = await new WebhookReceiver().start();
  env = {
    DATABASE_URL: proxied.url,
    DATABASE_CONNECT_TIMEOUT_MS: "1000",
    DATABASE_STATEMENT_TIMEOUT_MS: "800",
    DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    // Longer than the 5 s keep-alive its responses announce (production's default is 5 s too): a
    // connection idle since before SIGTERM has expired by the end of the delay, so no client
    // reuses one at the moment it closes (with 300 ms, one in a few runs failed that way).
    SHUTDOWN_DELAY_MS: "5500",
    WEBHOOK_POLL_MS: "50",
    WEBHOOK_RETRY_BASE_MS: "50",
    WEBHOOK_RETRY_MAX_MS: "200",
    // An attempt in flight holds its lease for the timeout plus 5 s.
    WEBHOOK_TIMEOUT_MS: "1000",
  };
  const database = { ...scratch, env: { ...scratch.env, ...env } };
  // Started at once on a fresh database: the migrations run once, under their lock.
  [api1, api2, worker] = await Promise.all([
    startChildServer(database, { GATEHOUSE_ROLE: "api" }),
    startChildServer(database, { GATEHOUSE_ROLE: "api" }),
    startChildServer(database, { GATEHOUSE_ROLE: "worker" }),
  ]);
  for (const server of [api1, api2, worker]) expect(await readiness(server)).toBe(200);
  org = await billingOrg(api1.server, "cluster");
}, 90_000);

afterAll(async () => {
  proxy?.heal();
  killChildServers();
  await receiver?.stop();
  await proxy?.close();
  await scratch?.drop();
});

describe("three processes on one PostgreSQL database", () => {
  it("delivers every webhook event created on either api process through a kill -9 of the worker", {
    timeout: 90_000,
  }, async () => {
    const created = await v1<{ id: string; secret: string }>(api2.server, "POST", "/webhooks/endpoints", {
      token: org.token,
      body: { url: receiver.url, format: "raw", events: ["customer.created"] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    receiver.secret = created.body.secret;
    // The first deliveries hang: the worker holds them in flight when it is killed.
    receiver.respond = () => "hang";
    const emails = Array.from({ length: 16 }, (_, index) => `cluster-${index}-${Date.now()}@example.com`);
    for (const [index, email] of emails.entries()) {
      const on = index % 2 === 0 ? api1 : api2;
      expect((await v1(on.server, "POST", "/customers/", { token: org.token, body: { email } })).status).toBe(201);
    }
    await receiver.waitFor((received) => received.length >= 2);
    await stopChild(worker.child, "SIGKILL");
    expect(worker.child.signalCode).toBe("SIGKILL");

    // No worker: the api processes' metrics show the queue waiting (the database is shared).
    await eventually(async () => ((await metric(api1, 'gatehouse_queue_due{queue="webhooks"}')) ?? 0) > 0 || undefined);

    receiver.respond = () => ({ status: 200, body: "ok" });
    worker = await startChildServer({ ...scratch, env: { ...scratch.env, ...env } }, { GATEHOUSE_ROLE: "worker" });
    const emailOf = (r: { payload: { data: unknown } }) => (r.payload.data as { email: string }).email;
    await receiver.waitFor((received) => emails.every((email) => received.some((r) => emailOf(r) === email)), 45_000);
    // None lost; each event under one webhook-id however often it was sent; all verify.
    for (const email of emails) {
      const ids = new Set(receiver.received.filter((r) => emailOf(r) === email).map((r) => r.id));
      expect(ids.size, email).toBe(1);
    }
    for (const r of receiver.received) expect(r.refusals).toEqual([]);
    await eventually(async () => (await metric(worker, 'gatehouse_queue_due{queue="webhooks"}')) === 0 || undefined);
    expect(await metric(worker, 'gatehouse_webhook_attempts_total{outcome="succeeded"}')).toBeGreaterThan(0);
  });

  it("fails no request when an api process gets SIGTERM under load (the client moves to the other)", {
    timeout: 60_000,
  }, async () => {
    const email = uniqueEmail("cluster-load");
    const browser = api1.server.client();
    expect((await browser.signUp(email)).status).toBe(200);
    const cookie = browser.jar.header();
    let backends = [api1, api2];
    let stop = false;
    const outcomes: string[] = [];
    const readyAnswers: number[] = [];
    /** A load balancer's retry: a connection refused never carried the request, so the next backend gets it. */
    const send = async (turn: number, request: (base: string) => Promise<Response>) => {
      const live = backends;
      for (let attempt = 0; attempt < live.length; attempt++) {
        const backend = live[(turn + attempt) % live.length]!;
        try {
          const response = await request(backend.url);
          await response.arrayBuffer();
          return String(response.status);
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          if (code !== "ECONNREFUSED") return `${backend === api1 ? "api1" : "api2"}: ${code ?? String(error)}`;
        }
      }
      return "no backend";
    };
    const client = async (id: number) => {
      for (let turn = id; !stop; turn++) {
        outcomes.push(
          await send(turn, (base) =>
            turn % 3 === 0
              ? fetch(`${base}/api/auth/sign-in/email`, {
                  method: "POST",
                  headers: { "content-type": "application/json", origin: base },
                  body: JSON.stringify({ email, password: "correct-horse-battery" }),
                })
              : fetch(`${base}/api/auth/get-session?disableCookieCache=true`, { headers: { cookie } }),
          ),
        );
      }
    };
    /** Waits for the load to have answered `count` requests (by count, not time: a busy machine is slower). */
    const answered = async (count: number) => {
      const deadline = Date.now() + 60_000;
      while (outcomes.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, id) => client(id)));
    await answered(25);
    const exited = new Promise<number | null>((resolve) => api1.child.once("exit", (code) => resolve(code)));
    api1.child.kill("SIGTERM");
    // Within the shutdown delay the process still answers, but no longer ready.
    readyAnswers.push(await readiness(api1));
    // As a load balancer does once its health check fails: no new request goes to api1, while the
    // ones already sent must still be answered. (One that reached api1's listener as it closed would
    // be reset by the kernel with the backlog: what SHUTDOWN_DELAY_MS gives the balancer time to avoid.)
    backends = [api2];
    expect(await exited).toBe(0);
    // The load goes on, on the other process.
    await answered(outcomes.length + 30);
    stop = true;
    await load;
    expect(readyAnswers).toEqual([503]);
    expect(outcomes.length).toBeGreaterThan(50);
    expect(outcomes.filter((outcome) => outcome !== "200")).toEqual([]);
  });

  it("answers 503 within the timeout during a partition from PostgreSQL, and recovers without a restart", {
    timeout: 60_000,
  }, async () => {
    const browser = api2.server.client();
    expect((await browser.signUp(uniqueEmail("cluster-partition"))).status).toBe(200);
    proxy.partition();
    const started = performance.now();
    const [session, products] = await Promise.all([
      browser.session(),
      v1(api2.server, "GET", "/products/", { token: org.token }),
    ]);
    expect(performance.now() - started).toBeLessThan(3 * QUERY_TIMEOUT_MS + 1_500);
    expect(session.status).toBe(503);
    expect(session.headers.get("retry-after")).toBe("5");
    expect(products.status).toBe(503);
    expect(await readiness(api2)).toBe(503);
    expect(await readiness(worker)).toBe(503);

    proxy.heal();
    await eventually(async () => ((await browser.session()).status === 200 ? true : undefined), 20_000);
    expect((await v1(api2.server, "GET", "/products/", { token: org.token })).status).toBe(200);
    await eventually(async () => ((await readiness(api2)) === 200 && (await readiness(worker)) === 200) || undefined);
    const served = await metric(
      api2,
      'gatehouse_http_request_duration_seconds_count{method="GET",route="/v1/products/",status="503"}',
    );
    expect(served).toBeGreaterThanOrEqual(1);
  });
});
