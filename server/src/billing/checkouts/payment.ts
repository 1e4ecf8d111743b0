import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violations.ts";
import { nowIso } from "../../kit/time.ts";
import {
  type ChargeOutcome,
  type ChargeRequest,
  chargeRequestSchema,
  PaymentOutcomeUnknown,
} from "../../payment-processors/processor.ts";
import { storedCustomFieldValues } from "../common/custom-field-values.ts";
import { BillingError } from "../common/errors.ts";
import { supportedLocaleOf } from "../common/locale.ts";
import { ValidationFailure } from "../common/validation.ts";
import * as customers from "../customers/service.ts";
import * as discounts from "../discounts/service.ts";
import { createPaidOrder } from "../orders/paid-order.ts";
import { resolveProducts } from "../products/service.ts";
import * as subscriptions from "../subscriptions/service.ts";
import { checkConfirmable } from "./buyer-fields.ts";
import { type CheckoutContext, processorMetadata } from "./context.ts";
import { applyChanges, draftColumns, draftOf } from "./draft.ts";
import { CheckoutErrors } from "./errors.ts";
import { discountRefusal, validTaxId } from "./pricing.ts";
import { lineLabel } from "./quantity.ts";
import * as repository from "./repository.ts";
import { effectiveStatus, mustFind, mustFindBySecret, processorMetadataOf, toConfirmed, toPublic } from "./resource.ts";
import type { CheckoutConfirm, CheckoutPublic, CheckoutPublicConfirmed } from "./schemas.ts";
import { ensureOpen, recordUpdated, unconfirm } from "./status.ts";
import { activeTrial, needsPaymentSetup } from "./trial.ts";

/**
 * Paying a checkout. Confirm: the open → confirmed transition is one conditional UPDATE (a second
 * confirm finds the checkout not open), the discount's redemption is counted in the same
 * transaction (atomic, never past max_redemptions), then the processor charges with the checkout
 * id as idempotency key. Success: one transaction makes the customer, the paid order and the
 * succeeded checkout. A decline gives the redemption back and reopens the checkout (the buyer may
 * retry). A card asking for 3-D Secure leaves the checkout confirmed until `authenticate`.
 */

type SucceededCharge = Extract<ChargeOutcome, { status: "succeeded" }>;

