import { toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { syncProductBenefitGrants } from "../benefit-grants/jobs.ts";
import { recordEvent } from "../common/events.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure, type ValidationItem } from "../common/validation.ts";
import type { ProductMediaFileRead } from "../files/schemas.ts";
import { adHocPricesOf } from "./ad-hoc-prices.ts";
import { ProductErrors } from "./errors.ts";
import { resolveLinkedBenefits, resolveLinkedCustomFields, resolveLinkedMedias } from "./links.ts";
import { checkMeters, newPriceRow } from "./price-rows.ts";
import { isMeteredAmountType, repeatedStaticPrices, STATIC_PRICE_PER_CURRENCY } from "./price-schemas.ts";

export { newPriceRow };

import * as repository from "./repository.ts";
import { loadProduct, toProducts } from "./resources.ts";
import type {
  Product,
  ProductBenefitsUpdate,
  ProductCreate,
  ProductList,
  ProductListQuery,
  ProductPriceCreate,
  ProductUpdate,
} from "./schemas.ts";

/**
 * Products: create, read, list, update (prices replaced by archiving, archive/unarchive),
 * benefits. Every write records product.created or product.updated in its transaction.
 */

/**
 * For other domains (discounts, checkouts): this organization's products by id, archived ones
 * included (the caller decides whether an archived product is acceptable). Missing ids are absent.
 */
export async function resolveProducts(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
  adHocPriceIds: readonly string[] = [],
): Promise<Map<string, Product>> {
  const rows = await repository.findProducts(db, organizationId, [...new Set(ids)]);
  const products = await toProducts(db, organizationId, rows);
  const adHoc = await adHocPricesOf(db, organizationId, rows, adHocPriceIds);
  return new Map(
    products.map((product) => {
      const prices = adHoc.get(product.id);
      return [product.id, prices ? { ...product, prices } : product];
    }),
  );
}

export async function get(db: Db, access: OrganizationAccess, id: string): Promise<Product> {
  const row = await repository.findProduct(db, access.organizationId, id);
  if (!row) throw ProductErrors.NOT_FOUND();
  return loadProduct(db, access.organizationId, row);
}

export async function list(db: Db, access: OrganizationScope, query: ProductListQuery): Promise<ProductList> {
  const filter = {
    ids: query.id,
    query: query.query,
    isArchived: query.is_archived,
    isRecurring: query.is_recurring,
    benefitIds: query.benefit_id,
    visibility: query.visibility,
    metadata: query.metadata,
  };
  const { rows, total } = await repository.listProducts(db, access.organizationId, filter, query.sorting, query);
  return toListResource(await toProducts(db, access.organizationId, rows), total, query);
}

export function create(db: Db, access: OrganizationAccess, body: ProductCreate): Promise<Product> {
  const organizationId = access.organizationId;
  return inTransaction(db, async (trx) => {
    const medias = body.medias ?? [];
    await assertLinks(trx, organizationId, { medias, fields: body.attached_custom_fields });
    const now = nowIso();
    const recurring = body.recurring_interval != null;
    const row: repository.NewProductRow = {
      id: newId(),
      name: body.name,
      description: body.description ?? null,
      visibility: body.visibility,
      recurring_interval: body.recurring_interval ?? null,
      recurring_interval_count: body.recurring_interval != null ? body.recurring_interval_count : null,
      is_recurring: recurring ? 1 : 0,
      trial_interval: "trial_interval" in body ? (body.trial_interval ?? null) : null,
      trial_interval_count: "trial_interval_count" in body ? (body.trial_interval_count ?? null) : null,
      is_archived: 0,
      metadata: toJsonColumn(body.metadata ?? {}),
      created_at: now,
      modified_at: null,
    };
    await checkMeters(trx, organizationId, body.prices);
    await repository.insertProduct(trx, organizationId, row);
    await repository.insertPrices(
      trx,
      organizationId,
      body.prices.map((price, position) => newPriceRow(price, row.id, position, now)),
    );
    await repository.replaceMediaLinks(trx, organizationId, row.id, medias, now);
    await repository.replaceCustomFieldLinks(trx, organizationId, row.id, body.attached_custom_fields, now);
    return record(trx, organizationId, row.id, "product.created");
  });
}

export function update(db: Db, access: OrganizationAccess, id: string, body: ProductUpdate): Promise<Product> {
  const organizationId = access.organizationId;
  return inTransaction(db, async (trx) => {
    const current = await repository.findProduct(trx, organizationId, id);
    if (!current) throw ProductErrors.NOT_FOUND();
    const now = nowIso();
    const recurringInterval = checkInterval(current, body);
    await assertLinks(trx, organizationId, { medias: body.medias ?? [], fields: body.attached_custom_fields ?? [] });
    if (body.prices != null) await replacePrices(trx, organizationId, current, recurringInterval, body.prices, now);

    const recurring = current.is_recurring === 1;
    await repository.updateProduct(trx, organizationId, id, {
      ...(body.name == null ? {} : { name: body.name }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.visibility == null ? {} : { visibility: body.visibility }),
      ...(body.is_archived == null ? {} : { is_archived: body.is_archived ? 1 : 0 }),
      ...(body.metadata === undefined ? {} : { metadata: toJsonColumn(body.metadata) }),
      ...(recurringInterval === current.recurring_interval
        ? {}
        : { recurring_interval: recurringInterval, recurring_interval_count: body.recurring_interval_count ?? 1 }),
      ...(body.recurring_interval_count == null || !recurring
        ? {}
        : { recurring_interval_count: body.recurring_interval_count }),
      ...(body.trial_interval === undefined ? {} : { trial_interval: body.trial_interval }),
      ...(body.trial_interval_count === undefined ? {} : { trial_interval_count: body.trial_interval_count }),
      modified_at: now,
    });
    if (body.medias != null) await repository.replaceMediaLinks(trx, organizationId, id, body.medias, now);
    if (body.attached_custom_fields != null)
      await repository.replaceCustomFieldLinks(trx, organizationId, id, body.attached_custom_fields, now);
    return record(trx, organizationId, id, "product.updated");
  });
}

/** Sets the product's benefits, in the given order (Polar's POST /products/{id}/benefits). */
export function updateBenefits(
  db: Db,
  access: OrganizationAccess,
  id: string,
  body: ProductBenefitsUpdate,
): Promise<Product> {
  const organizationId = access.organizationId;
  return inTransaction(db, async (trx) => {
    const current = await repository.findProduct(trx, organizationId, id);
    if (!current) throw ProductErrors.NOT_FOUND();
    const found = await resolveLinkedBenefits(trx, organizationId, body.benefits);
    const problems = [
      ...duplicates(body.benefits, ["body", "benefits"]),
      ...missing(body.benefits, found, (index) => ["body", "benefits", index], "Benefit does not exist."),
    ];
    if (problems.length) throw new ValidationFailure(problems);
    const now = nowIso();
    const previous =
      (await resolveProducts(trx, organizationId, [id])).get(id)?.benefits.map((benefit) => benefit.id) ?? [];
    await repository.replaceBenefitLinks(trx, organizationId, id, body.benefits, now);
    await repository.updateProduct(trx, organizationId, id, { modified_at: now });
    // Customers holding the product gain the added benefits and lose the removed ones (durable jobs, this transaction).
    await syncProductBenefitGrants(trx, organizationId, id, previous, body.benefits);
    return record(trx, organizationId, id, "product.updated");
  });
}

async function record(
  trx: Tx,
  organizationId: string,
  id: string,
  type: "product.created" | "product.updated",
): Promise<Product> {
  const row = await repository.findProduct(trx, organizationId, id);
  if (!row) throw ProductErrors.NOT_FOUND();
  const product = await loadProduct(trx, organizationId, row);
  await recordEvent(trx, organizationId, type, product);
  return product;
}

/**
 * Polar's interval rules: a one-time product stays one-time; a product's interval, once set,
 * can't change; a legacy recurring product (interval on its prices) may get one. Returns the
 * interval the product has after the update.
 */
function checkInterval(current: repository.ProductRow, body: ProductUpdate): string | null {
  const recurring = current.is_recurring === 1;
  if (!recurring) {
    for (const key of [
      "recurring_interval",
      "recurring_interval_count",
      "trial_interval",
      "trial_interval_count",
    ] as const) {
      if (body[key] != null) throw ValidationFailure.at(["body", key], "One-time products can't be made recurring.");
    }
    return null;
  }
  const requested = body.recurring_interval;
  if (requested == null) return current.recurring_interval;
  if (current.recurring_interval != null && requested !== current.recurring_interval) {
    throw ValidationFailure.at(["body", "recurring_interval"], "The recurring interval of a product can't be changed.");
  }
  return requested;
}

/**
 * The new price list: `{ id }` keeps a live price of this product, other entries create prices,
 * and the live prices left out are archived (never deleted: orders will point at them).
 */
async function replacePrices(
  trx: Tx,
  organizationId: string,
  product: repository.ProductRow,
  interval: string | null,
  entries: NonNullable<ProductUpdate["prices"]>,
  now: string,
): Promise<void> {
  const existing = (await repository.findPrices(trx, organizationId, [product.id])).filter(
    (price) => price.is_archived === 0,
  );
  const byId = new Map(existing.map((price) => [price.id, price]));
  const problems: ValidationItem[] = [];
  const kept: repository.PriceRow[] = [];
  const created: ProductPriceCreate[] = [];
  const seen = new Set<string>();
  // The prices in the order listed (an unknown id counts as none), for the per-currency rule.
  const listed: Array<{ amount_type: string; price_currency: string }> = [];
  entries.forEach((entry, index) => {
    if (!("amount_type" in entry)) {
      const price = byId.get(entry.id);
      listed[index] = price && !seen.has(entry.id) ? price : { amount_type: "metered_unit", price_currency: "" };
      if (!price)
        problems.push({
          loc: ["body", "prices", index, "id"],
          msg: "Price does not exist or is archived.",
          type: "value_error",
        });
      else if (seen.has(entry.id))
        problems.push({ loc: ["body", "prices", index, "id"], msg: "Price is listed twice.", type: "value_error" });
      else kept.push(price);
      seen.add(entry.id);
      return;
    }
    if (isMeteredAmountType(entry.amount_type) && product.is_recurring !== 1) {
      problems.push({
        loc: ["body", "prices", index],
        msg: "Metered prices are not supported on one-time purchase products",
        type: "value_error",
      });
    }
    // A legacy product gets new prices only once it has its own interval.
    if (product.is_recurring === 1 && interval == null) {
      problems.push({
        loc: ["body", "prices", index],
        msg: "Set recurring_interval to add prices to a legacy recurring product.",
        type: "value_error",
      });
    }
    created.push(entry);
    listed[index] = entry;
  });
  for (const index of repeatedStaticPrices(listed))
    problems.push({ loc: ["body", "prices", index], msg: STATIC_PRICE_PER_CURRENCY, type: "value_error" });
  if (problems.length) throw new ValidationFailure(problems);
  await checkMeters(trx, organizationId, entries);

  const keptIds = new Set(kept.map((price) => price.id));
  await repository.archivePrices(
    trx,
    organizationId,
    existing.filter((price) => !keptIds.has(price.id)).map((price) => price.id),
    now,
  );
  const start = Math.max(-1, ...existing.map((price) => price.position)) + 1;
  await repository.insertPrices(
    trx,
    organizationId,
    created.map((price, index) => newPriceRow(price, product.id, start + index, now)),
  );
}

/** Medias and custom fields must be this organization's; each unknown id is a 422 at its place. */
async function assertLinks(
  trx: Tx,
  organizationId: string,
  links: { medias: string[]; fields: Array<{ custom_field_id: string }> },
): Promise<void> {
  const fieldIds = links.fields.map((field) => field.custom_field_id);
  const [medias, fields] = await Promise.all([
    links.medias.length
      ? resolveLinkedMedias(trx, organizationId, links.medias)
      : new Map<string, ProductMediaFileRead>(),
    fieldIds.length ? resolveLinkedCustomFields(trx, organizationId, fieldIds) : new Map(),
  ]);
  const problems = [
    ...duplicates(links.medias, ["body", "medias"]),
    ...missing(
      links.medias,
      uploaded(medias),
      (index) => ["body", "medias", index],
      "File does not exist or is not an uploaded product media.",
    ),
    ...duplicates(fieldIds, ["body", "attached_custom_fields"], ["custom_field_id"]),
    ...missing(
      fieldIds,
      fields,
      (index) => ["body", "attached_custom_fields", index, "custom_field_id"],
      "Custom field does not exist.",
    ),
  ];
  if (problems.length) throw new ValidationFailure(problems);
}

/** As Polar: a product media must be uploaded before a product shows it. */
const uploaded = (medias: Map<string, ProductMediaFileRead>) =>
  new Map([...medias].filter(([, media]) => media.is_uploaded));

function missing(
  ids: string[],
  found: Map<string, unknown>,
  loc: (index: number) => ValidationItem["loc"],
  msg: string,
): ValidationItem[] {
  return ids.flatMap((id, index) => (found.has(id) ? [] : [{ loc: loc(index), msg, type: "value_error" }]));
}

function duplicates(ids: string[], loc: ValidationItem["loc"], suffix: ValidationItem["loc"] = []): ValidationItem[] {
  return ids.flatMap((id, index) =>
    ids.indexOf(id) === index ? [] : [{ loc: [...loc, index, ...suffix], msg: "Listed twice.", type: "value_error" }],
  );
}
