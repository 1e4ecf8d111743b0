import { createPolar as createPolar2604 } from "@polar-sh/sdk/2026-04";
import { createPolar as createPolar2701 } from "@polar-sh/sdk/2027-01";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct as createCheckoutProduct } from "../helpers/checkout.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { createCustomer, createProduct, paidOrder } from "../helpers/orders.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { eventually, WebhookReceiver } from "../helpers/webhook-receiver.ts";

/**
 * API versions: the Polar-Version header (none: the unversioned shapes; unknown: 404), the
 * versioned license-key fields through each SDK module, rotating keys, and webhook endpoints'
 * `api_version` with the events made for them.
 */

type Key = { id: string; key: string; customer_id: string; usage: number; status: string } & Record<string, unknown>;

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { WEBHOOK_RETRY_BASE_MS: "20", WEBHOOK_RETRY_MAX_MS: "60" } });
  a = await billingOrg(server, "versions-a");
  b = await billingOrg(server, "versions-b");
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.stop()));
});
afterAll(async () => {
  await server?.close();
});

const sdk2604 = (token: string) => createPolar2604({ accessToken: token, baseUrl: server.url });
const sdk2701 = (token: string) => createPolar2701({ accessToken: token, baseUrl: server.url });
const version = (name: string) => ({ "polar-version": name });
const drain = () => drainGrantJobs(server.gatehouse.database.db);

async function licenseBenefit(org: BillingOrg): Promise<string> {
  const benefit = await v1<{ id: string }>(server, "POST", "/benefits/", {
    token: org.token,
    body: {
      type: "license_keys",
      description: "License",
      properties: {
        prefix: "VER",
        expires: null,
        activations: { limit: 5, enable_customer_admin: true },
        limit_usage: null,
      },
    },
  });
  expect(benefit.status, JSON.stringify(benefit.body)).toBe(201);
  return benefit.body.id;
}

async function keyOf(org: BillingOrg, benefitId: string): Promise<Key> {
  const list = await v1<{ items: Key[] }>(server, "GET", "/license-keys/", {
    token: org.token,
    query: { benefit_id: benefitId },
  });
  expect(list.body.items.length).toBe(1);
  return list.body.items[0]!;
}

/** A one-time product with a license-keys benefit, bought once: the key and the order. */
async function boughtKey(org: BillingOrg): Promise<{ key: Key; orderId: string; benefitId: string }> {
  const benefitId = await licenseBenefit(org);
  const product = await createProduct(server, org);
  const attached = await v1(server, "POST", `/products/${product.id}/benefits`, {
    token: org.token,
    body: { benefits: [benefitId] },
  });
  expect(attached.status).toBe(200);
  const order = (await paidOrder(server, org, { productId: product.id })) as { id: string };
  await drain();
  return { key: await keyOf(org, benefitId), orderId: order.id, benefitId };
}

/** A monthly product with a license-keys benefit, subscribed to through a checkout: the key and the subscription. */
async function subscribedKey(org: BillingOrg): Promise<{ key: Key; subscriptionId: string }> {
  const benefitId = await licenseBenefit(org);
  const product = await createCheckoutProduct(server, org.token, {
    name: "Monthly",
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: 900, price_currency: "usd" }],
  });
  const attached = await v1(server, "POST", `/products/${product.id}/benefits`, {
    token: org.token,
    body: { benefits: [benefitId] },
  });
  expect(attached.status).toBe(200);
  const { confirmed } = await buyProduct(server, org.token, product.id, { email: "subscriber@example.com" });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  await drain();
  const key = await keyOf(org, benefitId);
  const subscriptions = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/subscriptions/", {
    token: org.token,
    query: { product_id: product.id },
  });
  return { key, subscriptionId: subscriptions.body.items[0]!.id };
}

describe("the Polar-Version header", () => {
  it("is answered back when known; an unknown or malformed one is 404 before authentication", async () => {
    const known = await v1(server, "GET", "/license-keys/", { token: a.token, headers: version("2027-01") });
    expect(known.status).toBe(200);
    expect(known.headers.get("polar-version")).toBe("2027-01");
    const none = await v1(server, "GET", "/license-keys/", { token: a.token });
    expect(none.status).toBe(200);
    expect(none.headers.get("polar-version")).toBeNull();
    for (const unknown of ["2099-01", "2026-4", "latest"]) {
      expectError(
        await v1(server, "GET", "/license-keys/", { token: a.token, headers: version(unknown) }),
        404,
        "ResourceNotFound",
      );
      expectError(await v1(server, "GET", "/license-keys/", { headers: version(unknown) }), 404, "ResourceNotFound");
    }
    // A known version does not let a request without credentials through.
    expect((await v1(server, "GET", "/license-keys/", { headers: version("2026-10") })).status).toBe(401);
  });
});

