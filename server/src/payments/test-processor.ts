import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";
import { isUniqueViolation } from "../db/unique-violations.ts";
import { clockNow } from "../kit/clock.ts";
import { nowIso } from "../kit/time.ts";
import {
  type CardSummary,
  type ChargeOutcome,
  type ChargeRequest,
  type DeclineCode,
  type OffSessionChargeRequest,
  PAYMENT_PROCESSOR,
  type PaymentProcessor,
  type RefundOutcome,
  type RefundRequest,
} from "./processor.ts";
import type { PaymentTable } from "./tables.ts";

/**
 * The built-in test-mode processor. It follows Stripe's documented test cards:
 *
 * | card / PaymentMethod | outcome |
 * |---|---|
 * | 4242 4242 4242 4242, `pm_card_visa` (and any other valid card number) | succeeds |
 * | 4000 0000 0000 0002, `pm_card_visa_chargeDeclined` | declined `generic_decline` |
 * | 4000 0000 0000 9995, `pm_card_visa_chargeDeclinedInsufficientFunds` | declined `insufficient_funds` |
 * | 4000 0025 0000 3155, `pm_card_authenticationRequired` | 3-D Secure challenge (`requires_action`); off-session (a saved card) succeeds |
 * | 4000 0027 6000 3184 | 3-D Secure challenge on every payment: off-session declined `authentication_failed` |
 *
 * Card numbers become `ctoken_...` confirmation tokens (`createCardToken`, what Stripe.js does in
 * the browser); only the test behaviour, brand, last 4 digits and expiry are kept. Payments,
 * pending challenges and refunds live in the database (migration 0014), so a restart loses none.
 */

type Db = Kysely<DatabaseSchema>;
type PaymentRow = Selectable<PaymentTable>;
type Behavior =
  | "succeed"
  | "generic_decline"
  | "insufficient_funds"
  | "authentication_required"
  | "authentication_always";

/** Stripe's decline messages, word for word. */
export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  generic_decline: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  authentication_failed:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  invalid_token: "No such confirmation token.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
};

const TEST_CARDS: Record<string, Behavior> = {
  "4000000000000002": "generic_decline",
  "4000000000009995": "insufficient_funds",
  "4000002500003155": "authentication_required",
  "4000002760003184": "authentication_always",
};

const PAYMENT_METHODS: Record<string, { behavior: Behavior; card: CardSummary }> = {
  pm_card_visa: { behavior: "succeed", card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 } },
  pm_card_visa_chargeDeclined: {
    behavior: "generic_decline",
    card: { brand: "visa", last4: "0002", expMonth: 12, expYear: 2034 },
  },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    behavior: "insufficient_funds",
    card: { brand: "visa", last4: "9995", expMonth: 12, expYear: 2034 },
  },
  pm_card_authenticationRequired: {
    behavior: "authentication_required",
    card: { brand: "visa", last4: "3155", expMonth: 12, expYear: 2034 },
  },
};

export type CardInput = { number: string; exp_month: number; exp_year: number; cvc: string };
/** A refused card input: the field at fault and Stripe's message. */
/** A card's problem: the field, Stripe's wording and Stripe's code for it. */
export type CardInputError = {
  field: "number" | "exp_month" | "exp_year" | "cvc";
  message: string;
  code: "invalid_number" | "invalid_expiry_month" | "invalid_expiry_year" | "expired_card" | "invalid_cvc";
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^6(011|5)/.test(number)) return "discover";
  return "unknown";
}

/** The card's problems (Stripe's wording), none when it may become a token. */
export function checkCard(input: CardInput, now = clockNow()): CardInputError | null {
  const number = input.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number))
    return { field: "number", message: "Your card number is invalid.", code: "invalid_number" };
  if (!Number.isInteger(input.exp_month) || input.exp_month < 1 || input.exp_month > 12)
    return { field: "exp_month", message: "Your card's expiration month is invalid.", code: "invalid_expiry_month" };
  const year = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
  const currentYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < currentYear || year > currentYear + 50)
    return { field: "exp_year", message: "Your card's expiration year is invalid.", code: "invalid_expiry_year" };
  if (year === currentYear && input.exp_month < now.getUTCMonth() + 1)
    return { field: "exp_year", message: "Your card's expiration date is in the past.", code: "expired_card" };
  if (!/^\d{3,4}$/.test(input.cvc))
    return { field: "cvc", message: "Your card's security code is invalid.", code: "invalid_cvc" };
  return null;
}

