import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as streams from "../../src/audit/streams/repository.ts";
import { newId } from "../../src/kit/ids.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { eventually } from "../helpers/webhook-receiver.ts";
import { createOrganization, db, type Organization, type Person, person } from "../organization/fixtures.ts";
import { appendEntries, expectEachOnce, RecordingReceiver, STREAM_ENV, type StreamView } from "./streams-fixtures.ts";

/**
 * The formats of the other stream types, against real services on loopback: JSON lines per hour
 * in an S3-compatible bucket (s3rver), Datadog's logs intake and Splunk's HTTP Event Collector
 * as their documentation describes them; secrets sealed at rest.
 */
const BUCKET = "audit-streams";
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
let s3rver: S3rver;
let s3Directory: string;
let endpoint: string;
let server: TestServer;
let owner: Person;
let organization: Organization;

beforeAll(async () => {
  s3Directory = mkdtempSync(join(tmpdir(), "gatehouse-streams-s3-"));
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory: s3Directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
  server = await startTestServer({ env: STREAM_ENV });
  owner = await person(server, "formats-owner");
  organization = await createOrganization(owner, { name: "Formats" });
});
afterAll(async () => {
  await server?.close();
  await s3rver?.close();
  rmSync(s3Directory, { recursive: true, force: true });
});

const create = async (body: Record<string, unknown>) => {
  const created = await owner.client.post<{ stream: StreamView; secret: string | null }>(
    "/organization/audit-streams/create",
    { organizationId: organization.id, ...body },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(created.body.secret).toBeNull();
  return created.body.stream;
};

const deliveredBacklog = (id: string) =>
  eventually(async () => {
    const listed = await owner.client.get<{ streams: StreamView[] }>("/organization/audit-streams", {
      query: { organizationId: organization.id },
    });
    const stream = listed.body.streams.find((s) => s.id === id);
    return stream && stream.backlog === 0 && stream.lastSuccessAt ? stream : undefined;
  });

describe("s3", () => {
  const client = () => new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  const objects = async (prefix: string) => {
    const s3 = client();
    try {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
      const bodies = await Promise.all(
        keys.map(
          async (Key) =>
            (await (await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key }))).Body?.transformToString()) ?? "",
        ),
      );
      return keys.map((key, index) => ({ key, body: bodies[index] ?? "" }));
    } finally {
      s3.destroy();
    }
  };
  const idsIn = (found: Array<{ body: string }>) =>
    found.flatMap(({ body }) =>
      body
        .trim()
        .split("\n")
        .map((line) => (JSON.parse(line) as { id: string }).id),
    );

  let stream: StreamView;
  beforeAll(async () => {
    stream = await create({
      type: "s3",
      name: "Archive",
      endpoint,
      region: "us-east-1",
      bucket: BUCKET,
      prefix: "/gatehouse/audit/",
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
    });
  });

  it("writes JSON lines under <prefix>/YYYY/MM/DD/HH/<batch id>.jsonl, each entry once; the key is sealed at rest", async () => {
    expect(stream.settings).toEqual({
      endpoint,
      region: "us-east-1",
      bucket: BUCKET,
      prefix: "gatehouse/audit",
      accessKeyId: "S3RVER",
    });
    const ids = await appendEntries(server, organization.id, 12);
    await deliveredBacklog(stream.id);
    const found = await objects("gatehouse/audit/");
    for (const { key } of found)
      expect(key).toMatch(/^gatehouse\/audit\/\d{4}\/\d{2}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.jsonl$/);
    const hour = new Date().toISOString().slice(0, 13).replace(/[-T]/g, "/");
    expect(found.some(({ key }) => key.startsWith(`gatehouse/audit/${hour}/`))).toBe(true);
    expectEachOnce(
      idsIn(found).filter((id) => ids.includes(id)),
      ids,
    );
    const row = await db(server)
      .selectFrom("audit_stream_destination")
      .selectAll()
      .where("id", "=", stream.id)
      .executeTakeFirstOrThrow();
    expect(row.sealed_secret).toMatch(/^v1\./);
    expect(row.sealed_secret).not.toContain("S3RVER");
    expect(row.settings).not.toContain("secretAccessKey");
  });

  it("a batch left by a worker that stopped mid-way is resent under its id: the same object, no copy", async () => {
    // A worker claims the stream, opens a batch and dies before sending: its lease runs out.
    const token = newId();
    const batchId = newId();
    const claimed = await eventually(
      async () =>
        (await streams.claimDestination(
          db(server),
          stream.id,
          new Date().toISOString(),
          token,
          new Date(Date.now() + 2000).toISOString(),
        )) || undefined,
    );
    expect(claimed).toBe(true);
    const ids = await appendEntries(server, organization.id, 3);
    await streams.openBatch(db(server), stream.id, token, batchId, 100);
    await deliveredBacklog(stream.id);
    const found = await objects("gatehouse/audit/");
    const resent = found.filter(({ key }) => key.endsWith(`/${batchId}.jsonl`));
    expect(resent.length).toBeGreaterThan(0);
    expectEachOnce(
      idsIn(found).filter((id) => ids.includes(id)),
      ids,
    );
  });
});

