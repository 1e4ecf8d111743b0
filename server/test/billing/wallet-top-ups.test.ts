import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerWallet } from "../../src/billing/wallets/schemas.ts";
import * as wallets from "../../src/billing/wallets/service.ts";
import type { CustomerWalletTopUp } from "../../src/billing/wallets/top-up-schemas.ts";
import { resumePendingTopUps, TOP_UP_LEASE_MS, topUpChargeKey } from "../../src/billing/wallets/top-up-service.ts";
import { nowIso } from "../../src/kit/time.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expect422, expectError, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Wallet top-ups (a Gatehouse extension): a customer adds to their wallet from a saved card in
 * the portal. One top-up is one charge and one credit, whatever happens: a retried request with
 * the same Idempotency-Key, requests at once, a declined card (nothing credited), and a process
 * stopped between writing the top-up, charging the card and crediting the wallet (the
 * resumption charges under the same key, so the processor answers the earlier charge).
 */

let server: TestServer;
let seller: BillingOrg;
const db = () => server.gatehouse.database.db;
const CARDS = "/customer-portal/customers/me/payment-methods";
const TOP_UPS = "/customer-portal/wallets/top-ups";
const silent = { warn: () => undefined };

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "wallet-top-ups");
});
afterAll(async () => {
  await server?.close();
});

let serial = 0;

