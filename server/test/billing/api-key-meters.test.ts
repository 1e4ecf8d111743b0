import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, createToken, expect422, expectError, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, type Organization, type Person, person } from "../organization/fixtures.ts";

/**
 * API keys limited by the plan: an organization API key bound to one of the
 * seller's meters (`/v1/api-key-meters/{api_key_id}`), and `POST /v1/api-key-meters/verify`, which
 * the seller's backend calls on each request it gets with a key: the key's own checks and rate
 * limit (401, 429), then one event per request on the meter for the seller's customer whose
 * external id is the key's organization, refused with 402 once that customer's balance is spent
 * — never overshooting, however many requests arrive at once.
 */

const EVENT = "api.request";

type Binding = {
  api_key_id: string;
  organization_id: string;
  external_customer_id: string;
  customer_id: string | null;
  meter_id: string;
  event_name: string;
  created_at: string;
  modified_at: string | null;
};
type Verification = {
  valid: true;
  key: { id: string; organization_id: string; name: string | null };
  usage: { meter_id: string; customer_id: string; balance: number } | null;
};
type OrgKey = { id: string; key: string };
/** A Gatehouse organization buying from the seller, with an organization API key. */
type Buyer = { owner: Person; organization: Organization; key: OrgKey; customerId: string };

let server: TestServer;
let seller: BillingOrg;
let other: BillingOrg;
let meter: { id: string; name: string };

const db = () => server.gatehouse.database.db;

