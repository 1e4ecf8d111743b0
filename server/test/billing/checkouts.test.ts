import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireCheckouts, recoverInterrupted } from "../../src/billing/checkouts/expiry.ts";
import { createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import {
  buyProduct,
  type CheckoutJson,
  cardToken,
  confirmCheckout,
  createCheckout,
  createProduct,
  TEST_CARDS,
  US_ADDRESS,
} from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** The `ctx.code` of each answer's first 422 item. */
async function reasonCodes<T>(inputs: T[], send: (input: T) => Promise<{ body: unknown }>): Promise<unknown[]> {
  const codes: unknown[] = [];
  for (const input of inputs) {
    const { body } = await send(input);
    codes.push((body as { detail: Array<{ ctx?: { code?: string } }> }).detail[0]?.ctx?.code);
  }
  return codes;
}
let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
let product: string;

const db = () => server.gatehouse.database.db;
const ctx = () => ({ db: db(), baseURL: server.gatehouse.config.baseURL, processor: createPaymentProcessor(db()) });

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "checkouts-a");
  b = await billingOrg(server, "checkouts-b");
  product = (await createProduct(server, a.token, { name: "Pro plan" })).id;
});
afterAll(() => server?.close());

type Detail = { detail: Array<{ loc: Array<string | number>; msg: string }> };
function expectLoc(
  response: { status: number; body: unknown },
  loc: Array<string | number>,
  msg?: string | RegExp,
): void {
  expect422(response as Parameters<typeof expect422>[0], loc[0] as "body");
  const items = (response.body as Detail).detail;
  const hit = items.find((item) => JSON.stringify(item.loc) === JSON.stringify(loc));
  expect(hit, JSON.stringify(items)).toBeDefined();
  if (msg instanceof RegExp) expect(hit?.msg).toMatch(msg);
  else if (msg) expect(hit?.msg).toBe(msg);
}

async function ordersOf(org: BillingOrg, checkoutId: string) {
  const response = await v1<{ items: Array<Record<string, unknown>> }>(server, "GET", "/orders/", {
    token: org.token,
    query: { checkout_id: checkoutId },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items;
}

/** A checkout's charges: keyed by the checkout and the card's token (one key per card submitted). */
const paymentsOf = (checkoutId: string) =>
  db().selectFrom("payment").selectAll().where("idempotency_key", "like", `${checkoutId}:%`).execute();
const eventsOf = async (checkoutId: string) =>
  (
    await db()
      .selectFrom("billing_event")
      .select(["type", "payload"])
      .where("type", "in", ["checkout.created", "checkout.updated"])
      .orderBy("created_at")
      .execute()
  )
    .filter((row) => (JSON.parse(row.payload) as { data: { id: string } }).data.id === checkoutId)
    .map((row) => [row.type, (JSON.parse(row.payload) as { data: { status: string } }).data.status]);

describe("/v1/checkouts through @polar-sh/sdk 0.47 (strict responses)", () => {
  it("creates, reads, lists and updates; the client reads, updates and confirms; the order follows", async () => {
    const polar = sdk047(server, a.token);
    const created = await polar.checkouts.create({
      products: [product],
      metadata: { ref: "abc" },
      customerMetadata: { plan: "pro" },
      externalCustomerId: "ext-sdk047",
    });
    expect(created).toMatchObject({
      status: "open",
      amount: 2500,
      discountAmount: 0,
      netAmount: 2500,
      taxAmount: null,
      totalAmount: 2500,
      currency: "usd",
      paymentProcessor: "stripe",
      productId: product,
      isPaymentRequired: true,
      isFreeProductPrice: false,
      metadata: { ref: "abc" },
      customerMetadata: { plan: "pro" },
      externalCustomerId: "ext-sdk047",
    });
    expect(created.url).toBe(`${server.gatehouse.config.baseURL}/checkout/${created.clientSecret}`);
    expect(created.paymentProcessorMetadata).toEqual({ test_mode: "true" });
    expect(created.expiresAt.getTime() - created.createdAt.getTime()).toBe(3600_000);
    expect(created.billingAddressFields).toEqual({
      country: "required",
      state: "disabled",
      city: "disabled",
      postalCode: "disabled",
      line1: "disabled",
      line2: "disabled",
    });
    expect((await polar.checkouts.get({ id: created.id })).id).toBe(created.id);
    const page = await polar.checkouts.list({ productId: product, status: "open", limit: 100 });
    expect(page.result.items.map((item) => item.id)).toContain(created.id);
    const updated = await polar.checkouts.update({
      id: created.id,
      checkoutUpdate: { customerEmail: "SDK@Example.com", customerName: "Ada", metadata: { ref: "def" } },
    });
    expect(updated).toMatchObject({ customerEmail: "sdk@example.com", customerName: "Ada", metadata: { ref: "def" } });

    const client = sdk047(server, "");
    const publicView = await client.checkouts.clientGet({ clientSecret: created.clientSecret });
    expect(publicView.organization.id).toBe(a.organization.id);
    const clientUpdated = await client.checkouts.clientUpdate({
      clientSecret: created.clientSecret,
      checkoutUpdatePublic: { customerBillingAddress: { country: "FR" } },
    });
    expect(clientUpdated.customerBillingAddress?.country).toBe("FR");
    expect(clientUpdated.taxAmount).toBe(0);
    const confirmed = await client.checkouts.clientConfirm({
      clientSecret: created.clientSecret,
      checkoutConfirmStripe: { confirmationTokenId: "pm_card_visa" },
    });
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.paymentProcessorMetadata).toMatchObject({ test_mode: "true", intent_status: "succeeded" });

    const after = await polar.checkouts.get({ id: created.id });
    expect(after.status).toBe("succeeded");
    expect(after.customerId).not.toBeNull();
    const orders = await ordersOf(a, created.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: "paid",
      customer_id: after.customerId,
      product_id: product,
      subtotal_amount: 2500,
      total_amount: 2500,
      checkout_id: created.id,
    });
    const customer = await v1<{ email: string; external_id: string; metadata: Record<string, unknown> }>(
      server,
      "GET",
      `/customers/${after.customerId}`,
      { token: a.token },
    );
    expect(customer.body).toMatchObject({
      email: "sdk@example.com",
      external_id: "ext-sdk047",
      metadata: { plan: "pro" },
    });
    expect(await eventsOf(created.id)).toEqual([
      ["checkout.created", "open"],
      ["checkout.updated", "open"],
      ["checkout.updated", "open"],
      ["checkout.updated", "confirmed"],
      ["checkout.updated", "succeeded"],
    ]);
    const invoice = await v1<{ url: string }>(server, "GET", `/checkouts/client/${created.clientSecret}/invoice`);
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    expect(invoice.body.url).toMatch(/^http/);
  });
});