/** Tokenizes a card (after `checkCard`): `ctoken_...`. */
export async function createCardToken(db: Db, input: CardInput): Promise<{ id: string; card: CardSummary }> {
  const number = input.number.replace(/[\s-]/g, "");
  const id = `ctoken_${randomBytes(12).toString("hex")}`;
  const card: CardSummary = {
    brand: brandOf(number),
    last4: number.slice(-4),
    expMonth: input.exp_month,
    expYear: input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year,
  };
  await db
    .insertInto("payment_card_token")
    .values({
      id,
      behavior: TEST_CARDS[number] ?? "succeed",
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      created_at: nowIso(),
    })
    .execute();
  return { id, card };
}

function cardOf(row: PaymentRow): CardSummary | null {
  if (row.card_brand === null || row.card_last4 === null) return null;
  return {
    brand: row.card_brand,
    last4: row.card_last4,
    expMonth: row.card_exp_month ?? 0,
    expYear: row.card_exp_year ?? 0,
  };
}

function outcomeOf(row: PaymentRow): ChargeOutcome {
  const card = cardOf(row);
  if (row.status === "succeeded" && card) return { status: "succeeded", paymentId: row.id, card };
  if (row.status === "requires_action" && card)
    return { status: "requires_action", paymentId: row.id, clientSecret: row.client_secret ?? "", card };
  const declineCode = (row.decline_code ?? "generic_decline") as DeclineCode;
  return {
    status: "declined",
    paymentId: row.id,
    declineCode,
    message: row.decline_message ?? DECLINE_MESSAGES[declineCode],
    card,
  };
}

export class TestPaymentProcessor implements PaymentProcessor {
  readonly name = PAYMENT_PROCESSOR;
  async checkoutMetadata(): Promise<Record<string, string>> {
    return { test_mode: "true" };
  }

  constructor(private readonly db: Db) {}

  charge(request: ChargeRequest): Promise<ChargeOutcome> {
    return this.chargeMethod(request, false);
  }

  /**
   * Stripe's test cards off-session: the decline cards decline; the 3-D Secure card (whose method
   * was authenticated when the customer first paid) succeeds without a challenge.
   */
  chargeOffSession(request: OffSessionChargeRequest): Promise<ChargeOutcome> {
    const { paymentMethodId, ...rest } = request;
    return this.chargeMethod({ ...rest, confirmationTokenId: paymentMethodId }, true);
  }

  /** The card (confirmation token or `pm_card_*`) of a succeeded payment stays reusable. */
  async savedPaymentMethod(paymentId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom("payment")
      .select(["confirmation_token_id", "status"])
      .where("id", "=", paymentId)
      .executeTakeFirst();
    return row?.status === "succeeded" ? row.confirmation_token_id : null;
  }

  async paymentMethodCard(paymentMethodId: string): Promise<CardSummary | null> {
    return (await this.resolveToken(paymentMethodId))?.card ?? null;
  }

  private async chargeMethod(request: ChargeRequest, offSession: boolean): Promise<ChargeOutcome> {
    const standing = await this.findByKey(request.idempotencyKey);
    if (standing) return outcomeOf(standing);
    const method = await this.resolveToken(request.confirmationTokenId);
    const id = `pi_${randomUUID().replace(/-/g, "")}`;
    const now = clockNow().toISOString();
    const base = {
      id,
      confirmation_token_id: request.confirmationTokenId,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      customer_email: request.customerEmail,
      card_brand: method?.card.brand ?? null,
      card_last4: method?.card.last4 ?? null,
      card_exp_month: method?.card.expMonth ?? null,
      card_exp_year: method?.card.expYear ?? null,
      created_at: now,
      modified_at: null,
    };
    const challenge =
      !offSession && (method?.behavior === "authentication_required" || method?.behavior === "authentication_always");
    const declined = (code: DeclineCode) => ({
      ...base,
      idempotency_key: null,
      status: "declined",
      decline_code: code,
      decline_message: DECLINE_MESSAGES[code],
      client_secret: null,
    });
    const row =
      method === null
        ? declined("invalid_token")
        : method.behavior === "generic_decline" || method.behavior === "insufficient_funds"
          ? declined(method.behavior)
          : offSession && method.behavior === "authentication_always"
            ? declined("authentication_failed")
            : {
                ...base,
                idempotency_key: request.idempotencyKey,
                status: challenge ? "requires_action" : "succeeded",
                decline_code: null,
                decline_message: null,
                client_secret: challenge ? `${id}_secret_${randomBytes(12).toString("hex")}` : null,
              };
    try {
      await this.db.insertInto("payment").values(row).execute();
    } catch (error) {
      // A simultaneous charge with the same key won: its outcome is this one's too.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.findByKey(request.idempotencyKey);
      if (!winner) throw error;
      return outcomeOf(winner);
    }
    const stored = await this.db.selectFrom("payment").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return outcomeOf(stored);
  }