describe("license keys in each API version", () => {
  it("no header and 2026-04: the unversioned shapes; 2026-10 adds the member; 0.47 still validates", async () => {
    const { key } = await boughtKey(a);
    const raw = await v1<Key>(server, "GET", `/license-keys/${key.id}`, { token: a.token });
    expect(raw.body).not.toHaveProperty("member_id");
    expect(raw.body).not.toHaveProperty("member");
    const old = await sdk2604(a.token).licenseKeys.get(key.id);
    expect(old).not.toHaveProperty("member_id");
    expect(Object.keys(old).sort()).toEqual(Object.keys(raw.body).sort());

    const ten = sdk10(server, a.token);
    expect(await ten.licenseKeys.get(key.id)).toMatchObject({ id: key.id, member_id: null, member: null });
    const listed = await ten.licenseKeys.list({ organization_id: a.organization.id });
    expect(listed.items.every((item) => item.member_id === null && item.member === null)).toBe(true);
    expect(await ten.licenseKeys.update(key.id, { usage: 0 })).toMatchObject({ member_id: null, member: null });
    const validated = await ten.licenseKeys.validate({ key: key.key, organization_id: a.organization.id });
    expect(validated).toMatchObject({ id: key.id, member_id: null, member: null });
    expect(validated).not.toHaveProperty("subscription_id");
    const activation = await ten.licenseKeys.activate({
      key: key.key,
      organization_id: a.organization.id,
      label: "ci",
    });
    expect(activation.license_key).toMatchObject({ member_id: null, member: null });
    expect(activation.license_key).not.toHaveProperty("order");
    expect(await ten.licenseKeys.getActivation(key.id, activation.id)).toMatchObject({
      license_key: { id: key.id, member_id: null, member: null },
    });

    // 0.47 (strict) reads the same key, and the public routes answer it as before.
    const strict = sdk047(server, a.token);
    expect(await strict.licenseKeys.get({ id: key.id })).toMatchObject({ id: key.id });
    const public047 = await sdk047(server, "").customerPortal.licenseKeys.validate({
      key: key.key,
      organizationId: a.organization.id,
    });
    expect(public047).toMatchObject({ id: key.id });
    const rawValidate = await v1<Key>(server, "POST", "/customer-portal/license-keys/validate", {
      body: { key: key.key, organization_id: a.organization.id },
    });
    expect(rawValidate.body).not.toHaveProperty("member_id");
    expect(rawValidate.body).not.toHaveProperty("order_id");
  });

  it("2027-01: validate and activate name the one-time order that granted the key", async () => {
    const { key, orderId } = await boughtKey(a);
    const polar = sdk2701(a.token);
    const validated = await polar.licenseKeys.validate({ key: key.key, organization_id: a.organization.id });
    expect(validated).toMatchObject({
      id: key.id,
      member_id: null,
      member: null,
      subscription_id: null,
      subscription: null,
      order_id: orderId,
      order: { id: orderId, status: "paid", paid: true },
    });
    expect(validated.order?.created_at).toMatch(/Z$/);
    const activation = await polar.licenseKeys.activate({
      key: key.key,
      organization_id: a.organization.id,
      label: "x",
    });
    expect(activation.license_key).toMatchObject({ order_id: orderId, subscription_id: null, member: null });
    // The public route too; reads other than validate and activate do not carry the origin.
    const publicValidate = await v1<Key>(server, "POST", "/customer-portal/license-keys/validate", {
      headers: version("2027-01"),
      body: { key: key.key, organization_id: a.organization.id },
    });
    expect(publicValidate.body).toMatchObject({ order_id: orderId, order: { id: orderId } });
    const read = await polar.licenseKeys.get(key.id);
    expect(read).toMatchObject({ member_id: null });
    expect(read).not.toHaveProperty("order_id");
  });

  it("2027-01: a subscription's key names the subscription", async () => {
    const { key, subscriptionId } = await subscribedKey(a);
    const validated = await sdk2701(a.token).licenseKeys.validate({ key: key.key, organization_id: a.organization.id });
    expect(validated).toMatchObject({
      subscription_id: subscriptionId,
      subscription: { id: subscriptionId, status: "active", cancel_at_period_end: false, ends_at: null },
      order_id: null,
      order: null,
    });
    expect(validated.subscription?.current_period_end).toMatch(/Z$/);
  });

  it("the portal's license keys: versioned through a customer session", async () => {
    const { key } = await boughtKey(a);
    const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: key.customer_id },
    });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    const portal = sdk10(server, session.body.token).customerPortal.licenseKeys;
    expect((await portal.list({})).items.map((item) => [item.id, item.member_id])).toContainEqual([key.id, null]);
    expect(await portal.get(key.id)).toMatchObject({ id: key.id, member: null });
    const raw = await v1<Key>(server, "GET", `/customer-portal/license-keys/${key.id}`, { token: session.body.token });
    expect(raw.body).not.toHaveProperty("member_id");
  });
});

