import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type BillingOrg,
  billingMember,
  billingOrg,
  expect422,
  expectError,
  sdk10,
  sdk047,
  v1,
} from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { eventually, WebhookReceiver } from "../helpers/webhook-receiver.ts";

type Endpoint = {
  id: string;
  url: string;
  name: string | null;
  format: string;
  secret: string;
  organization_id: string;
  events: string[];
  enabled: boolean;
  created_at: string;
  modified_at: string | null;
};
type Delivery = {
  id: string;
  succeeded: boolean;
  http_code: number | null;
  response: string | null;
  created_at: string;
  webhook_event: {
    id: string;
    type: string;
    payload: string | null;
    succeeded: boolean | null;
    last_http_code: number | null;
    skipped: boolean;
  };
};
type Page<T> = { items: T[]; pagination: { total_count: number; max_page: number } };

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  // The whole retry schedule in well under a second; a hung receiver times out in 1 s.
  server = await startTestServer({
    env: { WEBHOOK_RETRY_BASE_MS: "20", WEBHOOK_RETRY_MAX_MS: "60", WEBHOOK_TIMEOUT_MS: "1000" },
  });
  a = await billingOrg(server, "hooks-a");
  b = await billingOrg(server, "hooks-b");
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.stop()));
});
afterAll(async () => {
  await server?.close();
});

async function receiver(): Promise<WebhookReceiver> {
  const started = await new WebhookReceiver().start();
  receivers.push(started);
  return started;
}

