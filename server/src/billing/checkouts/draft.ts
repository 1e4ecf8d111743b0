import { z } from "@hono/zod-openapi";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import type { Executor } from "../../db/transaction.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { type Address, addressOutput } from "../common/schemas.ts";
import { ValidationFailure } from "../common/validation.ts";
import { detectTaxId } from "../customers/tax-id.ts";
import type { Discount } from "../discounts/schemas.ts";
import * as discounts from "../discounts/service.ts";
import { type AnyProductPrice, type Product, trialInterval } from "../products/schemas.ts";
import { resolveProducts } from "../products/service.ts";
import {
  billingAddressFields,
  type CustomFieldData,
  checkCustomFieldData,
  customFieldData,
  toAddress,
} from "./buyer-fields.ts";
import { defaultCurrency, priceAfterProductChange, startingPrice } from "./currency.ts";
import {
  type Amounts,
  activePrices,
  checkCustomAmount,
  checkDiscount,
  computeAmounts,
  discountAmount,
  priceAmount,
} from "./pricing.ts";
import { type Counts, countsFor, quantityOf, quantityProblem } from "./quantity.ts";
import type { CheckoutRow } from "./repository.ts";
import type { CheckoutUpdate, CheckoutUpdatePublic } from "./schemas.ts";
import type { TrialInterval } from "./trial.ts";

/** The state of a checkout that its amounts and rules follow from. */
export type Draft = {
  product_ids: string[];
  /** The checkout's own (ad-hoc) prices: they replace their products' prices here. */
  ad_hoc_price_ids: string[];
  product_id: string;
  product_price_id: string;
  /** The currency of the selected price; the checkout's whole price set is in it (currency.ts). */
  currency: string;
  custom_amount: number | null;
  /** The seats of a seat-based price (its minimum until the buyer chooses); null for other prices. */
  seats: number | null;
  /** The units of a unit-based price, likewise; null for other prices. */
  units: number | null;
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
  payment_method_type: string | null;
  external_customer_id: string | null;
  success_url: string | null;
  return_url: string | null;
  embed_origin: string | null;
  custom_field_data: CustomFieldData;
  metadata: Record<string, string | number | boolean>;
  customer_metadata: Record<string, string | number | boolean>;
  allow_trial: boolean;
  trial_interval: TrialInterval | null;
  trial_interval_count: number | null;
};

/** The products, the selected product and price, and the discount of a draft. */
export type Resolved = { products: Product[]; product: Product; price: AnyProductPrice; discount: Discount | null };

/** A change to a draft: the buyer's update or confirm, or (with the merchant's fields) create's and the merchant's update. */
export type BuyerChanges = Omit<CheckoutUpdatePublic, "allow_trial"> &
  Partial<
    Pick<
      CheckoutUpdate,
      | "allow_trial"
      | "trial_interval"
      | "trial_interval_count"
      | "discount_id"
      | "allow_discount_codes"
      | "require_billing_address"
      | "customer_ip_address"
      | "customer_metadata"
      | "success_url"
      | "return_url"
      | "embed_origin"
      | "metadata"
      | "currency"
    >
  >;

const storedAddress = addressOutput.nullable();
const customerMetadata = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
const productIdList = z.array(z.string());

export function draftOf(row: CheckoutRow): Draft {
  return {
    product_ids: fromJsonColumn(productIdList.default([]), row.product_ids),
    ad_hoc_price_ids: fromJsonColumn(productIdList.default([]), row.ad_hoc_prices),
    product_id: row.product_id,
    product_price_id: row.product_price_id,
    currency: row.currency,
    custom_amount: row.custom_amount,
    seats: row.seats,
    units: row.units,
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
    payment_method_type: row.payment_method_type,
    external_customer_id: row.external_customer_id,
    success_url: row.success_url,
    return_url: row.return_url,
    embed_origin: row.embed_origin,
    custom_field_data: fromJsonColumn(customFieldData.default({}), row.custom_field_data),
    metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
    customer_metadata: fromJsonColumn(customerMetadata.default({}), row.customer_metadata),
    allow_trial: Boolean(row.allow_trial),
    trial_interval: trialInterval.nullable().catch(null).parse(row.trial_interval),
    trial_interval_count: row.trial_interval_count,
  };
}