/** A customer of the seller with a portal session, and the cards they saved there (in order). */
async function customer(cards: readonly string[] = ["4242424242424242"]) {
  const email = `top-up-${++serial}-${Date.now().toString(36)}@example.com`;
  const created = await v1<{ id: string }>(server, "POST", "/customers/", { token: seller.token, body: { email } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
    token: seller.token,
    body: { customer_id: created.body.id },
  });
  const token = session.body.token;
  const saved: string[] = [];
  for (const number of cards) {
    const tokenized = await v1<{ id: string }>(server, "POST", `${CARDS}/test-card-tokens`, {
      token,
      body: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" },
    });
    const added = await v1<{ payment_method: { id: string } }>(server, "POST", CARDS, {
      token,
      body: { confirmation_token_id: tokenized.body.id, set_default: false, return_url: "https://shop.example.com" },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    saved.push(added.body.payment_method.id);
  }
  return { id: created.body.id, token, cards: saved };
}

const topUp = (token: string, body: Record<string, unknown>, key?: string) =>
  v1<CustomerWalletTopUp>(server, "POST", TOP_UPS, {
    token,
    body,
    ...(key && { headers: { "idempotency-key": key } }),
  });

const walletsOf = async (token: string) =>
  (await v1<{ items: CustomerWallet[] }>(server, "GET", "/customer-portal/wallets/", { token })).body.items
    .map((wallet) => ({ currency: wallet.currency, balance: wallet.balance }))
    .sort((x, y) => x.currency.localeCompare(y.currency));

const topUpRowsOf = (customerId: string) =>
  db().selectFrom("billing_customer_wallet_top_up").selectAll().where("customer_id", "=", customerId).execute();

/** The test processor's charges for a top-up (under its key, or a declined one by its description). */
const chargesOf = async (topUpId: string) =>
  (
    await db()
      .selectFrom("payment")
      .select("id")
      .where((eb) =>
        eb.or([
          eb("idempotency_key", "=", topUpChargeKey(topUpId)),
          eb("description", "=", `Wallet top-up ${topUpId}`),
        ]),
      )
      .execute()
  ).length;

/** The card went bad since it was saved (the test processor's card, told to decline). */
const declineFrom = (card: string | undefined, behavior: string) =>
  db()
    .updateTable("payment_card_token")
    .set({ behavior })
    .where("id", "=", card ?? "")
    .execute();

async function ledgerOf(customerId: string, currency: string) {
  const wallet = await db()
    .selectFrom("billing_customer_wallet")
    .select("id")
    .where("customer_id", "=", customerId)
    .where("currency", "=", currency)
    .executeTakeFirstOrThrow();
  return (await wallets.transactionsOf(db(), seller.organization.id, wallet.id)).map((row) => ({
    kind: row.kind,
    amount: row.amount,
  }));
}

describe("POST /v1/customer-portal/wallets/top-ups", () => {
  it("charges the card saved last, credits the wallet, and the seller sees the payment", async () => {
    const buyer = await customer(["4242424242424242", "5555555555554444"]);
    const first = await topUp(buyer.token, { currency: "usd", amount: 2500 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      status: "succeeded",
      amount: 2500,
      currency: "usd",
      customer_id: buyer.id,
      payment_method_id: buyer.cards[1],
      payment_id: expect.stringMatching(/^pi_/),
      decline_reason: null,
      wallet: { balance: 2500, currency: "usd", customer_id: buyer.id },
    });
    // A named card, another currency: a second wallet.
    const euros = await topUp(buyer.token, { currency: "eur", amount: 1000, payment_method_id: buyer.cards[0] });
    expect(euros.status, JSON.stringify(euros.body)).toBe(201);
    expect(euros.body).toMatchObject({ payment_method_id: buyer.cards[0], wallet: { balance: 1000 } });
    const again = await topUp(buyer.token, { currency: "usd", amount: 50 });
    expect(again.body.wallet?.balance).toBe(2550);
    expect(await walletsOf(buyer.token)).toEqual([
      { currency: "eur", balance: 1000 },
      { currency: "usd", balance: 2550 },
    ]);
    expect(await ledgerOf(buyer.id, "usd")).toEqual([
      { kind: "top_up", amount: 2500 },
      { kind: "top_up", amount: 50 },
    ]);
    const payments = await v1<{ items: Array<{ amount: number; currency: string; status: string }> }>(
      server,
      "GET",
      "/payments/",
      { token: seller.token },
    );
    expect(payments.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ amount: 2500, currency: "usd", status: "succeeded" })]),
    );
    // Read again by its id, by its customer only.
    const read = await v1<CustomerWalletTopUp>(server, "GET", `${TOP_UPS}/${first.body.id}`, { token: buyer.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: first.body.id, status: "succeeded", wallet: { balance: 2550 } });
    const stranger = await customer([]);
    expectError(
      await v1(server, "GET", `${TOP_UPS}/${first.body.id}`, { token: stranger.token }),
      404,
      "ResourceNotFound",
    );
  });

  it("refuses bad input with 422 and a customer without a card with 402, writing nothing", async () => {
    const buyer = await customer();
    for (const body of [
      { currency: "usd", amount: 49 },
      { currency: "usd", amount: 1_000_001 },
      { currency: "usd", amount: 12.5 },
      { currency: "USD", amount: 1000 },
      { currency: "usd" },
    ])
      expect422(await topUp(buyer.token, body), "body");
    const unknownCard = await topUp(buyer.token, { amount: 1000, payment_method_id: "pm_not_theirs" });
    expectError(unknownCard, 402, "PaymentFailed");
    expect(unknownCard.body).toMatchObject({ detail: "The customer has no payment method to charge." });
    const cardless = await customer([]);
    expectError(await topUp(cardless.token, { amount: 1000 }), 402, "PaymentFailed");
    expect(await topUpRowsOf(buyer.id)).toEqual([]);
    expect(await topUpRowsOf(cardless.id)).toEqual([]);
    expect(await walletsOf(buyer.token)).toEqual([]);
    expectError(await v1(server, "POST", TOP_UPS, { body: { amount: 1000 } }), 401, "Unauthorized");
  });

  it("a declined card: 402 with the card's reason, the top-up failed, nothing credited", async () => {
    const buyer = await customer();
    await declineFrom(buyer.cards[0], "insufficient_funds");
    const declined = await topUp(buyer.token, { amount: 3000 }, "declined-once");
    expectError(declined, 402, "PaymentFailed");
    expect(declined.headers.get("gatehouse-error-code")).toBe("insufficient_funds");
    expect(await topUpRowsOf(buyer.id)).toEqual([
      expect.objectContaining({ status: "failed", decline_reason: "insufficient_funds", amount: 3000 }),
    ]);
    expect(await walletsOf(buyer.token)).toEqual([]);
    // The same key answers the same refusal, without charging again.
    const replayed = await topUp(buyer.token, { amount: 3000 }, "declined-once");
    expectError(replayed, 402, "PaymentFailed");
    expect(await chargesOf((await topUpRowsOf(buyer.id))[0]?.id ?? "")).toBe(1);
  });

  it("one Idempotency-Key is one top-up: retried or sent at once, one charge and one credit", async () => {
    const buyer = await customer();
    const answers = await Promise.all([1, 2, 3].map(() => topUp(buyer.token, { amount: 1200 }, "order-42")));
    const ids = new Set(answers.map((answer) => answer.body.id));
    expect(ids.size).toBe(1);
    for (const answer of answers) expect([201, 202], JSON.stringify(answer.body)).toContain(answer.status);
    const retried = await topUp(buyer.token, { amount: 1200 }, "order-42");
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ id: [...ids][0], status: "succeeded", wallet: { balance: 1200 } });
    expect(await chargesOf(retried.body.id)).toBe(1);
    expect(await ledgerOf(buyer.id, "usd")).toEqual([{ kind: "top_up", amount: 1200 }]);
    // The key stands for that request: another amount under it is refused, and nothing moves.
    expectError(await topUp(buyer.token, { amount: 1300 }, "order-42"), 409, "IdempotencyKeyReused");
    expect(await walletsOf(buyer.token)).toEqual([{ currency: "usd", balance: 1200 }]);
    // Keys are per customer: another customer's same key is their own top-up.
    const other = await customer();
    expect((await topUp(other.token, { amount: 1300 }, "order-42")).status).toBe(201);
  });

  it("is for the owner and billing managers of a team customer, not its plain members", async () => {
    const tag = `team-${Date.now().toString(36)}`;
    const team = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: seller.token,
      body: { type: "team", external_id: tag, owner: { email: `owner-${tag}@example.com` } },
    });
    expect(team.status, JSON.stringify(team.body)).toBe(201);
    const member = await v1<{ id: string }>(server, "POST", `/customers/${team.body.id}/members`, {
      token: seller.token,
      body: { email: `member-${tag}@example.com`, role: "member" },
    });
    const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
      token: seller.token,
      body: { customer_id: team.body.id, member_id: member.body.id },
    });
    expectError(await topUp(session.body.token, { amount: 1000 }), 403, "NotPermitted");
    expect(await topUpRowsOf(team.body.id)).toEqual([]);
  });
});

