import type { Db } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { CardSummary, ChargeOutcome, PaymentProcessor } from "../../payment-processors/processor.ts";
import { toListResource } from "../common/pagination.ts";
import type { CustomerPrincipal } from "../customer-sessions/service.ts";
import { CustomerPortalErrors } from "./errors.ts";
import * as repository from "./payment-method-repository.ts";
import type {
  CustomerPaymentMethod,
  CustomerPaymentMethodConfirm,
  CustomerPaymentMethodCreate,
  CustomerPaymentMethodCreateResponse,
  CustomerPaymentMethodList,
  CustomerPaymentMethodListQuery,
  CustomerPaymentMethodSettings,
} from "./payment-method-schemas.ts";

/**
 * The portal's payment methods (Polar's `customers/me/payment-methods`): the
 * cards the customer's subscriptions were paid with and those added here. A card is added with a
 * setup at the organization's processor (Stripe: a SetupIntent, confirmed with the Payment
 * Element's ConfirmationToken; 3-D Secure finished by the page, then `confirm`); "default" makes
 * the customer's live subscriptions charge it, and retries a renewal that failed at once. A card a
 * live subscription is charged to cannot be removed.
 */

function toMethod(
  customer: CustomerPrincipal,
  saved: repository.SavedMethod,
  card: CardSummary,
): CustomerPaymentMethod {
  return {
    id: saved.payment_method_id,
    created_at: saved.created_at,
    modified_at: saved.modified_at === saved.created_at ? null : saved.modified_at,
    processor: "stripe",
    customer_id: customer.customerId,
    type: "card",
    method_metadata: {
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      wallet: null,
    },
  };
}

/** The customer's saved cards the processor still knows, newest first. */
async function savedCards(db: Db, processor: PaymentProcessor, customer: CustomerPrincipal) {
  const saved = (await repository.savedMethodsOfCustomer(db, customer.organizationId, customer.customerId)).reverse();
  const cards = await Promise.all(
    saved.map(async (method) => {
      const card = await processor.paymentMethodCard(method.payment_method_id);
      return card ? toMethod(customer, method, card) : null;
    }),
  );
  return cards.filter((card) => card !== null);
}

/** `GET /v1/customer-portal/customers/me/payment-methods`. */
export async function listPaymentMethods(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPrincipal,
  query: CustomerPaymentMethodListQuery,
): Promise<CustomerPaymentMethodList> {
  const known = await savedCards(db, processor, customer);
  const items = known.slice((query.page - 1) * query.limit, query.page * query.limit);
  return toListResource(items, known.length, query);
}

/** A setup that succeeded: its card saved for the customer (and made the default when asked). */
async function saved(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPrincipal,
  paymentMethodId: string,
  setDefault: boolean,
): Promise<CustomerPaymentMethodCreateResponse> {
  if (setDefault)
    await repository.chargeSubscriptionsTo(db, customer.organizationId, customer.customerId, paymentMethodId, nowIso());
  const card = (await savedCards(db, processor, customer)).find((method) => method.id === paymentMethodId);
  if (!card) throw CustomerPortalErrors.PAYMENT_METHOD_NOT_FOUND();
  return { status: "succeeded", payment_method: card };
}

const refused = (outcome: Extract<ChargeOutcome, { status: "declined" }>) =>
  CustomerPortalErrors.PAYMENT_METHOD_REFUSED({ message: outcome.message }).withCode(outcome.declineCode);

/** `POST /v1/customer-portal/customers/me/payment-methods`: 201 succeeded, or requires_action with the setup's client secret. */
export async function addPaymentMethod(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPrincipal,
  body: CustomerPaymentMethodCreate,
): Promise<CustomerPaymentMethodCreateResponse> {
  const outcome = await processor.charge({
    confirmationTokenId: body.confirmation_token_id,
    amount: 0,
    currency: "usd",
    // One setup per card submitted: a retried request is the same setup.
    idempotencyKey: `payment-method:${customer.customerId}:${body.confirmation_token_id}`,
    description: "Payment method saved in the customer portal",
    customerEmail: await repository.customerEmail(db, customer.organizationId, customer.customerId),
    owner: { organizationId: customer.organizationId, checkoutId: null },
    savePaymentMethod: true,
  });
  if (outcome.status === "declined") throw refused(outcome);
  const now = nowIso();
  if (outcome.status === "requires_action") {
    await repository.insert(db, customer.organizationId, {
      id: newId(),
      customer_id: customer.customerId,
      setup_id: outcome.paymentId,
      payment_method_id: null,
      status: "requires_action",
      created_at: now,
      modified_at: null,
    });
    return { status: "requires_action", client_secret: outcome.clientSecret };
  }
  const paymentMethodId = await processor.savedPaymentMethod(outcome.paymentId, customer.organizationId);
  if (!paymentMethodId) throw CustomerPortalErrors.PAYMENT_METHOD_NOT_FOUND();
  await repository.insert(db, customer.organizationId, {
    id: newId(),
    customer_id: customer.customerId,
    setup_id: outcome.paymentId,
    payment_method_id: paymentMethodId,
    status: "active",
    created_at: now,
    modified_at: null,
  });
  return saved(db, processor, customer, paymentMethodId, body.set_default);
}