/** The columns a draft and its amounts are stored in. */
export function draftColumns(draft: Draft, amounts: Amounts) {
  return {
    product_ids: toJsonColumn(draft.product_ids),
    ad_hoc_prices: draft.ad_hoc_price_ids.length > 0 ? toJsonColumn(draft.ad_hoc_price_ids) : null,
    product_id: draft.product_id,
    product_price_id: draft.product_price_id,
    custom_amount: draft.custom_amount,
    seats: draft.seats,
    units: draft.units,
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
    payment_method_type: draft.payment_method_type,
    external_customer_id: draft.external_customer_id,
    success_url: draft.success_url,
    return_url: draft.return_url,
    embed_origin: draft.embed_origin,
    custom_field_data: toJsonColumn(draft.custom_field_data),
    metadata: toJsonColumn(draft.metadata),
    customer_metadata: toJsonColumn(draft.customer_metadata),
    allow_trial: draft.allow_trial ? 1 : 0,
    trial_interval: draft.trial_interval,
    trial_interval_count: draft.trial_interval_count,
  };
}

/** The products, the selected product and price, and the discount of a draft (validated). */
async function resolve(db: Executor, organizationId: string, draft: Draft): Promise<Resolved> {
  const byId = await resolveProducts(db, organizationId, draft.product_ids, draft.ad_hoc_price_ids);
  const products = draft.product_ids.flatMap((id) => byId.get(id) ?? []);
  const product = byId.get(draft.product_id);
  if (!product) throw ValidationFailure.at(["body", "product_id"], "Product does not exist.");
  const price = product.prices.find((candidate) => candidate.id === draft.product_price_id);
  if (!price) throw ValidationFailure.at(["body", "product_price_id"], "Price does not exist.");
  const discount = draft.discount_id
    ? await discounts.findForCheckout(db, organizationId, { id: draft.discount_id })
    : null;
  return { products, product, price, discount };
}

const NOT_BY_QUANTITY = {
  seats: "Seats can only be set for seat-based pricing.",
  units: "Units can only be set for unit-based pricing.",
} as const;

/**
 * The seats or units of a draft after a change: only a price bought by that quantity takes them
 * (Polar's 422 at body.seats / body.units otherwise), within its bounds; kept across changes while
 * they fit, else the price's minimum.
 */
function chosenCounts(
  price: AnyProductPrice,
  requested: { seats?: number | null | undefined; units?: number | null | undefined },
  current: Counts,
): Counts {
  const quantity = quantityOf(price);
  for (const kind of ["seats", "units"] as const)
    if (requested[kind] != null && quantity?.kind !== kind)
      throw ValidationFailure.at(["body", kind], NOT_BY_QUANTITY[kind]);
  if (!quantity) return countsFor(null, null);
  const count = requested[quantity.kind];
  if (count != null) {
    const problem = quantityProblem(quantity, count);
    if (problem) throw ValidationFailure.at(["body", quantity.kind], problem.msg, problem.type, problem.ctx);
    return countsFor(quantity, count);
  }
  const kept = current[quantity.kind];
  return countsFor(quantity, kept !== null && quantityProblem(quantity, kept) === null ? kept : quantity.minimum);
}

/** The count a draft's price is bought by (seats or units), null when it is not. */
export const draftCount = (draft: Counts): number | null => draft.seats ?? draft.units;

/** A fixed discount off in a currency it names no amount for gives nothing: Polar drops it when the currency changes. */
const discountFitsCurrency = (discount: Discount, currency: string) =>
  discount.type !== "fixed" || discount.amounts[currency] !== undefined || discount.currency === currency;

const pick = <T>(value: T | null | undefined, current: T | null): T | null => (value === undefined ? current : value);

/**
 * Applies a change (create's defaults, the merchant's update, the buyer's update or confirm) to
 * a draft: product and price among the offered ones, the custom amount within the price's
 * bounds, the discount (by id or code) still redeemable for the product, custom field data by
 * the product's fields. Returns the new draft with its resolution and amounts.
 */
