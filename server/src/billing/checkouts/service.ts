import { randomBytes } from "node:crypto";
import { z } from "@hono/zod-openapi";
import { isUniqueViolation } from "../../auth/organization/unique-violations.ts";
import type { ChargeOutcome, PaymentProcessor } from "../../payments/processor.ts";
import type { OrganizationAccess } from "../access/access.ts";
import { addressOutput, type Address, type AddressInput } from "../common/schemas.ts";
import type { AttachedCustomField } from "../custom-fields/schemas.ts";
import * as customers from "../customers/service.ts";
import { detectTaxId, type DetectedTaxId } from "../customers/tax-id.ts";
import * as discounts from "../discounts/service.ts";
import type { Discount } from "../discounts/schemas.ts";
import { BillingError } from "../kit/errors.ts";
import { recordEvent } from "../kit/events.ts";
import { newId } from "../kit/ids.ts";
import { fromJsonColumn, toJsonColumn } from "../kit/json-column.ts";
import { metadataOutputSchema } from "../kit/metadata.ts";
import { toListResource } from "../kit/pagination.ts";
import { nowIso } from "../kit/time.ts";
import { inTransaction, type Db, type Executor, type Tx } from "../kit/transaction.ts";
import { ValidationFailure } from "../kit/validation.ts";
import { createPaidOrder, invoiceUrlForCheckout } from "../orders/service.ts";
import * as organizations from "../organizations/service.ts";
import type { AnyProductPrice, Product } from "../products/schemas.ts";
import { resolveProducts } from "../products/service.ts";
import { rateFor } from "../tax-rates/service.ts";
import { CheckoutErrors, notOpen, paymentError } from "./errors.ts";
import * as repository from "./repository.ts";
import type {
  BillingAddressFields,
  Checkout,
  CheckoutConfirm,
  CheckoutCreate,
  CheckoutDiscount,
  CheckoutList,
  CheckoutListQuery,
  CheckoutProduct,
  CheckoutPublic,
  CheckoutPublicConfirmed,
  CheckoutStatus,
  CheckoutUpdate,
  CheckoutUpdatePublic,
} from "./schemas.ts";
import { checkoutStatus } from "./schemas.ts";

/**
 * Checkouts (Polar's): a buyer's session for one of the offered products, open for an hour.
 * Amounts are integer minor units, recomputed on every write:
 *   amount (the price; a pay-what-you-want amount) − discount_amount = net_amount,
 *   net_amount × the organization's tax rate for the billing country/state = tax_amount,
 *   net_amount + tax_amount = total_amount.
 * A business customer with a valid tax ID pays no tax (reverse charge: the buyer accounts for it).
 *
 * Confirm: the open → confirmed transition is one conditional UPDATE (a second confirm finds
 * the checkout not open), the discount's redemption is counted in the same transaction (atomic,
 * never past max_redemptions), then the processor charges with the checkout id as idempotency
 * key. Success: one transaction makes the customer, the paid order and the succeeded checkout.
 * A decline gives the redemption back and reopens the checkout (the buyer may retry).
 */

/** Polar's checkout lifetime. */
export const CHECKOUT_TTL_MS = 60 * 60 * 1000;

export type CheckoutContext = { db: Db; baseURL: string; processor: PaymentProcessor };

const storedAddress = addressOutput.nullable();
const customFieldData = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullable());
const customerMetadata = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
const processorMetadata = z.record(z.string(), z.string());
const productIdList = z.array(z.string());
type CustomFieldData = z.infer<typeof customFieldData>;
type Loc = Array<string | number>;

const systemAccess = (organizationId: string): OrganizationAccess => ({ organizationId, principal: { kind: "token", tokenId: "system:checkouts", organizationId, scopes: new Set<string>() } });

// ---- pricing -------------------------------------------------------------------------------------

/** The state of a checkout that its amounts and rules follow from. */
type Draft = {
  product_ids: string[];
  product_id: string;
  product_price_id: string;
  custom_amount: number | null;
  discount_id: string | null;
  allow_discount_codes: boolean;
  require_billing_address: boolean;
  is_business_customer: boolean;
  customer_id: string | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_ip_address: string | null;
  customer_billing_name: string | null;
  customer_billing_address: Address | null;
  customer_tax_id: string | null;
  locale: string | null;
  external_customer_id: string | null;
  success_url: string | null;
  return_url: string | null;
  embed_origin: string | null;
  custom_field_data: CustomFieldData;
  metadata: Record<string, string | number | boolean>;
  customer_metadata: Record<string, string | number | boolean>;
};

type Resolved = { products: Product[]; product: Product; price: AnyProductPrice; discount: Discount | null };
type Amounts = { amount: number; discount_amount: number; net_amount: number; tax_amount: number; total_amount: number; currency: string };

const activePrices = (product: Product) => product.prices.filter((price) => !price.is_archived);

function priceAmount(price: AnyProductPrice, customAmount: number | null): number {
  switch (price.amount_type) {
    case "fixed":
      return price.price_amount;
    case "custom":
      return customAmount ?? price.preset_amount ?? price.minimum_amount;
    default:
      return 0;
  }
}

const isDiscountable = (price: AnyProductPrice) => price.amount_type === "fixed" || price.amount_type === "custom";

function discountAmount(discount: Discount | null, price: AnyProductPrice, amount: number): number {
  if (!discount || !isDiscountable(price)) return 0;
  if (discount.type === "percentage") return Math.min(amount, Math.round((amount * discount.basis_points) / 10_000));
  const fixed = discount.amounts[price.price_currency] ?? (discount.currency === price.price_currency ? discount.amount : 0);
  return Math.min(amount, fixed);
}

