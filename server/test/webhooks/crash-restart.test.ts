import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { billingOrg, v1 } from "../helpers/billing.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { freePort, TestClient, type TestServer } from "../helpers/test-server.ts";
import { eventually, WebhookReceiver } from "../helpers/webhook-receiver.ts";

/**
 * The real server as `npm start` runs it (src/main.ts under tsx, configured by the environment),
 * killed with SIGKILL while deliveries are in flight and queued, then restarted on the same data:
 * every event still arrives, each under its original webhook-id.
 */

const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const children: ChildProcess[] = [];
let scratch: ScratchDatabase | undefined;
let receiver: WebhookReceiver | undefined;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await receiver?.stop();
  await scratch?.drop();
});

type Running = { child: ChildProcess; server: TestServer };

/** `node --import tsx src/main.ts`: one process (the tsx CLI would fork a second one a SIGKILL would miss). */
async function startChild(database: ScratchDatabase): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    BASE_URL: url,
    AUTH_SECRET: "crash-test-secret-crash-test-secret-0123456789",
    RATE_LIMIT_ENABLED: "false",
    HASH_WORKERS: "1",
    WEBHOOK_POLL_MS: "50",
    WEBHOOK_RETRY_BASE_MS: "50",
    WEBHOOK_RETRY_MAX_MS: "200",
    // An attempt in flight holds its lease for the timeout plus 5 s: due again 7 s after the kill.
    WEBHOOK_TIMEOUT_MS: "2000",
    ...database.env,
  };
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Gatehouse listening on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code, signal) => reject(new Error(`server exited (${code ?? signal}): ${output}`)));
  });
  const server = { url, client: () => new TestClient(url, url) } as unknown as TestServer;
  return { child, server };
}

async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

describe("webhook delivery survives a SIGKILL", () => {
  it("delivers every event after a restart, each with its original webhook-id", { timeout: 90_000 }, async () => {
    scratch = await createScratchDatabase();
    receiver = await new WebhookReceiver().start();
    const target = receiver;
    // Not answering at first: the worker's attempts hang in flight, the rest wait in the queue.
    target.respond = () => "hang";

    const first = await startChild(scratch);
    const org = await billingOrg(first.server, "crash");
    const created = await v1<{ id: string; secret: string }>(first.server, "POST", "/webhooks/endpoints", {
      token: org.token,
      body: { url: target.url, format: "raw", events: ["customer.created"] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    target.secret = created.body.secret;
    const emails = Array.from({ length: 12 }, (_, index) => `crash-${index}@example.com`);
    for (const email of emails) {
      const customer = await v1(first.server, "POST", "/customers/", { token: org.token, body: { email } });
      expect(customer.status, JSON.stringify(customer.body)).toBe(201);
    }
    await target.waitFor((received) => received.length >= 3);
    const inFlight = new Map(target.received.map((r) => [(r.payload.data as { email: string }).email, r.id]));
    await kill(first.child, "SIGKILL");
    expect(first.child.signalCode).toBe("SIGKILL");

    target.respond = () => ({ status: 200, body: "ok" });
    const second = await startChild(scratch);
    const emailOf = (r: { payload: { data: unknown } }) => (r.payload.data as { email: string }).email;
    await target.waitFor(
      (received) =>
        emails.every((email) => received.filter((r) => emailOf(r) === email).length >= (inFlight.has(email) ? 2 : 1)),
      45_000,
    );

    // One webhook-id per event, the same before and after the crash; every delivery verifies.
    const idsByEmail = new Map<string, Set<string>>();
    for (const r of target.received) {
      const ids = idsByEmail.get(emailOf(r)) ?? new Set<string>();
      ids.add(r.id);
      idsByEmail.set(emailOf(r), ids);
      expect(r.refusals).toEqual([]);
    }
    for (const email of emails) expect(idsByEmail.get(email)?.size, email).toBe(1);
    for (const [email, id] of inFlight) expect([...(idsByEmail.get(email) ?? [])]).toEqual([id]);
    expect(new Set([...idsByEmail.values()].flatMap((ids) => [...ids])).size).toBe(emails.length);

    // The restarted server's log shows each event delivered.
    await eventually(async () => {
      const log = await v1<{
        items: Array<{ succeeded: boolean; webhook_event: { id: string; succeeded: boolean | null } }>;
      }>(second.server, "GET", "/webhooks/deliveries", {
        token: org.token,
        query: { limit: "100", succeeded: "true" },
      });
      return new Set(log.body.items.map((d) => d.webhook_event.id)).size === emails.length ? true : undefined;
    }, 20_000);
    await kill(second.child, "SIGTERM");
  });
});