export async function applyChanges(
  db: Executor,
  organizationId: string,
  current: Draft,
  changes: BuyerChanges,
  requireAll: boolean,
): Promise<{ draft: Draft; resolved: Resolved; amounts: Amounts }> {
  const draft: Draft = { ...current };
  if (changes.product_id != null && changes.product_id !== current.product_id) {
    if (!current.product_ids.includes(changes.product_id))
      throw ValidationFailure.at(["body", "product_id"], "Product is not available in this checkout.");
    draft.product_id = changes.product_id;
    draft.custom_amount = null;
    const next = (await resolveProducts(db, organizationId, [changes.product_id], current.ad_hoc_price_ids)).get(
      changes.product_id,
    );
    const first = next
      ? priceAfterProductChange(next, changes.currency, current.currency, await defaultCurrency(db, organizationId))
      : undefined;
    if (!first) throw ValidationFailure.at(["body", "product_id"], "Product has no active price.");
    draft.product_price_id = first.id;
  }
  const products = await resolveProducts(db, organizationId, [draft.product_id], draft.ad_hoc_price_ids);
  const product = products.get(draft.product_id);
  if (!product) throw ValidationFailure.at(["body", "product_id"], "Product does not exist.");
  if (changes.currency && changes.product_price_id == null && changes.currency !== draft.currency) {
    // The currency alone changes (a product change above has already honoured it): this product's price in it.
    const inCurrency = startingPrice(product, changes.currency, changes.currency, ["body", "currency"]);
    if (inCurrency && inCurrency.id !== draft.product_price_id) {
      draft.product_price_id = inCurrency.id;
      draft.custom_amount = null;
    }
  }
  if (changes.product_price_id != null && changes.product_price_id !== draft.product_price_id) {
    const price = activePrices(product).find((candidate) => candidate.id === changes.product_price_id);
    if (!price)
      throw ValidationFailure.at(
        ["body", "product_price_id"],
        "Price does not exist or does not belong to the selected product.",
      );
    draft.product_price_id = price.id;
    draft.custom_amount = null;
  }
  const price = product.prices.find((candidate) => candidate.id === draft.product_price_id);
  if (!price) throw ValidationFailure.at(["body", "product_price_id"], "Price does not exist.");
  // A chosen price brings its currency, as Polar's explicit price selection does.
  draft.currency = price.price_currency;
  if (changes.amount !== undefined) {
    checkCustomAmount(price, changes.amount);
    draft.custom_amount = price.amount_type === "custom" ? changes.amount : null;
  }
  const counts = chosenCounts(price, changes, draft);
  draft.seats = counts.seats;
  draft.units = counts.units;

  if (changes.allow_trial != null) draft.allow_trial = changes.allow_trial;
  if (changes.trial_interval !== undefined) draft.trial_interval = changes.trial_interval;
  if (changes.trial_interval_count !== undefined) draft.trial_interval_count = changes.trial_interval_count;
  if (changes.allow_discount_codes != null) draft.allow_discount_codes = changes.allow_discount_codes;
  if (changes.require_billing_address != null) draft.require_billing_address = changes.require_billing_address;
  if (changes.discount_id !== undefined) {
    draft.discount_id =
      changes.discount_id === null
        ? null
        : (
            await checkDiscount(db, organizationId, { id: changes.discount_id }, draft.product_id, [
              "body",
              "discount_id",
            ])
          ).id;
  }
  if (changes.discount_code !== undefined) {
    if (changes.discount_code === null || changes.discount_code === "") draft.discount_id = null;
    else {
      if (!draft.allow_discount_codes)
        throw ValidationFailure.coded(
          ["body", "discount_code"],
          "Discount codes are not allowed on this checkout.",
          "discount_codes_not_allowed",
        );
      draft.discount_id = (
        await checkDiscount(db, organizationId, { code: changes.discount_code }, draft.product_id, [
          "body",
          "discount_code",
        ])
      ).id;
    }
  }
  if (draft.discount_id && draft.discount_id === current.discount_id) {
    // A kept discount (a new one was checked above) that no longer fits the product is dropped, as Polar does.
    const kept = await discounts.findForCheckout(db, organizationId, { id: draft.discount_id });
    if (
      !kept ||
      (kept.products.length > 0 && !kept.products.some((item) => item.id === draft.product_id)) ||
      !discountFitsCurrency(kept, draft.currency)
    )
      draft.discount_id = null;
  }

  if (changes.is_business_customer != null) draft.is_business_customer = changes.is_business_customer;
  draft.customer_name = pick(changes.customer_name, draft.customer_name);
  if (changes.customer_email !== undefined)
    draft.customer_email = changes.customer_email === null ? null : changes.customer_email.toLowerCase();
  draft.customer_ip_address = pick(changes.customer_ip_address, draft.customer_ip_address);
  draft.customer_billing_name = pick(changes.customer_billing_name, draft.customer_billing_name);
  draft.customer_tax_id = pick(changes.customer_tax_id, draft.customer_tax_id);
  draft.locale = pick(changes.locale, draft.locale);
  draft.payment_method_type = pick(changes.payment_method_type, draft.payment_method_type);
  draft.success_url = pick(changes.success_url, draft.success_url);
  draft.return_url = pick(changes.return_url, draft.return_url);
  draft.embed_origin = pick(changes.embed_origin, draft.embed_origin);
  if (changes.metadata !== undefined) draft.metadata = changes.metadata;
  if (changes.customer_metadata !== undefined) draft.customer_metadata = changes.customer_metadata ?? {};

  const resolved = await resolve(db, organizationId, draft);
  if (changes.customer_billing_address !== undefined) {
    const amountSoFar =
      priceAmount(price, draft.custom_amount, draftCount(draft)) -
      discountAmount(resolved.discount, price, priceAmount(price, draft.custom_amount, draftCount(draft)));
    const fields = billingAddressFields(
      draft.require_billing_address,
      amountSoFar > 0,
      changes.customer_billing_address?.country,
    );
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