describe("rotating a license key", () => {
  it("the organization: a new value, the old one stops validating; usage, limits and activations stay", async () => {
    const { key } = await boughtKey(a);
    const org = a.organization.id;
    const polar = sdk10(server, a.token);
    await polar.licenseKeys.validate({ key: key.key, organization_id: org, increment_usage: 2 });
    const activation = await polar.licenseKeys.activate({ key: key.key, organization_id: org, label: "laptop" });

    const rotated = await polar.licenseKeys.rotate(key.id);
    expect(rotated).toMatchObject({ id: key.id, status: "granted", usage: 2, member_id: null });
    expect(rotated.key).not.toBe(key.key);
    expect(rotated.key).toMatch(/^VER-[0-9A-F-]{36}$/);
    expect(rotated.display_key).toBe(`****-${rotated.key.slice(-6)}`);
    // The grant holding the key names it as it is now.
    const grants = await v1<{ items: { properties: Record<string, unknown> }[] }>(server, "GET", "/benefit-grants/", {
      token: a.token,
      query: { customer_id: key.customer_id },
    });
    expect(grants.body.items.map((grant) => grant.properties)).toContainEqual(
      expect.objectContaining({ license_key_id: key.id, display_key: rotated.display_key }),
    );
    expectError(
      await v1(server, "POST", "/customer-portal/license-keys/validate", {
        body: { key: key.key, organization_id: org },
      }),
      404,
      "ResourceNotFound",
    );
    const again = await polar.licenseKeys.validate({
      key: rotated.key,
      organization_id: org,
      activation_id: activation.id,
    });
    expect(again).toMatchObject({ id: key.id, usage: 2, activation: { id: activation.id } });

    // Without the header: the unversioned key; a disabled key rotates, a revoked one is 400.
    const raw = await v1<Key>(server, "POST", `/license-keys/${key.id}/rotate`, { token: a.token });
    expect(raw.status).toBe(200);
    expect(raw.body).not.toHaveProperty("member_id");
    await v1(server, "PATCH", `/license-keys/${key.id}`, { token: a.token, body: { status: "disabled", usage: 2 } });
    const disabled = await v1<Key>(server, "POST", `/license-keys/${key.id}/rotate`, { token: a.token });
    expect(disabled.body).toMatchObject({ status: "disabled", usage: 2 });
    await v1(server, "PATCH", `/license-keys/${key.id}`, { token: a.token, body: { status: "revoked", usage: 2 } });
    const refused = await v1(server, "POST", `/license-keys/${key.id}/rotate`, { token: a.token });
    expectError(refused, 400, "RotateNotPermitted");
    const after = await v1<Key>(server, "GET", `/license-keys/${key.id}`, { token: a.token });
    expect(after.body.key).toBe(disabled.body.key);

    // Another organization's key, an unknown one, a malformed id, no credentials.
    expectError(
      await v1(server, "POST", `/license-keys/${key.id}/rotate`, { token: b.token }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "POST", `/license-keys/${crypto.randomUUID()}/rotate`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
    expect422(await v1(server, "POST", "/license-keys/nope/rotate", { token: a.token }), "path");
    expect((await v1(server, "POST", `/license-keys/${key.id}/rotate`)).status).toBe(401);
    const readOnly = await v1<{ token: string }>(server, "POST", "/organization-access-tokens/", {
      client: a.owner.client,
      body: { organization_id: org, comment: "read", scopes: ["license_keys:read"] },
    });
    expectError(
      await v1(server, "POST", `/license-keys/${key.id}/rotate`, { token: readOnly.body.token }),
      403,
      "NotPermitted",
    );

    // Audited, without the key's value.
    const entries = await server.gatehouse.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "billing.license_key.rotated")
      .where("target_id", "=", key.id)
      .execute();
    expect(entries.length).toBe(3);
    expect(JSON.stringify(entries)).not.toContain(rotated.key);
  });

  it("the customer portal: the customer's own key only", async () => {
    const { key } = await boughtKey(a);
    const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: key.customer_id },
    });
    const portal = sdk2701(session.body.token).customerPortal.licenseKeys;
    const rotated = await portal.rotate(key.id);
    expect(rotated).toMatchObject({ id: key.id, member_id: null });
    expect(rotated.key).not.toBe(key.key);
    expect((await v1<Key>(server, "GET", `/license-keys/${key.id}`, { token: a.token })).body.key).toBe(rotated.key);

    const stranger = await createCustomer(server, a, "stranger@example.com");
    const strangerSession = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
      token: a.token,
      body: { customer_id: stranger.id },
    });
    expectError(
      await v1(server, "POST", `/customer-portal/license-keys/${key.id}/rotate`, { token: strangerSession.body.token }),
      404,
      "ResourceNotFound",
    );
    expect(
      (await v1(server, "POST", `/customer-portal/license-keys/${key.id}/rotate`, { token: a.token })).status,
    ).toBe(401);
  });
});

