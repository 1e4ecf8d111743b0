import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderResource } from "../../src/billing/orders/schemas.ts";
import type { RefundResource } from "../../src/billing/refunds/service.ts";
import { runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import type { CustomerWallet } from "../../src/billing/wallets/schemas.ts";
import * as wallets from "../../src/billing/wallets/service.ts";
import { inTransaction } from "../../src/db/transaction.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expect422, expectError, v1 } from "../helpers/billing.ts";
import { buyProduct, type CheckoutJson, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { paidOrder } from "../helpers/orders.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Refunds to the customer's wallet (`destination: "wallet"`, a Gatehouse extension): the order's
 * bookkeeping as for a card refund, no processor refund, the wallet credited with amount + tax
 * once, spent at the next renewal; over-refunds and concurrent requests never over-credit.
 * Amounts are worked by hand.
 */

let server: TestServer;
let a: BillingOrg;
const clock = testClock();
const db = () => server.gatehouse.database.db;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "wallet-refunds");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

const refund = (body: Record<string, unknown>) =>
  v1<RefundResource>(server, "POST", "/refunds/", { token: a.token, body: { reason: "customer_request", ...body } });
const getOrder = async (id: string) =>
  (await v1<OrderResource>(server, "GET", `/orders/${id}`, { token: a.token })).body;

async function walletOf(customerId: string): Promise<CustomerWallet | undefined> {
  const listed = await v1<{ items: CustomerWallet[] }>(server, "GET", "/wallets/", {
    token: a.token,
    query: { customer_id: customerId },
  });
  expect(listed.status).toBe(200);
  return listed.body.items[0];
}

async function ledgerOf(walletId: string) {
  return (await wallets.transactionsOf(db(), a.organization.id, walletId)).map((row) => ({
    kind: row.kind,
    amount: row.amount,
    balance_after: row.balance_after,
  }));
}

/** What the test-mode processor refunded on the order's payment. */
async function processorRefunded(orderId: string): Promise<number> {
  const order = await db()
    .selectFrom("billing_order")
    .select("payment_id")
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  const payment = await db()
    .selectFrom("payment")
    .select("refunded_amount")
    .where("id", "=", order.payment_id ?? "")
    .executeTakeFirstOrThrow();
  return Number(payment.refunded_amount);
}

const eventTypesOf = async (id: string) =>
  (await db().selectFrom("billing_event").selectAll().execute())
    .filter((row) => (JSON.parse(row.payload) as { data: { id?: string } }).data.id === id)
    .map((row) => row.type)
    .sort();

describe("refunds to the customer's wallet", () => {
  it("50.00 + 10.00 tax refunded 20.00 + 4.00 to the wallet: wallet 2400, order refunded 2000, no processor refund", async () => {
    const order = await paidOrder(server, a, { price: 5000, taxAmount: 1000 });
    const created = await refund({ order_id: order.id, amount: 2000, destination: "wallet" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: "succeeded",
      destination: "wallet",
      amount: 2000,
      // 2000 × 1000 / 5000 = 400, proportional to the net.
      tax_amount: 400,
      currency: "usd",
      order_id: order.id,
      customer_id: order.customer_id,
    });
    expect(await getOrder(order.id)).toMatchObject({
      status: "partially_refunded",
      refunded_amount: 2000,
      refunded_tax_amount: 400,
      refundable_amount: 3000,
    });
    const wallet = await walletOf(order.customer_id);
    expect(wallet).toMatchObject({ balance: 2400, currency: "usd", customer_id: order.customer_id });
    expect(await ledgerOf(String(wallet?.id))).toEqual([{ kind: "refund", amount: 2400, balance_after: 2400 }]);
    expect(await processorRefunded(order.id)).toBe(0);
    expect(await eventTypesOf(created.body.id)).toEqual(["refund.created", "refund.updated"]);
    expect(await eventTypesOf(order.id)).toEqual(expect.arrayContaining(["order.refunded", "order.updated"]));

    // The list says where it went, too.
    const listed = await v1<{ items: RefundResource[] }>(server, "GET", "/refunds/", {
      token: a.token,
      query: { order_id: order.id },
    });
    expect(listed.body.items.map((item) => [item.id, item.destination])).toEqual([[created.body.id, "wallet"]]);

    // A retried credit for the same refund (its id is the ledger reference) changes nothing.
    await inTransaction(db(), (trx) =>
      wallets.creditIn(trx, a.organization.id, {
        customerId: order.customer_id,
        currency: "usd",
        amount: 2400,
        kind: "refund",
        reference: created.body.id,
      }),
    );
    expect((await walletOf(order.customer_id))?.balance).toBe(2400);
  });

  it("a refund past the refundable amount is refused and credits nothing; the rest then empties the order", async () => {
    const order = await paidOrder(server, a, { price: 5000, taxAmount: 1000 });
    expect((await refund({ order_id: order.id, amount: 2000, destination: "wallet" })).status).toBe(201);
    const over = await refund({ order_id: order.id, amount: 3001, destination: "wallet" });
    expectError(over, 400, "RefundAmountTooHigh");
    expect(over.body).toMatchObject({ detail: "Refund amount exceeds remaining order balance: 3000" });
    expect((await walletOf(order.customer_id))?.balance).toBe(2400);
    expect(await getOrder(order.id)).toMatchObject({ refunded_amount: 2000, refunded_tax_amount: 400 });

    // The remaining 30.00 takes the remaining 6.00 of tax: 2400 + 3600 = 6000.
    const rest = await refund({ order_id: order.id, amount: 3000, destination: "wallet" });
    expect(rest.body).toMatchObject({ status: "succeeded", amount: 3000, tax_amount: 600, destination: "wallet" });
    expect(await getOrder(order.id)).toMatchObject({
      status: "refunded",
      refunded_amount: 5000,
      refunded_tax_amount: 1000,
    });
    expect((await walletOf(order.customer_id))?.balance).toBe(6000);
    expectError(await refund({ order_id: order.id, amount: 1, destination: "wallet" }), 403, "RefundedAlready");
    expect((await walletOf(order.customer_id))?.balance).toBe(6000);
  });

  it("a card refund stays the default and says so; an unknown destination is a 422 that changes nothing", async () => {
    const order = await paidOrder(server, a, { price: 1000, taxAmount: 200 });
    const bad = await refund({ order_id: order.id, amount: 100, destination: "bank" });
    expect422(bad, "body");
    expect((bad.body as unknown as { detail: Array<{ loc: string[] }> }).detail[0]?.loc).toEqual([
      "body",
      "destination",
    ]);
    expect(await getOrder(order.id)).toMatchObject({ refunded_amount: 0 });

    const card = await refund({ order_id: order.id, amount: 500 });
    expect(card.body).toMatchObject({ status: "succeeded", destination: "original_payment_method", tax_amount: 100 });
    expect(await processorRefunded(order.id)).toBe(600);
    expect(await walletOf(order.customer_id)).toBeUndefined();

    // A free order has nothing to give back, to the wallet either.
    const free = await paidOrder(server, a, { free: true });
    expectError(await refund({ order_id: free.id, amount: 1, destination: "wallet" }), 400, "NotRefundable");
    expect(await walletOf(free.customer_id)).toBeUndefined();
  });

  it("concurrent wallet refunds never pass the order's refundable amount nor over-credit", async () => {
    const order = await paidOrder(server, a, { price: 5000, taxAmount: 1000 });
    // Five requests of 20.00 against 50.00: two fit (40.00), the third would need 20.00 of the 10.00 left.
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => refund({ order_id: order.id, amount: 2000, destination: "wallet" })),
    );
    const succeeded = answers.filter((answer) => answer.status === 201);
    expect(succeeded).toHaveLength(2);
    for (const answer of answers.filter((each) => each.status !== 201)) expectError(answer, 400, "RefundAmountTooHigh");
    expect(await getOrder(order.id)).toMatchObject({ refunded_amount: 4000, refunded_tax_amount: 800 });
    // 2 × (2000 + 400) = 4800, one ledger row per succeeded refund.
    const wallet = await walletOf(order.customer_id);
    expect(wallet?.balance).toBe(4800);
    expect(await ledgerOf(String(wallet?.id))).toEqual([
      { kind: "refund", amount: 2400, balance_after: expect.any(Number) },
      { kind: "refund", amount: 2400, balance_after: expect.any(Number) },
    ]);
  });
});