describe("a top-up whose process stopped", () => {
  /** A top-up as its request wrote it before charging, its lease run out (the process is gone). */
  async function strandedTopUp(buyer: Awaited<ReturnType<typeof customer>>, amount: number, ageMs = TOP_UP_LEASE_MS) {
    const id = crypto.randomUUID();
    await db()
      .insertInto("billing_customer_wallet_top_up")
      .values({
        id,
        organization_id: seller.organization.id,
        customer_id: buyer.id,
        currency: "usd",
        amount,
        payment_method_id: buyer.cards[0] ?? "",
        status: "pending",
        idempotency_key: null,
        processor_payment_id: null,
        decline_reason: null,
        decline_message: null,
        locked_until: nowIso(-1000),
        created_at: nowIso(-ageMs - 1000),
        modified_at: null,
      })
      .execute();
    return id;
  }

  it("after the charge: the next process credits it once, and the card is not charged again", async () => {
    const buyer = await customer();
    const id = await strandedTopUp(buyer, 4200);
    // The charge the stopped process made before it could credit the wallet.
    await createPaymentProcessor(db()).chargeOffSession({
      paymentMethodId: buyer.cards[0] ?? "",
      amount: 4200,
      currency: "usd",
      idempotencyKey: topUpChargeKey(id),
      description: "charged before the crash",
      customerEmail: null,
      owner: { organizationId: seller.organization.id, checkoutId: null },
    });
    expect(await walletsOf(buyer.token)).toEqual([]);
    // A process starting on the same database resumes it at once.
    const next = await startTestServer({ database: server.database });
    try {
      const read = await v1<CustomerWalletTopUp>(next, "GET", `${TOP_UPS}/${id}`, { token: buyer.token });
      expect(read.body).toMatchObject({ status: "succeeded", wallet: { balance: 4200 } });
    } finally {
      await next.close();
    }
    expect(await chargesOf(id)).toBe(1);
    expect(await resumePendingTopUps(db(), createPaymentProcessor(db()), silent)).toBe(0);
    expect(await ledgerOf(buyer.id, "usd")).toEqual([{ kind: "top_up", amount: 4200 }]);
  });

  it("before the charge: the resumption charges and credits it; a held one is left to its request", async () => {
    const buyer = await customer();
    const stranded = await strandedTopUp(buyer, 700);
    const held = await strandedTopUp(buyer, 800);
    await db()
      .updateTable("billing_customer_wallet_top_up")
      .set({ locked_until: nowIso(TOP_UP_LEASE_MS) })
      .where("id", "=", held)
      .execute();
    const processor = createPaymentProcessor(db());
    // Two processes at once: one claims it.
    const settled = await Promise.all([
      resumePendingTopUps(db(), processor, silent),
      resumePendingTopUps(db(), processor, silent),
    ]);
    expect(settled.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await chargesOf(stranded)).toBe(1);
    expect(await chargesOf(held)).toBe(0);
    const rows = await topUpRowsOf(buyer.id);
    expect(rows.find((row) => row.id === stranded)).toMatchObject({ status: "succeeded", locked_until: null });
    expect(rows.find((row) => row.id === held)).toMatchObject({ status: "pending" });
    expect(await walletsOf(buyer.token)).toEqual([{ currency: "usd", balance: 700 }]);
  });

  it("a card that declines on resumption fails the top-up and credits nothing", async () => {
    const buyer = await customer();
    const id = await strandedTopUp(buyer, 900);
    await declineFrom(buyer.cards[0], "generic_decline");
    expect(await resumePendingTopUps(db(), createPaymentProcessor(db()), silent)).toBeGreaterThanOrEqual(1);
    expect((await topUpRowsOf(buyer.id)).find((row) => row.id === id)).toMatchObject({
      status: "failed",
      decline_reason: "generic_decline",
    });
    expect(await walletsOf(buyer.token)).toEqual([]);
  });

  it("one older than the processor's key window is not charged again: it stays pending and is logged", async () => {
    const buyer = await customer();
    const id = await strandedTopUp(buyer, 600, 24 * 60 * 60 * 1000);
    const warnings: string[] = [];
    await resumePendingTopUps(db(), createPaymentProcessor(db()), {
      warn: (message: string) => warnings.push(message),
    });
    expect(await chargesOf(id)).toBe(0);
    expect((await topUpRowsOf(buyer.id)).find((row) => row.id === id)).toMatchObject({ status: "pending" });
    expect(warnings.some((message) => message.includes(id) && message.includes("not charged again"))).toBe(true);
    expect(await walletsOf(buyer.token)).toEqual([]);
  });
});
