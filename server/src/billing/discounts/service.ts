import { z } from "@hono/zod-openapi";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violations.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { DEFAULT_CURRENCY } from "../common/money.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure } from "../common/validation.ts";
import { resolveProducts } from "../products/service.ts";
import { DiscountErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import {
  type Discount,
  type DiscountCreate,
  type DiscountDuration,
  type DiscountList,
  type DiscountListQuery,
  type DiscountProduct,
  type DiscountType,
  type DiscountUpdate,
  discountProduct,
} from "./schemas.ts";

const storedAmounts = z.record(z.string(), z.number().int()).nullable().default(null);

/** Rows to resources; the products of all the discounts are resolved in one call. */
async function toResources(db: Executor, organizationId: string, rows: repository.DiscountRow[]): Promise<Discount[]> {
  const idsByDiscount = await repository.productIds(
    db,
    organizationId,
    rows.map((row) => row.id),
  );
  const products = await resolveProducts(db, organizationId, [...idsByDiscount.values()].flat());
  return rows.map((row) => {
    const embedded = (idsByDiscount.get(row.id) ?? []).flatMap((id) => {
      const product = products.get(id);
      return product ? [discountProduct.parse(product)] : [];
    });
    return toResource(row, embedded);
  });
}

function toResource(row: repository.DiscountRow, products: DiscountProduct[]): Discount {
  const base = {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
    name: row.name,
    code: row.code,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    max_redemptions: row.max_redemptions,
    max_redemptions_per_customer: row.max_redemptions_per_customer,
    redemptions_count: row.redemptions_count,
    organization_id: row.organization_id,
    products,
  };
  const kind =
    row.type === "fixed"
      ? (() => {
          const currency = row.currency ?? DEFAULT_CURRENCY;
          const amount = row.amount ?? 0;
          return {
            type: "fixed" as const,
            amount,
            currency,
            amounts: fromJsonColumn(storedAmounts, row.amounts) ?? { [currency]: amount },
          };
        })()
      : { type: "percentage" as const, basis_points: row.basis_points ?? 0 };
  if (row.duration === "repeating")
    return { ...base, ...kind, duration: "repeating", duration_in_months: row.duration_in_months ?? 1 };
  return { ...base, ...kind, duration: row.duration === "forever" ? "forever" : "once" };
}

async function load(db: Executor, organizationId: string, id: string): Promise<Discount> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw DiscountErrors.NOT_FOUND();
  const [resource] = await toResources(db, organizationId, [row]);
  if (!resource) throw DiscountErrors.NOT_FOUND();
  return resource;
}

export async function list(db: Db, access: OrganizationAccess, query: DiscountListQuery): Promise<DiscountList> {
  const { rows, total } = await repository.list(
    db,
    access.organizationId,
    { query: query.query, metadata: query.metadata },
    query.sorting,
    query,
  );
  return toListResource(await toResources(db, access.organizationId, rows), total, query);
}

export function get(db: Db, access: OrganizationScope, id: string): Promise<Discount> {
  return load(db, access.organizationId, id);
}

/** The value columns of a discount, from the type and duration it ends up with. */
type Terms = {
  type: DiscountType;
  amount: number | null;
  currency: string | null;
  amounts: Record<string, number> | null;
  basis_points: number | null;
  duration: DiscountDuration;
  duration_in_months: number | null;
};

function fixedAmounts(
  amount: number | null | undefined,
  currency: string | null | undefined,
  amounts: Record<string, number> | null | undefined,
): Pick<Terms, "amount" | "currency" | "amounts"> {
  // `amount` is in `currency` (usd by default); `amounts` adds other currencies. The first is the discount's own.
  const all: Record<string, number> =
    amount == null ? { ...amounts } : { [currency ?? DEFAULT_CURRENCY]: amount, ...amounts };
  const [primary] = Object.keys(all);
  if (!primary) throw ValidationFailure.at(["body", "amount"], "Required for a fixed discount");
  return { amount: all[primary] ?? 0, currency: primary, amounts: all };
}