describe("datadog", () => {
  it("posts Datadog's log objects to /api/v2/logs with DD-API-KEY", async () => {
    const intake = await new RecordingReceiver().start();
    try {
      intake.status = 202;
      const stream = await create({
        type: "datadog",
        name: "Datadog",
        url: intake.url,
        apiKey: "dd-key-123",
        service: "auth",
      });
      const ids = await appendEntries(server, organization.id, 4, "user.signed_in");
      await deliveredBacklog(stream.id);
      const request = intake.requests[0]!;
      expect(request).toMatchObject({ method: "POST", path: "/api/v2/logs" });
      expect(request.headers["dd-api-key"]).toBe("dd-key-123");
      expect(request.headers["content-type"]).toBe("application/json");
      const logs = intake.requests.flatMap((r) => JSON.parse(r.body) as Array<Record<string, unknown>>);
      const first = logs.find((log) => (log.evt as { id: string }).id === ids[0]);
      expect(first).toMatchObject({
        ddsource: "gatehouse",
        service: "auth",
        hostname: "127.0.0.1",
        message: "user.signed_in by system",
        ddtags: `action:user.signed_in,actor_type:system,organization_id:${organization.id}`,
        evt: { name: "user.signed_in" },
      });
      expect(first?.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expectEachOnce(
        logs.map((log) => (log.evt as { id: string }).id).filter((id) => ids.includes(id)),
        ids,
      );
      await owner.client.post("/organization/audit-streams/delete", { organizationId: organization.id, id: stream.id });
    } finally {
      await intake.stop();
    }
  });
});

describe("splunk", () => {
  it("posts newline-separated HEC events to /services/collector/event with Authorization: Splunk", async () => {
    const collector = await new RecordingReceiver().start();
    try {
      const stream = await create({
        type: "splunk",
        name: "Splunk",
        url: `${collector.url}/`,
        token: "hec-token",
        index: "security",
      });
      const ids = await appendEntries(server, organization.id, 3);
      await deliveredBacklog(stream.id);
      const request = collector.requests[0]!;
      expect(request).toMatchObject({ method: "POST", path: "/services/collector/event" });
      expect(request.headers.authorization).toBe("Splunk hec-token");
      const events = collector.requests.flatMap((r) =>
        r.body.split("\n").map((line) => JSON.parse(line) as Record<string, unknown>),
      );
      expect(events[0]).toMatchObject({
        source: "gatehouse",
        sourcetype: "gatehouse:audit",
        index: "security",
        host: "127.0.0.1",
      });
      expect(typeof events[0]?.time).toBe("number");
      expect(Object.keys(events[0]!).sort()).toEqual(["event", "host", "index", "source", "sourcetype", "time"]);
      expectEachOnce(
        events.map((e) => (e.event as { id: string }).id).filter((id) => ids.includes(id)),
        ids,
      );
      await owner.client.post("/organization/audit-streams/delete", { organizationId: organization.id, id: stream.id });
    } finally {
      await collector.stop();
    }
  });

  it("an update keeps the stored token unless a new one is given", async () => {
    const collector = await new RecordingReceiver().start();
    try {
      const stream = await create({ type: "splunk", name: "Splunk 2", url: collector.url, token: "first-token" });
      const rename = await owner.client.post("/organization/audit-streams/update", {
        organizationId: organization.id,
        id: stream.id,
        name: "Renamed",
      });
      expect(rename.status).toBe(200);
      await owner.client.post("/organization/audit-streams/test", { organizationId: organization.id, id: stream.id });
      await owner.client.post("/organization/audit-streams/update", {
        organizationId: organization.id,
        id: stream.id,
        token: "second-token",
      });
      await owner.client.post("/organization/audit-streams/test", { organizationId: organization.id, id: stream.id });
      const tests = collector.requests.filter((r) => r.body.includes("audit_stream.test"));
      expect(tests.map((r) => r.headers.authorization)).toEqual(["Splunk first-token", "Splunk second-token"]);
      await owner.client.post("/organization/audit-streams/delete", { organizationId: organization.id, id: stream.id });
    } finally {
      await collector.stop();
    }
  });
});
