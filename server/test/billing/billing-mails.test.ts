import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import { runBillingMailPass } from "../helpers/billing-mail-pass.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import type { CaughtMail } from "../helpers/smtp-catcher.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Billing mails, read from the real SMTP server: a receipt with the invoice and
 * portal links, subscription started / canceled / resumed / ended, a refund, the merchant's
 * new-order and new-subscription notices, and the organization's settings turning each off.
 */

let server: TestServer;
let seller: BillingOrg;
let lampId: string;
let planId: string;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "mails");
  lampId = (
    await createProduct(server, seller.token, {
      name: "Mail lamp",
      prices: [{ amount_type: "fixed", price_amount: 2500, price_currency: "usd" }],
    })
  ).id;
  planId = (
    await createProduct(server, seller.token, {
      name: "Mail plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 900, price_currency: "usd" }],
    })
  ).id;
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

const buyerEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const baseURL = () => server.gatehouse.config.baseURL;

function expectBothParts(mail: CaughtMail): void {
  expect(mail.raw).toContain("text/plain");
  expect(mail.raw).toContain("text/html");
}

/** Waits until every billing event so far is mailed (claimed), so "no mail" can be asserted. */
async function eventsMailed(): Promise<void> {
  const db = server.gatehouse.database.db;
  for (let i = 0; i < 200; i++) {
    const left = await db.selectFrom("billing_event").select("id").where("mailed_at", "is", null).execute();
    if (left.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("billing events were not mailed");
}

/** The kinds of the mails queued for `email`, sorted. */
async function kindsTo(email: string): Promise<string[]> {
  const rows = await server.gatehouse.database.db
    .selectFrom("mail_outbox")
    .select("kind")
    .where("to", "=", email)
    .execute();
  return rows.map((row) => row.kind).sort();
}

describe("billing mails", () => {
  it("a purchase mails the buyer a receipt with a working invoice link and the portal, and the owner a new-order notice", async () => {
    const email = buyerEmail("receipt");
    await buyProduct(server, seller.token, lampId, { email });
    const receipt = await server.smtp.mailTo(email, "Your receipt from");
    expect(receipt.subject).toBe(`Your receipt from ${seller.organization.name}: Mail lamp`);
    expectBothParts(receipt);
    expect(receipt.text).toContain("25.00 USD");
    expect(receipt.text).toContain(seller.organization.name);
    expect(receipt.links).toContain(
      `${baseURL()}/portal/${seller.organization.slug}?email=${encodeURIComponent(email)}`,
    );
    const invoice = receipt.links.find((link) => link.includes("/invoice.pdf?"));
    expect(invoice).toBeDefined();
    const pdf = await fetch(String(invoice).replace(baseURL(), server.url));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    const notice = await server.smtp.mailTo(seller.owner.email, "New order: Mail lamp");
    expect(notice.subject).toBe("New order: Mail lamp (25.00 USD)");
    expect(notice.text).toContain(email);
    expect(notice.links.some((link) => link.includes(`/billing/orders/`))).toBe(true);
  });

  it("a subscription mails started, canceled, resumed and ended; a refund mails the refund", async () => {
    const email = buyerEmail("subscriber");
    const { checkout } = await buyProduct(server, seller.token, planId, { email });
    const started = await server.smtp.mailTo(email, "subscription has started");
    expect(started.subject).toBe("Your Mail plan subscription has started");
    expect(started.text).toContain("9.00 USD / month");
    await server.smtp.mailTo(email, "Your receipt from");
    await server.smtp.mailTo(seller.owner.email, "New subscription: Mail plan");

    const subscriptions = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/subscriptions/", {
      token: seller.token,
      query: { product_id: planId, customer_id: String(checkout.customer_id) },
    });
    const id = String(subscriptions.body.items[0]?.id);
    const patch = (body: object) => v1(server, "PATCH", `/subscriptions/${id}`, { token: seller.token, body });
    expect((await patch({ cancel_at_period_end: true })).status).toBe(200);
    const canceled = await server.smtp.mailTo(email, "subscription is canceled");
    expect(canceled.text).toContain("You keep access until");
    expect((await patch({ cancel_at_period_end: false })).status).toBe(200);
    await server.smtp.mailTo(email, "subscription continues");
    expect((await v1(server, "DELETE", `/subscriptions/${id}`, { token: seller.token })).status).toBe(200);
    await server.smtp.mailTo(email, "subscription has ended");

    const orders = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/orders/", {
      token: seller.token,
      query: { checkout_id: checkout.id },
    });
    const refund = await v1(server, "POST", "/refunds/", {
      token: seller.token,
      body: { order_id: orders.body.items[0]?.id, reason: "customer_request", amount: 400 },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const refunded = await server.smtp.mailTo(email, "Your refund from");
    expect(refunded.subject).toBe(`Your refund from ${seller.organization.name}: 4.00 USD`);
    expectBothParts(refunded);
    await eventsMailed();
    expect(await kindsTo(email)).toEqual(
      [
        "order-receipt",
        "subscription-started",
        "subscription-canceled",
        "subscription-uncanceled",
        "subscription-ended",
        "refund-issued",
      ].sort(),
    );
  });

  it("a trial is reminded once, 3 days before it ends, with the price that follows", async () => {
    clock.freeze();
    clock.set("2027-06-01T08:00:00.000Z");
    try {
      const trial = await createProduct(server, seller.token, {
        name: "Trial plan",
        recurring_interval: "month",
        trial_interval: "day",
        trial_interval_count: 14,
        prices: [{ amount_type: "fixed", price_amount: 1500, price_currency: "usd" }],
      });
      const email = buyerEmail("trial");
      await buyProduct(server, seller.token, trial.id, { email });
      await eventsMailed();
      // 10 days before the end: nothing yet.
      clock.set("2027-06-05T08:00:00.000Z");
      await runBillingMailPass(server.gatehouse);
      expect(await kindsTo(email)).not.toContain("trial-ending");
      // Within 3 days of the end (June 15): the reminder, once.
      clock.set("2027-06-12T09:00:00.000Z");
      const reminder = await server.smtp.mailTo(email, "trial ends on");
      expect(reminder.subject).toBe("Your Trial plan trial ends on June 15, 2027");
      expect(reminder.text).toContain("15.00 USD / month");
      expectBothParts(reminder);
      await runBillingMailPass(server.gatehouse);
      expect((await kindsTo(email)).filter((kind) => kind === "trial-ending")).toHaveLength(1);
    } finally {
      clock.reset();
    }
  });

  it("the organization's settings turn customer mails and merchant notices off", async () => {
    const off = await v1(server, "PATCH", `/organizations/${seller.organization.id}`, {
      token: seller.token,
      body: {
        customer_email_settings: { order_confirmation: false },
        notification_settings: { new_order: false },
      },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const email = buyerEmail("quiet");
    const before = (await kindsTo(seller.owner.email)).length;
    await buyProduct(server, seller.token, lampId, { email });
    await eventsMailed();
    expect(await kindsTo(email)).toEqual([]);
    expect((await kindsTo(seller.owner.email)).length).toBe(before);
    const on = await v1(server, "PATCH", `/organizations/${seller.organization.id}`, {
      token: seller.token,
      body: { customer_email_settings: { order_confirmation: true }, notification_settings: { new_order: true } },
    });
    expect(on.status).toBe(200);
  });
});
