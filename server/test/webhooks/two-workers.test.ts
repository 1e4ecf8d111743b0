import { afterAll, describe, expect, it } from "vitest";
import { billingOrg, v1 } from "../helpers/billing.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { WebhookReceiver } from "../helpers/webhook-receiver.ts";

/** Two Gatehouse instances on one database (scaled out): each event is fanned out and sent once. */

let database: ScratchDatabase;
const servers: TestServer[] = [];
let receiver: WebhookReceiver | undefined;

afterAll(async () => {
  for (const server of servers) await server.close();
  await receiver?.stop();
  await database?.drop();
});

describe("two delivery workers on one database", () => {
  it("deliver every event exactly once between them (the fan-out and each attempt are claimed)", async () => {
    database = await createScratchDatabase();
    const first = await startTestServer({ database, env: { WEBHOOK_POLL_MS: "20" } });
    servers.push(first);
    const second = await startTestServer({ database, env: { WEBHOOK_POLL_MS: "20" } });
    servers.push(second);
    receiver = await new WebhookReceiver().start();
    const target = receiver;
    const org = await billingOrg(first, "two-workers");
    const created = await v1<{ secret: string }>(first, "POST", "/webhooks/endpoints", {
      token: org.token,
      body: { url: target.url, format: "raw", events: ["customer.created"] },
    });
    expect(created.status).toBe(201);
    target.secret = created.body.secret;
    const count = 20;
    for (let index = 0; index < count; index++) {
      const server = index % 2 === 0 ? first : second;
      expect(
        (await v1(server, "POST", "/customers/", { token: org.token, body: { email: `twice-${index}@example.com` } }))
          .status,
      ).toBe(201);
    }
    await target.waitFor((received) => received.length >= count);
    // Both workers have finished a whole pass begun after the last delivery: a duplicate would be in.
    await Promise.all(servers.map((server) => server.gatehouse.webhooks.afterPasses(2)));
    expect(target.received).toHaveLength(count);
    expect(new Set(target.received.map((r) => r.id)).size).toBe(count);
    expect(target.received.every((r) => r.refusals.length === 0)).toBe(true);
  });
});
