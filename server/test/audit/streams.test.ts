import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { eventually, WebhookReceiver } from "../helpers/webhook-receiver.ts";
import {
  createOrganization,
  db,
  joinedMember,
  type Organization,
  type Person,
  person,
} from "../organization/fixtures.ts";
import { appendEntries, expectEachOnce, STREAM_ENV, type StreamView } from "./streams-fixtures.ts";

/**
 * Audit streams of kind `https`: an organization's entries reach its receiver in signed batches
 * (Standard Webhooks, the secret shown once), the list says how delivery goes, a test record is
 * sent on demand; who may see and manage them; refused settings are field errors that write nothing.
 */
const ADMIN = `streams-admin-${Date.now()}@example.com`;
let server: TestServer;
let owner: Person;
let organization: Organization;
let receiver: WebhookReceiver;

type Created = { stream: StreamView; secret: string | null };
type Batch = { type: string; data: { batchId: string; entries: Array<{ id: string; organizationId: string | null }> } };

beforeAll(async () => {
  server = await startTestServer({ env: { ...STREAM_ENV, ADMIN_EMAILS: ADMIN } });
  receiver = await new WebhookReceiver().start();
  owner = await person(server, "streams-owner");
  organization = await createOrganization(owner, { name: "Streamed" });
});
afterAll(async () => {
  await receiver?.stop();
  await server?.close();
});

const create = (client: TestClient, body: Record<string, unknown>, prefix = "/organization") =>
  client.post<Created & { code?: string; fields?: Record<string, string> }>(`${prefix}/audit-streams/create`, body);
const list = (client: TestClient, organizationId: string) =>
  client.get<{ streams: StreamView[] }>("/organization/audit-streams", { query: { organizationId } });

const entryIdsOf = (batches: Batch[], organizationId?: string) =>
  batches.flatMap((batch) =>
    batch.data.entries.filter((e) => !organizationId || e.organizationId === organizationId).map((e) => e.id),
  );