export async function confirm(
  ctx: CheckoutContext,
  clientSecret: string,
  body: CheckoutConfirm,
  buyerUserId: string | null,
): Promise<CheckoutPublicConfirmed> {
  const row = await mustFindBySecret(ctx.db, clientSecret);
  await ensureOpen(ctx, row);
  const organizationId = row.organization_id;
  const { draft, resolved, amounts } = await applyChanges(ctx.db, organizationId, draftOf(row), body, true);
  checkConfirmable(draft, amounts.total_amount);
  if (resolved.discount) {
    // Still within its window (a used-up discount is refused by the atomic redemption below).
    const reason = discounts.unavailableReason(resolved.discount, draft.product_id, nowIso());
    if (reason && reason !== "used_up") throw discountRefusal(["body", "discount_code"], reason);
  }
  const trial = activeTrial(draft, resolved.product);
  // A trial charges nothing now but still takes the card (a 0 charge: the card saved for later).
  const paymentRequired = amounts.total_amount > 0 && trial === null;
  const cardRequired =
    paymentRequired ||
    (needsPaymentSetup(resolved.product, resolved.price) && (trial !== null || amounts.total_amount > 0));
  const token = body.confirmation_token_id ?? null;
  if (cardRequired && !token)
    throw ValidationFailure.at(["body", "confirmation_token_id"], "Field required", "missing");
  const buyer = {
    customerId: draft.customer_id,
    externalId: draft.external_customer_id ?? buyerUserId,
    email: draft.customer_email,
  };
  if (subscriptions.isRecurringProduct(resolved.product))
    await subscriptions.checkMultipleSubscriptions(ctx.db, organizationId, buyer);
  if (trial) await subscriptions.checkTrialNotRedeemed(ctx.db, organizationId, buyer, resolved.product.id);

  const charge: ChargeRequest | null =
    cardRequired && token
      ? {
          confirmationTokenId: token,
          amount: paymentRequired ? amounts.total_amount : 0,
          currency: amounts.currency,
          // One key per card the buyer submits: a retried confirm is the same charge, another card a new one.
          idempotencyKey: `${row.id}:${token}`,
          description: paymentRequired ? resolved.product.name : `${resolved.product.name} (payment method setup)`,
          customerEmail: draft.customer_email,
          owner: { organizationId, checkoutId: row.id },
          savePaymentMethod: subscriptions.isRecurringProduct(resolved.product),
        }
      : null;

  // open → confirmed, the charge about to be made, and the discount's redemption, in one transaction.
  await inTransaction(ctx.db, async (trx) => {
    const moved = await repository.updateIfStatus(trx, organizationId, row.id, "open", {
      ...draftColumns(draft, amounts),
      status: "confirmed",
      buyer_user_id: buyerUserId,
      pending_charge: charge && toJsonColumn(charge),
      modified_at: nowIso(),
    });
    if (!moved)
      throw CheckoutErrors.NOT_OPEN({ id: row.id, status: (await mustFind(trx, organizationId, row.id)).status });
    if (draft.discount_id && !(await discounts.redeem(trx, organizationId, draft.discount_id))) {
      throw discountRefusal(["body", "discount_code"], "used_up");
    }
    if (draft.discount_id)
      await discounts.assertCustomerMayRedeem(trx, organizationId, draft.discount_id, {
        checkoutId: row.id,
        customerId: draft.customer_id,
        email: draft.customer_email,
      });
    await recordUpdated(ctx, trx, organizationId, row.id);
  });

  if (!charge) {
    await complete(ctx, organizationId, row.id, null);
    return toConfirmed(ctx, await mustFind(ctx.db, organizationId, row.id));
  }
  let outcome: ChargeOutcome;
  try {
    outcome = await ctx.processor.charge(charge);
  } catch (error) {
    // No answer: the card may have been charged. The checkout stays confirmed with its charge on
    // record, which the processor's webhook or recoverInterruptedCharges settles (never a second charge).
    if (error instanceof PaymentOutcomeUnknown) throw CheckoutErrors.PAYMENT_UNCONFIRMED();
    await unconfirm(ctx, organizationId, row.id, "open");
    throw error;
  }
  return afterCharge(ctx, organizationId, row.id, outcome);
}

/**
 * Recovery of a confirm whose charge went unanswered (PaymentOutcomeUnknown) or whose process
 * stopped while waiting for the processor: the recorded charge is made again with the same
 * idempotency key, so the processor answers what it did the first time (or charges now, if the
 * first request never reached it), and the checkout follows that answer as after a confirm.
 */
export async function retryPendingCharge(
  ctx: CheckoutContext,
  row: repository.CheckoutRow,
): Promise<"settled" | "unanswered" | "nothing"> {
  if (row.status !== "confirmed" || row.payment_id !== null || !row.pending_charge) return "nothing";
  const charge = fromJsonColumn(chargeRequestSchema, row.pending_charge);
  let outcome: ChargeOutcome;
  try {
    outcome = await ctx.processor.charge(charge);
  } catch (error) {
    if (error instanceof PaymentOutcomeUnknown) return "unanswered";
    throw error;
  }
  try {
    await afterCharge(ctx, row.organization_id, row.id, outcome);
  } catch (error) {
    // A decline reopens the checkout for the buyer; nobody waits for this answer.
    if (!(error instanceof BillingError)) throw error;
  }
  return "settled";
}

async function afterCharge(
  ctx: CheckoutContext,
  organizationId: string,
  id: string,
  outcome: ChargeOutcome,
): Promise<CheckoutPublicConfirmed> {
  if (outcome.status === "declined") {
    await unconfirm(ctx, organizationId, id, "open");
    throw CheckoutErrors.PAYMENT({ message: outcome.message }).withCode(outcome.declineCode);
  }
  if (outcome.status === "requires_action") {
    const metadata = await processorMetadata(ctx, organizationId);
    await inTransaction(ctx.db, async (trx) => {
      await repository.updateIfStatus(trx, organizationId, id, "confirmed", {
        payment_id: outcome.paymentId,
        payment_processor_metadata: toJsonColumn({
          ...metadata,
          intent_status: "requires_action",
          intent_client_secret: outcome.clientSecret,
        }),
        modified_at: nowIso(),
      });
      await recordUpdated(ctx, trx, organizationId, id);
    });
    return toConfirmed(ctx, await mustFind(ctx.db, organizationId, id));
  }
  await completeCharged(ctx, organizationId, id, outcome);
  return toConfirmed(ctx, await mustFind(ctx.db, organizationId, id));
}