describe("webhook endpoints' API version", () => {
  it("is set on create and update through 1.0, defaults to the current version, and names each event's", async () => {
    const target = await new WebhookReceiver().start();
    receivers.push(target);
    const polar = sdk2701(a.token);
    const created = await polar.webhooks.createWebhookEndpoint({
      url: target.url,
      format: "raw",
      events: ["customer.created"],
      api_version: "2027-01",
    });
    target.secret = created.secret;
    expect(created).toMatchObject({ api_version: "2027-01", uses_standard_webhook_signature: true });
    const defaulted = await sdk10(server, a.token).webhooks.createWebhookEndpoint({
      url: "https://example.com/hook",
      format: "raw",
      events: [],
    });
    expect(defaulted.api_version).toBe("2026-10");
    const updated = await polar.webhooks.updateWebhookEndpoint(defaulted.id, { api_version: "2026-04" });
    expect(updated).toMatchObject({ id: defaulted.id, api_version: "2026-04" });
    expect(await sdk2604(a.token).webhooks.getWebhookEndpoint(defaulted.id)).toMatchObject({ api_version: "2026-04" });
    expect((await polar.webhooks.listWebhookEndpoints({})).items.map((item) => item.api_version).sort()).toEqual([
      "2026-04",
      "2027-01",
    ]);

    // Without the header: the unversioned endpoint; 0.47 validates it.
    const raw = await v1<Record<string, unknown>>(server, "GET", `/webhooks/endpoints/${defaulted.id}`, {
      token: a.token,
    });
    expect(raw.body).not.toHaveProperty("api_version");
    expect(raw.body).not.toHaveProperty("uses_standard_webhook_signature");
    expect((await sdk047(server, a.token).webhooks.getWebhookEndpoint({ id: defaulted.id })).id).toBe(defaulted.id);

    // A version that does not exist: 422, nothing changed.
    expect422(
      await v1(server, "PATCH", `/webhooks/endpoints/${defaulted.id}`, {
        token: a.token,
        body: { api_version: "2025-01" },
      }),
      "body",
    );
    expect422(
      await v1(server, "POST", "/webhooks/endpoints", {
        token: a.token,
        body: { url: "https://example.com/x", format: "raw", events: [], api_version: "latest" },
      }),
      "body",
    );
    expect((await polar.webhooks.getWebhookEndpoint(defaulted.id)).api_version).toBe("2026-04");

    // An event for the endpoint is made in its version: the delivery log says which.
    await createCustomer(server, a, "versioned@example.com");
    await target.waitFor((received) => received.length >= 1);
    const log = await eventually(async () => {
      const page = await polar.webhooks.listWebhookDeliveries({ endpoint_id: created.id });
      return page.items.length > 0 ? page : undefined;
    });
    expect(log.items[0]?.webhook_event).toMatchObject({ api_version: "2027-01", type: "customer.created" });
    const rawLog = await v1<{ items: Array<{ webhook_event: Record<string, unknown> }> }>(
      server,
      "GET",
      "/webhooks/deliveries",
      { token: a.token, query: { endpoint_id: created.id } },
    );
    expect(rawLog.body.items[0]?.webhook_event).not.toHaveProperty("api_version");
    await polar.webhooks.deleteWebhookEndpoint(created.id);
    await polar.webhooks.deleteWebhookEndpoint(defaulted.id);
  });
});
