import { randomBytes } from "node:crypto";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Executor, inTransaction } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { toBenefitPublic } from "../checkouts/resource.ts";
import { checkoutCreate } from "../checkouts/schemas.ts";
import * as checkouts from "../checkouts/service.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure } from "../common/validation.ts";
import * as discounts from "../discounts/service.ts";
import type { Product } from "../products/schemas.ts";
import { trialInterval } from "../products/schemas.ts";
import { resolveProducts } from "../products/service.ts";
import { CheckoutLinkErrors } from "./errors.ts";
import { checkLinkPreset, presetForCheckout } from "./presets.ts";
import * as repository from "./repository.ts";
import type {
  CheckoutLink,
  CheckoutLinkCreate,
  CheckoutLinkList,
  CheckoutLinkListQuery,
  CheckoutLinkProduct,
  CheckoutLinkUpdate,
} from "./schemas.ts";

/**
 * Checkout links (Polar's): a shareable URL that opens a new checkout for its products each
 * time (`GET /v1/checkout-links/{client_secret}/redirect` → 302 to the checkout's `url`).
 */

type Ctx = checkouts.CheckoutContext;

function toLinkProduct(product: Product): CheckoutLinkProduct {
  const { attached_custom_fields: _fields, benefits, ...rest } = product;
  return {
    ...rest,
    benefits: benefits.map(toBenefitPublic),
  };
}

async function toResources(
  ctx: Ctx,
  db: Executor,
  organizationId: string,
  rows: repository.CheckoutLinkRow[],
): Promise<CheckoutLink[]> {
  const idsByLink = await repository.productIds(
    db,
    organizationId,
    rows.map((row) => row.id),
  );
  const products = await resolveProducts(db, organizationId, [...idsByLink.values()].flat());
  const result: CheckoutLink[] = [];
  for (const row of rows) {
    const discount = row.discount_id
      ? await discounts.findForCheckout(db, organizationId, { id: row.discount_id })
      : null;
    result.push({
      id: row.id,
      created_at: row.created_at,
      modified_at: row.modified_at,
      trial_interval: trialInterval.nullable().catch(null).parse(row.trial_interval),
      trial_interval_count: row.trial_interval_count,
      metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
      payment_processor: "stripe",
      client_secret: row.client_secret,
      success_url: row.success_url,
      return_url: row.return_url,
      label: row.label,
      allow_discount_codes: Boolean(row.allow_discount_codes),
      require_billing_address: Boolean(row.require_billing_address),
      seats: row.seats,
      units: row.units,
      discount_id: row.discount_id,
      organization_id: row.organization_id,
      products: (idsByLink.get(row.id) ?? []).flatMap((id) => {
        const product = products.get(id);
        return product ? [toLinkProduct(product)] : [];
      }),
      discount,
      url: `${ctx.baseURL}/v1/checkout-links/${row.client_secret}/redirect`,
    });
  }
  return result;
}

async function load(ctx: Ctx, db: Executor, organizationId: string, id: string): Promise<CheckoutLink> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw CheckoutLinkErrors.NOT_FOUND();
  const [resource] = await toResources(ctx, db, organizationId, [row]);
  if (!resource) throw CheckoutLinkErrors.NOT_FOUND();
  return resource;
}

async function checkProducts(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
  loc: string,
): Promise<Product[]> {
  const unique = [...new Set(ids)];
  const found = await resolveProducts(db, organizationId, unique);
  return unique.map((id, index) => {
    const product = found.get(id);
    if (!product) throw ValidationFailure.at(["body", loc, index], "Product does not exist.");
    if (product.is_archived) throw ValidationFailure.at(["body", loc, index], "Product is archived.");
    return product;
  });
}

/** A link's products as they stand, for checking a new seat count against them. */
async function linkProducts(db: Executor, organizationId: string, linkId: string): Promise<Product[]> {
  const ids = (await repository.productIds(db, organizationId, [linkId])).get(linkId) ?? [];
  const found = await resolveProducts(db, organizationId, ids);
  return ids.flatMap((id) => found.get(id) ?? []);
}

async function checkDiscount(
  db: Executor,
  organizationId: string,
  id: string | null | undefined,
): Promise<string | null> {
  if (!id) return null;
  const discount = await discounts.findForCheckout(db, organizationId, { id });
  if (!discount) throw ValidationFailure.at(["body", "discount_id"], "Discount does not exist.");
  return discount.id;
}

export async function list(
  ctx: Ctx,
  access: OrganizationAccess,
  query: CheckoutLinkListQuery,
): Promise<CheckoutLinkList> {
  const { rows, total } = await repository.list(
    ctx.db,
    access.organizationId,
    { productIds: query.product_id },
    query.sorting,
    query,
  );
  return toListResource(await toResources(ctx, ctx.db, access.organizationId, rows), total, query);
}

export function get(ctx: Ctx, access: OrganizationAccess, id: string): Promise<CheckoutLink> {
  return load(ctx, ctx.db, access.organizationId, id);
}