describe("/v1/checkouts through @polar-sh/sdk 1.0", () => {
  it("creates, gets, lists, updates and confirms from the client", async () => {
    const polar = sdk10(server, a.token);
    const created = await polar.checkouts.create({ products: [product] });
    expect(created).toMatchObject({ status: "open", total_amount: 2500, product_id: product });
    expect((await polar.checkouts.get(created.id)).id).toBe(created.id);
    expect((await polar.checkouts.list({ product_id: product, limit: 100 })).items.map((item) => item.id)).toContain(
      created.id,
    );
    expect((await polar.checkouts.update(created.id, { customer_email: "one@example.com" })).customer_email).toBe(
      "one@example.com",
    );
    const client = sdk10(server, "");
    expect((await client.checkouts.clientGet(created.client_secret)).id).toBe(created.id);
    await client.checkouts.clientUpdate(created.client_secret, { customer_billing_address: { country: "DE" } });
    const confirmed = await client.checkouts.clientConfirm(created.client_secret, {
      confirmation_token_id: await cardToken(server, created.client_secret),
    });
    expect(confirmed.status).toBe("confirmed");
    expect((await polar.checkouts.get(created.id)).status).toBe("succeeded");
  });
});

describe("test cards (Stripe's)", () => {
  const declines: Array<[string, string]> = [
    [TEST_CARDS.genericDecline, "Your card was declined."],
    [TEST_CARDS.insufficientFunds, "Your card has insufficient funds."],
    ["pm_card_visa_chargeDeclined", "Your card was declined."],
    ["pm_card_visa_chargeDeclinedInsufficientFunds", "Your card has insufficient funds."],
  ];
  for (const [card, message] of declines) {
    it(`${card} is declined (400 PaymentError "${message}"); the checkout stays open and a good card then succeeds`, async () => {
      const checkout = await createCheckout(server, a.token, product);
      const token = card.startsWith("pm_") ? card : await cardToken(server, checkout.client_secret, card);
      const declined = await confirmCheckout(server, checkout.client_secret, {
        customer_email: "d@example.com",
        customer_billing_address: US_ADDRESS,
        confirmation_token_id: token,
      });
      expectError(declined, 400, "PaymentError");
      expect(declined.body.detail).toBe(message);
      const open = await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token });
      expect(open.body.status).toBe("open");
      expect(await ordersOf(a, checkout.id)).toHaveLength(0);
      const retried = await confirmCheckout(server, checkout.client_secret, {
        confirmation_token_id: await cardToken(server, checkout.client_secret),
      });
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect((await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token })).body.status).toBe(
        "succeeded",
      );
      expect(await ordersOf(a, checkout.id)).toHaveLength(1);
    });
  }

  for (const card of [TEST_CARDS.threeDSecure, "pm_card_authenticationRequired"]) {
    it(`${card}: 3-D Secure; confirm answers confirmed with requires_action; succeed → succeeded + order`, async () => {
      const checkout = await createCheckout(server, a.token, product);
      const token = card.startsWith("pm_") ? card : await cardToken(server, checkout.client_secret, card);
      const confirmed = await confirmCheckout(server, checkout.client_secret, {
        customer_email: "s@example.com",
        customer_billing_address: US_ADDRESS,
        confirmation_token_id: token,
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.status).toBe("confirmed");
      expect(confirmed.body.payment_processor_metadata).toMatchObject({
        test_mode: "true",
        intent_status: "requires_action",
      });
      expect(confirmed.body.payment_processor_metadata.intent_client_secret).toMatch(/^pi_/);
      expect(await ordersOf(a, checkout.id)).toHaveLength(0);
      const done = await v1<CheckoutJson>(
        server,
        "POST",
        `/checkouts/client/${checkout.client_secret}/authentication`,
        { body: { outcome: "succeed" } },
      );
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.status).toBe("succeeded");
      expect(await ordersOf(a, checkout.id)).toHaveLength(1);
      // A second authentication finds nothing pending.
      expectError(
        await v1(server, "POST", `/checkouts/client/${checkout.client_secret}/authentication`, {
          body: { outcome: "succeed" },
        }),
        403,
        "NotOpenCheckout",
      );
    });
  }

  it("3-D Secure failed: 400 PaymentError (Stripe's message), the checkout open again", async () => {
    const checkout = await createCheckout(server, a.token, product);
    const token = await cardToken(server, checkout.client_secret, TEST_CARDS.threeDSecure);
    expect(
      (
        await confirmCheckout(server, checkout.client_secret, {
          customer_email: "f@example.com",
          customer_billing_address: US_ADDRESS,
          confirmation_token_id: token,
        })
      ).body.status,
    ).toBe("confirmed");
    const failed = await v1<{ detail: string }>(
      server,
      "POST",
      `/checkouts/client/${checkout.client_secret}/authentication`,
      { body: { outcome: "fail" } },
    );
    expectError(failed, 400, "PaymentError");
    expect(failed.body.detail).toBe(
      "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
    );
    expect((await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token })).body.status).toBe(
      "open",
    );
    expect(await ordersOf(a, checkout.id)).toHaveLength(0);
  });

  it("an unknown confirmation token is a decline, not a 500", async () => {
    const checkout = await createCheckout(server, a.token, product);
    const response = await confirmCheckout(server, checkout.client_secret, {
      customer_email: "u@example.com",
      customer_billing_address: US_ADDRESS,
      confirmation_token_id: "ctoken_nope",
    });
    expectError(response, 400, "PaymentError");
  });

  it("test-card-tokens: Luhn, expiry in the future, 3-4 digit cvc → 422 at the field", async () => {
    const checkout = await createCheckout(server, a.token, product);
    const post = (body: Record<string, unknown>) =>
      v1(server, "POST", `/checkouts/client/${checkout.client_secret}/test-card-tokens`, {
        body: { number: TEST_CARDS.success, exp_month: 12, exp_year: 2040, cvc: "123", ...body },
      });
    expectLoc(await post({ number: "4242424242424241" }), ["body", "number"], "Your card number is invalid.");
    expectLoc(await post({ exp_year: 2001 }), ["body", "exp_year"]);
    expectLoc(await post({ exp_month: 13 }), ["body", "exp_month"]);
    expectLoc(await post({ cvc: "12" }), ["body", "cvc"]);
    // Each names Stripe's code for it, for a page that words it in its buyer's language.
    expect(
      await reasonCodes([{ number: "4242424242424241" }, { exp_year: 2001 }, { exp_month: 13 }, { cvc: "12" }], post),
    ).toEqual(["invalid_number", "invalid_expiry_year", "invalid_expiry_month", "invalid_cvc"]);
    expectLoc(await post({ cvc: "12345" }), ["body", "cvc"]);
    const ok = await post({ number: "4242 4242 4242 4242", cvc: "1234" });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ id: expect.stringMatching(/^ctoken_/), card: { brand: "visa", last4: "4242" } });
    expectError(
      await v1(server, "POST", "/checkouts/client/polar_c_unknown/test-card-tokens", {
        body: { number: TEST_CARDS.success, exp_month: 12, exp_year: 2040, cvc: "123" },
      }),
      404,
      "ResourceNotFound",
    );
  });
});

