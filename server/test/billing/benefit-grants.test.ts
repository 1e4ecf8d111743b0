import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { enqueueBenefitGrants, grantsOfCustomer } from "../../src/billing/benefit-grants/service.ts";
import { strategies } from "../../src/billing/benefit-grants/strategies.ts";
import type { BenefitStrategy } from "../../src/billing/benefit-grants/strategy.ts";
import { runDueGrantJobs } from "../../src/billing/benefit-grants/worker.ts";
import type { RefundResource } from "../../src/billing/refunds/service.ts";
import { inTransaction } from "../../src/db/transaction.ts";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { pngBytes, uploadFile } from "../helpers/billing-files.ts";
import { buyProduct, createProduct as createCheckoutProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { createCustomer, createProduct, paidOrder } from "../helpers/orders.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** Benefit grants: purchase grants, refund revokes, failing strategies retried, routes, isolation. */

type Grant = {
  id: string;
  benefit_id: string;
  customer_id: string;
  order_id: string | null;
  is_granted: boolean;
  is_revoked: boolean;
  granted_at: string | null;
  revoked_at: string | null;
  error: { message: string; type: string; timestamp: string } | null;
  properties: Record<string, unknown>;
  benefit: { id: string; type: string };
  customer: { id: string };
};
type GrantList = { items: Grant[]; pagination: { total_count: number; max_page: number } };

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "grants-a");
  b = await billingOrg(server, "grants-b");
});

afterAll(async () => {
  await server?.close();
  clock.uninstall();
});

const originalCustom = strategies.custom;
afterEach(() => {
  strategies.custom = originalCustom;
});

const db = () => server.gatehouse.database.db;

/** Runs the worker until no job is due. */
async function drain(): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    if ((await runDueGrantJobs(db())) === 0) {
      // The server's own poller may hold a lease: wait until nothing due is left.
      const due = await db()
        .selectFrom("benefit_grant_job")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", clock.nowIso())
        .execute();
      if (due.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  }
}