async function createMeter(
  org: BillingOrg,
  filter: Record<string, unknown>,
  aggregation: Record<string, unknown> = { func: "count" },
) {
  const response = await v1<{ id: string; name: string }>(server, "POST", "/meters/", {
    token: org.token,
    body: { name: `Meter ${randomUUID().slice(0, 8)}`, filter, aggregation },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}
const nameIs = (name: string) => ({ conjunction: "and", clauses: [{ property: "name", operator: "eq", value: name }] });

async function organizationKey(owner: Person, organizationId: string, name = "backend"): Promise<OrgKey> {
  const created = await owner.client.post<OrgKey>("/api-key/create", {
    configId: "organization",
    organizationId,
    name,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}

/**
 * A new organization with a key, made the seller's customer (external_id = its id): by buying
 * `credits` units of the meter (a meter_credit benefit), or as a plain customer when 0.
 */
async function buyer(credits: number, org: BillingOrg = seller, creditMeter = meter): Promise<Buyer> {
  const owner = await person(server, "akm-buyer");
  const organization = await createOrganization(owner, { name: "Buyer" });
  const key = await organizationKey(owner, organization.id);
  if (credits === 0) {
    const customer = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: org.token,
      body: { email: `${randomUUID()}@example.com`, external_id: organization.id },
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(201);
    return { owner, organization, key, customerId: customer.body.id };
  }
  const benefit = await v1<{ id: string }>(server, "POST", "/benefits/", {
    token: org.token,
    body: {
      type: "meter_credit",
      description: `${credits} requests`,
      properties: { meter_id: creditMeter.id, units: credits, rollover: false },
    },
  });
  expect(benefit.status, JSON.stringify(benefit.body)).toBe(201);
  const product = await createProduct(server, org.token, { name: `${credits} requests` });
  const attached = await v1(server, "POST", `/products/${product.id}/benefits`, {
    token: org.token,
    body: { benefits: [benefit.body.id] },
  });
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  const { checkout } = await buyProduct(server, org.token, product.id, {
    email: `${randomUUID()}@example.com`,
    checkout: { external_customer_id: organization.id },
  });
  expect(checkout.status).toBe("succeeded");
  await drainGrantJobs(db());
  return { owner, organization, key, customerId: String(checkout.customer_id) };
}

const bind = (keyId: string, body: unknown, token = seller.token) =>
  v1<Binding>(server, "PUT", `/api-key-meters/${keyId}`, { token, body });
const getBinding = (keyId: string, token = seller.token) =>
  v1<Binding>(server, "GET", `/api-key-meters/${keyId}`, { token });
const verify = (key: string, token = seller.token) =>
  v1<Verification>(server, "POST", "/api-key-meters/verify", { token, body: { key } });

async function boundBuyer(credits: number): Promise<Buyer> {
  const who = await buyer(credits);
  const bound = await bind(who.key.id, { meter_id: meter.id });
  expect(bound.status, JSON.stringify(bound.body)).toBe(200);
  return who;
}

/** The customer's numbers on the meter, as /v1/customer-meters shows them. */
async function meterNumbers(customerId: string, meterId = meter.id) {
  const response = await v1<{ items: Array<{ consumed_units: number; credited_units: number; balance: number }> }>(
    server,
    "GET",
    "/customer-meters/",
    { token: seller.token, query: { customer_id: customerId, meter_id: meterId } },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const [item] = response.body.items;
  return item ? { consumed: item.consumed_units, credited: item.credited_units, balance: item.balance } : null;
}

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "akm-seller");
  other = await billingOrg(server, "akm-other");
  meter = await createMeter(seller, nameIs(EVENT));
});
afterAll(async () => server?.close());

describe("PUT, GET and DELETE /v1/api-key-meters/{api_key_id}", () => {
  it("binds a customer organization's key to a meter (the event named by the meter's filter), reads and unbinds it", async () => {
    const who = await buyer(0);
    const bound = await bind(who.key.id, { meter_id: meter.id });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body).toEqual({
      api_key_id: who.key.id,
      organization_id: seller.organization.id,
      external_customer_id: who.organization.id,
      customer_id: who.customerId,
      meter_id: meter.id,
      event_name: EVENT,
      created_at: expect.any(String),
      modified_at: null,
    });
    expect((await getBinding(who.key.id)).body).toEqual(bound.body);

    // PUT again: rebound (to another meter and event name), the same binding modified.
    const anyEvent = await createMeter(seller, { conjunction: "and", clauses: [] });
    const moved = await bind(who.key.id, { meter_id: anyEvent.id, event_name: "search" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      meter_id: anyEvent.id,
      event_name: "search",
      created_at: bound.body.created_at,
    });
    expect(moved.body.modified_at).toEqual(expect.any(String));

    const removed = await v1(server, "DELETE", `/api-key-meters/${who.key.id}`, { token: seller.token });
    expect(removed.status).toBe(204);
    expectError(await getBinding(who.key.id), 404, "ResourceNotFound");
    expectError(
      await v1(server, "DELETE", `/api-key-meters/${who.key.id}`, { token: seller.token }),
      404,
      "ResourceNotFound",
    );
  });

  it("404 for an unknown key, a user's key, or the key of an organization that is not the seller's customer", async () => {
    expectError(await bind(randomUUID(), { meter_id: meter.id }), 404, "ResourceNotFound");
    const someone = await person(server, "akm-user-key");
    const userKey = await someone.client.post<OrgKey>("/api-key/create", { name: "mine" });
    expect(userKey.status).toBe(200);
    expectError(await bind(userKey.body.id, { meter_id: meter.id }), 404, "ResourceNotFound");
    const stranger = await createOrganization(someone, { name: "Not a customer" });
    const strangerKey = await organizationKey(someone, stranger.id);
    const refused = await bind(strangerKey.id, { meter_id: meter.id });
    expectError(refused, 404, "ResourceNotFound");
    expect(refused.body).toMatchObject({
      detail: "No organization API key with this id belongs to one of your customers",
    });
    expectError(await getBinding(randomUUID()), 404, "ResourceNotFound");
  });

  it("422 for another seller's meter, a meter that does not count, an event name the meter cannot count, bad input", async () => {
    const who = await buyer(0);
    const foreign = await createMeter(other, nameIs(EVENT));
    const notYours = await bind(who.key.id, { meter_id: foreign.id });
    expect422(notYours, "body");
    expect(notYours.body).toMatchObject({ detail: [{ loc: ["body", "meter_id"], msg: "Meter not found." }] });

    const summing = await createMeter(seller, nameIs(EVENT), { func: "sum", property: "tokens" });
    const notCounting = await bind(who.key.id, { meter_id: summing.id });
    expect422(notCounting, "body");
    expect(notCounting.body).toMatchObject({ detail: [{ loc: ["body", "meter_id"] }] });

    // A meter counting every event names none: the event must be given.
    const anyEvent = await createMeter(seller, { conjunction: "and", clauses: [] });
    const unnamed = await bind(who.key.id, { meter_id: anyEvent.id });
    expect422(unnamed, "body");
    expect(unnamed.body).toMatchObject({ detail: [{ loc: ["body", "event_name"], type: "missing" }] });

    const mismatch = await bind(who.key.id, { meter_id: meter.id, event_name: "other.event" });
    expect422(mismatch, "body");
    expect(mismatch.body).toMatchObject({
      detail: [{ loc: ["body", "event_name"], msg: `Events named "other.event" do not match the meter's filter.` }],
    });

    expect422(await bind(who.key.id, { meter_id: "not-a-uuid" }), "body");
    expect422(await bind(who.key.id, { meter_id: meter.id, event_name: "" }), "body");
    expect422(await bind(who.key.id, { meter_id: meter.id, event_name: "x".repeat(300) }), "body");
    expect422(await v1(server, "PUT", `/api-key-meters/${who.key.id}`, { token: seller.token }), "body");
    expect422(await bind("not-a-uuid", { meter_id: meter.id }), "path");
    // Nothing was bound by any of these.
    expectError(await getBinding(who.key.id), 404, "ResourceNotFound");
  });

  it("another seller sees no binding; a key counts on one seller's meter only (409); scopes are checked", async () => {
    const who = await boundBuyer(0);
    expectError(await getBinding(who.key.id, other.token), 404, "ResourceNotFound");
    expectError(
      await v1(server, "DELETE", `/api-key-meters/${who.key.id}`, { token: other.token }),
      404,
      "ResourceNotFound",
    );
    // The organization is the other seller's customer too: still one meter per key.
    const customer = await v1(server, "POST", "/customers/", {
      token: other.token,
      body: { email: `${randomUUID()}@example.com`, external_id: who.organization.id },
    });
    expect(customer.status).toBe(201);
    const otherMeter = await createMeter(other, nameIs(EVENT));
    expectError(await bind(who.key.id, { meter_id: otherMeter.id }, other.token), 409, "AlreadyBound");
    expect((await getBinding(who.key.id)).body.meter_id).toBe(meter.id);

    const readOnly = await createToken(server, seller.owner, seller.organization.id, ["meters:read", "events:read"]);
    expect((await getBinding(who.key.id, readOnly)).status).toBe(200);
    expectError(await bind(who.key.id, { meter_id: meter.id }, readOnly), 403, "NotPermitted");
    expectError(await verify(who.key.key, readOnly), 403, "NotPermitted");
    expectError(await verify(who.key.key, "polar_oat_unknown"), 401, "Unauthorized");
  });

  it("the binding goes with its key", async () => {
    const who = await boundBuyer(0);
    const deleted = await who.owner.client.post("/api-key/delete", { keyId: who.key.id, configId: "organization" });
    expect(deleted.status).toBe(200);
    expectError(await getBinding(who.key.id), 404, "ResourceNotFound");
  });
});

describe("POST /v1/api-key-meters/verify", () => {
  it("each verified request is one event on the meter; once the balance is spent, 402 and nothing counted", async () => {
    const who = await boundBuyer(3);
    expect(await meterNumbers(who.customerId)).toEqual({ consumed: 0, credited: 3, balance: 3 });
    for (const balance of [2, 1, 0]) {
      const verified = await verify(who.key.key);
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      expect(verified.body).toEqual({
        valid: true,
        key: { id: who.key.id, organization_id: who.organization.id, name: "backend" },
        usage: { meter_id: meter.id, customer_id: who.customerId, balance },
      });
    }
    expect(await meterNumbers(who.customerId)).toEqual({ consumed: 3, credited: 3, balance: 0 });

    const spent = await verify(who.key.key);
    expectError(spent, 402, "UsageLimitReached");
    expect((spent.body as unknown as { detail: string }).detail).toContain(meter.name);
    expect(await meterNumbers(who.customerId)).toEqual({ consumed: 3, credited: 3, balance: 0 });

    // The events, as /v1/events lists them: named as bound, for the customer, carrying the key.
    const events = await v1<{ items: Array<{ name: string; customer_id: string; metadata: Record<string, unknown> }> }>(
      server,
      "GET",
      "/events/",
      { token: seller.token, query: { customer_id: who.customerId, source: "user" } },
    );
    expect(events.body.items).toHaveLength(3);
    for (const event of events.body.items)
      expect(event).toMatchObject({ name: EVENT, customer_id: who.customerId, metadata: { api_key_id: who.key.id } });
  });

  it("an unbound key is valid and counts nothing (usage null)", async () => {
    const who = await buyer(2);
    const verified = await verify(who.key.key);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({ valid: true, key: { id: who.key.id }, usage: null });
    expect(await meterNumbers(who.customerId)).toEqual({ consumed: 0, credited: 2, balance: 2 });
  });

  it("401 InvalidApiKey for an unknown, a user's, a disabled or an expired key; 403 for a key not of a customer", async () => {
    const who = await boundBuyer(5);
    const invalid = await verify("gh_not-a-real-key");
    expectError(invalid, 401, "InvalidApiKey");
    expect(invalid.body).toMatchObject({ detail: "Invalid API key." });

    const someone = await person(server, "akm-user-verify");
    const userKey = await someone.client.post<OrgKey>("/api-key/create", { name: "mine" });
    expectError(await verify(userKey.body.key), 401, "InvalidApiKey");

    const disabled = await organizationKey(who.owner, who.organization.id, "disabled");
    await db()
      .updateTable("apikey")
      .set({ enabled: kindBool(false) })
      .where("id", "=", disabled.id)
      .execute();
    expect((await verify(disabled.key)).body).toMatchObject({ error: "InvalidApiKey", detail: "API Key is disabled" });

    const expired = await organizationKey(who.owner, who.organization.id, "expired");
    await db()
      .updateTable("apikey")
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", expired.id)
      .execute();
    expect((await verify(expired.key)).body).toMatchObject({ error: "InvalidApiKey", detail: "API Key has expired" });

    const stranger = await createOrganization(someone, { name: "Not a customer" });
    expectError(await verify((await organizationKey(someone, stranger.id)).key), 403, "NotACustomer");

    expect422(await verify(""), "body");
    expect422(await verify("x".repeat(1000)), "body");
    expect422(await v1(server, "POST", "/api-key-meters/verify", { token: seller.token, body: {} }), "body");
    // None of it was counted.
    expect(await meterNumbers(who.customerId)).toEqual({ consumed: 0, credited: 5, balance: 5 });
  });

  it("429 with Retry-After once the key's own rate limit refuses, before anything is counted", async () => {
    const who = await boundBuyer(10);
    await db()
      .updateTable("apikey")
      .set({ rateLimitMax: 2, rateLimitTimeWindow: 60_000 })
      .where("id", "=", who.key.id)
      .execute();
    expect((await verify(who.key.key)).status).toBe(200);
    expect((await verify(who.key.key)).status).toBe(200);
    const limited = await verify(who.key.key);
    expectError(limited, 429, "TooManyRequests");
    expect(limited.body).toMatchObject({ detail: "Rate limit exceeded." });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await meterNumbers(who.customerId)).toEqual({ consumed: 2, credited: 10, balance: 8 });

    // A key with a quota of its own (`remaining`) that is spent: 429 too.
    const quota = await organizationKey(who.owner, who.organization.id, "quota");
    await db().updateTable("apikey").set({ remaining: 0, refillAmount: 5 }).where("id", "=", quota.id).execute();
    const used = await verify(quota.key);
    expectError(used, 429, "UsageExceeded");
  });

  it("parallel requests never count past the balance", async () => {
    const credits = 5;
    const who = await boundBuyer(credits);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(who.key.key)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(credits).fill(200), ...Array(20 - credits).fill(402)]);
    const balances = answers.flatMap((answer) => (answer.status === 200 ? [answer.body.usage?.balance] : []));
    expect(balances.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(await meterNumbers(who.customerId)).toEqual({ consumed: credits, credited: credits, balance: 0 });
  });

  it("two keys of one organization on one meter share its balance", async () => {
    const who = await boundBuyer(4);
    const second = await organizationKey(who.owner, who.organization.id, "second");
    expect((await bind(second.id, { meter_id: meter.id })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => verify(index % 2 === 0 ? who.key.key : second.key)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(4);
    expect(await meterNumbers(who.customerId)).toEqual({ consumed: 4, credited: 4, balance: 0 });
  });
});

/** A boolean as the dialect stores it (SQLite 0/1). */
const kindBool = (value: boolean) => (server.gatehouse.database.kind === "postgres" ? value : value ? 1 : 0);