describe("confirming twice", () => {
  it("sequentially: the second confirm is 403 NotOpenCheckout; one payment, one order", async () => {
    const checkout = await createCheckout(server, a.token, product);
    const body = {
      customer_email: "twice@example.com",
      customer_billing_address: US_ADDRESS,
      confirmation_token_id: "pm_card_visa",
    };
    expect((await confirmCheckout(server, checkout.client_secret, body)).status).toBe(200);
    const second = await confirmCheckout(server, checkout.client_secret, body);
    expectError(second, 403, "NotOpenCheckout");
    expect(second.body.detail).toBe(`Checkout ${checkout.id} is not open: succeeded`);
    expect(await paymentsOf(checkout.id)).toHaveLength(1);
    expect(await ordersOf(a, checkout.id)).toHaveLength(1);
  });

  it("in parallel (Promise.all): exactly one succeeds; one payment, one order", async () => {
    const checkout = await createCheckout(server, a.token, product);
    const body = {
      customer_email: "race@example.com",
      customer_billing_address: US_ADDRESS,
      confirmation_token_id: "pm_card_visa",
    };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => confirmCheckout(server, checkout.client_secret, body)),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((item) => item.status !== 200)) expectError(result, 403, "NotOpenCheckout");
    expect(await paymentsOf(checkout.id)).toHaveLength(1);
    expect(await ordersOf(a, checkout.id)).toHaveLength(1);
  });
});

