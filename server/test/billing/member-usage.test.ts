import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Usage events attributed to a team customer's member: `member_id` / `external_member_id` on
 * `POST /v1/events/ingest`, checked against the event's customer (422, nothing stored), stored
 * and answered on the events, filterable by member; meters still count per customer.
 */

let server: TestServer;
let seller: BillingOrg;
let other: BillingOrg;

type Event = {
  id: string;
  name: string;
  customer_id: string | null;
  member_id: string | null;
  external_member_id: string | null;
};
type List<T> = { items: T[]; pagination: { total_count: number; max_page: number } };
type Problem = { detail: Array<{ loc: Array<string | number>; msg: string; type: string }> };
type Team = { id: string; ownerId: string; ann: { id: string }; bob: { id: string }; tag: string };

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "member-usage");
  other = await billingOrg(server, "member-usage-other");
});
afterAll(async () => server?.close());

async function team(org: BillingOrg): Promise<Team> {
  const tag = crypto.randomUUID().slice(0, 8);
  const created = await v1<{ id: string }>(server, "POST", "/customers/", {
    token: org.token,
    body: { type: "team", name: "Usage team", external_id: `team-${tag}`, owner: { email: `o-${tag}@example.com` } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const add = async (label: string) => {
    const response = await v1<{ id: string }>(server, "POST", `/customers/${created.body.id}/members`, {
      token: org.token,
      body: { email: `${label}-${tag}@example.com`, external_id: `${label}-${tag}` },
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const members = await v1<List<{ id: string; role: string }>>(server, "GET", `/customers/${created.body.id}/members`, {
    token: org.token,
  });
  return {
    id: created.body.id,
    ownerId: members.body.items[0]?.id ?? "",
    ann: await add("ann"),
    bob: await add("bob"),
    tag,
  };
}

const ingest = (org: BillingOrg, events: Array<Record<string, unknown>>) =>
  v1<{ inserted: number; duplicates: number } & Problem>(server, "POST", "/events/ingest", {
    token: org.token,
    body: { events },
  });

const eventsNamed = async (org: BillingOrg, name: string, query: Record<string, string> = {}) => {
  const listed = await v1<List<Event>>(server, "GET", "/events/", { token: org.token, query: { name, ...query } });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body.items;
};

describe("events attributed to a member", () => {
  it("are stored with the member (by id or external id) and filtered by member", async () => {
    const t = await team(seller);
    const name = `calls-${t.tag}`;
    const ingested = await ingest(seller, [
      { name, customer_id: t.id, member_id: t.ann.id },
      { name, external_customer_id: `team-${t.tag}`, external_member_id: `bob-${t.tag}` },
      { name, customer_id: t.id, member_id: t.bob.id, external_member_id: `bob-${t.tag}` },
      { name, customer_id: t.id },
    ]);
    expect(ingested.status, JSON.stringify(ingested.body)).toBe(200);
    expect(ingested.body).toEqual({ inserted: 4, duplicates: 0 });

    const all = await eventsNamed(seller, name);
    expect(all.map((event) => [event.member_id, event.external_member_id]).sort()).toEqual(
      [
        [t.ann.id, `ann-${t.tag}`],
        [t.bob.id, `bob-${t.tag}`],
        [t.bob.id, `bob-${t.tag}`],
        [null, null],
      ].sort(),
    );
    expect(all.every((event) => event.customer_id === t.id)).toBe(true);
    const bobs = await eventsNamed(seller, name, { member_id: t.bob.id });
    expect(bobs).toHaveLength(2);
    expect(bobs.every((event) => event.member_id === t.bob.id)).toBe(true);
    const one = await v1<Event>(server, "GET", `/events/${bobs[0]?.id}`, { token: seller.token });
    expect(one.body).toMatchObject({ member_id: t.bob.id, external_member_id: `bob-${t.tag}` });
  });

  it("422 for a member of another customer, an unknown or removed member, or two that disagree; nothing stored", async () => {
    const t = await team(seller);
    const u = await team(seller);
    const name = `refused-${t.tag}`;
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ name, customer_id: t.id, member_id: u.ann.id }, "member_id"],
      [{ name, customer_id: t.id, external_member_id: "nobody" }, "external_member_id"],
      [{ name, customer_id: t.id, member_id: t.ann.id, external_member_id: `bob-${t.tag}` }, "member_id"],
      // An external customer with no customer yet has no members.
      [{ name, external_customer_id: `unknown-${t.tag}`, member_id: t.ann.id }, "member_id"],
    ];
    for (const [event, field] of refusals) {
      const response = await ingest(seller, [{ name, customer_id: t.id, member_id: t.ann.id }, event]);
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      expect(response.body.detail).toEqual([
        { loc: ["body", "events", 1, field], msg: "Member not found for this customer.", type: field },
      ]);
    }
    const badId = await ingest(seller, [{ name, customer_id: t.id, member_id: "not-a-uuid" }]);
    expect(badId.status).toBe(422);
    expect(badId.body.detail[0]?.loc).toEqual(["body", "events", 0, "member_id"]);
    // Another organization's member is nobody here.
    const foreign = await team(other);
    const crossed = await ingest(seller, [{ name, customer_id: t.id, member_id: foreign.ann.id }]);
    expect(crossed.status).toBe(422);
    expect(await eventsNamed(seller, name)).toEqual([]);

    // A removed member no longer acts.
    expect((await v1(server, "DELETE", `/customers/${t.id}/members/${t.bob.id}`, { token: seller.token })).status).toBe(
      204,
    );
    expect((await ingest(seller, [{ name, customer_id: t.id, member_id: t.bob.id }])).status).toBe(422);
    expect(await eventsNamed(seller, name)).toEqual([]);
  });

  it("are counted by meters per customer, whoever performed them", async () => {
    const t = await team(seller);
    const name = `metered-${t.tag}`;
    const meter = await v1<{ id: string }>(server, "POST", "/meters/", {
      token: seller.token,
      body: {
        name: `Calls ${t.tag}`,
        filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: name }] },
        aggregation: { func: "sum", property: "units" },
      },
    });
    expect(meter.status, JSON.stringify(meter.body)).toBe(201);
    await ingest(seller, [
      { name, customer_id: t.id, member_id: t.ann.id, metadata: { units: 3 }, timestamp: "2026-01-05T10:00:00Z" },
      { name, customer_id: t.id, member_id: t.bob.id, metadata: { units: 4 }, timestamp: "2026-01-06T10:00:00Z" },
      { name, customer_id: t.id, metadata: { units: 5 }, timestamp: "2026-01-07T10:00:00Z" },
    ]);
    const quantities = await v1<{ total: number }>(server, "GET", `/meters/${meter.body.id}/quantities`, {
      token: seller.token,
      query: {
        start_timestamp: "2026-01-01T00:00:00Z",
        end_timestamp: "2026-02-01T00:00:00Z",
        interval: "month",
        customer_id: t.id,
      },
    });
    expect(quantities.status, JSON.stringify(quantities.body)).toBe(200);
    // 3 + 4 + 5: the team's usage, the members' included.
    expect(quantities.body.total).toBe(12);
  });

  it("are ingested and read by both SDKs", async () => {
    const t = await team(seller);
    const name = `sdk-${t.tag}`;
    const ten = sdk10(server, seller.token);
    expect(await ten.events.ingest({ events: [{ name, customer_id: t.id, member_id: t.ann.id }] })).toEqual({
      inserted: 1,
      duplicates: 0,
    });
    const strict = sdk047(server, seller.token);
    const page = await strict.events.list({ name, customerId: t.id });
    expect(page.items).toHaveLength(1);
    const read = await strict.events.get({ id: page.items[0]?.id ?? "" });
    expect(read).toMatchObject({ memberId: t.ann.id, externalMemberId: `ann-${t.tag}` });
  });
});
