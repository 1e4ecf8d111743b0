import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderResource } from "../../src/billing/orders/schemas.ts";
import type { RefundResource } from "../../src/billing/refunds/service.ts";
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
import { paidOrder } from "../helpers/orders.ts";
import { readPdf } from "../helpers/pdf-text.ts";
import { createScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** /v1/refunds: full, partial, several partials, over-refunds, simultaneous refunds, free orders, isolation. */

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "refunds-a");
  b = await billingOrg(server, "refunds-b");
});

afterAll(async () => {
  await server?.close();
});

const refund = (org: BillingOrg, body: Record<string, unknown>) =>
  v1<RefundResource>(server, "POST", "/refunds/", { token: org.token, body: { reason: "customer_request", ...body } });
const getOrder = async (id: string) =>
  (await v1<OrderResource>(server, "GET", `/orders/${id}`, { token: a.token })).body;

const eventTypesOf = async (id: string) =>
  (await server.gatehouse.database.db.selectFrom("billing_event").selectAll().execute())
    .filter((row) => (JSON.parse(row.payload) as { data: { id?: string } }).data.id === id)
    .map((row) => row.type)
    .sort();

/** What the test-mode processor refunded on the order's payment. */
async function processorRefunded(orderId: string): Promise<number> {
  const db = server.gatehouse.database.db;
  const order = await db
    .selectFrom("billing_order")
    .select("payment_id")
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  const payment = await db
    .selectFrom("payment")
    .select("refunded_amount")
    .where("id", "=", order.payment_id!)
    .executeTakeFirstOrThrow();
  return Number(payment.refunded_amount);
}