describe("discounts", () => {
  const discount = async (body: Record<string, unknown>) => {
    const response = await v1<{ id: string; code: string }>(server, "POST", "/discounts/", {
      token: a.token,
      body: { duration: "once", name: "Sale", ...body },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };
  const applyCode = (secret: string, code: string) =>
    v1<CheckoutJson>(server, "PATCH", `/checkouts/client/${secret}`, { body: { discount_code: code } });

  it("percentage and fixed codes set discount_amount, net and total; the order carries them", async () => {
    await discount({ type: "percentage", basis_points: 2000, code: "PCT20" });
    await discount({ type: "fixed", amount: 700, currency: "usd", code: "FIX7" });
    const checkout = await createCheckout(server, a.token, product);
    const pct = await applyCode(checkout.client_secret, "pct20");
    expect(pct.status, JSON.stringify(pct.body)).toBe(200);
    expect(pct.body).toMatchObject({ amount: 2500, discount_amount: 500, net_amount: 2000, total_amount: 2000 });
    const fixed = await applyCode(checkout.client_secret, "FIX7");
    expect(fixed.body).toMatchObject({
      discount_amount: 700,
      net_amount: 1800,
      total_amount: 1800,
      discount: { code: "FIX7", type: "fixed", amount: 700 },
    });
    const confirmed = await confirmCheckout(server, checkout.client_secret, {
      customer_email: "disc@example.com",
      customer_billing_address: US_ADDRESS,
      confirmation_token_id: "pm_card_visa",
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [order] = await ordersOf(a, checkout.id);
    expect(order).toMatchObject({ subtotal_amount: 2500, discount_amount: 700, net_amount: 1800, total_amount: 1800 });
    const payment = (await paymentsOf(checkout.id))[0];
    expect(payment?.amount).toBe(1800);
  });

  it("unknown code, outside its window, other products: 422 at body.discount_code", async () => {
    const other = (await createProduct(server, a.token, { name: "Other" })).id;
    await discount({ type: "percentage", basis_points: 1000, code: "LATER", starts_at: "2099-01-01T00:00:00Z" });
    await discount({ type: "percentage", basis_points: 1000, code: "OVER", ends_at: "2020-01-01T00:00:00Z" });
    await discount({ type: "percentage", basis_points: 1000, code: "ONLYOTHER", products: [other] });
    const checkout = await createCheckout(server, a.token, product);
    expectLoc(await applyCode(checkout.client_secret, "NOPE"), ["body", "discount_code"], "Discount does not exist.");
    expectLoc(await applyCode(checkout.client_secret, "LATER"), ["body", "discount_code"]);
    expectLoc(await applyCode(checkout.client_secret, "OVER"), ["body", "discount_code"]);
    expectLoc(
      await applyCode(checkout.client_secret, "ONLYOTHER"),
      ["body", "discount_code"],
      "Discount is not applicable to this product.",
    );
    // A failed request changes nothing.
    expect(
      (await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token })).body.discount_amount,
    ).toBe(0);
    // Codes of another organization don't exist here.
    await v1(server, "POST", "/discounts/", {
      token: b.token,
      body: { type: "percentage", basis_points: 1000, duration: "once", name: "B", code: "BCODE" },
    });
    expectLoc(await applyCode(checkout.client_secret, "BCODE"), ["body", "discount_code"], "Discount does not exist.");
    // allow_discount_codes false refuses codes.
    const closed = await createCheckout(server, a.token, product, { allow_discount_codes: false });
    expectLoc(await applyCode(closed.client_secret, "PCT20"), ["body", "discount_code"]);
    // Each refusal names its reason in ctx.code, for a page that words it in its buyer's language.
    const codes = await reasonCodes(["NOPE", "LATER", "OVER", "ONLYOTHER"], (code) =>
      applyCode(checkout.client_secret, code),
    );
    expect(codes).toEqual(["discount_not_found", "discount_not_started", "discount_ended", "discount_not_applicable"]);
    expect(await reasonCodes(["PCT20"], (code) => applyCode(closed.client_secret, code))).toEqual([
      "discount_codes_not_allowed",
    ]);
  });

  it("max redemptions: sequentially, the next buyer is refused", async () => {
    await discount({ type: "percentage", basis_points: 1000, code: "ONCE1", max_redemptions: 1 });
    const first = await buyProduct(server, a.token, product, { confirm: { discount_code: "ONCE1" } });
    expect(first.confirmed.status, JSON.stringify(first.confirmed.body)).toBe(200);
    expect(first.checkout.discount_amount).toBe(250);
    const second = await createCheckout(server, a.token, product);
    expectLoc(
      await applyCode(second.client_secret, "ONCE1"),
      ["body", "discount_code"],
      "Discount has been fully redeemed.",
    );
  });

  it("simultaneous confirms racing for the last redemptions: exactly max_redemptions succeed", async () => {
    const created = await discount({ type: "percentage", basis_points: 1000, code: "RACE2", max_redemptions: 2 });
    const checkouts = await Promise.all(Array.from({ length: 6 }, () => createCheckout(server, a.token, product)));
    for (const checkout of checkouts) expect((await applyCode(checkout.client_secret, "RACE2")).status).toBe(200);
    const results = await Promise.all(
      checkouts.map((checkout) =>
        confirmCheckout(server, checkout.client_secret, {
          customer_email: "r@example.com",
          customer_billing_address: US_ADDRESS,
          confirmation_token_id: "pm_card_visa",
        }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(2);
    for (const result of results.filter((item) => item.status !== 200)) expectLoc(result, ["body", "discount_code"]);
    const after = await v1<{ redemptions_count: number }>(server, "GET", `/discounts/${created.id}`, {
      token: a.token,
    });
    expect(after.body.redemptions_count).toBe(2);
  });

  it("a declined payment gives the redemption back", async () => {
    const created = await discount({ type: "percentage", basis_points: 1000, code: "GIVEBACK", max_redemptions: 1 });
    const checkout = await createCheckout(server, a.token, product);
    await applyCode(checkout.client_secret, "GIVEBACK");
    expectError(
      await confirmCheckout(server, checkout.client_secret, {
        customer_email: "g@example.com",
        customer_billing_address: US_ADDRESS,
        confirmation_token_id: "pm_card_visa_chargeDeclined",
      }),
      400,
      "PaymentError",
    );
    expect(
      (await v1<{ redemptions_count: number }>(server, "GET", `/discounts/${created.id}`, { token: a.token })).body
        .redemptions_count,
    ).toBe(0);
  });
});

describe("tax", () => {
  it("rates by country and state; none → 0; a business with a valid tax ID is exempt (reverse charge)", async () => {
    const rate = (body: Record<string, unknown>) =>
      v1<{ id: string }>(server, "POST", "/tax-rates/", { token: a.token, body });
    expect((await rate({ country: "FR", basis_points: 2000 })).status).toBe(201);
    expect((await rate({ country: "US", state: "NY", basis_points: 888 })).status).toBe(201);
    expect((await rate({ country: "US", basis_points: 500 })).status).toBe(201);
    const checkout = await createCheckout(server, a.token, product);
    const address = (body: Record<string, unknown>) =>
      v1<CheckoutJson>(server, "PATCH", `/checkouts/client/${checkout.client_secret}`, { body });
    expect((await address({ customer_billing_address: { country: "FR" } })).body).toMatchObject({
      net_amount: 2500,
      tax_amount: 500,
      total_amount: 3000,
    });
    expect((await address({ customer_billing_address: { country: "US", state: "NY" } })).body).toMatchObject({
      tax_amount: 222,
      total_amount: 2722,
    });
    expect((await address({ customer_billing_address: { country: "US", state: "CA" } })).body).toMatchObject({
      tax_amount: 125,
    });
    expect((await address({ customer_billing_address: { country: "DE" } })).body).toMatchObject({
      tax_amount: 0,
      total_amount: 2500,
    });
    const business = await address({
      customer_billing_address: { country: "FR" },
      is_business_customer: true,
      customer_billing_name: "ACME SAS",
      customer_tax_id: "FR61954506077",
    });
    expect(business.status, JSON.stringify(business.body)).toBe(200);
    expect(business.body).toMatchObject({ is_business_customer: true, tax_amount: 0, total_amount: 2500 });
    const confirmed = await confirmCheckout(server, checkout.client_secret, {
      customer_email: "biz@example.com",
      confirmation_token_id: "pm_card_visa",
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [order] = await ordersOf(a, checkout.id);
    expect(order).toMatchObject({ tax_amount: 0, total_amount: 2500, billing_name: "ACME SAS" });

    const taxed = await buyProduct(server, a.token, product, {
      confirm: { customer_billing_address: { country: "FR" } },
    });
    expect(taxed.checkout).toMatchObject({ tax_amount: 500, total_amount: 3000, status: "succeeded" });
    expect((await ordersOf(a, taxed.checkout.id))[0]).toMatchObject({ tax_amount: 500, total_amount: 3000 });
  });

  it("a business customer needs a billing name and a valid tax ID on confirm", async () => {
    const checkout = await createCheckout(server, a.token, product, { is_business_customer: true });
    const base = {
      customer_email: "b@example.com",
      customer_billing_address: { country: "FR" },
      confirmation_token_id: "pm_card_visa",
    };
    expectLoc(await confirmCheckout(server, checkout.client_secret, { ...base, customer_tax_id: "FR61954506077" }), [
      "body",
      "customer_billing_name",
    ]);
    expectLoc(await confirmCheckout(server, checkout.client_secret, { ...base, customer_billing_name: "ACME" }), [
      "body",
      "customer_tax_id",
    ]);
    expectLoc(
      await confirmCheckout(server, checkout.client_secret, {
        ...base,
        customer_billing_name: "ACME",
        customer_tax_id: "!!",
      }),
      ["body", "customer_tax_id"],
    );
    expect((await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token })).body.status).toBe(
      "open",
    );
  });

  it("tax rates: CRUD under the organizations resource, one per region, isolated per organization", async () => {
    const created = await v1<{ id: string; name: string; state: string | null }>(server, "POST", "/tax-rates/", {
      token: a.token,
      body: { country: "CA", state: "qc", basis_points: 1497, name: "QC" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ state: "QC", name: "QC" });
    expectLoc(
      await v1(server, "POST", "/tax-rates/", {
        token: a.token,
        body: { country: "CA", state: "QC", basis_points: 1 },
      }),
      ["body", "country"],
    );
    expectLoc(
      await v1(server, "POST", "/tax-rates/", { token: a.token, body: { country: "CA", basis_points: 10_001 } }),
      ["body", "basis_points"],
    );
    expect(
      (
        await v1<{ basis_points: number }>(server, "PATCH", `/tax-rates/${created.body.id}`, {
          token: a.token,
          body: { basis_points: 1500 },
        })
      ).body.basis_points,
    ).toBe(1500);
    const list = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/tax-rates/", {
      token: a.token,
      query: { country: "CA" },
    });
    expect(list.body.items.map((item) => item.id)).toEqual([created.body.id]);
    expectError(await v1(server, "GET", `/tax-rates/${created.body.id}`, { token: b.token }), 404, "ResourceNotFound");
    expect((await v1<{ items: unknown[] }>(server, "GET", "/tax-rates/", { token: b.token })).body.items).toEqual([]);
    expect((await v1(server, "DELETE", `/tax-rates/${created.body.id}`, { token: a.token })).status).toBe(204);
    expectError(await v1(server, "GET", `/tax-rates/${created.body.id}`, { token: a.token }), 404, "ResourceNotFound");
  });
});

describe("prices", () => {
  it("free product: no payment; confirm without a token → succeeded and an order with 0 amounts", async () => {
    const free = await createProduct(server, a.token, { name: "Free tier", prices: [{ amount_type: "free" }] });
    const checkout = await createCheckout(server, a.token, free.id);
    expect(checkout).toMatchObject({
      is_free_product_price: true,
      is_payment_required: false,
      is_payment_form_required: false,
      total_amount: 0,
    });
    const confirmed = await confirmCheckout(server, checkout.client_secret, { customer_email: "free@example.com" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token })).body.status).toBe(
      "succeeded",
    );
    const [order] = await ordersOf(a, checkout.id);
    expect(order).toMatchObject({ subtotal_amount: 0, total_amount: 0, status: "paid" });
    expect(await paymentsOf(checkout.id)).toHaveLength(0);
  });

  it("pay what you want: the amount within minimum and maximum (Polar's 422)", async () => {
    const custom = await createProduct(server, a.token, {
      name: "Tip jar",
      prices: [{ amount_type: "custom", minimum_amount: 500, maximum_amount: 10_000, preset_amount: 1500 }],
    });
    const checkout = await createCheckout(server, a.token, custom.id);
    expect(checkout).toMatchObject({ amount: 1500, total_amount: 1500 });
    expectLoc(
      await v1(server, "PATCH", `/checkouts/client/${checkout.client_secret}`, { body: { amount: 499 } }),
      ["body", "amount"],
      "Input should be greater than or equal to 500",
    );
    expectLoc(
      await v1(server, "PATCH", `/checkouts/client/${checkout.client_secret}`, { body: { amount: 10_001 } }),
      ["body", "amount"],
      "Input should be less than or equal to 10000",
    );
    expectLoc(await v1(server, "POST", "/checkouts/", { token: a.token, body: { products: [custom.id], amount: 1 } }), [
      "body",
      "amount",
    ]);
    expect(
      (
        await v1<CheckoutJson>(server, "PATCH", `/checkouts/client/${checkout.client_secret}`, {
          body: { amount: 4200 },
        })
      ).body,
    ).toMatchObject({ amount: 4200, total_amount: 4200 });
    // DE: no tax rate in this organization, the charge is the amount itself.
    const confirmed = await confirmCheckout(server, checkout.client_secret, {
      customer_email: "tip@example.com",
      customer_billing_address: { country: "DE" },
      confirmation_token_id: "pm_card_visa",
    });
    expect(confirmed.status).toBe(200);
    expect((await paymentsOf(checkout.id))[0]?.amount).toBe(4200);
  });

  it("several products: the buyer switches product among the offered ones only", async () => {
    const second = await createProduct(server, a.token, {
      name: "Team",
      prices: [{ amount_type: "fixed", price_amount: 9900 }],
    });
    const foreign = await createProduct(server, a.token, { name: "Not offered" });
    const checkout = await createCheckout(server, a.token, product, { products: [product, second.id] });
    expect(checkout.products).toHaveLength(2);
    const switched = await v1<CheckoutJson>(server, "PATCH", `/checkouts/client/${checkout.client_secret}`, {
      body: { product_id: second.id },
    });
    expect(switched.body).toMatchObject({
      product_id: second.id,
      product_price_id: second.prices[0]?.id,
      amount: 9900,
    });
    expectLoc(
      await v1(server, "PATCH", `/checkouts/client/${checkout.client_secret}`, { body: { product_id: foreign.id } }),
      ["body", "product_id"],
    );
    expectLoc(
      await v1(server, "POST", "/checkouts/", { token: a.token, body: { products: [crypto.randomUUID()] } }),
      ["body", "products", 0],
      "Product does not exist.",
    );
  });
});

describe("billing address and custom fields", () => {
  it("country required; line1/city/postal_code with require_billing_address; state for US and CA", async () => {
    const checkout = await createCheckout(server, a.token, product);
    expectLoc(
      await confirmCheckout(server, checkout.client_secret, {
        customer_email: "x@example.com",
        confirmation_token_id: "pm_card_visa",
      }),
      ["body", "customer_billing_address", "country"],
      "Field required",
    );
    expectLoc(
      await confirmCheckout(server, checkout.client_secret, {
        customer_email: "x@example.com",
        customer_billing_address: { country: "US" },
        confirmation_token_id: "pm_card_visa",
      }),
      ["body", "customer_billing_address", "state"],
    );
    expectLoc(
      await confirmCheckout(server, checkout.client_secret, {
        customer_billing_address: { country: "FR" },
        confirmation_token_id: "pm_card_visa",
      }),
      ["body", "customer_email"],
    );
    expectLoc(
      await confirmCheckout(server, checkout.client_secret, {
        customer_email: "x@example.com",
        customer_billing_address: { country: "FR" },
      }),
      ["body", "confirmation_token_id"],
    );

    const full = await createCheckout(server, a.token, product, { require_billing_address: true });
    expect(full.billing_address_fields).toEqual({
      country: "required",
      state: "optional",
      city: "required",
      postal_code: "required",
      line1: "required",
      line2: "optional",
    });
    expectLoc(
      await confirmCheckout(server, full.client_secret, {
        customer_email: "x@example.com",
        customer_billing_address: { country: "FR", city: "Paris", postal_code: "75001" },
        confirmation_token_id: "pm_card_visa",
      }),
      ["body", "customer_billing_address", "line1"],
    );
    const ok = await confirmCheckout(server, full.client_secret, {
      customer_email: "x@example.com",
      customer_billing_address: { country: "FR", line1: "1 rue", city: "Paris", postal_code: "75001" },
      confirmation_token_id: "pm_card_visa",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await ordersOf(a, full.id))[0]).toMatchObject({
      billing_address: { country: "FR", line1: "1 rue", city: "Paris", postal_code: "75001" },
    });
  });

  it("custom field data is checked against the product's fields (required, type, bounds, options)", async () => {
    const field = async (body: Record<string, unknown>) => {
      const response = await v1<{ id: string }>(server, "POST", "/custom-fields/", { token: a.token, body });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.id;
    };
    const suffix = crypto.randomUUID().slice(0, 6);
    const company = await field({
      type: "text",
      slug: `company-${suffix}`,
      name: "Company",
      properties: { max_length: 10 },
    });
    const seats = await field({
      type: "number",
      slug: `seats-${suffix}`,
      name: "Seats",
      properties: { ge: 1, le: 50 },
    });
    const size = await field({
      type: "select",
      slug: `size-${suffix}`,
      name: "Size",
      properties: {
        options: [
          { value: "s", label: "S" },
          { value: "m", label: "M" },
        ],
      },
    });
    const withFields = await createProduct(server, a.token, {
      name: "With fields",
      attached_custom_fields: [
        { custom_field_id: company, required: true },
        { custom_field_id: seats, required: false },
        { custom_field_id: size, required: false },
      ],
    });
    const checkout = await createCheckout(server, a.token, withFields.id);
    expect((checkout.attached_custom_fields as unknown[]).length).toBe(3);
    const confirm = (data: Record<string, unknown>) =>
      confirmCheckout(server, checkout.client_secret, {
        customer_email: "cf@example.com",
        customer_billing_address: { country: "FR" },
        confirmation_token_id: "pm_card_visa",
        custom_field_data: data,
      });
    expectLoc(await confirm({}), ["body", "custom_field_data", `company-${suffix}`], "Field required");
    expectLoc(await confirm({ [`company-${suffix}`]: "x".repeat(11) }), [
      "body",
      "custom_field_data",
      `company-${suffix}`,
    ]);
    expectLoc(
      await confirm({ [`company-${suffix}`]: "ACME", [`seats-${suffix}`]: 51 }),
      ["body", "custom_field_data", `seats-${suffix}`],
      "Input should be less than or equal to 50",
    );
    expectLoc(await confirm({ [`company-${suffix}`]: "ACME", [`seats-${suffix}`]: "ten" }), [
      "body",
      "custom_field_data",
      `seats-${suffix}`,
    ]);
    expectLoc(
      await confirm({ [`company-${suffix}`]: "ACME", [`size-${suffix}`]: "xl" }),
      ["body", "custom_field_data", `size-${suffix}`],
      "Input should be 's' or 'm'",
    );
    const ok = await confirm({ [`company-${suffix}`]: "ACME", [`seats-${suffix}`]: 5, [`size-${suffix}`]: "m" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await ordersOf(a, checkout.id))[0]).toMatchObject({
      custom_field_data: { [`company-${suffix}`]: "ACME", [`seats-${suffix}`]: 5, [`size-${suffix}`]: "m" },
    });
  });
});

describe("more rules", () => {
  it("date fields: a valid date within bounds", async () => {
    const suffix = crypto.randomUUID().slice(0, 6);
    const field = await v1<{ id: string }>(server, "POST", "/custom-fields/", {
      token: a.token,
      body: {
        type: "date",
        slug: `start-${suffix}`,
        name: "Start",
        properties: { ge: Date.parse("2020-01-01T00:00:00Z") / 1000 },
      },
    });
    expect(field.status, JSON.stringify(field.body)).toBe(201);
    const dated = await createProduct(server, a.token, {
      name: "Dated",
      attached_custom_fields: [{ custom_field_id: field.body.id, required: false }],
    });
    const checkout = await createCheckout(server, a.token, dated.id);
    const patch = (value: unknown) =>
      v1<CheckoutJson>(server, "PATCH", `/checkouts/client/${checkout.client_secret}`, {
        body: { custom_field_data: { [`start-${suffix}`]: value } },
      });
    expectLoc(
      await patch("not a date"),
      ["body", "custom_field_data", `start-${suffix}`],
      "Input should be a valid date",
    );
    expectLoc(await patch("2019-12-31"), ["body", "custom_field_data", `start-${suffix}`]);
    expect((await patch("2024-05-01")).body.custom_field_data).toEqual({ [`start-${suffix}`]: "2024-05-01" });
  });

  // (The SDK's typed error classes check `instanceof Request`, which vitest's globals fail; the body is what counts.)
  it("the 0.47 SDK gets Polar's PaymentError and NotOpenCheckout bodies", async () => {
    const client = sdk047(server, "");
    const checkout = await createCheckout(server, a.token, product);
    const body = {
      customerEmail: "sdkerr@example.com",
      customerBillingAddress: { country: "DE" as const },
      confirmationTokenId: "pm_card_visa_chargeDeclined",
    };
    await expect(
      client.checkouts.clientConfirm({ clientSecret: checkout.client_secret, checkoutConfirmStripe: body }),
    ).rejects.toMatchObject({ body: JSON.stringify({ error: "PaymentError", detail: "Your card was declined." }) });
    // Beside Polar's body, the decline code, in a header (a field more in the body fails the SDK).
    const declined = await v1(server, "POST", `/checkouts/client/${checkout.client_secret}/confirm`, {
      body: {
        customer_email: "sdkerr@example.com",
        customer_billing_address: { country: "DE" },
        confirmation_token_id: "pm_card_visa_chargeDeclinedInsufficientFunds",
      },
    });
    expect(declined.status).toBe(400);
    expect(declined.body).toEqual({ error: "PaymentError", detail: "Your card has insufficient funds." });
    expect(declined.headers.get("gatehouse-error-code")).toBe("insufficient_funds");
    await client.checkouts.clientConfirm({
      clientSecret: checkout.client_secret,
      checkoutConfirmStripe: { ...body, confirmationTokenId: "pm_card_visa" },
    });
    await expect(
      client.checkouts.clientConfirm({ clientSecret: checkout.client_secret, checkoutConfirmStripe: body }),
    ).rejects.toMatchObject({
      body: JSON.stringify({ error: "NotOpenCheckout", detail: `Checkout ${checkout.id} is not open: succeeded` }),
    });
  });

  it("the owner's session (web app) lists and reads checkouts of its organization", async () => {
    const checkout = await createCheckout(server, a.token, product);
    const list = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/checkouts/", {
      client: a.owner.client,
      query: { organization_id: a.organization.id, limit: "100" },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.items.map((item) => item.id)).toContain(checkout.id);
    expect(
      (
        await v1(server, "GET", `/checkouts/${checkout.id}`, {
          client: a.owner.client,
          query: { organization_id: a.organization.id },
        })
      ).status,
    ).toBe(200);
  });
});

describe("customers", () => {
  it("a returning email finds the same customer; a signed-in buyer gets external_id = their user id", async () => {
    const first = await buyProduct(server, a.token, product, { email: "returning@example.com" });
    const second = await buyProduct(server, a.token, product, { email: "Returning@Example.com" });
    expect(second.checkout.customer_id).toBe(first.checkout.customer_id);

    const buyer = a.owner;
    const checkout = await createCheckout(server, a.token, product);
    const confirmed = await v1(server, "POST", `/checkouts/client/${checkout.client_secret}/confirm`, {
      client: buyer.client,
      body: {
        customer_email: `signed-${crypto.randomUUID()}@example.com`,
        customer_billing_address: US_ADDRESS,
        confirmation_token_id: "pm_card_visa",
      },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const after = await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token });
    const customer = await v1<{ external_id: string }>(server, "GET", `/customers/${after.body.customer_id}`, {
      token: a.token,
    });
    expect(customer.body.external_id).toBe(buyer.id);
  });

  it("customer_id on create prefills the buyer", async () => {
    const customer = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: a.token,
      body: { email: `pre-${crypto.randomUUID()}@example.com`, name: "Pre" },
    });
    const checkout = await createCheckout(server, a.token, product, { customer_id: customer.body.id });
    expect(checkout).toMatchObject({ customer_id: customer.body.id, customer_name: "Pre" });
    expectLoc(
      await v1(server, "POST", "/checkouts/", {
        token: a.token,
        body: { products: [product], customer_id: crypto.randomUUID() },
      }),
      ["body", "customer_id"],
    );
  });

  it("external_customer_id of an existing customer links and prefills the checkout at creation (Polar)", async () => {
    const externalId = `user-${crypto.randomUUID()}`;
    const email = `ext-${crypto.randomUUID()}@example.com`;
    const customer = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: a.token,
      body: { email, name: "Known Buyer", external_id: externalId },
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(201);
    // Another organization's customer with the same external id is not this one's.
    await v1(server, "POST", "/customers/", {
      token: b.token,
      body: { email: `other-${crypto.randomUUID()}@example.com`, external_id: externalId },
    });

    const linked = await createCheckout(server, a.token, product, { external_customer_id: externalId });
    expect(linked).toMatchObject({
      customer_id: customer.body.id,
      customer_email: email,
      customer_name: "Known Buyer",
      external_customer_id: externalId,
    });
    const seen = await v1<CheckoutJson>(server, "GET", `/checkouts/client/${linked.client_secret}`);
    expect(seen.body).toMatchObject({ customer_id: customer.body.id, customer_email: email });

    // Paid: the order belongs to that customer, no second customer is created.
    const confirmed = await confirmCheckout(server, linked.client_secret, {
      // No customer_email: the linked customer's is already on the checkout.
      customer_billing_address: US_ADDRESS,
      confirmation_token_id: "pm_card_visa",
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [order] = await ordersOf(a, linked.id);
    expect(order?.customer_id).toBe(customer.body.id);

    // An unknown external id is no error: the customer is created with it on success.
    const unknown = await createCheckout(server, a.token, product, { external_customer_id: `new-${externalId}` });
    expect(unknown).toMatchObject({
      customer_id: null,
      customer_email: null,
      external_customer_id: `new-${externalId}`,
    });
  });
});

describe("expiry", () => {
  it("the job expires open checkouts past their hour (checkout.updated); confirm is then refused", async () => {
    const checkout = await createCheckout(server, a.token, product);
    await db()
      .updateTable("checkout")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", checkout.id)
      .execute();
    expect(await expireCheckouts(ctx())).toBeGreaterThanOrEqual(1);
    const after = await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token });
    expect(after.body.status).toBe("expired");
    expect((await eventsOf(checkout.id)).at(-1)).toEqual(["checkout.updated", "expired"]);
    const refused = await confirmCheckout(server, checkout.client_secret, {
      customer_email: "late@example.com",
      customer_billing_address: US_ADDRESS,
      confirmation_token_id: "pm_card_visa",
    });
    expectError(refused, 403, "NotOpenCheckout");
    expectError(
      await v1(server, "PATCH", `/checkouts/client/${checkout.client_secret}`, { body: { customer_name: "x" } }),
      403,
      "NotOpenCheckout",
    );
    expect(
      (
        await v1<{ items: Array<{ id: string }> }>(server, "GET", "/checkouts/", {
          token: a.token,
          query: { status: "expired" },
        })
      ).body.items.map((item) => item.id),
    ).toContain(checkout.id);
  });

  /** A checkout confirmed with a 3-D Secure card (pm_card_authenticationRequired) and its payment id. */
  async function awaitingChallenge(email: string, body: Record<string, unknown> = {}) {
    const checkout = await createCheckout(server, a.token, product, body);
    const confirmed = await confirmCheckout(server, checkout.client_secret, {
      customer_email: email,
      customer_billing_address: US_ADDRESS,
      confirmation_token_id: "pm_card_authenticationRequired",
    });
    expect(confirmed.body.status, JSON.stringify(confirmed.body)).toBe("confirmed");
    const row = await db()
      .selectFrom("checkout")
      .select(["payment_id", "expires_at"])
      .where("id", "=", checkout.id)
      .executeTakeFirstOrThrow();
    expect(row.payment_id).not.toBeNull();
    return {
      checkout,
      paymentId: row.payment_id ?? "",
      pastExpiry: new Date(Date.parse(row.expires_at) + 1000).toISOString(),
    };
  }
  const statusOf = async (id: string) =>
    (await v1<CheckoutJson>(server, "GET", `/checkouts/${id}`, { token: a.token })).body;

  it("a 3-D Secure challenge never answered: past the hour the job fails the authentication, gives the redemption back, expires the checkout", async () => {
    const discount = await v1<{ id: string }>(server, "POST", "/discounts/", {
      token: a.token,
      body: {
        duration: "once",
        name: "Abandoned",
        type: "percentage",
        basis_points: 1000,
        code: "ABANDON3DS",
        max_redemptions: 1,
      },
    });
    expect(discount.status, JSON.stringify(discount.body)).toBe(201);
    const redemptions = async () =>
      (await v1<{ redemptions_count: number }>(server, "GET", `/discounts/${discount.body.id}`, { token: a.token }))
        .body.redemptions_count;
    const { checkout, paymentId, pastExpiry } = await awaitingChallenge("abandon@example.com", {
      discount_id: discount.body.id,
    });
    expect(await redemptions()).toBe(1);

    // Within the hour the job leaves it waiting.
    await expireCheckouts(ctx());
    expect((await statusOf(checkout.id)).status).toBe("confirmed");

    expect(await expireCheckouts(ctx(), pastExpiry)).toBeGreaterThanOrEqual(1);
    const expired = await statusOf(checkout.id);
    expect(expired.status).toBe("expired");
    expect(expired.payment_processor_metadata).toEqual({ test_mode: "true" });
    expect(
      await db()
        .selectFrom("payment")
        .select(["status", "decline_code"])
        .where("id", "=", paymentId)
        .executeTakeFirst(),
    ).toEqual({ status: "declined", decline_code: "authentication_failed" });
    expect(await redemptions()).toBe(0);
    expect(await ordersOf(a, checkout.id)).toHaveLength(0);
    const events = await eventsOf(checkout.id);
    expect(events.at(-1)).toEqual(["checkout.updated", "expired"]);

    // Done once: a later sweep changes nothing; the challenge can no longer be answered.
    await expireCheckouts(ctx(), pastExpiry);
    expect(await eventsOf(checkout.id)).toHaveLength(events.length);
    expectError(
      await v1(server, "POST", `/checkouts/client/${checkout.client_secret}/authentication`, {
        body: { outcome: "succeed" },
      }),
      403,
      "NotOpenCheckout",
    );
    expect((await statusOf(checkout.id)).status).toBe("expired");
  });

  it("a challenge the buyer passed whose completion was lost: the job keeps the payment and completes the checkout", async () => {
    const { checkout, paymentId, pastExpiry } = await awaitingChallenge("passed-late@example.com");
    // As if the server stopped between the processor's authentication and the checkout's completion.
    expect((await ctx().processor.completeAuthentication(paymentId, "succeed")).status).toBe("succeeded");
    await expireCheckouts(ctx(), pastExpiry);
    expect((await statusOf(checkout.id)).status).toBe("succeeded");
    expect(await ordersOf(a, checkout.id)).toHaveLength(1);
    expect(await db().selectFrom("payment").select("status").where("id", "=", paymentId).executeTakeFirst()).toEqual({
      status: "succeeded",
    });
  });
});

