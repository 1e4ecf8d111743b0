import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCard, createCardToken, createPaymentProcessor } from "../../src/payment-processors/index.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** The test payment processor (payment-processors/test-processor.ts) on both dialects. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const db = () => server.gatehouse.database.db;
const charge = (key: string, token = "pm_card_visa", amount = 1000) =>
  createPaymentProcessor(db()).charge({
    confirmationTokenId: token,
    amount,
    currency: "usd",
    idempotencyKey: key,
    description: "test",
    owner: { organizationId: crypto.randomUUID(), checkoutId: null },
    customerEmail: null,
  });

describe("test payment processor", () => {
  it("same idempotency key, same outcome: one payment, also under simultaneous charges", async () => {
    const key = crypto.randomUUID();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => charge(key)));
    expect(new Set(outcomes.map((outcome) => outcome.paymentId)).size).toBe(1);
    expect(outcomes.every((outcome) => outcome.status === "succeeded")).toBe(true);
    expect(await db().selectFrom("payment").selectAll().where("idempotency_key", "=", key).execute()).toHaveLength(1);
  });

  it("a declined attempt frees the key: a retry with another card charges", async () => {
    const key = crypto.randomUUID();
    expect(await charge(key, "pm_card_visa_chargeDeclined")).toMatchObject({
      status: "declined",
      declineCode: "generic_decline",
      message: "Your card was declined.",
    });
    expect((await charge(key)).status).toBe("succeeded");
  });

  it("the pending 3-D Secure challenge survives a new processor instance (state in the database)", async () => {
    const pending = await charge(crypto.randomUUID(), "pm_card_authenticationRequired");
    expect(pending.status).toBe("requires_action");
    const fresh = createPaymentProcessor(db());
    expect((await fresh.completeAuthentication(pending.paymentId, "succeed")).status).toBe("succeeded");
    // Completing again changes nothing.
    expect((await fresh.completeAuthentication(pending.paymentId, "fail")).status).toBe("succeeded");
  });

  it("refunds succeed up to the charged amount, never more, also simultaneously; same key, same refund", async () => {
    const paid = await charge(crypto.randomUUID(), "pm_card_visa", 1000);
    const processor = createPaymentProcessor(db());
    const first = await processor.refund({
      paymentId: paid.paymentId,
      amount: 600,
      idempotencyKey: `r1-${paid.paymentId}`,
    });
    expect(first.status).toBe("succeeded");
    expect(
      await processor.refund({ paymentId: paid.paymentId, amount: 600, idempotencyKey: `r1-${paid.paymentId}` }),
    ).toEqual(first);
    expect(
      (await processor.refund({ paymentId: paid.paymentId, amount: 401, idempotencyKey: `r2-${paid.paymentId}` }))
        .status,
    ).toBe("failed");
    const racing = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        processor.refund({ paymentId: paid.paymentId, amount: 200, idempotencyKey: `race-${index}-${paid.paymentId}` }),
      ),
    );
    expect(racing.filter((outcome) => outcome.status === "succeeded")).toHaveLength(2);
    const row = await db()
      .selectFrom("payment")
      .select("refunded_amount")
      .where("id", "=", paid.paymentId)
      .executeTakeFirstOrThrow();
    expect(row.refunded_amount).toBe(1000);
    expect(
      await processor.refund({ paymentId: "pi_unknown", amount: 1, idempotencyKey: crypto.randomUUID() }),
    ).toMatchObject({ status: "failed" });
  });

  it("card tokens: Stripe's test numbers decide the outcome", async () => {
    expect(checkCard({ number: "4242424242424242", exp_month: 1, exp_year: 2000, cvc: "123" })?.field).toBe("exp_year");
    const decline = await createCardToken(db(), {
      number: "4000000000009995",
      exp_month: 12,
      exp_year: 2040,
      cvc: "123",
    });
    expect(await charge(crypto.randomUUID(), decline.id)).toMatchObject({
      status: "declined",
      declineCode: "insufficient_funds",
      message: "Your card has insufficient funds.",
      card: { last4: "9995" },
    });
    const mastercard = await createCardToken(db(), {
      number: "5555555555554444",
      exp_month: 12,
      exp_year: 2040,
      cvc: "123",
    });
    expect(await charge(crypto.randomUUID(), mastercard.id)).toMatchObject({
      status: "succeeded",
      card: { brand: "mastercard", last4: "4444" },
    });
  });
});
