import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderResource } from "../../src/billing/orders/schemas.ts";
import { runRenewalsExclusive } from "../../src/billing/subscriptions/renewal-job.ts";
import type { SubscriptionResource } from "../../src/billing/subscriptions/schemas.ts";
import type { CustomerWallet } from "../../src/billing/wallets/schemas.ts";
import * as wallets from "../../src/billing/wallets/service.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expectError, v1 } from "../helpers/billing.ts";
import { buyProduct, type CheckoutJson, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Customer wallets: the portal's list and get, a seller's credit, and renewals that spend the
 * wallet before the card (a partial and a full cover, a declined card giving the debit back,
 * concurrent spends that never take the balance below zero). Amounts are worked by hand.
 */

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
const clock = testClock();
const db = () => server.gatehouse.database.db;

const renew = () => runRenewalsExclusive({ db: db(), processor: createPaymentProcessor(db()) });
const email = (tag: string) => `${tag}-${crypto.randomUUID()}@example.com`;
type WalletList = { items: CustomerWallet[]; pagination: { total_count: number; max_page: number } };

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "wallet-a");
  b = await billingOrg(server, "wallet-b");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

async function sessionFor(org: BillingOrg, customerId: string): Promise<string> {
  const created = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
    token: org.token,
    body: { customer_id: customerId },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.token;
}

async function credit(org: BillingOrg, customerId: string, amount: number) {
  return v1<CustomerWallet>(server, "POST", "/wallets/credits", {
    token: org.token,
    body: { customer_id: customerId, amount, currency: "usd" },
  });
}

async function customerOf(org: BillingOrg, tag: string): Promise<string> {
  const created = await v1<{ id: string }>(server, "POST", "/customers/", {
    token: org.token,
    body: { email: email(tag) },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** A monthly $10.00 subscription bought with `card`, its customer and subscription ids. */
async function subscribe(card?: string): Promise<{ customerId: string; subscriptionId: string }> {
  const product = await createProduct(server, a.token, {
    name: `Wallet plan ${crypto.randomUUID()}`,
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: 1000, price_currency: "usd" }],
  });
  const { checkout } = await buyProduct(server, a.token, product.id, {
    email: email("renewing"),
    ...(card ? { card } : {}),
  });
  expect(checkout.status, JSON.stringify(checkout)).toBe("succeeded");
  return {
    customerId: String(checkout.customer_id),
    subscriptionId: String((checkout as CheckoutJson).subscription_id),
  };
}

async function ordersOf(subscriptionId: string): Promise<OrderResource[]> {
  const all = await v1<{ items: OrderResource[] }>(server, "GET", "/orders/", {
    token: a.token,
    query: { limit: "100" },
  });
  return all.body.items
    .filter((order) => order.subscription_id === subscriptionId)
    .sort((x, y) => x.created_at.localeCompare(y.created_at));
}

/** What the card was charged at renewals of the subscription (the processor's own rows). */
async function renewalCharges(subscriptionId: string): Promise<number[]> {
  const rows = await db()
    .selectFrom("payment")
    .select(["amount", "status"])
    .where("description", "=", `Subscription renewal ${subscriptionId}`)
    .execute();
  return rows.map((row) => row.amount);
}

async function walletOf(org: BillingOrg, customerId: string): Promise<CustomerWallet | undefined> {
  const listed = await v1<WalletList>(server, "GET", "/wallets/", {
    token: org.token,
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
    order_id: row.order_id,
  }));
}

