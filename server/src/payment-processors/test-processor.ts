import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";
import { isUniqueViolation } from "../db/unique-violations.ts";
import { clockNow } from "../kit/clock.ts";
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
import { type Behavior, DECLINE_MESSAGES, resolveCardToken } from "./test-cards.ts";
import {
  addRefundedAmount,
  findPayment,
  findPaymentByKey,
  findPaymentMethodOf,
  findRefund,
  findRefundByKey,
  getPayment,
  getRefundByKey,
  insertPayment,
  insertRefund,
  type PaymentRow,
  paymentExists,
  settleChallenge,
} from "./test-processor-repository.ts";

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
    const row = await findPaymentMethodOf(this.db, paymentId);
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
      await insertPayment(this.db, row);
    } catch (error) {
      // A simultaneous charge with the same key won: its outcome is this one's too.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.findByKey(request.idempotencyKey);
      if (!winner) throw error;
      return outcomeOf(winner);
    }
    const stored = await getPayment(this.db, id);
    return outcomeOf(stored);
  }

  async completeAuthentication(paymentId: string, outcome: "succeed" | "fail"): Promise<ChargeOutcome> {
    const now = clockNow().toISOString();
    if (outcome === "succeed") {
      await settleChallenge(this.db, paymentId, { status: "succeeded", client_secret: null, modified_at: now });
    } else {
      const code: DeclineCode = "authentication_failed";
      await settleChallenge(this.db, paymentId, {
        status: "declined",
        idempotency_key: null,
        decline_code: code,
        decline_message: DECLINE_MESSAGES[code],
        client_secret: null,
        modified_at: now,
      });
    }
    const row = await findPayment(this.db, paymentId);
    if (!row)
      return { status: "declined", paymentId, declineCode: "invalid_token", message: "No such payment.", card: null };
    return outcomeOf(row);
  }

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const previous = await findRefundByKey(this.db, request.idempotencyKey);
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
        const ok = await addRefundedAmount(trx, request.paymentId, request.amount, now);
        const failureReason = ok ? null : request.amount <= 0 ? "invalid_amount" : "amount_exceeds_charge";
        await insertRefund(trx, {
          id: refundId,
          payment_id: request.paymentId,
          idempotency_key: request.idempotencyKey,
          amount: request.amount,
          status: ok ? "succeeded" : "failed",
          failure_reason: failureReason,
          created_at: now,
        });
        return { status: ok ? ("succeeded" as const) : ("failed" as const), refundId, failureReason };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) {
        // An unknown payment id (foreign key): a failed refund, not a crash.
        if (!(await paymentExists(this.db, request.paymentId)))
          return { status: "failed", refundId, failureReason: "payment_not_found" };
        throw error;
      }
      const winner = await getRefundByKey(this.db, request.idempotencyKey);
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
    const row = await findRefund(this.db, paymentId, refundId);
    if (!row) return { status: "failed", refundId, failureReason: "refund_not_found" };
    return {
      status: row.status === "succeeded" ? "succeeded" : "failed",
      refundId: row.id,
      failureReason: row.failure_reason,
    };
  }

  /** A payment by id (test-mode inspection: status, amounts, card). */
  findPayment(paymentId: string): Promise<PaymentRow | undefined> {
    return findPayment(this.db, paymentId);
  }

  private findByKey(key: string): Promise<PaymentRow | undefined> {
    return findPaymentByKey(this.db, key);
  }

  private resolveToken(tokenId: string): Promise<{ behavior: Behavior; card: CardSummary } | null> {
    return resolveCardToken(this.db, tokenId);
  }
}