  async completeAuthentication(paymentId: string, outcome: "succeed" | "fail"): Promise<ChargeOutcome> {
    const now = clockNow().toISOString();
    if (outcome === "succeed") {
      await this.db
        .updateTable("payment")
        .set({ status: "succeeded", client_secret: null, modified_at: now })
        .where("id", "=", paymentId)
        .where("status", "=", "requires_action")
        .execute();
    } else {
      const code: DeclineCode = "authentication_failed";
      await this.db
        .updateTable("payment")
        .set({
          status: "declined",
          idempotency_key: null,
          decline_code: code,
          decline_message: DECLINE_MESSAGES[code],
          client_secret: null,
          modified_at: now,
        })
        .where("id", "=", paymentId)
        .where("status", "=", "requires_action")
        .execute();
    }
    const row = await this.db.selectFrom("payment").selectAll().where("id", "=", paymentId).executeTakeFirst();
    if (!row)
      return { status: "declined", paymentId, declineCode: "invalid_token", message: "No such payment.", card: null };
    return outcomeOf(row);
  }

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const previous = await this.db
      .selectFrom("payment_refund")
      .selectAll()
      .where("idempotency_key", "=", request.idempotencyKey)
      .executeTakeFirst();
    if (previous)
      return {
        status: previous.status === "succeeded" ? "succeeded" : "failed",
        refundId: previous.id,
        failureReason: previous.failure_reason,
      };
    const refundId = `re_${randomUUID().replace(/-/g, "")}`;
    const now = clockNow().toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        // One conditional UPDATE: concurrent refunds can never pass the charged amount.
        const result = await trx
          .updateTable("payment")
          .set((eb) => ({ refunded_amount: eb("refunded_amount", "+", request.amount), modified_at: now }))
          .where("id", "=", request.paymentId)
          .where("status", "=", "succeeded")
          .where(
            request.amount > 0
              ? (eb) => eb(eb("refunded_amount", "+", request.amount), "<=", eb.ref("amount"))
              : (eb) => eb.val(false),
          )
          .executeTakeFirst();
        const ok = Number(result.numUpdatedRows) === 1;
        const failureReason = ok ? null : request.amount <= 0 ? "invalid_amount" : "amount_exceeds_charge";
        await trx
          .insertInto("payment_refund")
          .values({
            id: refundId,
            payment_id: request.paymentId,
            idempotency_key: request.idempotencyKey,
            amount: request.amount,
            status: ok ? "succeeded" : "failed",
            failure_reason: failureReason,
            created_at: now,
          })
          .execute();
        return { status: ok ? ("succeeded" as const) : ("failed" as const), refundId, failureReason };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) {
        // An unknown payment id (foreign key): a failed refund, not a crash.
        const exists = await this.db
          .selectFrom("payment")
          .select("id")
          .where("id", "=", request.paymentId)
          .executeTakeFirst();
        if (!exists) return { status: "failed", refundId, failureReason: "payment_not_found" };
        throw error;
      }
      const winner = await this.db
        .selectFrom("payment_refund")
        .selectAll()
        .where("idempotency_key", "=", request.idempotencyKey)
        .executeTakeFirstOrThrow();
      return {
        status: winner.status === "succeeded" ? "succeeded" : "failed",
        refundId: winner.id,
        failureReason: winner.failure_reason,
      };
    }
  }

  /** Test-mode cards are tokens that stay usable: nothing to forget. */
  async removePaymentMethod(_paymentMethodId: string): Promise<void> {}

  /** Test-mode refunds settle at once: this answers what they settled as. */
  async refundStatus(paymentId: string, refundId: string): Promise<RefundOutcome> {
    const row = await this.db
      .selectFrom("payment_refund")
      .selectAll()
      .where("id", "=", refundId)
      .where("payment_id", "=", paymentId)
      .executeTakeFirst();
    if (!row) return { status: "failed", refundId, failureReason: "refund_not_found" };
    return {
      status: row.status === "succeeded" ? "succeeded" : "failed",
      refundId: row.id,
      failureReason: row.failure_reason,
    };
  }

  /** A payment by id (test-mode inspection: status, amounts, card). */
  findPayment(paymentId: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom("payment").selectAll().where("id", "=", paymentId).executeTakeFirst();
  }

  private findByKey(key: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom("payment").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
  }

  private async resolveToken(tokenId: string): Promise<{ behavior: Behavior; card: CardSummary } | null> {
    const method = PAYMENT_METHODS[tokenId];
    if (method) return method;
    if (!tokenId.startsWith("ctoken_")) return null;
    const row = await this.db.selectFrom("payment_card_token").selectAll().where("id", "=", tokenId).executeTakeFirst();
    if (!row) return null;
    return {
      behavior: row.behavior as Behavior,
      card: { brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year },
    };
  }
}
