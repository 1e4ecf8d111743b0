import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import { billingOrg, v1 } from "../helpers/billing.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

const METRICS_TOKEN = "metrics-token-0123456789";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = Record<string, unknown> & { level: string; msg: string; time: string };

/** Every line the server logs, as JSON. */
const logged: string[] = [];
const logDestination = { write: (line: string) => void logged.push(line) };

/**
 * Resolves once the server has no request in flight. A response's access line and metrics are
 * written when it finishes, which may come after its client has read it.
 */
async function allAnswered(server: TestServer): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (server.gatehouse.connections.inFlight() > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 1));
  expect(server.gatehouse.connections.inFlight()).toBe(0);
}

/** The JSON log lines written while `work` ran. */
async function logLinesDuring(server: TestServer, work: () => Promise<unknown>): Promise<LogLine[]> {
  const from = logged.length;
  await work();
  await allAnswered(server);
  return linesOf(logged.slice(from));
}

const linesOf = (chunks: string[]): LogLine[] =>
  chunks
    .flatMap((chunk) => chunk.split("\n"))
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);

/** Whether any line matches an asymmetric matcher (expect.objectContaining). */
const matches = (lines: LogLine[], matcher: { asymmetricMatch(value: unknown): boolean }) =>
  lines.some((line) => matcher.asymmetricMatch(line));

/** A webhook endpoint nothing listens on: every attempt to it fails. */
async function unreachableEndpoint(server: TestServer, token: string, event: string): Promise<{ id: string }> {
  const endpoint = await v1<{ id: string }>(server, "POST", "/webhooks/endpoints", {
    token,
    body: { url: "http://127.0.0.1:9/unreachable", format: "raw", events: [event] },
  });
  expect(endpoint.status).toBe(201);
  return endpoint.body;
}

async function scrape(server: TestServer): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}