describe("the portal's wallets", () => {
  it("lists none before a credit, then the customer's wallet; get answers it, another customer's is 404", async () => {
    const customerId = await customerOf(a, "portal");
    const token = await sessionFor(a, customerId);
    const empty = await v1<WalletList>(server, "GET", "/customer-portal/wallets/", { token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [], pagination: { total_count: 0, max_page: 0 } });

    const credited = await credit(a, customerId, 250);
    expect(credited.status, JSON.stringify(credited.body)).toBe(201);
    expect(credited.body).toMatchObject({ customer_id: customerId, balance: 250, currency: "usd" });
    // A second credit adds to the same wallet: 250 + 125 = 375.
    expect((await credit(a, customerId, 125)).body).toMatchObject({ id: credited.body.id, balance: 375 });

    const listed = await v1<WalletList>(server, "GET", "/customer-portal/wallets/", { token });
    expect(listed.body.pagination).toEqual({ total_count: 1, max_page: 1 });
    expect(listed.body.items[0]).toMatchObject({ id: credited.body.id, balance: 375, currency: "usd" });
    const got = await v1<CustomerWallet>(server, "GET", `/customer-portal/wallets/${credited.body.id}`, { token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(listed.body.items[0]);

    const otherToken = await sessionFor(a, await customerOf(a, "other"));
    expectError(
      await v1(server, "GET", `/customer-portal/wallets/${credited.body.id}`, { token: otherToken }),
      404,
      "ResourceNotFound",
    );
    expect(
      (await v1<WalletList>(server, "GET", "/customer-portal/wallets/", { token: otherToken })).body.items,
    ).toEqual([]);
    expect((await v1(server, "GET", "/customer-portal/wallets/", {})).status).toBe(401);

    expect(await ledgerOf(credited.body.id)).toEqual([
      { kind: "credit", amount: 250, balance_after: 250, order_id: null },
      { kind: "credit", amount: 125, balance_after: 375, order_id: null },
    ]);
  });

  it("the organization sees its customers' wallets only; bad credits are 4xx and change nothing", async () => {
    const customerId = await customerOf(a, "seller-view");
    const wallet = (await credit(a, customerId, 100)).body;
    expect((await v1(server, "GET", `/wallets/${wallet.id}`, { token: a.token })).body).toEqual(wallet);
    expectError(await v1(server, "GET", `/wallets/${wallet.id}`, { token: b.token }), 404, "ResourceNotFound");
    expect(await walletOf(b, customerId)).toBeUndefined();
    // Another organization's customer is not found; nothing is made.
    expectError(await credit(b, customerId, 100), 404, "ResourceNotFound");
    expect((await credit(a, customerId, 0)).status).toBe(422);
    expect((await credit(a, customerId, -5)).status).toBe(422);
    expect((await credit(a, customerId, 1.5)).status).toBe(422);
    expect((await walletOf(a, customerId))?.balance).toBe(100);
  });
});

describe("renewals spend the wallet before the card", () => {
  it("a partial cover: the card pays the rest, the order shows what the wallet paid", async () => {
    clock.freeze();
    clock.set("2027-09-01T00:00:00.000Z");
    try {
      const { customerId, subscriptionId } = await subscribe();
      const wallet = (await credit(a, customerId, 300)).body;
      clock.set("2027-10-01T00:00:00.000Z");
      await renew();
      const orders = await ordersOf(subscriptionId);
      expect(orders.map((order) => order.billing_reason)).toEqual(["subscription_create", "subscription_cycle"]);
      const renewal = orders[1] as OrderResource;
      // $10.00 renewal, no tax: $3.00 from the wallet, $7.00 on the card.
      expect(renewal).toMatchObject({ total_amount: 1000, applied_balance_amount: -300, due_amount: 0, paid: true });
      expect(orders[0]?.applied_balance_amount).toBe(0);
      expect(await renewalCharges(subscriptionId)).toEqual([700]);
      expect((await walletOf(a, customerId))?.balance).toBe(0);
      expect(await ledgerOf(wallet.id)).toEqual(
        expect.arrayContaining([
          { kind: "credit", amount: 300, balance_after: 300, order_id: null },
          { kind: "renewal", amount: -300, balance_after: 0, order_id: renewal.id },
        ]),
      );
    } finally {
      clock.reset();
    }
  });

  it("a full cover: no card charge, the rest stays in the wallet", async () => {
    clock.freeze();
    clock.set("2027-09-01T00:00:00.000Z");
    try {
      const { customerId, subscriptionId } = await subscribe();
      await credit(a, customerId, 2500);
      clock.set("2027-10-01T00:00:00.000Z");
      await renew();
      const renewal = (await ordersOf(subscriptionId))[1] as OrderResource;
      expect(renewal).toMatchObject({ total_amount: 1000, applied_balance_amount: -1000, due_amount: 0, paid: true });
      expect(await renewalCharges(subscriptionId)).toEqual([]);
      // 2500 − 1000 = 1500 left.
      expect((await walletOf(a, customerId))?.balance).toBe(1500);
    } finally {
      clock.reset();
    }
  });

  it("a declined card: the attempt fails (past_due) and the wallet gets back what it gave", async () => {
    clock.freeze();
    clock.set("2027-09-01T00:00:00.000Z");
    try {
      // 4000 0027 6000 3184: authenticated on-session at checkout, declined off-session.
      const product = await createProduct(server, a.token, {
        name: `Declining ${crypto.randomUUID()}`,
        recurring_interval: "month",
        prices: [{ amount_type: "fixed", price_amount: 1000, price_currency: "usd" }],
      });
      const { checkout } = await buyProduct(server, a.token, product.id, {
        email: email("declining"),
        card: "4000002760003184",
      });
      if (checkout.status !== "succeeded") {
        await v1(server, "POST", `/checkouts/client/${String(checkout.client_secret)}/authentication`, {
          body: { outcome: "succeed" },
        });
      }
      const after = (await v1<CheckoutJson>(server, "GET", `/checkouts/${String(checkout.id)}`, { token: a.token }))
        .body;
      const customerId = String(after.customer_id);
      const subscriptionId = String(after.subscription_id);
      const wallet = (await credit(a, customerId, 400)).body;
      clock.set("2027-10-01T00:00:00.000Z");
      await renew();
      const subscription = await v1<SubscriptionResource>(server, "GET", `/subscriptions/${subscriptionId}`, {
        token: a.token,
      });
      expect(subscription.body.status).toBe("past_due");
      expect((await ordersOf(subscriptionId)).map((order) => order.billing_reason)).toEqual(["subscription_create"]);
      expect((await walletOf(a, customerId))?.balance).toBe(400);
      // The frozen clock gives the three rows one time: compared as a set.
      const ledger = await ledgerOf(wallet.id);
      expect(ledger).toHaveLength(3);
      expect(ledger).toEqual(
        expect.arrayContaining([
          { kind: "credit", amount: 400, balance_after: 400, order_id: null },
          { kind: "renewal", amount: -400, balance_after: 0, order_id: null },
          { kind: "release", amount: 400, balance_after: 400, order_id: null },
        ]),
      );
    } finally {
      clock.reset();
    }
  });

  it("concurrent spends never take the balance below zero, and an attempt spends once", async () => {
    const customerId = await customerOf(a, "concurrent");
    const wallet = (await credit(a, customerId, 1000)).body;
    const spend = (reference: string) => ({
      organizationId: a.organization.id,
      customerId,
      currency: "usd",
      reference,
    });
    // Five attempts of 300 against 1000: 300 + 300 + 300 + 100, then nothing.
    const taken = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => wallets.spendForRenewal(db(), spend(`attempt-${n}`), 300)),
    );
    expect(taken.reduce((sum, amount) => sum + amount, 0)).toBe(1000);
    expect([...taken].sort((x, y) => x - y)).toEqual([0, 100, 300, 300, 300]);
    expect((await walletOf(a, customerId))?.balance).toBe(0);
    // The same attempt again (a retry after a crash) answers what it took, and takes nothing more.
    const again = await wallets.spendForRenewal(db(), spend("attempt-1"), 300);
    expect(again).toBe(taken[0]);
    const ledger = await ledgerOf(wallet.id);
    expect(ledger.filter((row) => row.kind === "renewal").reduce((sum, row) => sum + row.amount, 0)).toBe(-1000);
    expect(ledger.every((row) => row.balance_after >= 0)).toBe(true);
  });
});