async function endpoint(org: BillingOrg, target: WebhookReceiver, events: string[]): Promise<Endpoint> {
  const created = await v1<Endpoint>(server, "POST", "/webhooks/endpoints", {
    token: org.token,
    body: { url: target.url, format: "raw", events },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  target.secret = created.body.secret;
  return created.body;
}

async function createCustomer(org: BillingOrg, email: string): Promise<string> {
  const created = await v1<{ id: string }>(server, "POST", "/customers/", {
    token: org.token,
    body: { email, name: "Hook Test" },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

const deliveries = async (org: BillingOrg, query: Record<string, string | string[]>) => {
  const response = await v1<Page<Delivery>>(server, "GET", "/webhooks/deliveries", {
    token: org.token,
    query: { limit: "100", ...query },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const outboxPayloads = async (organizationId: string) =>
  server.gatehouse.database.db
    .selectFrom("billing_event")
    .select(["type", "payload"])
    .where("organization_id", "=", organizationId)
    .execute();

describe("/v1/webhooks/endpoints", () => {
  it("creates, gets, lists, updates, resets the secret and deletes through @polar-sh/sdk 0.47", async () => {
    const polar = sdk047(server, a.token);
    const created = await polar.webhooks.createWebhookEndpoint({
      url: "http://127.0.0.1:9/hook",
      format: "raw",
      events: ["customer.created", "order.paid"],
      name: "Shop",
    });
    expect(created).toMatchObject({
      url: "http://127.0.0.1:9/hook",
      format: "raw",
      events: ["customer.created", "order.paid"],
      name: "Shop",
      enabled: true,
      organizationId: a.organization.id,
      modifiedAt: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), "base64")).toHaveLength(32);
    expect((await polar.webhooks.getWebhookEndpoint({ id: created.id })).secret).toBe(created.secret);
    const listed = await polar.webhooks.listWebhookEndpoints({ limit: 100 });
    expect(listed.result.items.map((e) => e.id)).toContain(created.id);
    const updated = await polar.webhooks.updateWebhookEndpoint({
      id: created.id,
      webhookEndpointUpdate: { events: ["product.created"], enabled: false, name: null },
    });
    expect(updated).toMatchObject({
      events: ["product.created"],
      enabled: false,
      name: null,
      url: "http://127.0.0.1:9/hook",
    });
    expect(updated.modifiedAt).toBeInstanceOf(Date);
    const reset = await polar.webhooks.resetWebhookEndpointSecret({ id: created.id });
    expect(reset.secret).toMatch(/^whsec_/);
    expect(reset.secret).not.toBe(created.secret);
    await polar.webhooks.deleteWebhookEndpoint({ id: created.id });
    expectError(
      await v1(server, "GET", `/webhooks/endpoints/${created.id}`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "DELETE", `/webhooks/endpoints/${created.id}`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
  });

  it("creates, gets, lists, updates, resets the secret and deletes through @polar-sh/sdk 1.0", async () => {
    const polar = sdk10(server, a.token);
    const created = await polar.webhooks.createWebhookEndpoint({
      url: "https://example.com/hooks",
      format: "raw",
      events: ["product.updated"],
    });
    expect(created).toMatchObject({
      url: "https://example.com/hooks",
      events: ["product.updated"],
      enabled: true,
      name: null,
    });
    expect((await polar.webhooks.getWebhookEndpoint(created.id)).id).toBe(created.id);
    expect((await polar.webhooks.listWebhookEndpoints({ limit: 100 })).items.map((e) => e.id)).toContain(created.id);
    expect((await polar.webhooks.updateWebhookEndpoint(created.id, { url: "https://example.com/other" })).url).toBe(
      "https://example.com/other",
    );
    expect((await polar.webhooks.resetWebhookEndpointSecret(created.id)).secret).not.toBe(created.secret);
    await polar.webhooks.deleteWebhookEndpoint(created.id);
    expectError(
      await v1(server, "GET", `/webhooks/endpoints/${created.id}`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
  });

  it("accepts every event type of both SDKs' enums (those Gatehouse does not emit are never sent), and 0.47 reads them back", async () => {
    const created = await sdk10(server, a.token).webhooks.createWebhookEndpoint({
      url: "https://example.com/all",
      format: "raw",
      events: ["discount.created", "subscription.paused", "checkout.expired", "member.created"],
    });
    expect(created.events).toEqual(["discount.created", "subscription.paused", "checkout.expired", "member.created"]);
    const read = await sdk047(server, a.token).webhooks.getWebhookEndpoint({ id: created.id });
    expect(read.events).toEqual(["discount.created", "subscription.paused", "checkout.expired", "member.created"]);
    await v1(server, "DELETE", `/webhooks/endpoints/${created.id}`, { token: a.token });
  });

  it("refuses bad input with 422 and changes nothing", async () => {
    const post = (body: unknown) => v1(server, "POST", "/webhooks/endpoints", { token: a.token, body });
    expect422(await post({ url: "ftp://example.com/x", format: "raw", events: [] }), "body");
    expect422(await post({ url: "not a url", format: "raw", events: [] }), "body");
    expect422(await post({ url: "http://127.0.0.1/x", format: "raw", events: ["nope.created"] }), "body");
    expect422(await post({ url: "http://127.0.0.1/x", format: "discord", events: [] }), "body");
    expect422(await post({ url: "http://127.0.0.1/x", events: [] }), "body");
    expect422(await v1(server, "POST", "/webhooks/endpoints", { token: a.token }), "body");
    const created = await v1<Endpoint>(server, "POST", "/webhooks/endpoints", {
      token: a.token,
      body: { url: "http://127.0.0.1/x", format: "raw", events: [] },
    });
    expect(created.status).toBe(201);
    expect422(
      await v1(server, "PATCH", `/webhooks/endpoints/${created.body.id}`, {
        token: a.token,
        body: { url: "javascript:alert(1)" },
      }),
      "body",
    );
    expect(
      (await v1<Endpoint>(server, "GET", `/webhooks/endpoints/${created.body.id}`, { token: a.token })).body.url,
    ).toBe("http://127.0.0.1/x");
    expect422(await v1(server, "GET", "/webhooks/endpoints/not-a-uuid", { token: a.token }), "path");
    expect422(
      await v1(server, "GET", "/webhooks/deliveries", { token: a.token, query: { http_code_class: "6xx" } }),
      "query",
    );
    await v1(server, "DELETE", `/webhooks/endpoints/${created.body.id}`, { token: a.token });
  });

  it("needs the webhooks scope / an owner or admin to write; members read", async () => {
    const member = await billingMember(server, a, "member");
    expect((await v1(server, "GET", "/webhooks/endpoints", { client: member.client })).status).toBe(200);
    expectError(
      await v1(server, "POST", "/webhooks/endpoints", {
        client: member.client,
        body: { url: "http://127.0.0.1/x", format: "raw", events: [] },
      }),
      403,
      "NotPermitted",
    );
    expectError(await v1(server, "GET", "/webhooks/endpoints"), 401, "Unauthorized");
  });
});

describe("delivery", () => {
  it("delivers subscribed catalog events signed; standardwebhooks and both SDKs verify them; the body is the outbox payload", async () => {
    const one = await receiver();
    const two = await receiver();
    const first = await endpoint(a, one, ["customer.created", "product.created"]);
    const second = await endpoint(a, two, ["customer.updated"]);
    const customerId = await createCustomer(a, "signed@example.com");
    const patched = await v1(server, "PATCH", `/customers/${customerId}`, {
      token: a.token,
      body: { name: "Renamed" },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const product = await v1<{ id: string }>(server, "POST", "/products/", {
      token: a.token,
      body: { name: "Hooked", prices: [{ amount_type: "fixed", price_amount: 1500 }] },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);

    // Deliveries go out concurrently: the product's may arrive before the customer's.
    const got = await one.waitFor((r) =>
      ["customer.created", "product.created"].every((type) => r.some((x) => x.payload.type === type)),
    );
    const types = got.map((r) => r.payload.type);
    expect(types).toContain("customer.created");
    expect(types.every((t) => t === "customer.created" || t === "product.created")).toBe(true);
    const updates = await two.waitFor((r) => r.length >= 1);
    expect(updates.map((r) => r.payload.type)).toEqual(["customer.updated"]);
    for (const r of [...one.received, ...two.received]) {
      expect(r.refusals).toEqual([]);
      expect(r.signature).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(Math.abs(Number(r.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    }
    const outbox = (await outboxPayloads(a.organization.id)).map((e) => e.payload);
    for (const r of one.received) expect(outbox).toContain(r.body);
    const created = one.received.find((r) => r.payload.type === "customer.created");
    expect((created?.payload.data as { id: string } | undefined)?.id).toBe(customerId);

    // The delivery log, filtered per endpoint, newest first.
    const log = await eventually(async () => {
      const page = await deliveries(a, { endpoint_id: first.id });
      return page.items.length >= one.received.length ? page : undefined;
    });
    expect(log.items.every((d) => d.succeeded && d.http_code === 200 && d.response === "ok")).toBe(true);
    expect(new Set(log.items.map((d) => d.webhook_event.id))).toEqual(new Set(one.received.map((r) => r.id)));
    const ofSecond = await deliveries(a, { endpoint_id: second.id, event_type: "customer.updated" });
    expect(ofSecond.items.map((d) => d.webhook_event.type)).toEqual(["customer.updated"]);
    expect((await deliveries(a, { endpoint_id: second.id, event_type: "product.created" })).items).toEqual([]);
    expect((await deliveries(a, { endpoint_id: first.id, succeeded: "false" })).items).toEqual([]);
    expect((await deliveries(a, { endpoint_id: first.id, http_code_class: "2xx" })).items.length).toBe(
      log.items.length,
    );

    // Both SDKs read the delivery log.
    const page047 = await sdk047(server, a.token).webhooks.listWebhookDeliveries({ endpointId: first.id, limit: 100 });
    expect(page047.result.items.length).toBe(log.items.length);
    expect(page047.result.items[0]?.webhookEvent.payload).toBeTypeOf("string");
    const page10 = await sdk10(server, a.token).webhooks.listWebhookDeliveries({ endpoint_id: first.id, limit: 100 });
    expect(page10.items.length).toBe(log.items.length);
  });

  it("retries a failed attempt with the same webhook-id and body; every attempt is logged; redeliver sends it again", async () => {
    const target = await receiver();
    target.respond = (_request, index) => (index < 2 ? { status: 500, body: "down for maintenance" } : { status: 204 });
    const hook = await endpoint(a, target, ["customer.created"]);
    await createCustomer(a, "retry@example.com");
    const got = await target.waitFor((r) => r.length >= 3);
    const [one, two, three] = got;
    expect(new Set([one?.id, two?.id, three?.id]).size).toBe(1);
    expect(new Set([one?.body, two?.body, three?.body]).size).toBe(1);
    expect(got.every((r) => r.refusals.length === 0)).toBe(true);
    const log = await eventually(async () => {
      const page = await deliveries(a, { endpoint_id: hook.id });
      return page.items.length === 3 ? page : undefined;
    });
    expect(log.items.map((d) => [d.http_code, d.succeeded, d.response]).reverse()).toEqual([
      [500, false, "down for maintenance"],
      [500, false, "down for maintenance"],
      [204, true, null],
    ]);
    expect(log.items[0]?.webhook_event).toMatchObject({
      id: one?.id,
      succeeded: true,
      last_http_code: 204,
      skipped: false,
      type: "customer.created",
    });
    expect(log.items[0]?.webhook_event.payload).toBe(one?.body);

    // Nothing more is sent: a whole delivery pass that began after the change has finished.
    await server.gatehouse.webhooks.afterPasses(2);
    expect(target.received).toHaveLength(3);
    await sdk047(server, a.token).webhooks.redeliverWebhookEvent({ id: one!.id });
    const again = await target.waitFor((r) => r.length >= 4);
    expect(again[3]?.id).toBe(one?.id);
    expect(again[3]?.body).toBe(one?.body);
    expect(again[3]?.refusals).toEqual([]);
    await eventually(async () =>
      (await deliveries(a, { endpoint_id: hook.id })).items.length === 4 ? true : undefined,
    );
    const redeliver = await v1(server, "POST", `/webhooks/events/${one!.id}/redeliver`, { token: a.token });
    expect(redeliver.status).toBe(202);
    expectError(
      await v1(server, "POST", "/webhooks/events/00000000-0000-4000-8000-000000000000/redeliver", { token: a.token }),
      404,
      "ResourceNotFound",
    );
  });

  it("disables an endpoint after 10 consecutive failed attempts; its later events are not sent", async () => {
    const target = await receiver();
    target.respond = () => ({ status: 503, body: "nope" });
    const hook = await endpoint(a, target, ["customer.created"]);
    await createCustomer(a, "fails@example.com");
    await target.waitFor((r) => r.length >= 10);
    const disabled = await eventually(async () => {
      const got = await v1<Endpoint>(server, "GET", `/webhooks/endpoints/${hook.id}`, { token: a.token });
      return got.body.enabled ? undefined : got.body;
    });
    expect(disabled.enabled).toBe(false);
    const log = await deliveries(a, { endpoint_id: hook.id });
    expect(log.items).toHaveLength(10);
    expect(log.items.every((d) => !d.succeeded && d.http_code === 503)).toBe(true);
    await createCustomer(a, "after-disable@example.com");
    // Nothing more is sent: a whole delivery pass that began after the change has finished.
    await server.gatehouse.webhooks.afterPasses(2);
    expect(target.received).toHaveLength(10);

    // A redelivery is a person's decision: it is sent even to the disabled endpoint.
    target.respond = () => ({ status: 200 });
    const eventId = target.received[0]!.id;
    expect((await v1(server, "POST", `/webhooks/events/${eventId}/redeliver`, { token: a.token })).status).toBe(202);
    const redelivered = await target.waitFor((r) => r.length >= 11);
    expect(redelivered[10]?.id).toBe(eventId);
    expect((await v1<Endpoint>(server, "GET", `/webhooks/endpoints/${hook.id}`, { token: a.token })).body.enabled).toBe(
      false,
    );

    // Enabled again, it receives new events.
    expect(
      (
        await v1<Endpoint>(server, "PATCH", `/webhooks/endpoints/${hook.id}`, {
          token: a.token,
          body: { enabled: true },
        })
      ).body.enabled,
    ).toBe(true);
    await createCustomer(a, "re-enabled@example.com");
    const got = await target.waitFor((r) =>
      r.some((x) => (x.payload.data as { email?: string }).email === "re-enabled@example.com"),
    );
    expect(got.at(-1)?.refusals).toEqual([]);
  });

  it("logs an unreachable endpoint, a timeout and a redirect (never followed) as failures", async () => {
    const slow = await receiver();
    slow.respond = () => "hang";
    const redirecting = await receiver();
    redirecting.respond = () => ({ status: 302, body: "moved" });
    const hung = await endpoint(a, slow, ["customer.created"]);
    const moved = await endpoint(a, redirecting, ["customer.created"]);
    const closed = await v1<Endpoint>(server, "POST", "/webhooks/endpoints", {
      token: a.token,
      body: { url: "http://127.0.0.1:9/closed", format: "raw", events: ["customer.created"] },
    });
    await createCustomer(a, "failures@example.com");
    const first = async (endpointId: string) =>
      eventually(async () => {
        const page = await deliveries(a, { endpoint_id: endpointId });
        return page.items.at(-1);
      });
    const timedOut = await first(hung.id);
    expect(timedOut).toMatchObject({ succeeded: false, http_code: null });
    expect(timedOut.response).toContain("timed out");
    const redirected = await first(moved.id);
    expect(redirected).toMatchObject({ succeeded: false, http_code: 302, response: "moved" });
    const refused = await first(closed.body.id);
    expect(refused).toMatchObject({ succeeded: false, http_code: null });
    expect(refused.response).toBeTruthy();
    for (const id of [hung.id, moved.id, closed.body.id])
      await v1(server, "DELETE", `/webhooks/endpoints/${id}`, { token: a.token });
  });

  it("every catalog event type delivered so far passes both SDKs' validateEvent (0.47 parses each payload strictly)", async () => {
    const c = await billingOrg(server, "hooks-catalog");
    const target = await receiver();
    await endpoint(c, target, [
      "benefit.created",
      "benefit.updated",
      "product.created",
      "product.updated",
      "customer.created",
      "customer.updated",
      "customer.deleted",
      "organization.updated",
    ]);
    const benefit = await v1<{ id: string }>(server, "POST", "/benefits/", {
      token: c.token,
      body: { type: "custom", description: "Hook perk", properties: { note: "hi" } },
    });
    expect(benefit.status, JSON.stringify(benefit.body)).toBe(201);
    expect(
      (
        await v1(server, "PATCH", `/benefits/${benefit.body.id}`, {
          token: c.token,
          body: { type: "custom", description: "Hook perk 2" },
        })
      ).status,
    ).toBe(200);
    const product = await v1<{ id: string }>(server, "POST", "/products/", {
      token: c.token,
      body: { name: "Hook product", prices: [{ amount_type: "fixed", price_amount: 900 }] },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    expect(
      (await v1(server, "PATCH", `/products/${product.body.id}`, { token: c.token, body: { name: "Hook product 2" } }))
        .status,
    ).toBe(200);
    const customerId = await createCustomer(c, "catalog@example.com");
    expect(
      (await v1(server, "PATCH", `/customers/${customerId}`, { token: c.token, body: { name: "Cat" } })).status,
    ).toBe(200);
    expect((await v1(server, "DELETE", `/customers/${customerId}`, { token: c.token })).status).toBe(204);
    expect(
      (
        await v1(server, "PATCH", `/organizations/${c.organization.id}`, {
          token: c.token,
          body: { email: "billing@example.com" },
        })
      ).status,
    ).toBe(200);
    const expected = [
      "benefit.created",
      "benefit.updated",
      "product.created",
      "product.updated",
      "customer.created",
      "customer.updated",
      "customer.deleted",
      "organization.updated",
    ];
    const got = await target.waitFor((r) => expected.every((type) => r.some((x) => x.payload.type === type)));
    for (const r of got)
      expect({ type: r.payload.type, refusals: r.refusals }).toEqual({ type: r.payload.type, refusals: [] });
  });

  it("a purchase and a refund: checkout, order and refund events pass both SDKs' validateEvent", async () => {
    const c = await billingOrg(server, "hooks-commerce");
    const target = await receiver();
    const types = [
      "checkout.created",
      "checkout.updated",
      "order.created",
      "order.updated",
      "order.paid",
      "order.refunded",
      "refund.created",
      "refund.updated",
    ];
    await endpoint(c, target, types);
    const product = await createProduct(server, c.token);
    const { checkout } = await buyProduct(server, c.token, product.id);
    expect(checkout.status).toBe("succeeded");
    const order = await eventually(
      async () => (await v1<Page<{ id: string }>>(server, "GET", "/orders/", { token: c.token })).body.items[0],
    );
    const refunded = await v1(server, "POST", "/refunds/", {
      token: c.token,
      body: { order_id: order.id, reason: "customer_request", amount: 100 },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    const got = await target.waitFor((r) =>
      ["checkout.created", "checkout.updated", "order.created", "order.paid", "refund.created"].every((type) =>
        r.some((x) => x.payload.type === type),
      ),
    );
    for (const r of got)
      expect({ type: r.payload.type, refusals: r.refusals }).toEqual({ type: r.payload.type, refusals: [] });
  });

  it("an endpoint created after an event does not get that event", async () => {
    await createCustomer(a, "before-endpoint@example.com");
    const target = await receiver();
    await endpoint(a, target, ["customer.created"]);
    await createCustomer(a, "after-endpoint@example.com");
    await target.waitFor((r) => r.length >= 1);
    // Nothing more is sent: a whole delivery pass that began after the change has finished.
    await server.gatehouse.webhooks.afterPasses(2);
    expect(target.received.map((r) => (r.payload.data as { email: string }).email)).toEqual([
      "after-endpoint@example.com",
    ]);
  });

  it("keeps a response excerpt of at most 2 KB", async () => {
    const target = await receiver();
    target.respond = () => ({ status: 200, body: "x".repeat(10_000) });
    const hook = await endpoint(a, target, ["customer.created"]);
    await createCustomer(a, "long@example.com");
    const delivery = await eventually(async () => (await deliveries(a, { endpoint_id: hook.id })).items[0]);
    expect(delivery.response).toHaveLength(2048);
    await v1(server, "DELETE", `/webhooks/endpoints/${hook.id}`, { token: a.token });
  });
});

describe("tenant isolation", () => {
  it("another organization neither sees nor changes an endpoint, its deliveries or its events, and never receives its events", async () => {
    const mine = await receiver();
    const theirs = await receiver();
    const hook = await endpoint(a, mine, ["customer.created"]);
    const other = await endpoint(b, theirs, ["customer.created"]);
    await createCustomer(a, "isolated@example.com");
    const [delivered] = await mine.waitFor((r) => r.length >= 1);
    for (const [method, path, body] of [
      ["GET", `/webhooks/endpoints/${hook.id}`, undefined],
      ["PATCH", `/webhooks/endpoints/${hook.id}`, { enabled: false }],
      ["PATCH", `/webhooks/endpoints/${hook.id}/secret`, undefined],
      ["DELETE", `/webhooks/endpoints/${hook.id}`, undefined],
      ["POST", `/webhooks/events/${delivered!.id}/redeliver`, undefined],
    ] as const) {
      expectError(await v1(server, method, path, { token: b.token, body }), 404, "ResourceNotFound");
    }
    expectError(
      await v1(server, "GET", "/webhooks/endpoints", { token: b.token, query: { organization_id: a.organization.id } }),
      404,
      "ResourceNotFound",
    );
    const listed = await v1<Page<Endpoint>>(server, "GET", "/webhooks/endpoints", {
      token: b.token,
      query: { limit: "100" },
    });
    expect(listed.body.items.map((e) => e.id)).toEqual([other.id]);
    expect((await deliveries(b, { endpoint_id: hook.id })).items).toEqual([]);
    expect((await deliveries(b, {})).items.every((d) => d.webhook_event.id !== delivered!.id)).toBe(true);
    const still = await v1<Endpoint>(server, "GET", `/webhooks/endpoints/${hook.id}`, { token: a.token });
    expect(still.body).toMatchObject({ enabled: true, secret: hook.secret });
    // Nothing more is sent: a whole delivery pass that began after the change has finished.
    await server.gatehouse.webhooks.afterPasses(2);
    expect(theirs.received).toEqual([]);
  });
});