/** A succeeded charge of a confirmed checkout: recorded on the checkout, then the checkout completed. */
export async function completeCharged(
  ctx: CheckoutContext,
  organizationId: string,
  id: string,
  outcome: SucceededCharge,
): Promise<void> {
  const card = { card_brand: outcome.card.brand, card_last4: outcome.card.last4 };
  // The charge is recorded on the checkout first: should the completion fail, the periodic job
  // finishes it (recoverInterrupted) instead of leaving a paid checkout without its order.
  await repository.updateIfStatus(ctx.db, organizationId, id, "confirmed", {
    payment_id: outcome.paymentId,
    payment_processor_metadata: toJsonColumn({
      ...(await processorMetadata(ctx, organizationId)),
      intent_status: "succeeded",
      ...card,
    }),
    modified_at: nowIso(),
  });
  await complete(ctx, organizationId, id, outcome.paymentId, card);
}

/**
 * The paid (or free) checkout, in ONE transaction: confirmed → succeeded (conditional: a second
 * completion does nothing), the customer found or created, the paid order, checkout.updated.
 */
export async function complete(
  ctx: CheckoutContext,
  organizationId: string,
  id: string,
  paymentId: string | null,
  card: Record<string, string> = {},
): Promise<void> {
  // Two buyers with one new email completing at once: the loser's customer insert hits the
  // unique index and its transaction rolls back; again, it finds the winner's customer.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await completeOnce(ctx, organizationId, id, paymentId, card);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function completeOnce(
  ctx: CheckoutContext,
  organizationId: string,
  id: string,
  paymentId: string | null,
  card: Record<string, string>,
): Promise<void> {
  // Read before the transaction (the processor has its own connection): the card a subscription renews with.
  const paymentMethodId = paymentId ? await ctx.processor.savedPaymentMethod(paymentId) : null;
  const metadata = await processorMetadata(ctx, organizationId);
  await inTransaction(ctx.db, async (trx: Tx) => {
    const moved = await repository.updateIfStatus(trx, organizationId, id, "confirmed", {
      status: "succeeded",
      payment_id: paymentId,
      payment_processor_metadata: toJsonColumn({
        ...metadata,
        ...(paymentId ? { intent_status: "succeeded", ...card } : {}),
      }),
      modified_at: nowIso(),
    });
    if (!moved) return;
    const row = await mustFind(trx, organizationId, id);
    const draft = draftOf(row);
    const taxId = validTaxId(draft);
    const customer = await customers.findOrCreateForCheckout(trx, organizationId, {
      customerId: row.customer_id,
      email: draft.customer_email ?? "",
      externalId: row.external_customer_id ?? row.buyer_user_id,
      name: draft.customer_name ?? draft.customer_billing_name,
      billingName: draft.customer_billing_name,
      billingAddress: draft.customer_billing_address,
      taxId,
      metadata: draft.customer_metadata,
      locale: supportedLocaleOf(draft.locale),
    });
    await repository.updateIfStatus(trx, organizationId, id, "succeeded", { customer_id: customer.id });
    const product = (await resolveProducts(trx, organizationId, [row.product_id], draft.ad_hoc_price_ids)).get(
      row.product_id,
    );
    const trial = product ? activeTrial(draft, product) : null;
    const productPrice = product?.prices.find((candidate) => candidate.id === row.product_price_id);
    // A recurring product: the subscription first, then its subscription_create order.
    const subscription =
      product && subscriptions.isRecurringProduct(product)
        ? await subscriptions.createForCheckout(trx, {
            organizationId,
            customer,
            product,
            productPriceId: row.product_price_id,
            checkoutId: row.id,
            discountId: row.discount_id,
            currency: row.currency,
            amount: row.amount,
            seats: row.seats,
            units: row.units,
            discountAmount: row.discount_amount,
            taxAmount: row.tax_amount,
            paymentMethodId,
            billingName: draft.customer_billing_name ?? draft.customer_name,
            billingAddress: draft.customer_billing_address,
            metadata: draft.metadata,
            customFieldData: storedCustomFieldValues(draft.custom_field_data),
            trial,
          })
        : null;
    // Polar's trial start: a 0 subscription_create order (the first real period is charged at trial end).
    const charged = !(subscription && trial);
    await createPaidOrder(trx, {
      organizationId,
      customerId: customer.id,
      productId: row.product_id,
      productPriceId: row.product_price_id,
      discountId: charged ? row.discount_id : null,
      checkoutId: row.id,
      subscriptionId: subscription?.id ?? null,
      // Seats bought once live on the order; a subscription's on the subscription (Polar).
      seats: subscription ? null : row.seats,
      // Units show on every order they were paid with, as Polar's Order.units.
      units: row.units,
      billingReason: subscription ? "subscription_create" : "purchase",
      billingName: draft.customer_billing_name ?? draft.customer_name,
      billingAddress: draft.customer_billing_address,
      currency: row.currency,
      subtotalAmount: charged ? row.amount : 0,
      discountAmount: charged ? row.discount_amount : 0,
      taxAmount: charged ? row.tax_amount : 0,
      items: [
        {
          label: charged
            ? lineLabel(product?.name ?? "Product", productPrice, row.units, draft.locale)
            : `${product?.name ?? "Product"} (trial)`,
          amount: charged ? row.amount : 0,
          taxAmount: charged ? row.tax_amount : 0,
          productPriceId: row.product_price_id,
          proration: false,
        },
      ],
      paymentId: charged ? paymentId : null,
      metadata: draft.metadata,
      customFieldData: draft.custom_field_data,
    });
    await recordUpdated(ctx, trx, organizationId, id);
  });
}

