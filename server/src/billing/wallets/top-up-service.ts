import { type Db, inTransaction } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import type { Logger } from "../../kit/logger.ts";
import { nowIso } from "../../kit/time.ts";
import {
  type ChargeOutcome,
  PaymentOutcomeUnknown,
  type PaymentProcessor,
} from "../../payment-processors/processor.ts";
import { chargeableCard } from "../customer-portal/payment-method-service.ts";
import type { CustomerPrincipal } from "../customer-sessions/service.ts";
import { WalletErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import { creditIn, toResource as toWalletResource } from "./service.ts";
import * as topUps from "./top-up-repository.ts";
import type { CustomerWalletTopUp, WalletTopUpCreate } from "./top-up-schemas.ts";

/**
 * Wallet top-ups (a Gatehouse extension): the customer adds to their wallet from a saved card.
 * The top-up is written `pending` before the card is charged, and the charge's idempotency key is
 * its id, so wherever a process stops — before the charge, during it, or between the charge and
 * the credit — the resumption (`resumePendingTopUps`) asks the processor again under the same key
 * (it answers the earlier charge, never charging twice) and settles it. Settling moves the
 * top-up out of `pending` and credits the wallet in one transaction, once.
 */

/** How long the request, or the resumption, holds a pending top-up before another may take it. */
export const TOP_UP_LEASE_MS = 60_000;

export type TopUpAnswer = { status: 201 | 202; topUp: CustomerWalletTopUp };

/** The charge's idempotency key: the top-up's own id, so asking again never charges twice. */
export const topUpChargeKey = (topUpId: string) => `wallet-top-up:${topUpId}`;

async function toResource(db: Db, row: topUps.TopUpRow): Promise<CustomerWalletTopUp> {
  const wallet =
    row.status === "succeeded"
      ? await repository.findByCurrency(db, row.organization_id, row.customer_id, row.currency)
      : undefined;
  return {
    id: row.id,
    created_at: row.created_at,
    modified_at: row.modified_at,
    customer_id: row.customer_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status as CustomerWalletTopUp["status"],
    payment_method_id: row.payment_method_id,
    payment_id: row.processor_payment_id,
    decline_reason: row.decline_reason,
    decline_message: row.decline_message,
    wallet: wallet ? toWalletResource(wallet) : null,
  };
}

/** What a top-up's request answers: 201 credited, 202 still pending, a declined one's 402. */
async function answer(db: Db, row: topUps.TopUpRow): Promise<TopUpAnswer> {
  if (row.status === "failed")
    throw WalletErrors.TOP_UP_PAYMENT_FAILED({ message: row.decline_message ?? "The card was declined." }).withCode(
      row.decline_reason ?? "generic_decline",
    );
  return { status: row.status === "succeeded" ? 201 : 202, topUp: await toResource(db, row) };
}

/**
 * Settles a pending top-up from its charge's outcome: succeeded → the wallet credited (`top_up`
 * in its ledger, referenced by the top-up's id) in the transaction that marks it; declined → failed.
 */
async function settle(db: Db, row: topUps.TopUpRow, outcome: ChargeOutcome): Promise<topUps.TopUpRow> {
  const at = nowIso();
  await inTransaction(db, async (trx) => {
    if (outcome.status !== "succeeded") {
      const declined = outcome.status === "declined" ? outcome : null;
      await topUps.settle(trx, row.organization_id, row.id, {
        status: "failed",
        processor_payment_id: outcome.paymentId || null,
        decline_reason: declined?.declineCode ?? "authentication_required",
        decline_message: declined?.message ?? "The card asks for authentication, which a top-up cannot do.",
        modified_at: at,
      });
      return;
    }
    const moved = await topUps.settle(trx, row.organization_id, row.id, {
      status: "succeeded",
      processor_payment_id: outcome.paymentId,
      modified_at: at,
    });
    if (moved)
      await creditIn(trx, row.organization_id, {
        customerId: row.customer_id,
        currency: row.currency,
        amount: row.amount,
        kind: "top_up",
        reference: row.id,
      });
  });
  const settled = await topUps.find(db, row.organization_id, row.id);
  if (!settled) throw WalletErrors.TOP_UP_NOT_FOUND();
  return settled;
}

function charge(processor: PaymentProcessor, row: topUps.TopUpRow): Promise<ChargeOutcome> {
  return processor.chargeOffSession({
    paymentMethodId: row.payment_method_id,
    amount: row.amount,
    currency: row.currency,
    idempotencyKey: topUpChargeKey(row.id),
    description: `Wallet top-up ${row.id}`,
    customerEmail: null,
    owner: { organizationId: row.organization_id, checkoutId: null },
  });
}

/** The same key again: the first request's top-up, when it asked for the same thing. */
async function replay(db: Db, row: topUps.TopUpRow, body: WalletTopUpCreate, card: string | null) {
  if (row.amount !== body.amount || row.currency !== body.currency || (card !== null && row.payment_method_id !== card))
    throw WalletErrors.IDEMPOTENCY_KEY_REUSED();
  return answer(db, row);
}

/** `POST /v1/customer-portal/wallets/top-ups`: charges a saved card and credits the wallet. */
export async function topUp(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPrincipal,
  body: WalletTopUpCreate,
  idempotencyKey: string | null,
): Promise<TopUpAnswer> {
  const { organizationId, customerId } = customer;
  const card = await chargeableCard(db, processor, customer, body.payment_method_id ?? null);
  const earlier = idempotencyKey ? await topUps.findByKey(db, organizationId, customerId, idempotencyKey) : undefined;
  if (earlier) return replay(db, earlier, body, card);
  if (!card) throw WalletErrors.TOP_UP_PAYMENT_FAILED({ message: "The customer has no payment method to charge." });
  const row: topUps.TopUpRow = {
    id: newId(),
    organization_id: organizationId,
    customer_id: customerId,
    currency: body.currency,
    amount: body.amount,
    payment_method_id: card,
    status: "pending",
    idempotency_key: idempotencyKey,
    processor_payment_id: null,
    decline_reason: null,
    decline_message: null,
    locked_until: nowIso(TOP_UP_LEASE_MS),
    created_at: nowIso(),
    modified_at: null,
  };
  if (!(await topUps.insertPending(db, row))) {
    // Another request with the same key got in first.
    const raced = idempotencyKey ? await topUps.findByKey(db, organizationId, customerId, idempotencyKey) : undefined;
    if (!raced) throw WalletErrors.TOP_UP_NOT_FOUND();
    return replay(db, raced, body, card);
  }
  let outcome: ChargeOutcome;
  try {
    outcome = await charge(processor, row);
  } catch (error) {
    // The processor may have charged: the top-up stays pending, and the resumption asks again.
    if (error instanceof PaymentOutcomeUnknown) return answer(db, row);
    throw error;
  }
  return answer(db, await settle(db, row, outcome));
}

/** `GET /v1/customer-portal/wallets/top-ups/{id}`: where a top-up stands (a pending one is polled). */
export async function getTopUp(db: Db, customer: CustomerPrincipal, id: string): Promise<CustomerWalletTopUp> {
  const row = await topUps.find(db, customer.organizationId, id);
  if (!row || row.customer_id !== customer.customerId) throw WalletErrors.TOP_UP_NOT_FOUND();
  return toResource(db, row);
}

/**
 * How old a pending top-up may be for the resumption to charge it again: processors keep an
 * idempotency key for a limited time (Stripe: 24 hours), after which the same key would charge anew.
 */
export const TOP_UP_RESUME_WINDOW_MS = 23 * 60 * 60 * 1000;

/**
 * Recovery: a top-up still pending whose lease ran out (its process stopped, or the processor's
 * answer was lost). The customer asked for it, so it is carried out now by the one process that
 * claims it: charged under the same key (the processor answers the earlier charge if there was
 * one) and settled. Run at start and periodically by every process that runs jobs. One older than
 * the processor's key window is never charged again: it stays pending and is logged for an
 * operator to check at the processor.
 */
export async function resumePendingTopUps(
  db: Db,
  processor: PaymentProcessor,
  logger: Pick<Logger, "warn">,
): Promise<number> {
  const since = nowIso(-TOP_UP_RESUME_WINDOW_MS);
  let settled = 0;
  for (const pending of await topUps.unclaimedPending(db, { now: nowIso(), since }, 1000)) {
    try {
      if (!(await topUps.claim(db, pending, nowIso(TOP_UP_LEASE_MS)))) continue;
      const row = await topUps.find(db, pending.organization_id, pending.id);
      if (!row) continue;
      await settle(db, row, await charge(processor, row));
      settled++;
    } catch (error) {
      logger.warn(`wallet top-up ${pending.id}: could not be settled on resumption`, error);
    }
  }
  const stale = await topUps.stalePending(db, since, 20);
  if (stale.length > 0)
    logger.warn(
      `wallet top-ups pending for more than 23 hours, not charged again (check the processor for their payments): ${stale.map((row) => row.id).join(", ")}`,
    );
  return settled;
}