/** A business customer's tax ID, when it is valid for the billing country (else null). */
function validTaxId(draft: Draft): DetectedTaxId | null {
  if (!draft.customer_tax_id) return null;
  try {
    return detectTaxId(draft.customer_tax_id, draft.customer_billing_address?.country, ["body", "customer_tax_id"]);
  } catch {
    return null;
  }
}

async function computeAmounts(db: Executor, organizationId: string, draft: Draft, resolved: Resolved): Promise<Amounts> {
  const amount = priceAmount(resolved.price, draft.custom_amount);
  const discount = discountAmount(resolved.discount, resolved.price, amount);
  const net = amount - discount;
  const country = draft.customer_billing_address?.country;
  const exempt = draft.is_business_customer && validTaxId(draft) !== null;
  const rate = country && !exempt && net > 0 ? await rateFor(db, organizationId, country, draft.customer_billing_address?.state ?? null) : 0;
  const tax = Math.round((net * rate) / 10_000);
  return { amount, discount_amount: discount, net_amount: net, tax_amount: tax, total_amount: net + tax, currency: resolved.price.price_currency };
}

/**
 * Polar's billing address rules: the country is always asked when the buyer pays; street,
 * city and postal code only with `require_billing_address` (else disabled); the state is
 * required for the US and Canada. A checkout without payment asks nothing unless the merchant
 * requires the address.
 */
export function billingAddressFields(requireBillingAddress: boolean, paymentFormRequired: boolean, country: string | null | undefined): BillingAddressFields {
  const full = requireBillingAddress;
  const asked = full || paymentFormRequired;
  const stateMode = country === "US" || country === "CA" ? "required" : full ? "optional" : "disabled";
  return {
    country: asked ? "required" : "disabled",
    state: asked ? stateMode : "disabled",
    line1: full ? "required" : "disabled",
    line2: full ? "optional" : "disabled",
    city: full ? "required" : "disabled",
    postal_code: full ? "required" : "disabled",
  };
}

// ---- validation ----------------------------------------------------------------------------------

const EMPTY = (value: unknown) => value === undefined || value === null || value === "";

/**
 * Custom field data against the product's attached fields (types, bounds, options); `requireAll`
 * (confirm) also asks for the required ones. Keys of fields not attached are dropped.
 */