describe("/v1/refunds through @polar-sh/sdk 0.47", () => {
  it("refunds an order in full: tax included, status refunded, events", async () => {
    const polar = sdk047(server, a.token);
    const order = await paidOrder(server, a, { price: 2000, taxAmount: 400 });
    const created = await polar.refunds.create({
      orderId: order.id,
      reason: "customer_request",
      amount: 2000,
      comment: "asked nicely",
      metadata: { ticket: "T-1" },
    });
    expect(created).toMatchObject({
      status: "succeeded",
      reason: "customer_request",
      amount: 2000,
      taxAmount: 400,
      currency: "usd",
      orderId: order.id,
      customerId: order.customer_id,
      organizationId: a.organization.id,
      revokeBenefits: false,
      subscriptionId: null,
      dispute: null,
      metadata: { ticket: "T-1" },
    });
    const after = await polar.orders.get({ id: order.id });
    expect(after).toMatchObject({ status: "refunded", refundedAmount: 2000, refundedTaxAmount: 400 });
    expect(await processorRefunded(order.id)).toBe(2400);
    expect(await eventTypesOf(created.id)).toEqual(["refund.created", "refund.updated"]);
    expect(await eventTypesOf(order.id)).toEqual(expect.arrayContaining(["order.refunded", "order.updated"]));

    expectError(await refund(a, { order_id: order.id, amount: 1 }), 403, "RefundedAlready");
    expect((await refund(a, { order_id: order.id, amount: 1 })).body).toMatchObject({
      detail: `Order is already fully refunded: ${order.id}`,
    });

    const listed = await polar.refunds.list({ orderId: order.id });
    expect(listed.result.items.map((r) => r.id)).toEqual([created.id]);
  });

  it("refunds in several partials up to the full amount, tax proportionally, then refuses more", async () => {
    const polar = sdk047(server, a.token);
    const order = await paidOrder(server, a, { price: 1000, taxAmount: 250 });
    const first = await polar.refunds.create({ orderId: order.id, reason: "service_disruption", amount: 300 });
    expect(first).toMatchObject({ amount: 300, taxAmount: 75 });
    expect(await getOrder(order.id)).toMatchObject({
      status: "partially_refunded",
      refunded_amount: 300,
      refunded_tax_amount: 75,
      refundable_amount: 700,
    });

    const over = await refund(a, { order_id: order.id, amount: 701 });
    expectError(over, 400, "RefundAmountTooHigh");
    expect(over.body).toMatchObject({ detail: "Refund amount exceeds remaining order balance: 700" });
    expect(await getOrder(order.id)).toMatchObject({ refunded_amount: 300 });

    const second = await polar.refunds.create({ orderId: order.id, reason: "other", amount: 333 });
    expect(second.taxAmount).toBe(83);
    const last = await polar.refunds.create({ orderId: order.id, reason: "duplicate", amount: 367 });
    // the last part takes the rest of the tax
    expect(last.taxAmount).toBe(250 - 75 - 83);
    expect(await getOrder(order.id)).toMatchObject({
      status: "refunded",
      refunded_amount: 1000,
      refunded_tax_amount: 250,
      refundable_amount: 0,
    });
    expect(await processorRefunded(order.id)).toBe(1250);
    expectError(await refund(a, { order_id: order.id, amount: 1 }), 403, "RefundedAlready");

    const succeeded = await polar.refunds.list({ orderId: order.id, succeeded: true, sorting: ["amount"] });
    expect(succeeded.result.items.map((r) => r.amount)).toEqual([300, 333, 367]);
    const failed = await polar.refunds.list({ orderId: order.id, succeeded: false });
    expect(failed.result.items).toEqual([]);
  });

  it("simultaneous refunds never pass the refundable amount", async () => {
    const order = await paidOrder(server, a, { price: 1000, taxAmount: 100 });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => refund(a, { order_id: order.id, amount: 300 })),
    );
    const created = responses.filter((response) => response.status === 201);
    expect(created).toHaveLength(3);
    for (const response of responses.filter((item) => item.status !== 201))
      expect([400, 403, 409]).toContain(response.status);
    const after = await getOrder(order.id);
    expect(after.refunded_amount).toBe(900);
    expect(after.refunded_amount).toBeLessThanOrEqual(after.net_amount);
    expect(after.refunded_tax_amount).toBe(created.reduce((sum, response) => sum + response.body.tax_amount, 0));
    expect(await processorRefunded(order.id)).toBe(900 + after.refunded_tax_amount);

    // the full remainder at once, twice in parallel: exactly one wins
    const rest = await Promise.all([
      refund(a, { order_id: order.id, amount: 100 }),
      refund(a, { order_id: order.id, amount: 100 }),
    ]);
    expect(rest.map((response) => response.status).sort()).toEqual([201, 403]);
    expect(await getOrder(order.id)).toMatchObject({
      status: "refunded",
      refunded_amount: 1000,
      refunded_tax_amount: 100,
    });
  });

  it("refuses free orders, unknown orders and bad input; stores revoke_benefits", async () => {
    const free = await paidOrder(server, a, { free: true });
    expect(free.total_amount).toBe(0);
    expectError(await refund(a, { order_id: free.id, amount: 1 }), 400, "NotRefundable");
    expect422(await refund(a, { order_id: crypto.randomUUID(), amount: 100 }), "body");
    const order = await paidOrder(server, a);
    expect422(await refund(a, { order_id: order.id, amount: 0 }), "body");
    expect422(await refund(a, { order_id: order.id, amount: 100, reason: "bored" }), "body");
    expect422(await v1(server, "POST", "/refunds/", { token: a.token }), "body");
    expect422(await v1(server, "GET", "/refunds/", { token: a.token, query: { succeeded: "maybe" } }), "query");
    expect(await getOrder(order.id)).toMatchObject({ status: "paid", refunded_amount: 0 });

    // an order that is not paid (pending) cannot be refunded
    const pending = await paidOrder(server, a);
    await server.gatehouse.database.db
      .updateTable("billing_order")
      .set({ status: "pending" })
      .where("id", "=", pending.id)
      .execute();
    expectError(await refund(a, { order_id: pending.id, amount: 100 }), 400, "NotPaidOrder");
    expect(await getOrder(pending.id)).toMatchObject({
      status: "pending",
      paid: false,
      refunded_amount: 0,
      due_amount: 1000,
    });

    const revoking = await refund(a, { order_id: order.id, amount: 100, revoke_benefits: true, reason: "fraudulent" });
    expect(revoking.status).toBe(201);
    expect(revoking.body).toMatchObject({ revoke_benefits: true, reason: "fraudulent", status: "succeeded" });
  });
});

describe("/v1/refunds through @polar-sh/sdk 1.0", () => {
  it("creates and lists", async () => {
    const polar = sdk10(server, a.token);
    const order = await paidOrder(server, a, { price: 800 });
    const created = await polar.refunds.create({
      order_id: order.id,
      reason: "satisfaction_guarantee",
      amount: 200,
      revoke_benefits: false,
    });
    expect(created).toMatchObject({ status: "succeeded", amount: 200, tax_amount: 0, order_id: order.id });
    const listed = await polar.refunds.list({ order_id: order.id });
    expect(listed.items.map((r) => r.id)).toEqual([created.id]);
    const byCustomer = await polar.refunds.list({ customer_id: order.customer_id });
    expect(byCustomer.items.map((r) => r.id)).toEqual([created.id]);
    const updated = await polar.orders.get(order.id);
    expect(updated).toMatchObject({ status: "partially_refunded", refunded_amount: 200, refundable_amount: 600 });
  });
});