/** A confirmed checkout waiting for its 3-D Secure challenge: the processor's payment id, else null. */
export function pendingAuthentication(row: repository.CheckoutRow): string | null {
  return row.status === "confirmed" && row.payment_id && processorMetadataOf(row).intent_status === "requires_action"
    ? row.payment_id
    : null;
}

/** Gatehouse test mode: completes (or fails) the 3-D Secure challenge of a confirmed checkout. */
export async function authenticate(
  ctx: CheckoutContext,
  clientSecret: string,
  outcome: "succeed" | "fail",
): Promise<CheckoutPublic> {
  const row = await mustFindBySecret(ctx.db, clientSecret);
  const paymentId = pendingAuthentication(row);
  if (!paymentId) throw CheckoutErrors.NO_PENDING_AUTHENTICATION({ id: row.id, status: effectiveStatus(row) });
  const result = await ctx.processor.completeAuthentication(paymentId, outcome);
  await afterCharge(ctx, row.organization_id, row.id, result);
  return toPublic(ctx, ctx.db, await mustFind(ctx.db, row.organization_id, row.id));
}

/**
 * A payment moved at the processor (a Stripe webhook): the processor is asked for the payment's
 * state — never the event's copy, which can be late or out of order — and a checkout still
 * confirmed follows it as after a confirm (paid and completed once, or back to open on a
 * decline). A checkout no longer confirmed, or confirmed with another payment, is left alone.
 */
export async function settleFromProcessor(
  ctx: CheckoutContext,
  organizationId: string,
  checkoutId: string,
  paymentId: string,
): Promise<void> {
  let row = await repository.find(ctx.db, organizationId, checkoutId);
  // The confirm never heard Stripe's answer: ask again with its key (the answer is then on record
  // as every charge's is), then follow the payment from where that leaves the checkout.
  if (row && (await retryPendingCharge(ctx, row)) === "settled")
    row = await repository.find(ctx.db, organizationId, checkoutId);
  if (row?.status !== "confirmed" || (row.payment_id !== null && row.payment_id !== paymentId)) return;
  const outcome = await ctx.processor.completeAuthentication(paymentId, "succeed", organizationId);
  if (outcome.status === "requires_action") return;
  try {
    await afterCharge(ctx, organizationId, checkoutId, outcome);
  } catch (error) {
    // A decline reopens the checkout and says so to the buyer's confirm; nobody waits here.
    if (!(error instanceof BillingError)) throw error;
  }
}
