import { toJsonColumn } from "../../db/json-column.ts";
import { type Db, inTransaction } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { ChargeOutcome, PaymentProcessor } from "../../payment-processors/processor.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { priceAmount, validTaxId } from "../checkouts/pricing.ts";
import { lineLabel, quantityOf, quantityProblem } from "../checkouts/quantity.ts";
import { storedCustomFieldValues } from "../common/custom-field-values.ts";
import { isNotFoundError } from "../common/errors.ts";
import { recordEvent } from "../common/events.ts";
import { ValidationFailure } from "../common/validation.ts";
import { chargeableCard } from "../customer-portal/payment-method-service.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import { isMeteredAmountType } from "../products/price-schemas.ts";
import type { AnyProductPrice, Product } from "../products/schemas.ts";
import { resolveProducts } from "../products/service.ts";
import * as organizations from "../seller-settings/service.ts";
import { rateFor } from "../tax-rates/service.ts";
import { DraftOrderErrors } from "./draft-errors.ts";
import * as draftRepository from "./draft-repository.ts";
import type { OrderCreate, OrderFinalize } from "./draft-schemas.ts";
import { OrderErrors } from "./errors.ts";
import { invoicePrefix } from "./paid-order.ts";
import { allocateReceiptNumber } from "./receipts.ts";
import * as repository from "./repository.ts";
import { load } from "./resource.ts";
import { type OrderResource, orderProduct } from "./schemas.ts";

/**
 * Polar's off-session orders: `POST /v1/orders/` makes a draft for a one-time product (no invoice
 * number, no charge, order.created), `POST /v1/orders/{id}/finalize` charges the customer's card
 * and pays it (invoice number, order.updated + order.paid, the product's benefits). A refused or
 * declined finalize leaves the draft as it was, to be retried.
 */

/** The smallest positive charge (Stripe's minimum for the usual currencies). */
const MINIMUM_CHARGE = 50;

const invalid = (field: string, msg: string) => ValidationFailure.at(["body", field], msg);

/**
 * The units of a draft for a unit-based price: required there, within its bounds, and not with an
 * `amount` (the tiers price them); refused for other prices (Polar's OrderCreate rules).
 */
function draftUnits(price: AnyProductPrice, body: OrderCreate): number | null {
  const quantity = quantityOf(price);
  if (quantity?.kind !== "units") {
    if (body.units != null) throw invalid("units", "The product has no unit-based price.");
    return null;
  }
  if (body.units == null) throw invalid("units", "Units are required for a unit-based product.");
  if (body.amount != null) throw invalid("amount", "An amount can't be combined with units: the tiers price them.");
  const problem = quantityProblem(quantity, body.units);
  if (problem) throw ValidationFailure.at(["body", "units"], problem.msg, problem.type, problem.ctx);
  return body.units;
}

async function draftCustomer(db: Db, organizationId: string, id: string): Promise<Customer> {
  try {
    return await customers.get(db, systemAccess(organizationId), id);
  } catch (error) {
    if (isNotFoundError(error)) throw invalid("customer_id", "Customer does not exist.");
    throw error;
  }
}

/**
 * Polar accepts one-time products with fixed, free or unit-based prices only: the amount is the
 * seller's or the tiers' for the units asked, never the buyer's.
 */
function chargeablePrice(product: Product | undefined, currency: string): AnyProductPrice {
  if (!product) throw invalid("product_id", "Product does not exist.");
  if (product.is_archived) throw invalid("product_id", "Product is archived.");
  if (product.recurring_interval !== null)
    throw invalid(
      "product_id",
      "Subscription products are not supported by the off-session charge API. Use a one-time product.",
    );
  const prices = product.prices.filter((price) => !price.is_archived);
  if (prices.some((price) => price.amount_type === "seat_based"))
    throw invalid("product_id", "Seat-based products are not supported by the off-session charge API.");
  const statics = prices.filter((price) => !isMeteredAmountType(price.amount_type));
  if (statics.length === 0) throw invalid("product_id", "Product has no chargeable static prices.");
  if (statics.some((price) => !["fixed", "free", "unit_based"].includes(price.amount_type)))
    throw invalid("product_id", "Off-session charges only support fixed-price, free and unit-based products.");
  const price = statics.find((candidate) => candidate.price_currency === currency);
  if (!price) throw invalid("currency", `Product has no price in currency '${currency}'.`);
  return price;
}

/**
 * The tax as a checkout computes it: the organization's rate for the customer's billing country
 * and state on the net amount; none without a country, and none for a business with a valid tax ID.
 */
async function taxOn(db: Db, organizationId: string, customer: Customer, net: number): Promise<number> {
  const address = customer.billing_address;
  const taxId = customer.tax_id?.[0] ?? null;
  const exempt = taxId !== null && validTaxId({ customer_tax_id: taxId, customer_billing_address: address }) !== null;
  if (!address?.country || exempt || net <= 0) return 0;
  const rate = await rateFor(db, organizationId, address.country, address.state ?? null);
  return Math.round((net * rate) / 10_000);
}