export async function create(ctx: Ctx, access: OrganizationAccess, body: CheckoutLinkCreate): Promise<CheckoutLink> {
  const organizationId = access.organizationId;
  const products =
    "products" in body
      ? await checkProducts(ctx.db, organizationId, body.products, "products")
      : await checkProducts(ctx.db, organizationId, [body.product_id], "product_id");
  const productIds = products.map((product) => product.id);
  const seats = checkLinkPreset(products, "seats", body.seats);
  const units = checkLinkPreset(products, "units", body.units);
  const discountId = await checkDiscount(ctx.db, organizationId, body.discount_id);
  const id = newId();
  await inTransaction(ctx.db, async (trx) => {
    await repository.insert(trx, organizationId, {
      id,
      client_secret: `polar_cl_${randomBytes(24).toString("base64url")}`,
      label: body.label ?? null,
      discount_id: discountId,
      allow_discount_codes: body.allow_discount_codes ? 1 : 0,
      require_billing_address: body.require_billing_address ? 1 : 0,
      success_url: body.success_url ?? null,
      return_url: body.return_url ?? null,
      trial_interval: body.trial_interval ?? null,
      trial_interval_count: body.trial_interval_count ?? null,
      seats,
      units,
      metadata: toJsonColumn(body.metadata ?? {}),
      created_at: nowIso(),
      modified_at: null,
      deleted_at: null,
    });
    await repository.replaceProducts(trx, organizationId, id, productIds);
  });
  return load(ctx, ctx.db, organizationId, id);
}

export async function update(
  ctx: Ctx,
  access: OrganizationAccess,
  id: string,
  body: CheckoutLinkUpdate,
): Promise<CheckoutLink> {
  const organizationId = access.organizationId;
  const current = await load(ctx, ctx.db, organizationId, id);
  const products = body.products ? await checkProducts(ctx.db, organizationId, body.products, "products") : null;
  const productIds = products?.map((product) => product.id) ?? null;
  // New products must take the kept presets too; a new preset is checked against the products kept.
  for (const kind of ["seats", "units"] as const) {
    const preset = body[kind] === undefined ? current[kind] : body[kind];
    if (preset != null && (products || body[kind] !== undefined))
      checkLinkPreset(products ?? (await linkProducts(ctx.db, organizationId, id)), kind, preset);
  }
  const discountId =
    body.discount_id === undefined ? undefined : await checkDiscount(ctx.db, organizationId, body.discount_id);
  await inTransaction(ctx.db, async (trx) => {
    await repository.update(trx, organizationId, id, {
      ...(body.label === undefined ? {} : { label: body.label }),
      ...(discountId === undefined ? {} : { discount_id: discountId }),
      ...(body.allow_discount_codes == null ? {} : { allow_discount_codes: body.allow_discount_codes ? 1 : 0 }),
      ...(body.require_billing_address == null
        ? {}
        : { require_billing_address: body.require_billing_address ? 1 : 0 }),
      ...(body.success_url === undefined ? {} : { success_url: body.success_url }),
      ...(body.return_url === undefined ? {} : { return_url: body.return_url }),
      ...(body.trial_interval === undefined ? {} : { trial_interval: body.trial_interval }),
      ...(body.trial_interval_count === undefined ? {} : { trial_interval_count: body.trial_interval_count }),
      ...(body.seats === undefined ? {} : { seats: body.seats }),
      ...(body.units === undefined ? {} : { units: body.units }),
      ...(body.metadata === undefined ? {} : { metadata: toJsonColumn(body.metadata) }),
      modified_at: nowIso(),
    });
    if (productIds) await repository.replaceProducts(trx, organizationId, id, productIds);
  });
  return load(ctx, ctx.db, organizationId, id);
}

export async function remove(ctx: Ctx, access: OrganizationAccess, id: string): Promise<void> {
  if (!(await repository.softDelete(ctx.db, access.organizationId, id, nowIso()))) throw CheckoutLinkErrors.NOT_FOUND();
}

/**
 * The public redirect: a new checkout for the link's products (its discount when still valid,
 * else none), prefilled from `customer_email` / `customer_name` query parameters; its `url`.
 */
export async function openCheckout(
  ctx: Ctx,
  clientSecret: string,
  prefill: { customer_email?: string | undefined; customer_name?: string | undefined },
): Promise<string> {
  const row = await repository.findByClientSecret(ctx.db, clientSecret);
  if (!row) throw CheckoutLinkErrors.NOT_FOUND();
  const organizationId = row.organization_id;
  const productIds = (await repository.productIds(ctx.db, organizationId, [row.id])).get(row.id) ?? [];
  const products = await resolveProducts(ctx.db, organizationId, productIds);
  const available = productIds.filter((id) => {
    const product = products.get(id);
    return product !== undefined && !product.is_archived && product.prices.some((price) => !price.is_archived);
  });
  if (available.length === 0) throw CheckoutLinkErrors.NOT_FOUND();
  const email =
    prefill.customer_email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(prefill.customer_email)
      ? prefill.customer_email
      : undefined;
  const base = {
    products: available,
    allow_discount_codes: Boolean(row.allow_discount_codes),
    require_billing_address: Boolean(row.require_billing_address),
    success_url: row.success_url,
    return_url: row.return_url,
    metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
    customer_email: email,
    customer_name: prefill.customer_name?.slice(0, 256),
    // The link's own trial overrides the product's (Polar's CheckoutLink trial fields).
    trial_interval: trialInterval.nullable().catch(null).parse(row.trial_interval),
    trial_interval_count: row.trial_interval_count,
    seats: presetForCheckout(
      available.flatMap((id) => products.get(id) ?? []),
      "seats",
      row.seats,
    ),
    units: presetForCheckout(
      available.flatMap((id) => products.get(id) ?? []),
      "units",
      row.units,
    ),
  };
  const access = systemAccess(organizationId);
  try {
    return (await checkouts.create(ctx, access, checkoutCreate.parse({ ...base, discount_id: row.discount_id }))).url;
  } catch (error) {
    // A discount that expired or was used up since: the checkout opens without it.
    if (!(error instanceof ValidationFailure) || !row.discount_id) throw error;
    return (await checkouts.create(ctx, access, checkoutCreate.parse(base))).url;
  }
}