/** One sample's value from Prometheus' text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("request ids, JSON logs with an access log, and Prometheus metrics", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        LOG_FORMAT: "json",
        LOG_LEVEL: "info",
        METRICS_TOKEN,
        TRUSTED_PROXIES: "10.0.0.1",
        // The unreachable endpoints' first attempts are what these tests look at: a retry 5 s later
        // would log a warning into whichever test runs then.
        WEBHOOK_RETRY_BASE_MS: "3600000",
      },
      logDestination,
    });
  });
  afterAll(() => server?.close());

  it("gives every response an X-Request-Id; a client that is not a trusted proxy cannot choose it", async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/api/auth/get-session`),
      fetch(`${server.url}/api/auth/ok`),
      fetch(`${server.url}/v1/products/`),
      fetch(`${server.url}/healthz`, { headers: { "x-request-id": "chosen-by-client" } }),
    ]);
    const ids = answers.map((answer) => answer.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("writes one JSON access line per request, with the route template and the request id, never the path's secrets", async () => {
    const token = "s3cret-reset-token";
    let requestId: string | null = null;
    const lines = await logLinesDuring(server, async () => {
      const answer = await fetch(`${server.url}/api/auth/reset-password/${token}?callbackURL=/x`, {
        redirect: "manual",
      });
      requestId = answer.headers.get("x-request-id");
    });
    const access = lines.filter((line) => line.msg === "request");
    expect(access).toEqual([
      {
        level: "info",
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        service: "gatehouse",
        msg: "request",
        request_id: requestId,
        method: "GET",
        route: "/api/auth/reset-password/:token",
        status: 302,
        duration_ms: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it("labels /v1 requests by their template even when the access check answers first", async () => {
    const lines = await logLinesDuring(server, () => v1(server, "GET", "/products/some-id"));
    expect(lines.filter((line) => line.msg === "request")).toEqual([
      expect.objectContaining({ route: "/v1/products/:id", status: 401 }),
    ]);
  });

  it("tags what is logged while serving a request with that request's id", async () => {
    let requestId: string | null = null;
    const lines = await logLinesDuring(server, async () => {
      // better-auth logs the refused callback URL at error level while serving the request.
      const answer = await server.client().post("/sign-in/email", {
        email: uniqueEmail("log"),
        password: "whatever-123",
        callbackURL: "https://evil.example/",
      });
      requestId = answer.headers.get("x-request-id");
      expect(answer.status).toBe(403);
    });
    const logged = lines.filter((line) => line.msg !== "request");
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line.request_id).toBe(requestId);
  });

  it("logs health probes at debug, so info-level access logs are not flooded by the load balancer", async () => {
    const lines = await logLinesDuring(server, () =>
      Promise.all([fetch(`${server.url}/healthz`), fetch(`${server.url}/readyz`)]),
    );
    expect(lines.filter((line) => line.msg === "request")).toEqual([]);
  });

  it("takes X-Request-Id from a trusted proxy", async () => {
    const proxied = await startTestServer({
      env: { TRUSTED_PROXIES: "127.0.0.1", METRICS_ENABLED: "false" },
    });
    try {
      const answer = await fetch(`${proxied.url}/api/auth/ok`, { headers: { "x-request-id": "lb-1234.abcd" } });
      expect(answer.headers.get("x-request-id")).toBe("lb-1234.abcd");
      // One a log reader would trip on is replaced.
      const odd = await fetch(`${proxied.url}/api/auth/ok`, { headers: { "x-request-id": "a b\tc" } });
      expect(odd.headers.get("x-request-id")).toMatch(UUID);
      // Metrics are off there.
      expect((await fetch(`${proxied.url}/metrics`)).status).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it("serves /metrics only with METRICS_TOKEN", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer wrong-token-000000000" } })).status,
    ).toBe(401);
    const text = await scrape(server);
    expect(text).toContain("# TYPE gatehouse_http_request_duration_seconds histogram");
    expect(text).toContain("gatehouse_process_cpu_seconds_total");
    expect(text).toContain("gatehouse_nodejs_eventloop_lag_seconds");
    // No GC observer: it costs ~6 % of throughput under load (metrics/registry.ts).
    expect(text).not.toContain("gc_duration_seconds");
    expect(text).toContain("gatehouse_password_hash_queue");
    expect(text).toContain("gatehouse_http_requests_in_flight");
  });

  it("counts requests by route template, method and status", async () => {
    const series =
      'gatehouse_http_request_duration_seconds_count{method="GET",route="/api/auth/get-session",status="200"}';
    const before = sample(await scrape(server), series) ?? 0;
    await Promise.all([1, 2, 3].map(() => fetch(`${server.url}/api/auth/get-session`)));
    await allAnswered(server);
    const after = await scrape(server);
    expect(sample(after, series)).toBe(before + 3);
    // A histogram: cumulative buckets up to +Inf, which counts every request.
    const bucket = (le: string) =>
      sample(
        after,
        `gatehouse_http_request_duration_seconds_bucket{method="GET",route="/api/auth/get-session",status="200",le="${le}"}`,
      );
    expect(bucket("+Inf")).toBe(before + 3);
    expect(bucket("0.001")).toBeLessThanOrEqual(bucket("20") ?? 0);
  });

  it("shows a queue's due items and the age of the oldest, and their fall once the worker runs", async () => {
    await server.gatehouse.mailer.stop();
    const client = server.client();
    // The verification mail waits in the queue while the dispatcher is stopped.
    expect((await client.signUp(uniqueEmail("queued"))).status).toBe(200);
    // A second and more goes by on the process clock, which the queue's due times and ages are read by.
    const clock = testClock();
    onTestFinished(() => clock.uninstall());
    clock.advance(1_100);
    const waiting = await scrape(server);
    expect(sample(waiting, 'gatehouse_queue_due{queue="mail"}')).toBe(1);
    expect(sample(waiting, 'gatehouse_queue_oldest_due_age_seconds{queue="mail"}')).toBeGreaterThanOrEqual(1);

    server.gatehouse.mailer.start(50);
    await server.gatehouse.mailer.afterPasses(1);
    const drained = await scrape(server);
    expect(sample(drained, 'gatehouse_queue_due{queue="mail"}')).toBe(0);
    expect(sample(drained, 'gatehouse_queue_oldest_due_age_seconds{queue="mail"}')).toBe(0);
  });

  it("counts webhook attempts by outcome", async () => {
    const org = await billingOrg(server, "metrics");
    await unreachableEndpoint(server, org.token, "product.created");
    const before = sample(await scrape(server), 'gatehouse_webhook_attempts_total{outcome="failed"}') ?? 0;
    await v1(server, "POST", "/products/", {
      token: org.token,
      body: { name: "Metered", prices: [{ amount_type: "free" }] },
    });
    let after = before;
    for (let i = 0; i < 100 && after === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = sample(await scrape(server), 'gatehouse_webhook_attempts_total{outcome="failed"}') ?? 0;
    }
    expect(after).toBe(before + 1);
  });

  it("carries a request's id into the jobs it queues: the mail it sends and the webhook its change causes", async () => {
    const org = await billingOrg(server, "carried");
    const endpoint = await unreachableEndpoint(server, org.token, "customer.created");
    const from = logged.length;
    const signUp = await server.client().signUp(uniqueEmail("carried"));
    const created = await v1(server, "POST", "/customers/", { token: org.token, body: { email: uniqueEmail("cc") } });
    expect(created.status).toBe(201);
    const mailLine = expect.objectContaining({
      request_id: signUp.headers.get("x-request-id"),
      msg: expect.stringMatching(/^mail .* \(verify-email\) sent$/),
    });
    const webhookLine = expect.objectContaining({
      request_id: created.headers.get("x-request-id"),
      level: "warn",
      msg: expect.stringMatching(new RegExp(`^webhook .* to endpoint ${endpoint.id} failed`)),
    });
    // The worker's lines, written after the requests were answered.
    const since = () => linesOf(logged.slice(from));
    for (let i = 0; i < 100 && !(matches(since(), mailLine) && matches(since(), webhookLine)); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(since()).toContainEqual(mailLine);
    expect(since()).toContainEqual(webhookLine);
  });

  it("signs in a verified user without a log line above info (no noise in normal operation)", async () => {
    const lines = await logLinesDuring(server, () => signUpVerified(server, server.client(), uniqueEmail("quiet")));
    expect(lines.filter((line) => line.level !== "info")).toEqual([]);
  });
});