export function checkCustomFieldData(attached: readonly AttachedCustomField[], data: CustomFieldData, requireAll: boolean): CustomFieldData {
  const result: CustomFieldData = {};
  for (const { custom_field: field, required } of attached) {
    const loc = ["body", "custom_field_data", field.slug];
    const value = data[field.slug];
    if (EMPTY(value) || (field.type === "checkbox" && value === false && required)) {
      if (requireAll && required) throw ValidationFailure.at(loc, field.type === "checkbox" && value === false ? "Input should be True" : "Field required", field.type === "checkbox" && value === false ? "literal_error" : "missing");
      if (value !== undefined) result[field.slug] = value === "" ? null : (value ?? null);
      continue;
    }
    switch (field.type) {
      case "text": {
        if (typeof value !== "string") throw ValidationFailure.at(loc, "Input should be a valid string", "string_type");
        const { min_length: min, max_length: max } = field.properties;
        if (min !== undefined && value.length < min) throw ValidationFailure.at(loc, `String should have at least ${min} characters`, "string_too_short");
        if (max !== undefined && value.length > max) throw ValidationFailure.at(loc, `String should have at most ${max} characters`, "string_too_long");
        break;
      }
      case "number": {
        if (typeof value !== "number" || !Number.isInteger(value)) throw ValidationFailure.at(loc, "Input should be a valid integer", "int_type");
        const { ge, le } = field.properties;
        if (ge !== undefined && value < ge) throw ValidationFailure.at(loc, `Input should be greater than or equal to ${ge}`, "greater_than_equal");
        if (le !== undefined && value > le) throw ValidationFailure.at(loc, `Input should be less than or equal to ${le}`, "less_than_equal");
        break;
      }
      case "checkbox":
        if (typeof value !== "boolean") throw ValidationFailure.at(loc, "Input should be a valid boolean", "bool_type");
        break;
      case "select": {
        const options = field.properties.options.map((option) => option.value);
        if (typeof value !== "string" || !options.includes(value)) {
          const quoted = options.map((option) => `'${option}'`);
          const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}` : (quoted[0] ?? "");
          throw ValidationFailure.at(loc, `Input should be ${list}`, "literal_error");
        }
        break;
      }
      case "date": {
        const time = typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
        if (Number.isNaN(time)) throw ValidationFailure.at(loc, "Input should be a valid date", "date_type");
        const seconds = Math.floor(time / 1000);
        const { ge, le } = field.properties;
        if (ge !== undefined && seconds < ge) throw ValidationFailure.at(loc, `Input should be greater than or equal to ${new Date(ge * 1000).toISOString().slice(0, 10)}`, "greater_than_equal");
        if (le !== undefined && seconds > le) throw ValidationFailure.at(loc, `Input should be less than or equal to ${new Date(le * 1000).toISOString().slice(0, 10)}`, "less_than_equal");
        break;
      }
    }
    result[field.slug] = value ?? null;
  }
  return result;
}

function checkCustomAmount(price: AnyProductPrice, amount: number | null): void {
  if (price.amount_type !== "custom" || amount === null) return;
  if (amount < price.minimum_amount) throw ValidationFailure.at(["body", "amount"], `Input should be greater than or equal to ${price.minimum_amount}`, "greater_than_equal");
  if (price.maximum_amount !== null && amount > price.maximum_amount) throw ValidationFailure.at(["body", "amount"], `Input should be less than or equal to ${price.maximum_amount}`, "less_than_equal");
}

const DISCOUNT_REFUSALS = {
  not_started: "Discount is not yet active.",
  ended: "Discount has expired.",
  used_up: "Discount has been fully redeemed.",
  not_applicable: "Discount is not applicable to this product.",
} as const;

async function checkDiscount(db: Executor, organizationId: string, ref: { id: string } | { code: string }, productId: string, loc: Loc): Promise<Discount> {
  const discount = await discounts.findForCheckout(db, organizationId, ref);
  if (!discount) throw ValidationFailure.at(loc, "Discount does not exist.");
  const reason = discounts.unavailableReason(discount, productId, nowIso());
  if (reason) throw ValidationFailure.at(loc, DISCOUNT_REFUSALS[reason]);
  return discount;
}

/** The products, the selected product and price, and the discount of a draft (validated). */
async function resolve(db: Executor, organizationId: string, draft: Draft): Promise<Resolved> {
  const byId = await resolveProducts(db, organizationId, draft.product_ids);
  const products = draft.product_ids.flatMap((id) => byId.get(id) ?? []);
  const product = byId.get(draft.product_id);
  if (!product) throw ValidationFailure.at(["body", "product_id"], "Product does not exist.");
  const price = product.prices.find((candidate) => candidate.id === draft.product_price_id);
  if (!price) throw ValidationFailure.at(["body", "product_price_id"], "Price does not exist.");
  const discount = draft.discount_id ? await discounts.findForCheckout(db, organizationId, { id: draft.discount_id }) : null;
  return { products, product, price, discount };
}

// ---- rows and resources -------------------------------------------------------------------------

function draftOf(row: repository.CheckoutRow): Draft {
  return {
    product_ids: fromJsonColumn(productIdList.default([]), row.product_ids),
    product_id: row.product_id,
    product_price_id: row.product_price_id,
    custom_amount: row.custom_amount,
    discount_id: row.discount_id,
    allow_discount_codes: Boolean(row.allow_discount_codes),
    require_billing_address: Boolean(row.require_billing_address),
    is_business_customer: Boolean(row.is_business_customer),
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    customer_ip_address: row.customer_ip_address,
    customer_billing_name: row.customer_billing_name,
    customer_billing_address: fromJsonColumn(storedAddress.default(null), row.customer_billing_address),
    customer_tax_id: row.customer_tax_id,
    locale: row.locale,
    external_customer_id: row.external_customer_id,
    success_url: row.success_url,
    return_url: row.return_url,
    embed_origin: row.embed_origin,
    custom_field_data: fromJsonColumn(customFieldData.default({}), row.custom_field_data),
    metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
    customer_metadata: fromJsonColumn(customerMetadata.default({}), row.customer_metadata),
  };
}

function draftColumns(draft: Draft, amounts: Amounts) {
  return {
    product_ids: toJsonColumn(draft.product_ids),
    product_id: draft.product_id,
    product_price_id: draft.product_price_id,
    custom_amount: draft.custom_amount,
    ...amounts,
    discount_id: draft.discount_id,
    allow_discount_codes: draft.allow_discount_codes ? 1 : 0,
    require_billing_address: draft.require_billing_address ? 1 : 0,
    is_business_customer: draft.is_business_customer ? 1 : 0,
    customer_id: draft.customer_id,
    customer_name: draft.customer_name,
    customer_email: draft.customer_email,
    customer_ip_address: draft.customer_ip_address,
    customer_billing_name: draft.customer_billing_name,
    customer_billing_address: draft.customer_billing_address ? toJsonColumn(draft.customer_billing_address) : null,
    customer_tax_id: draft.customer_tax_id,
    locale: draft.locale,
    external_customer_id: draft.external_customer_id,
    success_url: draft.success_url,
    return_url: draft.return_url,
    embed_origin: draft.embed_origin,
    custom_field_data: toJsonColumn(draft.custom_field_data),
    metadata: toJsonColumn(draft.metadata),
    customer_metadata: toJsonColumn(draft.customer_metadata),
  };
}

function toCheckoutProduct(product: Product): CheckoutProduct {
  return {
    id: product.id,
    created_at: product.created_at,
    modified_at: product.modified_at,
    trial_interval: product.trial_interval,
    trial_interval_count: product.trial_interval_count,
    name: product.name,
    description: product.description,
    visibility: product.visibility,
    recurring_interval: product.recurring_interval,
    recurring_interval_count: product.recurring_interval_count,
    is_recurring: product.is_recurring,
    is_archived: product.is_archived,
    organization_id: product.organization_id,
    prices: product.prices,
    benefits: product.benefits.map((benefit) => ({
      id: benefit.id,
      created_at: benefit.created_at,
      modified_at: benefit.modified_at,
      type: benefit.type,
      description: benefit.description,
      selectable: benefit.selectable,
      deletable: benefit.deletable,
      is_deleted: false,
      organization_id: benefit.organization_id,
    })),
    medias: product.medias,
  };
}

function toCheckoutDiscount(discount: Discount): CheckoutDiscount {
  const base = { id: discount.id, name: discount.name, code: discount.code };
  const kind = discount.type === "fixed" ? { type: "fixed" as const, amount: discount.amount, currency: discount.currency, amounts: discount.amounts } : { type: "percentage" as const, basis_points: discount.basis_points };
  if (discount.duration === "repeating") return { ...base, ...kind, duration: "repeating", duration_in_months: discount.duration_in_months };
  return { ...base, ...kind, duration: discount.duration };
}

/** Open and past its expiry: expired, even before the periodic job has marked it. */
const effectiveStatus = (row: repository.CheckoutRow): CheckoutStatus => {
  const status = checkoutStatus.catch("open").parse(row.status);
  return status === "open" && Date.parse(row.expires_at) <= Date.now() ? "expired" : status;
};

async function toResource(ctx: CheckoutContext, db: Executor, row: repository.CheckoutRow): Promise<Checkout> {
  const draft = draftOf(row);
  const byId = await resolveProducts(db, row.organization_id, draft.product_ids);
  const products = draft.product_ids.flatMap((id) => byId.get(id) ?? []);
  const product = byId.get(row.product_id) ?? null;
  const price = product?.prices.find((candidate) => candidate.id === row.product_price_id) ?? null;
  const discount = row.discount_id ? await discounts.findForCheckout(db, row.organization_id, { id: row.discount_id }) : null;
  const paymentRequired = row.total_amount > 0;
  const url = `${ctx.baseURL}/checkout/${row.client_secret}`;
  return {
    id: row.id,
    created_at: row.created_at,
    modified_at: row.modified_at,
    custom_field_data: draft.custom_field_data,
    payment_processor: "stripe",
    status: effectiveStatus(row),
    client_secret: row.client_secret,
    url,
    expires_at: row.expires_at,
    success_url: (row.success_url ?? `${url}/confirmation`).replaceAll("{CHECKOUT_ID}", row.id),
    return_url: row.return_url,
    embed_origin: row.embed_origin,
    amount: row.amount,
    seats: null,
    min_seats: null,
    max_seats: null,
    discount_amount: row.discount_amount,
    net_amount: row.net_amount,
    tax_amount: draft.customer_billing_address ? row.tax_amount : null,
    tax_behavior: "exclusive",
    total_amount: row.total_amount,
    currency: row.currency,
    allow_trial: false,
    active_trial_interval: null,
    active_trial_interval_count: null,
    trial_end: null,
    organization_id: row.organization_id,
    product_id: row.product_id,
    product_price_id: row.product_price_id,
    discount_id: row.discount_id,
    allow_discount_codes: draft.allow_discount_codes,
    require_billing_address: draft.require_billing_address,
    is_discount_applicable: price !== null && isDiscountable(price),
    is_free_product_price: price?.amount_type === "free",
    is_payment_required: paymentRequired,
    is_payment_setup_required: false,
    is_payment_form_required: paymentRequired,
    customer_id: row.customer_id,
    is_business_customer: draft.is_business_customer,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    customer_ip_address: row.customer_ip_address,
    customer_billing_name: row.customer_billing_name,
    customer_billing_address: draft.customer_billing_address,
    customer_tax_id: row.customer_tax_id,
    locale: row.locale,
    payment_processor_metadata: fromJsonColumn(processorMetadata.default({}), row.payment_processor_metadata),
    billing_address_fields: billingAddressFields(draft.require_billing_address, paymentRequired, draft.customer_billing_address?.country),
    trial_interval: null,
    trial_interval_count: null,
    metadata: draft.metadata,
    external_customer_id: row.external_customer_id,
    products: products.map(toCheckoutProduct),
    product: product ? toCheckoutProduct(product) : null,
    product_price: price,
    prices: Object.fromEntries(products.map((item) => [item.id, item.prices])),
    discount: discount ? toCheckoutDiscount(discount) : null,
    subscription_id: null,
    attached_custom_fields: product ? product.attached_custom_fields : null,
    customer_metadata: draft.customer_metadata,
  };
}

async function toPublic(ctx: CheckoutContext, db: Executor, row: repository.CheckoutRow): Promise<CheckoutPublic> {
  const full = await toResource(ctx, db, row);
  const { trial_interval: _t, trial_interval_count: _c, metadata: _m, external_customer_id: _e, subscription_id: _s, customer_metadata: _cm, ...shared } = full;
  const organization = await organizations.get(ctx.db, systemAccess(row.organization_id));
  return {
    ...shared,
    organization: {
      created_at: organization.created_at,
      modified_at: organization.modified_at,
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      avatar_url: organization.avatar_url,
      proration_behavior: organization.proration_behavior,
      allow_customer_updates: organization.allow_customer_updates,
    },
  };
}

async function mustFind(db: Executor, organizationId: string, id: string): Promise<repository.CheckoutRow> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw CheckoutErrors.NOT_FOUND();
  return row;
}

async function mustFindBySecret(db: Executor, clientSecret: string): Promise<repository.CheckoutRow> {
  const row = await repository.findByClientSecret(db, clientSecret);
  if (!row) throw CheckoutErrors.NOT_FOUND();
  return row;
}

// ---- changes -------------------------------------------------------------------------------------

type BuyerChanges = Omit<CheckoutUpdatePublic, "allow_trial"> & Partial<Pick<CheckoutUpdate, "discount_id" | "allow_discount_codes" | "require_billing_address" | "customer_ip_address" | "customer_metadata" | "success_url" | "return_url" | "embed_origin" | "metadata">>;

const pick = <T>(value: T | null | undefined, current: T | null): T | null => (value === undefined ? current : value);

function toAddress(input: AddressInput | null | undefined, fields: BillingAddressFields | null): Address | null {
  if (!input) return null;
  const keep = (key: keyof BillingAddressFields, value: string | null | undefined) => (fields && fields[key] === "disabled" ? null : (value ?? null));
  return {
    line1: keep("line1", input.line1),
    line2: keep("line2", input.line2),
    postal_code: keep("postal_code", input.postal_code),
    city: keep("city", input.city),
    state: keep("state", input.state),
    country: input.country,
  };
}

/**
 * Applies a change (create's defaults, the merchant's update, the buyer's update or confirm) to
 * a draft: product and price among the offered ones, the custom amount within the price's
 * bounds, the discount (by id or code) still redeemable for the product, custom field data by
 * the product's fields. Returns the new draft with its resolution and amounts.
 */
async function applyChanges(db: Executor, organizationId: string, current: Draft, changes: BuyerChanges, requireAll: boolean): Promise<{ draft: Draft; resolved: Resolved; amounts: Amounts }> {
  const draft: Draft = { ...current };
  if (changes.product_id != null && changes.product_id !== current.product_id) {
    if (!current.product_ids.includes(changes.product_id)) throw ValidationFailure.at(["body", "product_id"], "Product is not available in this checkout.");
    draft.product_id = changes.product_id;
    draft.custom_amount = null;
    const next = (await resolveProducts(db, organizationId, [changes.product_id])).get(changes.product_id);
    const first = next ? activePrices(next)[0] : undefined;
    if (!first) throw ValidationFailure.at(["body", "product_id"], "Product has no active price.");
    draft.product_price_id = first.id;
  }
  const products = await resolveProducts(db, organizationId, [draft.product_id]);
  const product = products.get(draft.product_id);
  if (!product) throw ValidationFailure.at(["body", "product_id"], "Product does not exist.");
  if (changes.product_price_id != null && changes.product_price_id !== draft.product_price_id) {
    const price = activePrices(product).find((candidate) => candidate.id === changes.product_price_id);
    if (!price) throw ValidationFailure.at(["body", "product_price_id"], "Price does not exist or does not belong to the selected product.");
    draft.product_price_id = price.id;
    draft.custom_amount = null;
  }
  const price = product.prices.find((candidate) => candidate.id === draft.product_price_id);
  if (!price) throw ValidationFailure.at(["body", "product_price_id"], "Price does not exist.");
  if (changes.amount !== undefined) {
    checkCustomAmount(price, changes.amount);
    draft.custom_amount = price.amount_type === "custom" ? changes.amount : null;
  }

  if (changes.allow_discount_codes != null) draft.allow_discount_codes = changes.allow_discount_codes;
  if (changes.require_billing_address != null) draft.require_billing_address = changes.require_billing_address;
  if (changes.discount_id !== undefined) {
    draft.discount_id = changes.discount_id === null ? null : (await checkDiscount(db, organizationId, { id: changes.discount_id }, draft.product_id, ["body", "discount_id"])).id;
  }
  if (changes.discount_code !== undefined) {
    if (changes.discount_code === null || changes.discount_code === "") draft.discount_id = null;
    else {
      if (!draft.allow_discount_codes) throw ValidationFailure.at(["body", "discount_code"], "Discount codes are not allowed on this checkout.");
      draft.discount_id = (await checkDiscount(db, organizationId, { code: changes.discount_code }, draft.product_id, ["body", "discount_code"])).id;
    }
  }
  if (draft.discount_id && draft.discount_id === current.discount_id) {
    // A kept discount (a new one was checked above) that no longer fits the product is dropped, as Polar does.
    const kept = await discounts.findForCheckout(db, organizationId, { id: draft.discount_id });
    if (!kept || (kept.products.length > 0 && !kept.products.some((item) => item.id === draft.product_id))) draft.discount_id = null;
  }

  if (changes.is_business_customer != null) draft.is_business_customer = changes.is_business_customer;
  draft.customer_name = pick(changes.customer_name, draft.customer_name);
  if (changes.customer_email !== undefined) draft.customer_email = changes.customer_email === null ? null : changes.customer_email.toLowerCase();
  draft.customer_ip_address = pick(changes.customer_ip_address, draft.customer_ip_address);
  draft.customer_billing_name = pick(changes.customer_billing_name, draft.customer_billing_name);
  draft.customer_tax_id = pick(changes.customer_tax_id, draft.customer_tax_id);
  draft.locale = pick(changes.locale, draft.locale);
  draft.success_url = pick(changes.success_url, draft.success_url);
  draft.return_url = pick(changes.return_url, draft.return_url);
  draft.embed_origin = pick(changes.embed_origin, draft.embed_origin);
  if (changes.metadata !== undefined) draft.metadata = changes.metadata;
  if (changes.customer_metadata !== undefined) draft.customer_metadata = changes.customer_metadata ?? {};

  const resolved = await resolve(db, organizationId, draft);
  if (changes.customer_billing_address !== undefined) {
    const amountSoFar = priceAmount(price, draft.custom_amount) - discountAmount(resolved.discount, price, priceAmount(price, draft.custom_amount));
    const fields = billingAddressFields(draft.require_billing_address, amountSoFar > 0, changes.customer_billing_address?.country);
    draft.customer_billing_address = toAddress(changes.customer_billing_address, fields);
  }
  if (changes.custom_field_data !== undefined || requireAll) {
    const merged = { ...draft.custom_field_data, ...(changes.custom_field_data ?? {}) };
    draft.custom_field_data = checkCustomFieldData(product.attached_custom_fields, merged, requireAll);
  }
  if (draft.customer_tax_id && changes.customer_tax_id !== undefined && draft.customer_billing_address?.country) {
    // A tax ID must fit the billing country (customers domain's rules).
    detectTaxId(draft.customer_tax_id, draft.customer_billing_address.country, ["body", "customer_tax_id"]);
  }
  return { draft, resolved, amounts: await computeAmounts(db, organizationId, draft, resolved) };
}

/** What confirm asks on top of the update rules: email, business details, billing address fields. */
function checkConfirmable(draft: Draft, amounts: Amounts): void {
  if (!draft.customer_email) throw ValidationFailure.at(["body", "customer_email"], "Field required", "missing");
  const fields = billingAddressFields(draft.require_billing_address, amounts.total_amount > 0, draft.customer_billing_address?.country);
  const address = draft.customer_billing_address;
  for (const key of ["country", "line1", "city", "postal_code", "state"] as const) {
    if (fields[key] === "required" && EMPTY(address?.[key])) throw ValidationFailure.at(["body", "customer_billing_address", key], "Field required", "missing");
  }
  if (draft.is_business_customer) {
    if (!draft.customer_billing_name) throw ValidationFailure.at(["body", "customer_billing_name"], "Field required", "missing");
    if (!draft.customer_tax_id) throw ValidationFailure.at(["body", "customer_tax_id"], "Field required", "missing");
    detectTaxId(draft.customer_tax_id, address?.country, ["body", "customer_tax_id"]);
  }
}

// ---- merchant API ---------------------------------------------------------------------------------

export async function list(ctx: CheckoutContext, access: OrganizationAccess, query: CheckoutListQuery): Promise<CheckoutList> {
  const { rows, total } = await repository.list(ctx.db, access.organizationId, { productIds: query.product_id, customerIds: query.customer_id, externalCustomerIds: query.external_customer_id, statuses: query.status, query: query.query }, query.sorting, query);
  const items: Checkout[] = [];
  for (const row of rows) items.push(await toResource(ctx, ctx.db, row));
  return toListResource(items, total, query);
}

export async function get(ctx: CheckoutContext, access: OrganizationAccess, id: string): Promise<Checkout> {
  return toResource(ctx, ctx.db, await mustFind(ctx.db, access.organizationId, id));
}

export async function create(ctx: CheckoutContext, access: OrganizationAccess, body: CheckoutCreate): Promise<Checkout> {
  const organizationId = access.organizationId;
  const byId = await resolveProducts(ctx.db, organizationId, body.products);
  const productIds = [...new Set(body.products)];
  productIds.forEach((id, index) => {
    const product = byId.get(id);
    if (!product) throw ValidationFailure.at(["body", "products", index], "Product does not exist.");
    if (product.is_archived) throw ValidationFailure.at(["body", "products", index], "Product is archived.");
    if (activePrices(product).length === 0) throw ValidationFailure.at(["body", "products", index], "Product has no active price.");
  });
  if (body.subscription_id) throw ValidationFailure.at(["body", "subscription_id"], "Subscription upgrades are not supported.");
  const first = byId.get(productIds[0] ?? "");
  const price = first ? activePrices(first)[0] : undefined;
  if (!first || !price) throw ValidationFailure.at(["body", "products"], "Product does not exist.");

  let customer: Awaited<ReturnType<typeof customers.get>> | null = null;
  if (body.customer_id) {
    try {
      customer = await customers.get(ctx.db, access, body.customer_id);
    } catch (error) {
      if (error instanceof BillingError && error.status === 404) throw ValidationFailure.at(["body", "customer_id"], "Customer does not exist.");
      throw error;
    }
  }
  const empty: Draft = {
    product_ids: productIds,
    product_id: first.id,
    product_price_id: price.id,
    custom_amount: null,
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
    locale: null,
    external_customer_id: body.external_customer_id ?? customer?.external_id ?? null,
    success_url: null,
    return_url: null,
    embed_origin: null,
    custom_field_data: {},
    metadata: {},
    customer_metadata: {},
  };
  const { draft, amounts } = await applyChanges(ctx.db, organizationId, empty, { ...body, product_id: undefined, product_price_id: undefined, is_business_customer: undefined, allow_discount_codes: undefined, require_billing_address: undefined }, false);
  const id = newId();
  const clientSecret = `polar_c_${randomBytes(24).toString("base64url")}`;
  const now = new Date();
  return inTransaction(ctx.db, async (trx) => {
    await repository.insert(trx, organizationId, {
      id,
      client_secret: clientSecret,
      status: "open",
      expires_at: new Date(now.getTime() + CHECKOUT_TTL_MS).toISOString(),
      ...draftColumns(draft, amounts),
      buyer_user_id: null,
      payment_id: null,
      payment_processor_metadata: toJsonColumn(testModeMetadata(ctx)),
      created_at: now.toISOString(),
      modified_at: null,
    });
    const created = await toResource(ctx, trx, await mustFind(trx, organizationId, id));
    await recordEvent(trx, organizationId, "checkout.created", created);
    return created;
  });
}

const testModeMetadata = (ctx: CheckoutContext): Record<string, string> => (ctx.processor.testMode ? { test_mode: "true" } : {});

/** Refuses a checkout that is not open; an open one past its expiry is expired on the spot. */
async function ensureOpen(ctx: CheckoutContext, row: repository.CheckoutRow): Promise<void> {
  const status = effectiveStatus(row);
  if (status === "expired" && row.status === "open") await expireOne(ctx, row.organization_id, row.id);
  if (status !== "open") throw notOpen(row.id, status);
}

async function saveChanges(ctx: CheckoutContext, row: repository.CheckoutRow, changes: BuyerChanges): Promise<repository.CheckoutRow> {
  await ensureOpen(ctx, row);
  const { draft, amounts } = await applyChanges(ctx.db, row.organization_id, draftOf(row), changes, false);
  return inTransaction(ctx.db, async (trx) => {
    const saved = await repository.updateIfStatus(trx, row.organization_id, row.id, "open", { ...draftColumns(draft, amounts), modified_at: nowIso() });
    const current = await mustFind(trx, row.organization_id, row.id);
    if (!saved) throw notOpen(row.id, current.status);
    await recordEvent(trx, row.organization_id, "checkout.updated", await toResource(ctx, trx, current));
    return current;
  });
}

export async function update(ctx: CheckoutContext, access: OrganizationAccess, id: string, body: CheckoutUpdate): Promise<Checkout> {
  const row = await mustFind(ctx.db, access.organizationId, id);
  return toResource(ctx, ctx.db, await saveChanges(ctx, row, body));
}

// ---- public client API ----------------------------------------------------------------------------

export async function clientGet(ctx: CheckoutContext, clientSecret: string): Promise<CheckoutPublic> {
  return toPublic(ctx, ctx.db, await mustFindBySecret(ctx.db, clientSecret));
}

export async function clientUpdate(ctx: CheckoutContext, clientSecret: string, body: CheckoutUpdatePublic): Promise<CheckoutPublic> {
  const row = await mustFindBySecret(ctx.db, clientSecret);
  return toPublic(ctx, ctx.db, await saveChanges(ctx, row, body));
}

/** The checkout as the confirm answers it: Polar's CheckoutPublicConfirmed (status `confirmed`). */
async function toConfirmed(ctx: CheckoutContext, row: repository.CheckoutRow): Promise<CheckoutPublicConfirmed> {
  const resource = await toPublic(ctx, ctx.db, row);
  return { ...resource, status: "confirmed", customer_session_token: null };
}

export async function confirm(ctx: CheckoutContext, clientSecret: string, body: CheckoutConfirm, buyerUserId: string | null): Promise<CheckoutPublicConfirmed> {
  const row = await mustFindBySecret(ctx.db, clientSecret);
  await ensureOpen(ctx, row);
  const organizationId = row.organization_id;
  const { draft, resolved, amounts } = await applyChanges(ctx.db, organizationId, draftOf(row), body, true);
  checkConfirmable(draft, amounts);
  if (resolved.discount) {
    // Still within its window (a used-up discount is refused by the atomic redemption below).
    const reason = discounts.unavailableReason(resolved.discount, draft.product_id, nowIso());
    if (reason && reason !== "used_up") throw ValidationFailure.at(["body", "discount_code"], DISCOUNT_REFUSALS[reason]);
  }
  const paymentRequired = amounts.total_amount > 0;
  const token = body.confirmation_token_id ?? null;
  if (paymentRequired && !token) throw ValidationFailure.at(["body", "confirmation_token_id"], "Field required", "missing");

  // open → confirmed, and the discount's redemption, in one transaction.
  await inTransaction(ctx.db, async (trx) => {
    const moved = await repository.updateIfStatus(trx, organizationId, row.id, "open", {
      ...draftColumns(draft, amounts),
      status: "confirmed",
      buyer_user_id: buyerUserId,
      modified_at: nowIso(),
    });
    if (!moved) throw notOpen(row.id, (await mustFind(trx, organizationId, row.id)).status);
    if (draft.discount_id && !(await discounts.redeem(trx, organizationId, draft.discount_id))) {
      throw ValidationFailure.at(["body", "discount_code"], DISCOUNT_REFUSALS.used_up);
    }
    await recordEvent(trx, organizationId, "checkout.updated", await toResource(ctx, trx, await mustFind(trx, organizationId, row.id)));
  });

  if (!paymentRequired || !token) {
    await complete(ctx, organizationId, row.id, null);
    return toConfirmed(ctx, await mustFind(ctx.db, organizationId, row.id));
  }
  let outcome: ChargeOutcome;
  try {
    outcome = await ctx.processor.charge({
      confirmationTokenId: token,
      amount: amounts.total_amount,
      currency: amounts.currency,
      idempotencyKey: row.id,
      description: resolved.product.name,
      customerEmail: draft.customer_email,
    });
  } catch (error) {
    await reopen(ctx, organizationId, row.id, "confirmed");
    throw error;
  }
  return afterCharge(ctx, organizationId, row.id, outcome);
}

async function afterCharge(ctx: CheckoutContext, organizationId: string, id: string, outcome: ChargeOutcome): Promise<CheckoutPublicConfirmed> {
  if (outcome.status === "declined") {
    await reopen(ctx, organizationId, id, "confirmed");
    throw paymentError(outcome.message);
  }
  if (outcome.status === "requires_action") {
    await inTransaction(ctx.db, async (trx) => {
      await repository.updateIfStatus(trx, organizationId, id, "confirmed", {
        payment_id: outcome.paymentId,
        payment_processor_metadata: toJsonColumn({ ...testModeMetadata(ctx), intent_status: "requires_action", intent_client_secret: outcome.clientSecret }),
        modified_at: nowIso(),
      });
      await recordEvent(trx, organizationId, "checkout.updated", await toResource(ctx, trx, await mustFind(trx, organizationId, id)));
    });
    return toConfirmed(ctx, await mustFind(ctx.db, organizationId, id));
  }
  const card = { card_brand: outcome.card.brand, card_last4: outcome.card.last4 };
  // The charge is recorded on the checkout first: should the completion fail, the periodic job
  // finishes it (recoverInterrupted) instead of leaving a paid checkout without its order.
  await repository.updateIfStatus(ctx.db, organizationId, id, "confirmed", {
    payment_id: outcome.paymentId,
    payment_processor_metadata: toJsonColumn({ ...testModeMetadata(ctx), intent_status: "succeeded", ...card }),
    modified_at: nowIso(),
  });
  await complete(ctx, organizationId, id, outcome.paymentId, card);
  return toConfirmed(ctx, await mustFind(ctx.db, organizationId, id));
}

/** A declined payment: confirmed → open again, the discount's redemption given back. */
async function reopen(ctx: CheckoutContext, organizationId: string, id: string, from: "confirmed"): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await mustFind(trx, organizationId, id);
    const moved = await repository.updateIfStatus(trx, organizationId, id, from, { status: "open", payment_id: null, payment_processor_metadata: toJsonColumn(testModeMetadata(ctx)), modified_at: nowIso() });
    if (!moved) return;
    if (row.discount_id) await discounts.release(trx, organizationId, row.discount_id);
    await recordEvent(trx, organizationId, "checkout.updated", await toResource(ctx, trx, await mustFind(trx, organizationId, id)));
  });
}

/**
 * The paid (or free) checkout, in ONE transaction: confirmed → succeeded (conditional: a second
 * completion does nothing), the customer found or created, the paid order, checkout.updated.
 */
async function complete(ctx: CheckoutContext, organizationId: string, id: string, paymentId: string | null, card: Record<string, string> = {}): Promise<void> {
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

async function completeOnce(ctx: CheckoutContext, organizationId: string, id: string, paymentId: string | null, card: Record<string, string>): Promise<void> {
  await inTransaction(ctx.db, async (trx: Tx) => {
    const moved = await repository.updateIfStatus(trx, organizationId, id, "confirmed", {
      status: "succeeded",
      payment_id: paymentId,
      payment_processor_metadata: toJsonColumn({ ...testModeMetadata(ctx), ...(paymentId ? { intent_status: "succeeded", ...card } : {}) }),
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
      billingAddress: draft.customer_billing_address,
      taxId,
      metadata: draft.customer_metadata,
    });
    await repository.updateIfStatus(trx, organizationId, id, "succeeded", { customer_id: customer.id });
    const product = (await resolveProducts(trx, organizationId, [row.product_id])).get(row.product_id);
    await createPaidOrder(trx, {
      organizationId,
      customerId: customer.id,
      productId: row.product_id,
      productPriceId: row.product_price_id,
      discountId: row.discount_id,
      checkoutId: row.id,
      subscriptionId: null,
      billingReason: "purchase",
      billingName: draft.customer_billing_name ?? draft.customer_name,
      billingAddress: draft.customer_billing_address,
      currency: row.currency,
      subtotalAmount: row.amount,
      discountAmount: row.discount_amount,
      taxAmount: row.tax_amount,
      items: [{ label: product?.name ?? "Product", amount: row.amount, taxAmount: row.tax_amount, productPriceId: row.product_price_id, proration: false }],
      paymentId,
      metadata: draft.metadata,
      customFieldData: draft.custom_field_data,
    });
    await recordEvent(trx, organizationId, "checkout.updated", await toResource(ctx, trx, await mustFind(trx, organizationId, id)));
  });
}

/** Gatehouse test mode: completes (or fails) the 3-D Secure challenge of a confirmed checkout. */
export async function authenticate(ctx: CheckoutContext, clientSecret: string, outcome: "succeed" | "fail"): Promise<CheckoutPublic> {
  const row = await mustFindBySecret(ctx.db, clientSecret);
  const metadata = fromJsonColumn(processorMetadata.default({}), row.payment_processor_metadata);
  if (row.status !== "confirmed" || !row.payment_id || metadata.intent_status !== "requires_action") {
    throw new BillingError(403, "NotOpenCheckout", `Checkout ${row.id} has no pending authentication: ${effectiveStatus(row)}`);
  }
  const result = await ctx.processor.completeAuthentication(row.payment_id, outcome);
  await afterCharge(ctx, row.organization_id, row.id, result);
  return toPublic(ctx, ctx.db, await mustFind(ctx.db, row.organization_id, row.id));
}

/** Gatehouse extension: the invoice of the checkout's order, once there is one. */
export async function invoice(ctx: CheckoutContext, clientSecret: string): Promise<{ url: string }> {
  const row = await mustFindBySecret(ctx.db, clientSecret);
  const url = row.status === "succeeded" ? await invoiceUrlForCheckout(ctx.db, row.organization_id, row.id) : null;
  if (!url) throw CheckoutErrors.NOT_FOUND();
  return { url };
}

/** The checkout's organization, for the public routes' callers (test cards need an open checkout). */
export async function requireOpenBySecret(ctx: CheckoutContext, clientSecret: string): Promise<void> {
  await ensureOpen(ctx, await mustFindBySecret(ctx.db, clientSecret));
}

// ---- expiry --------------------------------------------------------------------------------------

async function expireOne(ctx: CheckoutContext, organizationId: string, id: string): Promise<boolean> {
  return inTransaction(ctx.db, async (trx) => {
    const moved = await repository.updateIfStatus(trx, organizationId, id, "open", { status: "expired", modified_at: nowIso() });
    if (moved) await recordEvent(trx, organizationId, "checkout.updated", await toResource(ctx, trx, await mustFind(trx, organizationId, id)));
    return moved;
  });
}

/**
 * Completes confirmed checkouts whose completion was interrupted (an error or a restart between
 * the charge and the order): paid ones (intent succeeded) and free ones, idle for `graceMs`.
 */
export async function recoverInterrupted(ctx: CheckoutContext, graceMs = 60_000): Promise<number> {
  let count = 0;
  const before = new Date(Date.now() - graceMs).toISOString();
  for (const row of await repository.findInterrupted(ctx.db, before, 100)) {
    const metadata = fromJsonColumn(processorMetadata.default({}), row.payment_processor_metadata);
    const paid = row.payment_id !== null && metadata.intent_status === "succeeded";
    if (!paid && !(row.total_amount === 0 && row.payment_id === null)) continue;
    await complete(ctx, row.organization_id, row.id, row.payment_id, paid ? { card_brand: metadata.card_brand ?? "", card_last4: metadata.card_last4 ?? "" } : {});
    count += 1;
  }
  return count;
}

/** Marks open checkouts past their expiry as expired (checkout.updated each); the count. */
export async function expireCheckouts(ctx: CheckoutContext, now = nowIso()): Promise<number> {
  let count = 0;
  for (;;) {
    const due = await repository.findExpired(ctx.db, now, 100);
    for (const row of due) if (await expireOne(ctx, row.organization_id, row.id)) count += 1;
    if (due.length < 100) return count;
  }
}