describe("an https stream", () => {
  let stream: StreamView;
  let secret: string;

  beforeAll(async () => {
    const created = await create(owner.client, {
      organizationId: organization.id,
      type: "https",
      name: "SIEM",
      url: receiver.url,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    stream = created.body.stream;
    secret = created.body.secret ?? "";
    receiver.secret = secret;
  });

  it("answers its signing secret once, and never again", async () => {
    expect(secret).toMatch(/^whsec_/);
    const listed = await list(owner.client, organization.id);
    expect(listed.body.streams.map((s) => s.id)).toEqual([stream.id]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect(listed.body.streams[0]).toMatchObject({ type: "https", name: "SIEM", settings: { url: receiver.url } });
  });

  it("receives the organization's entries in signed batches, each once, and no other organization's", async () => {
    const other = await createOrganization(owner, { name: "Not streamed" });
    const ids = await appendEntries(server, organization.id, 30);
    await appendEntries(server, other.id, 3);
    await receiver.waitFor((got) => ids.every((id) => entryIdsOf(got.map((r) => r.payload as Batch)).includes(id)));
    const batches = receiver.received.map((r) => r.payload as Batch);
    for (const request of receiver.received) {
      expect(request.refusals.filter((refusal) => refusal.startsWith("standardwebhooks"))).toEqual([]);
      expect(request.id).toBe((request.payload as Batch).data.batchId);
      new Webhook(Buffer.from(secret, "utf8").toString("base64")).verify(request.body, {
        "webhook-id": request.id,
        "webhook-timestamp": request.timestamp,
        "webhook-signature": request.signature,
      });
    }
    expect(batches.every((batch) => batch.type === "audit_log.batch")).toBe(true);
    expect(entryIdsOf(batches).filter((id) => !ids.includes(id))).toEqual(
      entryIdsOf(batches, organization.id).filter((id) => !ids.includes(id)),
    );
    expectEachOnce(
      entryIdsOf(batches).filter((id) => ids.includes(id)),
      ids,
    );
    const listed = await eventually(async () => {
      const [current] = (await list(owner.client, organization.id)).body.streams;
      return current?.backlog === 0 && current.lastSuccessAt ? current : undefined;
    });
    expect(listed).toMatchObject({ status: "active", lastError: null, backlog: 0 });
  });

  it("audits its own changes, streamed like any entry", async () => {
    const renamed = await owner.client.post<{ stream: StreamView }>("/organization/audit-streams/update", {
      organizationId: organization.id,
      id: stream.id,
      name: "SIEM (prod)",
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.stream).toMatchObject({ name: "SIEM (prod)", settings: { url: receiver.url } });
    const log = await owner.client.get<{ entries: Array<{ action: string; target: { id: string } | null }> }>(
      "/organization/audit-log",
      // The family filter: an underscore in it matches itself, on both databases.
      { query: { organizationId: organization.id, action: "audit_stream.", limit: "100" } },
    );
    const ours = log.body.entries;
    expect(ours.map((e) => e.action).sort()).toEqual(["audit_stream.created", "audit_stream.updated"]);
    expect(ours.every((e) => e.target?.id === stream.id)).toBe(true);
    await receiver.waitFor((got) =>
      got.some((r) => JSON.stringify(r.payload).includes('"action":"audit_stream.updated"')),
    );
  });

  it("sends a test record on demand and answers how it went", async () => {
    const before = receiver.received.length;
    const tested = await owner.client.post<{ ok: boolean; status: number | null; error: string | null }>(
      "/organization/audit-streams/test",
      { organizationId: organization.id, id: stream.id },
    );
    expect(tested.body).toMatchObject({ ok: true, status: 200, error: null });
    const sent = receiver.received.slice(before).find((r) => JSON.stringify(r.payload).includes("audit_stream.test"));
    expect(sent?.refusals.filter((refusal) => refusal.startsWith("standardwebhooks"))).toEqual([]);

    receiver.respond = () => ({ status: 503, body: "down for maintenance" });
    const refused = await owner.client.post<{ ok: boolean; status: number | null; error: string | null }>(
      "/organization/audit-streams/test",
      { organizationId: organization.id, id: stream.id },
    );
    receiver.respond = () => ({ status: 200, body: "ok" });
    expect(refused.body).toMatchObject({ ok: false, status: 503, error: "HTTP 503: down for maintenance" });
  });
});

describe("settings refused", () => {
  it("answers 400 with every field's error and writes nothing", async () => {
    const before = (await list(owner.client, organization.id)).body.streams.length;
    const refused = await create(owner.client, {
      organizationId: organization.id,
      type: "s3",
      name: "",
      region: "US East",
      bucket: "B",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("INVALID_NAME");
    expect(Object.keys(refused.body.fields ?? {}).sort()).toEqual([
      "accessKeyId",
      "bucket",
      "name",
      "region",
      "secretAccessKey",
    ]);
    const wrongType = await create(owner.client, { organizationId: organization.id, type: "ftp", name: "x" });
    expect({ status: wrongType.status, code: wrongType.body.code }).toEqual({ status: 400, code: "INVALID_TYPE" });
    const badUrl = await create(owner.client, {
      organizationId: organization.id,
      type: "https",
      name: "x",
      url: "ftp://x",
    });
    expect({ status: badUrl.status, code: badUrl.body.code }).toEqual({ status: 400, code: "INVALID_URL" });
    expect((await list(owner.client, organization.id)).body.streams.length).toBe(before);
    const created = await db(server)
      .selectFrom("audit_log")
      .select("id")
      .where("organization_id", "=", organization.id)
      .where("action", "=", "audit_stream.created")
      .execute();
    expect(created.length).toBe(1);
  });

  it("an unknown stream is a 404", async () => {
    const missing = await owner.client.post<{ code: string }>("/organization/audit-streams/delete", {
      organizationId: organization.id,
      id: "no-such-stream",
    });
    expect({ status: missing.status, code: missing.body.code }).toEqual({
      status: 404,
      code: "AUDIT_STREAM_NOT_FOUND",
    });
  });
});

describe("who may see and manage streams", () => {
  it("members without the audit log's permission see nothing; admins see but only updaters manage", async () => {
    const member = await joinedMember(server, owner, organization.id, "member", "streams-member");
    const listed = await list(member.client, organization.id);
    expect({ status: listed.status, code: (listed.body as unknown as { code: string }).code }).toEqual({
      status: 403,
      code: "NOT_ALLOWED",
    });
    const refused = await create(member.client, {
      organizationId: organization.id,
      type: "https",
      name: "mine",
      url: receiver.url,
    });
    expect(refused.status).toBe(403);
    const outsider = await person(server, "streams-outsider");
    expect((await list(outsider.client, organization.id)).status).toBe(403);
    const [stream] = (await list(owner.client, organization.id)).body.streams;
    const deleted = await outsider.client.post("/organization/audit-streams/delete", {
      organizationId: organization.id,
      id: stream?.id,
    });
    expect(deleted.status).toBe(403);
    expect((await list(owner.client, organization.id)).body.streams.length).toBe(1);
  });

  it("the platform's streams are platform admins' and carry every organization's entries", async () => {
    const stranger = await person(server, "streams-stranger");
    expect((await stranger.client.get("/admin/audit-streams")).status).toBe(403);
    expect((await create(stranger.client, { type: "https", name: "x", url: receiver.url }, "/admin")).status).toBe(403);

    const admin = server.client();
    await signUpVerified(server, admin, ADMIN);
    const platformReceiver = await new WebhookReceiver().start();
    try {
      const created = await create(admin, { type: "https", name: "Everything", url: platformReceiver.url }, "/admin");
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.stream.organizationId).toBeNull();
      platformReceiver.secret = created.body.secret ?? "";
      const ids = [...(await appendEntries(server, organization.id, 2)), ...(await appendEntries(server, null, 2))];
      await platformReceiver.waitFor((got) =>
        ids.every((id) => entryIdsOf(got.map((r) => r.payload as Batch)).includes(id)),
      );
      expect(platformReceiver.received.every((r) => !r.refusals.some((x) => x.startsWith("standardwebhooks")))).toBe(
        true,
      );
      const adminList = await admin.get<{ streams: StreamView[] }>("/admin/audit-streams");
      expect(adminList.body.streams.map((s) => s.name)).toEqual(["Everything"]);
      const removed = await admin.post("/admin/audit-streams/delete", { id: created.body.stream.id });
      expect(removed.status).toBe(200);
      expect((await admin.get<{ streams: StreamView[] }>("/admin/audit-streams")).body.streams).toEqual([]);
    } finally {
      await platformReceiver.stop();
    }
  });
});