export async function create(db: Db, access: OrganizationAccess, body: DiscountCreate): Promise<Discount> {
  const organizationId = access.organizationId;
  const productIds = await checkProducts(db, organizationId, body.products ?? []);
  const terms: Terms = {
    type: body.type,
    ...(body.type === "fixed"
      ? fixedAmounts(body.amount, body.currency, body.amounts)
      : { amount: null, currency: null, amounts: null }),
    basis_points: body.type === "percentage" ? body.basis_points : null,
    duration: body.duration,
    duration_in_months: body.duration === "repeating" ? (body.duration_in_months ?? null) : null,
  };
  const code = body.code ?? null;
  const id = newId();
  await uniqueCode(db, organizationId, code, undefined, () =>
    inTransaction(db, async (trx) => {
      await repository.insert(trx, organizationId, {
        id,
        name: body.name,
        code,
        ...terms,
        amounts: terms.amounts ? toJsonColumn(terms.amounts) : null,
        starts_at: utc(body.starts_at),
        ends_at: utc(body.ends_at),
        max_redemptions: body.max_redemptions ?? null,
        max_redemptions_per_customer: body.max_redemptions_per_customer ?? null,
        redemptions_count: 0,
        metadata: toJsonColumn(body.metadata ?? {}),
        created_at: nowIso(),
        modified_at: null,
        deleted_at: null,
      });
      await repository.replaceProducts(trx, organizationId, id, productIds);
    }),
  );
  return load(db, organizationId, id);
}

/**
 * Polar's update: sent keys replace stored values (null clears code, dates and max redemptions;
 * `products: []` lifts the restriction, null leaves it); the resulting discount must still be
 * whole (a fixed one has an amount, a percentage one basis points, a repeating one its months).
 */
export async function update(db: Db, access: OrganizationAccess, id: string, body: DiscountUpdate): Promise<Discount> {
  const organizationId = access.organizationId;
  const current = await repository.find(db, organizationId, id);
  if (!current) throw DiscountErrors.NOT_FOUND();
  const productIds = body.products == null ? null : await checkProducts(db, organizationId, body.products);

  const type = body.type ?? (current.type as DiscountType);
  const duration = body.duration ?? (current.duration as DiscountDuration);
  const amountsChanged = body.amount != null || body.currency != null || body.amounts != null || type !== current.type;
  const fixed =
    type !== "fixed"
      ? { amount: null, currency: null, amounts: null }
      : amountsChanged
        ? fixedAmounts(
            body.amount ?? (body.amounts == null ? current.amount : null),
            body.currency ?? current.currency,
            body.amounts,
          )
        : {
            amount: current.amount,
            currency: current.currency,
            amounts: fromJsonColumn(storedAmounts, current.amounts),
          };
  const basisPoints = type === "percentage" ? (body.basis_points ?? current.basis_points) : null;
  if (type === "percentage" && basisPoints == null)
    throw ValidationFailure.at(["body", "basis_points"], "Required for a percentage discount");
  const months = duration === "repeating" ? (body.duration_in_months ?? current.duration_in_months) : null;
  if (duration === "repeating" && months == null)
    throw ValidationFailure.at(["body", "duration_in_months"], "Required for a repeating discount");

  const startsAt = body.starts_at === undefined ? current.starts_at : utc(body.starts_at);
  const endsAt = body.ends_at === undefined ? current.ends_at : utc(body.ends_at);
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    throw ValidationFailure.at(["body", "ends_at"], "Must be after starts_at");
  const code = body.code === undefined ? current.code : body.code;

  await uniqueCode(db, organizationId, code, id, () =>
    inTransaction(db, async (trx) => {
      await repository.update(trx, organizationId, id, {
        ...(body.name == null ? {} : { name: body.name }),
        code,
        type,
        ...fixed,
        amounts: fixed.amounts ? toJsonColumn(fixed.amounts) : null,
        basis_points: basisPoints,
        duration,
        duration_in_months: months,
        starts_at: startsAt,
        ends_at: endsAt,
        ...(body.max_redemptions === undefined ? {} : { max_redemptions: body.max_redemptions }),
        ...(body.max_redemptions_per_customer === undefined
          ? {}
          : { max_redemptions_per_customer: body.max_redemptions_per_customer }),
        ...(body.metadata === undefined ? {} : { metadata: toJsonColumn(body.metadata) }),
        modified_at: nowIso(),
      });
      if (productIds) await repository.replaceProducts(trx, organizationId, id, productIds);
    }),
  );
  return load(db, organizationId, id);
}

