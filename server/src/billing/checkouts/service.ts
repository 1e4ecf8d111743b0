import { randomBytes } from "node:crypto";
import { toJsonColumn } from "../../db/json-column.ts";
import { type Db, inTransaction } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { now as clockNow, nowIso } from "../../kit/time.ts";
import { checkCard, createCardToken } from "../../payment-processors/index.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { isNotFoundError } from "../common/errors.ts";
import { recordEvent } from "../common/events.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure } from "../common/validation.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import { invoiceUrlForCheckout } from "../orders/invoices.ts";
import { adHocPriceRows, insertAdHocPrices } from "../products/ad-hoc-prices.ts";
import type { Product } from "../products/schemas.ts";
import { resolveProducts } from "../products/service.ts";
import * as organizations from "../seller-settings/service.ts";
import * as subscriptions from "../subscriptions/service.ts";
import { type CheckoutContext, processorMetadata } from "./context.ts";
import { defaultCurrency, startingPrice } from "./currency.ts";
import { applyChanges, type BuyerChanges, type Draft, draftColumns, draftOf } from "./draft.ts";
import { CheckoutErrors } from "./errors.ts";
import { activePrices } from "./pricing.ts";
import * as repository from "./repository.ts";
import { mustFind, mustFindBySecret, processorMetadataOf, toPublic, toResource } from "./resource.ts";
import type {
  Checkout,
  CheckoutCreate,
  CheckoutList,
  CheckoutListQuery,
  CheckoutPublic,
  CheckoutUpdate,
  CheckoutUpdatePublic,
  TestCardToken,
  TestCardTokenCreate,
} from "./schemas.ts";
import { ensureOpen, recordUpdated } from "./status.ts";

/**
 * Checkouts (Polar's): a buyer's session for one of the offered products, open for an hour.
 * This file holds the entry points the routes call; the rest lives by concern:
 *   pricing.ts       amounts (price, discount, tax), custom amount and discount checks, tax ID
 *   buyer-fields.ts  billing address fields, custom field data, what confirm asks of the buyer
 *   draft.ts         the checkout's editable state, applying a change to it, its columns
 *   resource.ts      row → Checkout / CheckoutPublic / CheckoutPublicConfirmed, lookups
 *   status.ts        conditional status changes (expire, unconfirm) and checkout.updated
 *   payment.ts       confirm, charge outcome, 3-D Secure authentication, completion (order)
 *   expiry.ts        the periodic job: expiry (also of abandoned 3-D Secure) and recovery
 */

export type { CheckoutContext } from "./context.ts";
export { authenticate, confirm } from "./payment.ts";

/** Polar's checkout lifetime. */
export const CHECKOUT_TTL_MS = 60 * 60 * 1000;

// ---- merchant API ---------------------------------------------------------------------------------

export async function list(
  ctx: CheckoutContext,
  access: OrganizationAccess,
  query: CheckoutListQuery,
): Promise<CheckoutList> {
  const { rows, total } = await repository.list(
    ctx.db,
    access.organizationId,
    {
      productIds: query.product_id,
      customerIds: query.customer_id,
      externalCustomerIds: query.external_customer_id,
      statuses: query.status,
      query: query.query,
    },
    query.sorting,
    query,
  );
  const items: Checkout[] = [];
  for (const row of rows) items.push(await toResource(ctx, ctx.db, row));
  return toListResource(items, total, query);
}

export async function get(ctx: CheckoutContext, access: OrganizationAccess, id: string): Promise<Checkout> {
  return toResource(ctx, ctx.db, await mustFind(ctx.db, access.organizationId, id));
}

/**
 * The customer a new checkout is for: `customer_id` (which must exist), else the customer whose
 * `external_id` is `external_customer_id`, as Polar links them at creation — the checkout then
 * shows their email, name and billing address. An unknown external id is not an error: the
 * customer is created with it when the checkout succeeds.
 */
async function existingCustomer(
  ctx: CheckoutContext,
  access: OrganizationScope,
  body: Pick<CheckoutCreate, "customer_id" | "external_customer_id">,
): Promise<Customer | null> {
  try {
    if (body.customer_id) return await customers.get(ctx.db, access, body.customer_id);
    if (body.external_customer_id) return await customers.getExternal(ctx.db, access, body.external_customer_id);
    return null;
  } catch (error) {
    if (!isNotFoundError(error)) throw error;
    if (body.customer_id) throw ValidationFailure.at(["body", "customer_id"], "Customer does not exist.");
    return null;
  }
}