export async function createDraft(db: Db, access: OrganizationAccess, body: OrderCreate): Promise<OrderResource> {
  const { organizationId } = access;
  const product = (await resolveProducts(db, organizationId, [body.product_id])).get(body.product_id);
  const organization = await organizations.get(db, systemAccess(organizationId));
  const currency = body.currency?.toLowerCase() ?? organization.default_presentment_currency;
  const price = chargeablePrice(product, currency);
  if (!product) throw invalid("product_id", "Product does not exist.");
  const units = draftUnits(price, body);
  const custom = body.amount ?? null;
  if (custom !== null && custom > 0 && custom < MINIMUM_CHARGE)
    throw ValidationFailure.at(["body", "amount"], `Amount must be at least ${MINIMUM_CHARGE}.`, "greater_than_equal", {
      ge: MINIMUM_CHARGE,
    });
  const customer = await draftCustomer(db, organizationId, body.customer_id);
  // The seller's amount stands in for the price's; no discount applies to a draft (Polar).
  const amount = custom ?? priceAmount(price, null, units);
  const tax = await taxOn(db, organizationId, customer, amount);
  const id = newId();
  const now = nowIso();
  return inTransaction(db, async (trx) => {
    await draftRepository.insertDraft(
      trx,
      organizationId,
      {
        id,
        billing_reason: "purchase",
        currency,
        subtotal_amount: amount,
        discount_amount: 0,
        tax_amount: tax,
        refunded_amount: 0,
        refunded_tax_amount: 0,
        billing_name: customer.billing_name ?? customer.name,
        billing_address: customer.billing_address ? toJsonColumn(customer.billing_address) : null,
        invoice_generated_at: null,
        receipt_number: null,
        customer_id: customer.id,
        product_id: product.id,
        product_price_id: price.id,
        discount_id: null,
        subscription_id: null,
        checkout_id: null,
        seats: null,
        units,
        payment_id: null,
        metadata: toJsonColumn(body.metadata ?? {}),
        custom_field_data: toJsonColumn(storedCustomFieldValues(body.custom_field_data ?? {})),
        customer_snapshot: toJsonColumn(customer),
        product_snapshot: toJsonColumn(orderProduct.parse(product)),
        discount_snapshot: null,
        created_at: now,
        modified_at: null,
      },
      [
        {
          id: newId(),
          order_id: id,
          position: 0,
          label: body.description ?? lineLabel(product.name, price, units, customer.locale ?? null),
          amount,
          tax_amount: tax,
          proration: 0,
          product_price_id: price.id,
          created_at: now,
          modified_at: null,
        },
      ],
    );
    const resource = await load(trx, organizationId, id);
    // Polar: order.created for the draft; order.updated and order.paid come with the payment.
    await recordEvent(trx, organizationId, "order.created", resource);
    return resource;
  });
}

/** The card to charge: the one named (it must be the customer's), else the customer's default. */
async function cardToCharge(
  db: Db,
  processor: PaymentProcessor,
  row: repository.OrderRow,
  requested: string | null,
): Promise<string> {
  const principal = {
    kind: "customer" as const,
    organizationId: row.organization_id,
    customerId: row.customer_id,
    customerSessionId: null,
  };
  const card = await chargeableCard(db, processor, principal, requested);
  if (!card) throw DraftOrderErrors.PAYMENT_FAILED({ message: "The customer has no payment method to charge." });
  return card;
}

async function mustFindDraft(db: Db, organizationId: string, id: string): Promise<repository.OrderRow> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw OrderErrors.NOT_FOUND();
  if (row.status !== "draft") throw DraftOrderErrors.NOT_DRAFT({ id, status: row.status });
  return row;
}

export async function finalize(
  db: Db,
  processor: PaymentProcessor,
  access: OrganizationAccess,
  id: string,
  body: OrderFinalize,
): Promise<OrderResource> {
  const { organizationId } = access;
  const row = await mustFindDraft(db, organizationId, id);
  const total = row.subtotal_amount - row.discount_amount + row.tax_amount;
  // A free order is paid without a charge (Polar: under the currency's minimum, nothing to collect).
  const card = total > 0 ? await cardToCharge(db, processor, row, body.payment_method_id ?? null) : null;
  if (!(await draftRepository.claimDraft(db, organizationId, id, nowIso())))
    throw DraftOrderErrors.NOT_DRAFT({ id, status: (await repository.find(db, organizationId, id))?.status ?? "" });
  let outcome: ChargeOutcome | null = null;
  try {
    if (card)
      outcome = await processor.chargeOffSession({
        paymentMethodId: card,
        amount: total,
        currency: row.currency,
        idempotencyKey: `${row.id}:finalize:${newId()}`,
        description: `Order ${row.id}`,
        customerEmail: null,
        owner: { organizationId, checkoutId: null },
      });
  } catch (error) {
    await draftRepository.revertToDraft(db, organizationId, id, nowIso());
    throw error;
  }
  if (outcome && outcome.status !== "succeeded") {
    await draftRepository.revertToDraft(db, organizationId, id, nowIso());
    if (outcome.status === "requires_action") throw DraftOrderErrors.PAYMENT_ACTION_REQUIRED({ id });
    throw DraftOrderErrors.PAYMENT_FAILED({ message: outcome.message }).withCode(outcome.declineCode);
  }
  const paymentId = outcome?.paymentId ?? null;
  return inTransaction(db, async (trx) => {
    const organization = await organizations.get(trx, systemAccess(organizationId));
    // Numbered only once paid, so that a declined attempt burns no invoice number.
    await draftRepository.settlePaid(trx, organizationId, id, {
      invoice_number: await repository.nextInvoiceNumber(trx, organizationId, invoicePrefix(organization.slug)),
      payment_id: paymentId,
      receipt_number: paymentId ? await allocateReceiptNumber(trx, organizationId, row.customer_id) : null,
      modified_at: nowIso(),
    });
    const resource = await load(trx, organizationId, id);
    await recordEvent(trx, organizationId, "order.updated", resource);
    await recordEvent(trx, organizationId, "order.paid", resource);
    if (row.product_id)
      await enqueueBenefitGrants(trx, {
        organizationId,
        customerId: row.customer_id,
        productId: row.product_id,
        orderId: id,
        subscriptionId: null,
        action: "grant",
      });
    return resource;
  });
}