async function benefit(org: BillingOrg, body: Record<string, unknown>): Promise<{ id: string; type: string }> {
  const response = await v1<{ id: string; type: string }>(server, "POST", "/benefits/", { token: org.token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const custom = (org: BillingOrg, note = "Thanks for buying") =>
  benefit(org, { type: "custom", description: "Custom perk", properties: { note } });
const licenseKeys = (org: BillingOrg, properties: Record<string, unknown> = {}) =>
  benefit(org, {
    type: "license_keys",
    description: "License key",
    properties: {
      prefix: "GATE",
      expires: { ttl: 1, timeframe: "month" },
      activations: { limit: 2, enable_customer_admin: false },
      limit_usage: 3,
      ...properties,
    },
  });

async function productWith(org: BillingOrg, benefitIds: string[]): Promise<string> {
  const product = await createProduct(server, org);
  const response = await v1(server, "POST", `/products/${product.id}/benefits`, {
    token: org.token,
    body: { benefits: benefitIds },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return product.id;
}

const grantsOf = async (org: BillingOrg, benefitId: string, query: Record<string, string | string[]> = {}) => {
  const response = await v1<GrantList>(server, "GET", `/benefits/${benefitId}/grants`, { token: org.token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const eventsOf = async (grantId: string) =>
  (await db().selectFrom("billing_event").selectAll().orderBy("created_at").execute())
    .filter((row) => (JSON.parse(row.payload) as { data: { id?: string } }).data.id === grantId)
    .map((row) => row.type);

describe("granting", () => {
  it("a feature flag (Polar's feature_flag) is granted with its metadata; the grant reads through both SDKs", async () => {
    const flag = await benefit(a, {
      type: "feature_flag",
      description: "Single sign-on",
      properties: {},
      metadata: { sso: true, max_projects: 10 },
    });
    const order = await paidOrder(server, a, { productId: await productWith(a, [flag.id]) });
    await drain();
    const grant = (await grantsOf(a, flag.id)).items[0]!;
    expect(grant).toMatchObject({ customer_id: order.customer_id, is_granted: true, properties: {} });
    expect(grant.benefit).toMatchObject({ type: "feature_flag" });

    const viaOld = await sdk047(server, a.token).benefits.grants({ id: flag.id });
    expect(viaOld.result.items.map((item) => item.id)).toEqual([grant.id]);
    const viaNew = await sdk10(server, a.token).customers.getState(order.customer_id);
    expect(viaNew.granted_benefits.find((item) => item.benefit_id === flag.id)).toMatchObject({
      benefit_type: "feature_flag",
      benefit_metadata: { sso: true, max_projects: 10 },
    });
  });

  it("a purchase grants every benefit of the product; the grants read through both SDKs", async () => {
    const note = await custom(a);
    const keys = await licenseKeys(a);
    const credits = await benefit(a, {
      type: "meter_credit",
      description: "Credits",
      properties: { units: 100, rollover: false, meter_id: crypto.randomUUID() },
    });
    const productId = await productWith(a, [note.id, keys.id, credits.id]);
    const order = await paidOrder(server, a, { productId });
    // Committed with the order: one pending job per benefit.
    const jobs = await db().selectFrom("benefit_grant_job").selectAll().where("order_id", "=", order.id).execute();
    expect(jobs.map((job) => [job.benefit_id, job.action]).sort()).toEqual(
      [note.id, keys.id, credits.id].map((id) => [id, "grant"]).sort(),
    );
    await drain();

    for (const item of [note, keys, credits]) {
      const list = await grantsOf(a, item.id);
      expect(list.pagination.total_count).toBe(1);
      const grant = list.items[0]!;
      expect(grant).toMatchObject({
        benefit_id: item.id,
        customer_id: order.customer_id,
        order_id: order.id,
        subscription_id: null,
        is_granted: true,
        is_revoked: false,
        revoked_at: null,
        error: null,
        member_id: null,
        member: null,
      });
      expect(grant.benefit).toMatchObject({ id: item.id, type: item.type });
      expect(grant.customer).toMatchObject({ id: order.customer_id });
      expect(await eventsOf(grant.id)).toEqual(["benefit_grant.created"]);
    }
    const keyGrant = (await grantsOf(a, keys.id)).items[0]!;
    expect(keyGrant.properties).toMatchObject({
      license_key_id: expect.any(String),
      display_key: expect.stringMatching(/^\*\*\*\*-[0-9A-F]{6}$/),
    });
    // meter_credit credits the meter (a meter.credited system event; customer-meters tests check the units).
    expect((await grantsOf(a, credits.id)).items[0]!.properties).toMatchObject({
      last_credited_units: 100,
      last_credited_at: expect.any(String),
    });

    // Polar 0.47 (strict) and 1.0.
    const listed = await sdk047(server, a.token).benefits.grants({ id: keys.id });
    expect(listed.result.items[0]).toMatchObject({
      id: keyGrant.id,
      isGranted: true,
      benefitId: keys.id,
      orderId: order.id,
    });
    const all = await sdk047(server, a.token).benefitGrants.list({ customerId: order.customer_id });
    expect(all.result.items.map((grant) => grant.benefitId).sort()).toEqual([note.id, keys.id, credits.id].sort());
    const ten = await sdk10(server, a.token).benefitGrants.list({ customer_id: order.customer_id, is_granted: true });
    expect(ten.items.length).toBe(3);

    // For customer state and the portal.
    const granted = await grantsOfCustomer(db(), a.organization.id, order.customer_id);
    expect(granted.map((grant) => grant.benefit_id).sort()).toEqual([note.id, keys.id, credits.id].sort());

    // A second drain changes nothing (jobs are done).
    expect(await runDueGrantJobs(db())).toBe(0);
  });

  it("downloadables: the grant lists the benefit's files that are not archived", async () => {
    const kept = await uploadFile(server, a.token, {
      service: "downloadable",
      mimeType: "application/zip",
      name: "pack.zip",
      bytes: pngBytes("zip-1"),
    });
    const archived = await uploadFile(server, a.token, {
      service: "downloadable",
      mimeType: "application/zip",
      name: "old.zip",
      bytes: pngBytes("zip-2"),
    });
    const downloads = await benefit(a, {
      type: "downloadables",
      description: "Downloads",
      properties: { files: [kept.id, archived.id], archived: { [archived.id]: true } },
    });
    const order = await paidOrder(server, a, { productId: await productWith(a, [downloads.id]) });
    await drain();
    const grant = (await grantsOf(a, downloads.id)).items[0]!;
    expect(grant).toMatchObject({ order_id: order.id, is_granted: true, properties: { files: [kept.id] } });
    const strict = await sdk047(server, a.token).benefits.grants({ id: downloads.id });
    expect(strict.result.items[0]!.properties).toEqual({ files: [kept.id] });
  });

  it("a refund with revoke_benefits revokes the order's grants and their license key", async () => {
    const note = await custom(a);
    const keys = await licenseKeys(a);
    const productId = await productWith(a, [note.id, keys.id]);
    const order = await paidOrder(server, a, { productId });
    await drain();
    const keyGrant = (await grantsOf(a, keys.id)).items[0]!;
    const keyId = String(keyGrant.properties.license_key_id);

    const kept = await v1<RefundResource>(server, "POST", "/refunds/", {
      token: a.token,
      body: { order_id: order.id, amount: 100, reason: "customer_request", revoke_benefits: false },
    });
    expect(kept.status).toBe(201);
    await drain();
    expect((await grantsOf(a, note.id)).items[0]).toMatchObject({ is_granted: true });

    const refund = await v1<RefundResource>(server, "POST", "/refunds/", {
      token: a.token,
      body: { order_id: order.id, amount: 900, reason: "customer_request", revoke_benefits: true },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    await drain();
    for (const item of [note, keys]) {
      const grant = (await grantsOf(a, item.id)).items[0]!;
      expect(grant).toMatchObject({
        is_granted: false,
        is_revoked: true,
        granted_at: null,
        revoked_at: expect.any(String),
      });
      expect(await eventsOf(grant.id)).toEqual(["benefit_grant.created", "benefit_grant.revoked"]);
    }
    expect((await grantsOf(a, note.id, { is_granted: "true" })).items).toEqual([]);
    expect((await grantsOf(a, note.id, { is_granted: "false" })).items.length).toBe(1);
    const key = await v1<{ status: string }>(server, "GET", `/license-keys/${keyId}`, { token: a.token });
    expect(key.body.status).toBe("revoked");
    expect(await grantsOfCustomer(db(), a.organization.id, order.customer_id)).toEqual([]);

    // Granted again (as a reactivated subscription would be): the same grants, benefit_grant.updated, the same key back on.
    await inTransaction(db(), (trx) =>
      enqueueBenefitGrants(trx, {
        organizationId: a.organization.id,
        customerId: order.customer_id,
        productId,
        orderId: order.id,
        subscriptionId: null,
        action: "grant",
      }),
    );
    await drain();
    const again = (await grantsOf(a, keys.id)).items[0]!;
    expect(again).toMatchObject({
      id: keyGrant.id,
      is_granted: true,
      is_revoked: false,
      revoked_at: null,
      properties: { license_key_id: keyId },
    });
    expect(await eventsOf(again.id)).toEqual([
      "benefit_grant.created",
      "benefit_grant.revoked",
      "benefit_grant.updated",
    ]);
    expect(
      (await v1<{ status: string }>(server, "GET", `/license-keys/${keyId}`, { token: a.token })).body.status,
    ).toBe("granted");
  });

  it("a failing strategy records the error on the grant and is retried until it succeeds", async () => {
    const note = await custom(a);
    const productId = await productWith(a, [note.id]);
    let failures = 2;
    const flaky: BenefitStrategy = {
      ...originalCustom,
      grant: async (ctx) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error("provider unavailable");
        }
        return originalCustom.grant(ctx);
      },
    };
    strategies.custom = flaky;
    const order = await paidOrder(server, a, { productId });
    await drain();
    let grant = (await grantsOf(a, note.id)).items[0]!;
    expect(grant).toMatchObject({ is_granted: false, granted_at: null, order_id: order.id });
    expect(grant.error).toMatchObject({
      message: "provider unavailable",
      type: "Error",
      timestamp: expect.any(String),
    });
    let job = await db()
      .selectFrom("benefit_grant_job")
      .selectAll()
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "pending", attempts: 1, last_error: "provider unavailable" });
    expect(job.next_attempt_at > clock.nowIso()).toBe(true);

    clock.advance(10_001);
    await drain();
    job = await db()
      .selectFrom("benefit_grant_job")
      .selectAll()
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "pending", attempts: 2 });

    clock.advance(20_001);
    await drain();
    job = await db()
      .selectFrom("benefit_grant_job")
      .selectAll()
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe("done");
    grant = (await grantsOf(a, note.id)).items[0]!;
    expect(grant).toMatchObject({ is_granted: true, error: null });
    expect(await eventsOf(grant.id)).toEqual(["benefit_grant.created"]);
  });

  it("a revoke waiting behind a failing grant supersedes it", async () => {
    const note = await custom(a);
    const productId = await productWith(a, [note.id]);
    strategies.custom = { ...originalCustom, grant: () => Promise.reject(new Error("down")) };
    const order = await paidOrder(server, a, { productId });
    await drain();
    const refund = await v1<RefundResource>(server, "POST", "/refunds/", {
      token: a.token,
      body: { order_id: order.id, reason: "customer_request", revoke_benefits: true, amount: 1000 },
    });
    expect(refund.status).toBe(201);
    await drain();
    const jobs = await db()
      .selectFrom("benefit_grant_job")
      .selectAll()
      .where("order_id", "=", order.id)
      .orderBy("sequence")
      .execute();
    expect(jobs.map((job) => [job.action, job.status])).toEqual([
      ["grant", "superseded"],
      ["revoke", "done"],
    ]);
    expect((await grantsOf(a, note.id)).items[0]).toMatchObject({ is_granted: false, is_revoked: true });
  });
});

describe("catalog changes", () => {
  const setBenefits = async (productId: string, benefitIds: string[]) => {
    const response = await v1(server, "POST", `/products/${productId}/benefits`, {
      token: a.token,
      body: { benefits: benefitIds },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };
  const held = async (customerId: string) =>
    (await grantsOfCustomer(db(), a.organization.id, customerId)).map((grant) => grant.benefit_id).sort();

  it("holders of a product (running subscription, paid order) gain added benefits and lose removed ones; revoked orders do not", async () => {
    const first = await custom(a, "first");
    const second = await custom(a, "second");
    const keys = await licenseKeys(a);
    const plan = await createCheckoutProduct(server, a.token, {
      name: "Monthly perks",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1000, price_currency: "usd" }],
    });
    await setBenefits(plan.id, [first.id]);
    const { checkout } = await buyProduct(server, a.token, plan.id, {
      email: `perks-${crypto.randomUUID()}@example.com`,
    });
    const subscriber = String(checkout.customer_id);
    const oneTime = await productWith(a, [first.id]);
    const buyer = await paidOrder(server, a, { productId: oneTime });
    const refunded = await paidOrder(server, a, { productId: oneTime });
    expect(
      (
        await v1(server, "POST", "/refunds/", {
          token: a.token,
          body: { order_id: refunded.id, amount: 1000, reason: "customer_request", revoke_benefits: true },
        })
      ).status,
    ).toBe(201);
    await drain();
    expect(await held(subscriber)).toEqual([first.id]);
    expect(await held(buyer.customer_id)).toEqual([first.id]);
    expect(await held(refunded.customer_id)).toEqual([]);

    // The benefit swap commits its jobs with the product change.
    await setBenefits(plan.id, [second.id, keys.id]);
    await setBenefits(oneTime, [second.id]);
    await drain();
    expect(await held(subscriber)).toEqual([second.id, keys.id].sort());
    expect(await held(buyer.customer_id)).toEqual([second.id]);
    expect(await held(refunded.customer_id)).toEqual([]);
    const states = await db()
      .selectFrom("billing_event")
      .select("payload")
      .where("type", "=", "customer.state_changed")
      .execute();
    expect(states.filter((row) => row.payload.includes(subscriber)).length).toBeGreaterThanOrEqual(4);

    // Deleting a benefit revokes its grants (and turns the license key off).
    const keyGrant = (await grantsOf(a, keys.id)).items[0]!;
    expect((await v1(server, "DELETE", `/benefits/${keys.id}`, { token: a.token })).status).toBe(204);
    await drain();
    expect(await held(subscriber)).toEqual([second.id]);
    expect(
      (
        await v1<{ status: string }>(server, "GET", `/license-keys/${String(keyGrant.properties.license_key_id)}`, {
          token: a.token,
        })
      ).body.status,
    ).toBe("revoked");

    // Deleting a customer revokes the customer's grants.
    expect((await v1(server, "DELETE", `/customers/${buyer.customer_id}`, { token: a.token })).status).toBe(204);
    await drain();
    const rows = await db()
      .selectFrom("benefit_grant")
      .selectAll()
      .where("customer_id", "=", buyer.customer_id)
      .execute();
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.revoked_at !== null && row.granted_at === null)).toBe(true);
  });
});

describe("routes", () => {
  it("filters by customer and granted status; validates the query; another organization's benefit is 404", async () => {
    const note = await custom(a);
    const productId = await productWith(a, [note.id]);
    const first = await paidOrder(server, a, { productId });
    const second = await paidOrder(server, a, { productId });
    await drain();
    expect((await grantsOf(a, note.id)).pagination.total_count).toBe(2);
    expect(
      (await grantsOf(a, note.id, { customer_id: first.customer_id })).items.map((grant) => grant.customer_id),
    ).toEqual([first.customer_id]);
    expect((await grantsOf(a, note.id, { customer_id: [first.customer_id, second.customer_id] })).items.length).toBe(2);
    expect((await grantsOf(a, note.id, { is_granted: "false" })).items).toEqual([]);
    expect422(
      await v1(server, "GET", `/benefits/${note.id}/grants`, { token: a.token, query: { is_granted: "maybe" } }),
      "query",
    );
    expect422(
      await v1(server, "GET", `/benefits/${note.id}/grants`, { token: a.token, query: { customer_id: "nope" } }),
      "query",
    );
    expect422(await v1(server, "GET", "/benefits/not-a-uuid/grants", { token: a.token }), "path");
    expectError(await v1(server, "GET", `/benefits/${note.id}/grants`, { token: b.token }), 404, "ResourceNotFound");
    expectError(
      await v1(server, "GET", `/benefits/${crypto.randomUUID()}/grants`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
    expect((await v1<GrantList>(server, "GET", "/benefit-grants/", { token: b.token })).body.items).toEqual([]);
    expect(
      (
        await v1<GrantList>(server, "GET", "/benefit-grants/", {
          token: b.token,
          query: { customer_id: first.customer_id },
        })
      ).body.items,
    ).toEqual([]);
    expect((await v1(server, "GET", "/benefit-grants/")).status).toBe(401);

    const external = await createCustomer(server, a);
    expect(
      (
        await v1<GrantList>(server, "GET", "/benefit-grants/", {
          token: a.token,
          query: { external_customer_id: "nobody" },
        })
      ).body.items,
    ).toEqual([]);
    expect(external.id).toBeTruthy();
  });
});