/** `POST …/payment-methods/confirm`: after the page finished the setup's 3-D Secure with Stripe.js. */
export async function confirmPaymentMethod(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPrincipal,
  body: CustomerPaymentMethodConfirm,
): Promise<CustomerPaymentMethodCreateResponse> {
  const pending = await repository.pendingSetup(db, customer.organizationId, customer.customerId, body.setup_intent_id);
  if (!pending) throw CustomerPortalErrors.PAYMENT_METHOD_NOT_FOUND();
  const outcome = await processor.completeAuthentication(body.setup_intent_id, "succeed", customer.organizationId);
  if (outcome.status === "declined") throw refused(outcome);
  if (outcome.status === "requires_action")
    throw CustomerPortalErrors.PAYMENT_METHOD_REFUSED({ message: "The card's authentication is not finished yet." });
  const paymentMethodId = await processor.savedPaymentMethod(outcome.paymentId, customer.organizationId);
  if (!paymentMethodId) throw CustomerPortalErrors.PAYMENT_METHOD_NOT_FOUND();
  await repository.activate(db, customer.organizationId, pending.id, paymentMethodId, nowIso());
  return saved(db, processor, customer, paymentMethodId, body.set_default);
}

/**
 * The saved card to charge off-session for the customer (a draft order's finalize, a wallet
 * top-up): the one named when it is theirs; else their default (the one their subscriptions are
 * charged to); else, for a customer with no live subscription, the card they saved last. Null
 * when there is none.
 */
export async function chargeableCard(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPrincipal,
  requested: string | null,
): Promise<string | null> {
  const byDefault = requested ? null : await repository.chargedCardOf(db, customer.organizationId, customer.customerId);
  if (byDefault) return byDefault;
  const cards = await savedCards(db, processor, customer);
  if (requested) return cards.some((card) => card.id === requested) ? requested : null;
  return cards[0]?.id ?? null;
}

/** Gatehouse: how the portal adds a card (test mode or Stripe.js) and which card is the default. */
export async function paymentMethodSettings(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPrincipal,
): Promise<CustomerPaymentMethodSettings> {
  return {
    payment_processor_metadata: await processor.checkoutMetadata(customer.organizationId),
    default_payment_method_id: await repository.chargedCardOf(db, customer.organizationId, customer.customerId),
  };
}

/** Gatehouse: makes a saved card the one the customer's live subscriptions are charged to. */
export async function setDefaultPaymentMethod(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPrincipal,
  id: string,
): Promise<CustomerPaymentMethod> {
  const card = (await savedCards(db, processor, customer)).find((method) => method.id === id);
  if (!card) throw CustomerPortalErrors.PAYMENT_METHOD_NOT_FOUND();
  await repository.chargeSubscriptionsTo(db, customer.organizationId, customer.customerId, id, nowIso());
  return card;
}

/** `DELETE …/payment-methods/{id}`: 204; 400 while a live subscription is charged to it. */
export async function deletePaymentMethod(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPrincipal,
  id: string,
): Promise<void> {
  const methods = await repository.savedMethodsOfCustomer(db, customer.organizationId, customer.customerId);
  if (!methods.some((method) => method.payment_method_id === id)) throw CustomerPortalErrors.PAYMENT_METHOD_NOT_FOUND();
  if (await repository.usedByLiveSubscription(db, customer.organizationId, customer.customerId, id))
    throw CustomerPortalErrors.PAYMENT_METHOD_IN_USE();
  await repository.markRemoved(db, customer.organizationId, customer.customerId, id, { id: newId(), at: nowIso() });
  await processor.removePaymentMethod(id);
}