/** Soft delete: orders and subscriptions that used the discount keep pointing at it. */
export async function remove(db: Db, access: OrganizationAccess, id: string): Promise<void> {
  if (!(await repository.softDelete(db, access.organizationId, id, nowIso()))) throw DiscountErrors.NOT_FOUND();
}

const utc = (value: string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());

/** Every restricted product must be one of the organization's: the others are 422 at their index. */
async function checkProducts(db: Db, organizationId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await resolveProducts(db, organizationId, unique);
  const missing = ids.flatMap((id, index) =>
    found.has(id) ? [] : [{ loc: ["body", "products", index], msg: "Product does not exist.", type: "value_error" }],
  );
  if (missing.length) throw new ValidationFailure(missing);
  return unique;
}

const codeTaken = () => ValidationFailure.at(["body", "code"], "A discount with this code already exists.");

/** The read answers the common case; the unique index on lower(code) settles concurrent writers the same way. */
async function uniqueCode(
  db: Db,
  organizationId: string,
  code: string | null,
  exceptId: string | undefined,
  write: () => Promise<void>,
): Promise<void> {
  if (code && (await repository.codeTaken(db, organizationId, code, exceptId))) throw codeTaken();
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** For checkouts: a live discount of the organization by id or by code (case-insensitive), else null. */
export async function findForCheckout(
  db: Executor,
  organizationId: string,
  ref: { id: string } | { code: string },
): Promise<Discount | null> {
  const row =
    "id" in ref
      ? await repository.find(db, organizationId, ref.id)
      : await repository.findByCode(db, organizationId, ref.code);
  if (!row) return null;
  const [resource] = await toResources(db, organizationId, [row]);
  return resource ?? null;
}

/**
 * Why a discount can't be applied to a purchase of `productId` at `at` (null: it can): outside
 * its starts_at/ends_at window, used up, or restricted to other products.
 */
export function unavailableReason(
  discount: Discount,
  productId: string,
  at: string,
): "not_started" | "ended" | "used_up" | "not_applicable" | null {
  const now = Date.parse(at);
  if (discount.starts_at && Date.parse(discount.starts_at) > now) return "not_started";
  if (discount.ends_at && Date.parse(discount.ends_at) <= now) return "ended";
  if (discount.max_redemptions !== null && discount.redemptions_count >= discount.max_redemptions) return "used_up";
  if (discount.products.length > 0 && !discount.products.some((product) => product.id === productId))
    return "not_applicable";
  return null;
}

/** Redeems once inside the caller's transaction (atomic, see repository.redeem); false when used up. */
export function redeem(trx: Tx, organizationId: string, id: string): Promise<boolean> {
  return repository.redeem(trx, organizationId, id);
}

/** Gives a redemption back inside the caller's transaction (the confirmed checkout's payment failed). */
export function release(trx: Tx, organizationId: string, id: string): Promise<void> {
  return repository.unredeem(trx, organizationId, id);
}

/**
 * Polar's per-customer limit, inside the confirm's transaction and after `redeem`: that UPDATE
 * holds the discount's row until commit, so two confirms by one buyer are counted one after the
 * other. Throws 403 DiscountRedemptionLimitReached (the transaction, redemption included, is undone).
 */
export async function assertCustomerMayRedeem(
  trx: Tx,
  organizationId: string,
  discountId: string,
  buyer: repository.Redeemer,
): Promise<void> {
  const discount = await repository.find(trx, organizationId, discountId);
  const limit = discount?.max_redemptions_per_customer ?? null;
  if (limit === null) return;
  if ((await repository.redemptionsBy(trx, organizationId, discountId, buyer)) >= limit)
    throw DiscountErrors.REDEMPTION_LIMIT_REACHED();
}
