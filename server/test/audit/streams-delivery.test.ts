import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditStreamDeps, auditStreamWorkerOptions } from "../../src/audit/streams/settings.ts";
import { AuditStreamWorker, FAILING_AFTER_FAILURES } from "../../src/audit/streams/worker.ts";
import { signDelivery } from "../../src/billing/webhook-delivery/signing.ts";
import { createLogger } from "../../src/kit/logger.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { eventually, WebhookReceiver } from "../helpers/webhook-receiver.ts";
import { createOrganization, db, type Organization, type Person, person } from "../organization/fixtures.ts";
import { appendEntries, expectEachOnce, STREAM_ENV, type StreamView } from "./streams-fixtures.ts";

/**
 * The durable queue behind the streams: a receiver that is down gets everything once it is back
 * (nothing lost, nothing twice), a stream failing for long says so and keeps being tried, and
 * several workers on one database never send an entry twice.
 */
let server: TestServer;
let owner: Person;
let organization: Organization;

type Batch = { data: { batchId: string; entries: Array<{ id: string }> } };
const idsOf = (receiver: WebhookReceiver) =>
  receiver.received.flatMap((r) => (r.payload as unknown as Batch).data.entries.map((e) => e.id));
const deliveredIdsOf = (receiver: WebhookReceiver, statusOf: (index: number) => number) =>
  receiver.received
    .filter((_, index) => statusOf(index) < 300)
    .flatMap((r) => (r.payload as unknown as Batch).data.entries.map((e) => e.id));

beforeAll(async () => {
  server = await startTestServer({ env: STREAM_ENV });
  owner = await person(server, "delivery-owner");
  organization = await createOrganization(owner, { name: "Delivery" });
});
afterAll(async () => server?.close());

async function httpsStream(receiver: WebhookReceiver, name: string): Promise<StreamView> {
  const created = await owner.client.post<{ stream: StreamView; secret: string }>(
    "/organization/audit-streams/create",
    {
      organizationId: organization.id,
      type: "https",
      name,
      url: receiver.url,
    },
  );
  expect(created.status).toBe(200);
  receiver.secret = created.body.secret;
  return created.body.stream;
}

const streamNamed = async (id: string) =>
  (
    await owner.client.get<{ streams: StreamView[] }>("/organization/audit-streams", {
      query: { organizationId: organization.id },
    })
  ).body.streams.find((s) => s.id === id);

describe("a receiver outage", () => {
  it("is retried with backoff, marked failing with its error, and then gets every entry once", async () => {
    const receiver = await new WebhookReceiver().start();
    const statuses: number[] = [];
    let down = true;
    receiver.respond = (_request, index) => {
      statuses[index] = down ? 503 : 200;
      return down ? { status: 503, body: "maintenance" } : { status: 200 };
    };
    try {
      const stream = await httpsStream(receiver, "Flaky");
      const before = await appendEntries(server, organization.id, 20);
      const failing = await eventually(async () => {
        const current = await streamNamed(stream.id);
        return current?.status === "failing" ? current : undefined;
      });
      expect(failing.lastError).toBe("HTTP 503: maintenance");
      expect(failing.backlog).toBeGreaterThanOrEqual(20);
      expect(receiver.received.length).toBeGreaterThanOrEqual(FAILING_AFTER_FAILURES);
      // The same batch each time, under the same id.
      expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
      const during = await appendEntries(server, organization.id, 130);
      down = false;
      const ids = [...before, ...during];
      await receiver.waitFor(() => ids.every((id) => deliveredIdsOf(receiver, (i) => statuses[i] ?? 200).includes(id)));
      expectEachOnce(
        deliveredIdsOf(receiver, (i) => statuses[i] ?? 200).filter((id) => ids.includes(id)),
        ids,
      );
      const healed = await eventually(async () => {
        const current = await streamNamed(stream.id);
        return current?.status === "active" && current.backlog === 0 ? current : undefined;
      });
      expect(healed.lastError).toBe("HTTP 503: maintenance");
      expect(healed.lastSuccessAt).not.toBeNull();
    } finally {
      await receiver.stop();
    }
  });
});

describe("several workers on one database", () => {
  it("never send an entry twice", async () => {
    const receiver = await new WebhookReceiver().start();
    receiver.respond = () => ({ status: 200, delayMs: 20 });
    const config = server.gatehouse.config;
    const workers = [1, 2, 3].map(
      () =>
        new AuditStreamWorker(
          db(server),
          { ...auditStreamWorkerOptions(config), batchSize: 7 },
          auditStreamDeps(config, db(server), signDelivery),
          createLogger(config.log),
        ),
    );
    try {
      const streams = [await httpsStream(receiver, "Busy 1"), await httpsStream(receiver, "Busy 2")];
      for (const worker of workers) worker.start();
      const ids = await appendEntries(server, organization.id, 80);
      await receiver.waitFor(() => idsOf(receiver).filter((id) => ids.includes(id)).length >= ids.length * 2);
      for (const stream of streams)
        await eventually(async () => ((await streamNamed(stream.id))?.backlog === 0 ? true : undefined));
      // Each stream gets each entry once: twice in all, and each batch once.
      const counts = new Map<string, number>();
      for (const id of idsOf(receiver)) counts.set(id, (counts.get(id) ?? 0) + 1);
      expect(ids.filter((id) => counts.get(id) !== 2)).toEqual([]);
      const batchIds = receiver.received.map((r) => r.id);
      expect(new Set(batchIds).size).toBe(batchIds.length);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await receiver.stop();
    }
  });
});