describe("refund access and invoices", () => {
  it("keeps organizations apart and follows roles", async () => {
    const order = await paidOrder(server, a);
    expect422(await refund(b, { order_id: order.id, amount: 100 }), "body");
    const created = await refund(a, { order_id: order.id, amount: 100 });
    expect(created.status).toBe(201);
    const listed = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/refunds/", {
      token: b.token,
      query: { limit: "100" },
    });
    expect(listed.body.items.some((item) => item.id === created.body.id)).toBe(false);
    const member = await billingMember(server, a, "member");
    expect((await v1(server, "GET", "/refunds/", { client: member.client })).status).toBe(200);
    expectError(
      await v1(server, "POST", "/refunds/", {
        client: member.client,
        body: { order_id: order.id, amount: 1, reason: "other" },
      }),
      403,
      "NotPermitted",
    );
    expect(
      (await v1(server, "POST", "/refunds/", { body: { order_id: order.id, amount: 1, reason: "other" } })).status,
    ).toBe(401);
    expect(await getOrder(order.id)).toMatchObject({ refunded_amount: 100 });
  });

  it("shows refunds on the invoice PDF", async () => {
    const order = await paidOrder(server, a, { price: 5000 });
    expect((await refund(a, { order_id: order.id, amount: 1250 })).status).toBe(201);
    expect((await v1(server, "POST", `/orders/${order.id}/invoice`, { token: a.token })).status).toBe(202);
    const { url } = (await v1<{ url: string }>(server, "GET", `/orders/${order.id}/invoice`, { token: a.token })).body;
    const { lines } = await readPdf(new Uint8Array(await (await fetch(url)).arrayBuffer()));
    expect(lines).toContain("Refunds");
    expect(lines.some((line) => line.endsWith("-12.50 USD"))).toBe(true);
    expect(lines).toContain("Total after refunds37.50 USD");
    // The file's first invoice loads the PDF writer and its fonts, then the test parses the PDF:
    // CPU-bound work that a loaded CI machine has stretched past the default 30 s.
  }, 60_000);
});

describe("refunds interrupted between reserving and settling", () => {
  it("are carried out when the server starts again, never twice", async () => {
    const database = await createScratchDatabase();
    let first: TestServer | null = await startTestServer({ database });
    let second: TestServer | null = null;
    try {
      const org = await billingOrg(first, "refunds-restart");
      const order = await paidOrder(first, org, { price: 1000, taxAmount: 100 });
      const db = first.gatehouse.database.db;
      // 1. settled by the processor, not in our tables: the refund row still pending
      const done = await v1<RefundResource>(first, "POST", "/refunds/", {
        token: org.token,
        body: { order_id: order.id, amount: 200, reason: "other" },
      });
      expect(done.status).toBe(201);
      await db
        .updateTable("billing_refund")
        // its process stopped: the lease it took at reservation has run out
        .set({ status: "pending", processor_refund_id: null, locked_until: new Date(Date.now() - 1_000).toISOString() })
        .where("id", "=", done.body.id)
        .execute();
      // 2. reserved on the order, the processor never asked
      const reservedId = crypto.randomUUID();
      await db
        .updateTable("billing_order")
        .set({ refunded_amount: 500, refunded_tax_amount: 70, status: "partially_refunded" })
        .where("id", "=", order.id)
        .execute();
      await db
        .insertInto("billing_refund")
        .values({
          id: reservedId,
          organization_id: org.organization.id,
          order_id: order.id,
          customer_id: order.customer_id,
          subscription_id: null,
          status: "pending",
          reason: "duplicate",
          amount: 300,
          tax_amount: 50,
          currency: "usd",
          comment: null,
          revoke_benefits: 0,
          metadata: "{}",
          processor_refund_id: null,
          failure_reason: null,
          created_at: new Date().toISOString(),
          modified_at: null,
          locked_until: null,
        })
        .execute();
      const before = await first.gatehouse.database.db
        .selectFrom("payment")
        .select("refunded_amount")
        .where(
          "id",
          "=",
          (
            await db
              .selectFrom("billing_order")
              .select("payment_id")
              .where("id", "=", order.id)
              .executeTakeFirstOrThrow()
          ).payment_id!,
        )
        .executeTakeFirstOrThrow();
      expect(Number(before.refunded_amount)).toBe(220);
      await first.close();
      first = null;

      second = await startTestServer({ database });
      const listed = await v1<{ items: RefundResource[] }>(second, "GET", "/refunds/", {
        token: org.token,
        query: { order_id: order.id },
      });
      expect(listed.body.items.map((item) => [item.amount, item.status]).sort()).toEqual([
        [200, "succeeded"],
        [300, "succeeded"],
      ]);
      const after = await v1<OrderResource>(second, "GET", `/orders/${order.id}`, { token: org.token });
      expect(after.body).toMatchObject({ status: "partially_refunded", refunded_amount: 500, refunded_tax_amount: 70 });
      const payment = await second.gatehouse.database.db
        .selectFrom("payment")
        .select("refunded_amount")
        .executeTakeFirstOrThrow();
      expect(Number(payment.refunded_amount)).toBe(220 + 350);
    } finally {
      await first?.close();
      await second?.close();
      await database.drop();
    }
  });
});