describe("the next renewal spends a wallet refund", () => {
  it("a 50.00 renewal takes the 24.00 refunded to the wallet, the card pays 26.00", async () => {
    clock.freeze();
    clock.set("2027-11-01T00:00:00.000Z");
    try {
      const product = await createProduct(server, a.token, {
        name: `Wallet refund plan ${crypto.randomUUID()}`,
        recurring_interval: "month",
        prices: [{ amount_type: "fixed", price_amount: 5000, price_currency: "usd" }],
      });
      const { checkout } = await buyProduct(server, a.token, product.id, {
        email: `renewing-${crypto.randomUUID()}@example.com`,
      });
      expect(checkout.status, JSON.stringify(checkout)).toBe("succeeded");
      const customerId = String(checkout.customer_id);
      const subscriptionId = String((checkout as CheckoutJson).subscription_id);
      // Another order of the same customer, 50.00 + 10.00 tax, refunded 20.00 + 4.00 to the wallet.
      const order = await paidOrder(server, a, { price: 5000, taxAmount: 1000, customerId });
      expect((await refund({ order_id: order.id, amount: 2000, destination: "wallet" })).status).toBe(201);
      expect((await walletOf(customerId))?.balance).toBe(2400);

      clock.set("2027-12-01T00:00:00.000Z");
      await runRenewalsExclusive({ db: db(), processor: createPaymentProcessor(db()) });
      const orders = await v1<{ items: OrderResource[] }>(server, "GET", "/orders/", {
        token: a.token,
        query: { limit: "100" },
      });
      const renewal = orders.body.items.find(
        (each) => each.subscription_id === subscriptionId && each.billing_reason === "subscription_cycle",
      );
      // 5000 − 2400 from the wallet = 2600 on the card.
      expect(renewal).toMatchObject({ total_amount: 5000, applied_balance_amount: -2400, paid: true });
      const charges = await db()
        .selectFrom("payment")
        .select("amount")
        .where("description", "=", `Subscription renewal ${subscriptionId}`)
        .execute();
      expect(charges.map((row) => Number(row.amount))).toEqual([2600]);
      expect((await walletOf(customerId))?.balance).toBe(0);
    } finally {
      clock.reset();
    }
  });
});