/**
 * The language a checkout for a known customer starts in when it names none: the customer's,
 * else their seller's default for customers. A checkout without a customer has none of its own:
 * the buyer's browser decides on the page.
 */
async function customerLocale(ctx: CheckoutContext, organizationId: string, customer: Customer) {
  return customer.locale ?? (await organizations.customerDefaultLocale(ctx.db, organizationId));
}

export async function create(ctx: CheckoutContext, access: OrganizationScope, body: CheckoutCreate): Promise<Checkout> {
  const organizationId = access.organizationId;
  const byId = await resolveProducts(ctx.db, organizationId, body.products);
  const productIds = [...new Set(body.products)];
  const adHoc = body.prices ?? {};
  productIds.forEach((id, index) => {
    const product = byId.get(id);
    if (!product) throw ValidationFailure.at(["body", "products", index], "Product does not exist.");
    if (product.is_archived) throw ValidationFailure.at(["body", "products", index], "Product is archived.");
    if (activePrices(product).length === 0 && !adHoc[id])
      throw ValidationFailure.at(["body", "products", index], "Product has no active price.");
  });
  if (body.subscription_id)
    throw ValidationFailure.at(["body", "subscription_id"], "Subscription upgrades are not supported.");
  const first = byId.get(productIds[0] ?? "");
  if (!first) throw ValidationFailure.at(["body", "products"], "Product does not exist.");
  const adHocRows = await adHocPriceRowsOf(ctx, organizationId, byId, adHoc);

  const customer = await existingCustomer(ctx, access, body);
  if (customer && first.is_recurring)
    await subscriptions.checkMultipleSubscriptions(ctx.db, organizationId, {
      customerId: customer.id,
      externalId: null,
      email: null,
    });
  const locale = customer ? await customerLocale(ctx, organizationId, customer) : null;
  const organizationCurrency = await defaultCurrency(ctx.db, organizationId);
  const metadata = await processorMetadata(ctx, organizationId);
  const id = newId();
  const clientSecret = `polar_c_${randomBytes(24).toString("base64url")}`;
  const now = clockNow();
  // One transaction: the checkout's ad-hoc prices exist exactly when the checkout does.
  return inTransaction(ctx.db, async (trx) => {
    await insertAdHocPrices(trx, organizationId, adHocRows);
    const adHocIds = adHocRows.map((row) => row.id);
    const offered =
      adHocIds.length > 0
        ? ((await resolveProducts(trx, organizationId, [first.id], adHocIds)).get(first.id) ?? first)
        : first;
    const price = startingPrice(offered, body.currency, organizationCurrency, ["body", "products", 0]);
    if (!price) throw ValidationFailure.at(["body", "products"], "Product does not exist.");
    const empty: Draft = {
      product_ids: productIds,
      ad_hoc_price_ids: adHocIds,
      product_id: first.id,
      product_price_id: price.id,
      currency: price.price_currency,
      custom_amount: null,
      seats: null,
      units: null,
      discount_id: null,
      allow_discount_codes: body.allow_discount_codes,
      require_billing_address: body.require_billing_address,
      is_business_customer: body.is_business_customer,
      customer_id: customer?.id ?? null,
      customer_name: customer?.name ?? null,
      customer_email: customer?.email ?? null,
      customer_ip_address: null,
      customer_billing_name: null,
      customer_billing_address: customer?.billing_address ?? null,
      customer_tax_id: customer?.tax_id?.[0] ?? null,
      locale,
      payment_method_type: null,
      external_customer_id: body.external_customer_id ?? customer?.external_id ?? null,
      success_url: null,
      return_url: null,
      embed_origin: null,
      custom_field_data: {},
      metadata: {},
      customer_metadata: {},
      allow_trial: true,
      trial_interval: null,
      trial_interval_count: null,
    };
    const { draft, amounts } = await applyChanges(
      trx,
      organizationId,
      empty,
      {
        ...body,
        product_id: undefined,
        product_price_id: undefined,
        currency: undefined,
        is_business_customer: undefined,
        allow_discount_codes: undefined,
        require_billing_address: undefined,
      },
      false,
    );
    await repository.insert(trx, organizationId, {
      id,
      client_secret: clientSecret,
      status: "open",
      expires_at: new Date(now.getTime() + CHECKOUT_TTL_MS).toISOString(),
      ...draftColumns(draft, amounts),
      buyer_user_id: null,
      payment_id: null,
      payment_processor_metadata: toJsonColumn(metadata),
      created_at: now.toISOString(),
      modified_at: null,
    });
    const created = await toResource(ctx, trx, await mustFind(trx, organizationId, id));
    await recordEvent(trx, organizationId, "checkout.created", created);
    return created;
  });
}

