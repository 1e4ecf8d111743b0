import { afterAll, describe, expect, it } from "vitest";
import { billingOrg, v1 } from "../helpers/billing.ts";
import { killChildServers, startChildServer, stopChild } from "../helpers/child-server.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { eventually, WebhookReceiver } from "../helpers/webhook-receiver.ts";

/**
 * The real server as `npm start` runs it (src/main.ts under tsx, configured by the environment),
 * killed with SIGKILL while deliveries are in flight and queued, then restarted on the same data:
 * every event still arrives, each under its original webhook-id.
 */

let scratch: ScratchDatabase | undefined;
let receiver: WebhookReceiver | undefined;

afterAll(async () => {
  killChildServers();
  await receiver?.stop();
  await scratch?.drop();
});

/** Fast polls and retries; an attempt in flight holds its lease for the timeout plus 5 s: due again 7 s after the kill. */
const startChild = (database: ScratchDatabase) =>
  startChildServer(database, {
    WEBHOOK_POLL_MS: "50",
    WEBHOOK_RETRY_BASE_MS: "50",
    WEBHOOK_RETRY_MAX_MS: "200",
    WEBHOOK_TIMEOUT_MS: "2000",
  });

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
    await stopChild(first.child, "SIGKILL");
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
    await stopChild(second.child, "SIGTERM");
  });
});