describe("interrupted completion", () => {
  it("a paid confirmed checkout without its order is completed by the periodic job", async () => {
    const checkout = await createCheckout(server, a.token, product, {
      customer_email: "crash@example.com",
      customer_billing_address: { country: "DE" },
    });
    // As if the server stopped between the charge and the order.
    const payment = await ctx().processor.charge({
      confirmationTokenId: "pm_card_visa",
      amount: 2500,
      currency: "usd",
      idempotencyKey: checkout.id,
      description: "x",
      owner: { organizationId: a.organization.id, checkoutId: checkout.id },
      customerEmail: null,
    });
    await db()
      .updateTable("checkout")
      .set({
        status: "confirmed",
        payment_id: payment.paymentId,
        payment_processor_metadata: JSON.stringify({ test_mode: "true", intent_status: "succeeded" }),
        modified_at: new Date(Date.now() - 120_000).toISOString(),
      })
      .where("id", "=", checkout.id)
      .execute();
    expect(await recoverInterrupted(ctx())).toBeGreaterThanOrEqual(1);
    expect((await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token })).body.status).toBe(
      "succeeded",
    );
    expect(await ordersOf(a, checkout.id)).toHaveLength(1);
    expect(await recoverInterrupted(ctx())).toBe(0);
  });

  it("simultaneous 3-D Secure completions make one order", async () => {
    const checkout = await createCheckout(server, a.token, product);
    await confirmCheckout(server, checkout.client_secret, {
      customer_email: "3ds-race@example.com",
      customer_billing_address: { country: "DE" },
      confirmation_token_id: "pm_card_authenticationRequired",
    });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        v1(server, "POST", `/checkouts/client/${checkout.client_secret}/authentication`, {
          body: { outcome: "succeed" },
        }),
      ),
    );
    expect(results.every((result) => result.status < 500)).toBe(true);
    expect(await ordersOf(a, checkout.id)).toHaveLength(1);
    expect((await v1<CheckoutJson>(server, "GET", `/checkouts/${checkout.id}`, { token: a.token })).body.status).toBe(
      "succeeded",
    );
  });
});

describe("tenant isolation and access", () => {
  it("another organization's token can't see or change a checkout; the public routes need the client secret", async () => {
    const checkout = await createCheckout(server, a.token, product);
    expectError(await v1(server, "GET", `/checkouts/${checkout.id}`, { token: b.token }), 404, "ResourceNotFound");
    expectError(
      await v1(server, "PATCH", `/checkouts/${checkout.id}`, { token: b.token, body: { customer_name: "evil" } }),
      404,
      "ResourceNotFound",
    );
    expect(
      (
        await v1<{ items: Array<{ id: string }> }>(server, "GET", "/checkouts/", {
          token: b.token,
          query: { limit: "100" },
        })
      ).body.items.map((item) => item.id),
    ).not.toContain(checkout.id);
    expectLoc(await v1(server, "POST", "/checkouts/", { token: b.token, body: { products: [product] } }), [
      "body",
      "products",
      0,
    ]);
    expectError(await v1(server, "GET", `/checkouts/${checkout.id}`), 401, "Unauthorized");
    expectError(await v1(server, "GET", "/checkouts/client/polar_c_unknown"), 404, "ResourceNotFound");
    expect((await v1(server, "GET", `/checkouts/client/${checkout.client_secret}`)).status).toBe(200);
  });
});