/** The rows of the ad-hoc prices asked for (`prices`: product id → prices), each product one of the checkout's. */
async function adHocPriceRowsOf(
  ctx: CheckoutContext,
  organizationId: string,
  products: ReadonlyMap<string, Product>,
  prices: NonNullable<CheckoutCreate["prices"]>,
) {
  const rows = [];
  for (const [productId, entries] of Object.entries(prices)) {
    const product = products.get(productId);
    if (!product)
      throw ValidationFailure.at(["body", "prices", productId], "Product is not one of the checkout's products.");
    rows.push(...(await adHocPriceRows(ctx.db, organizationId, product, entries, ["body", "prices", productId])));
  }
  return rows;
}

async function saveChanges(
  ctx: CheckoutContext,
  row: repository.CheckoutRow,
  changes: BuyerChanges,
): Promise<repository.CheckoutRow> {
  await ensureOpen(ctx, row);
  const { draft, amounts } = await applyChanges(ctx.db, row.organization_id, draftOf(row), changes, false);
  return inTransaction(ctx.db, async (trx) => {
    const saved = await repository.updateIfStatus(trx, row.organization_id, row.id, "open", {
      ...draftColumns(draft, amounts),
      modified_at: nowIso(),
    });
    const current = await mustFind(trx, row.organization_id, row.id);
    if (!saved) throw CheckoutErrors.NOT_OPEN({ id: row.id, status: current.status });
    await recordUpdated(ctx, trx, row.organization_id, row.id);
    return current;
  });
}

export async function update(
  ctx: CheckoutContext,
  access: OrganizationAccess,
  id: string,
  body: CheckoutUpdate,
): Promise<Checkout> {
  const row = await mustFind(ctx.db, access.organizationId, id);
  return toResource(ctx, ctx.db, await saveChanges(ctx, row, body));
}

// ---- public client API (confirm and authenticate: payment.ts) -----------------------------------

export async function clientGet(ctx: CheckoutContext, clientSecret: string): Promise<CheckoutPublic> {
  return toPublic(ctx, ctx.db, await mustFindBySecret(ctx.db, clientSecret));
}

export async function clientUpdate(
  ctx: CheckoutContext,
  clientSecret: string,
  body: CheckoutUpdatePublic,
): Promise<CheckoutPublic> {
  const row = await mustFindBySecret(ctx.db, clientSecret);
  return toPublic(ctx, ctx.db, await saveChanges(ctx, row, body));
}

/** Gatehouse extension: the invoice of the checkout's order, once there is one. */
export async function invoice(ctx: CheckoutContext, clientSecret: string): Promise<{ url: string }> {
  const row = await mustFindBySecret(ctx.db, clientSecret);
  const url = row.status === "succeeded" ? await invoiceUrlForCheckout(ctx.db, row.organization_id, row.id) : null;
  if (!url) throw CheckoutErrors.NOT_FOUND();
  return { url };
}

/** Test card tokens are the test mode's: a checkout paid through Stripe takes Stripe.js's tokens only. */
export async function requireTestModeBySecret(ctx: CheckoutContext, clientSecret: string): Promise<void> {
  const row = await mustFindBySecret(ctx.db, clientSecret);
  await ensureOpen(ctx, row);
  if (processorMetadataOf(row).test_mode !== "true") throw CheckoutErrors.NOT_TEST_MODE();
}

/**
 * Test mode's stand-in for Stripe.js: a card number (Stripe's test cards) becomes a confirmation
 * token, its mistakes 422 at their field. The hosted checkout and the portal's "add a card" use it.
 */
export async function tokenizeTestCard(db: Db, body: TestCardTokenCreate): Promise<TestCardToken> {
  const problem = checkCard(body);
  if (problem) throw ValidationFailure.coded(["body", problem.field], problem.message, problem.code);
  const token = await createCardToken(db, body);
  return {
    id: token.id,
    card: {
      brand: token.card.brand,
      last4: token.card.last4,
      exp_month: token.card.expMonth,
      exp_year: token.card.expYear,
    },
  };
}
