import { type Insertable, type Selectable, sql, type Updateable } from "kysely";
import { containsInsensitive } from "../../db/like.ts";
import type { Executor } from "../../db/transaction.ts";
import type { MetadataFilter } from "../common/metadata-filter.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { metadataCondition } from "../common/sql/metadata-condition.ts";
import { scoped } from "../common/sql/scope.ts";
import { softDelete as softDeleteRow } from "../common/sql/soft-delete.ts";
import type { DiscountTable } from "./tables.ts";

export type DiscountRow = Selectable<DiscountTable>;
export type DiscountSortField = "created_at" | "name" | "code" | "redemptions_count";

const live = (db: Executor, organizationId: string) =>
  scoped(db, organizationId).selectFrom("discount").where("discount.deleted_at", "is", null);

export function find(db: Executor, organizationId: string, id: string): Promise<DiscountRow | undefined> {
  return live(db, organizationId).selectAll().where("id", "=", id).executeTakeFirst();
}

/** Codes compare case-insensitively, as the unique index on lower(code) does. */
export async function codeTaken(
  db: Executor,
  organizationId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  let query = live(db, organizationId).select("id").where(sql<string>`lower(code)`, "=", code.toLowerCase());
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function list(
  db: Executor,
  organizationId: string,
  filter: { query?: string | undefined; metadata?: MetadataFilter | undefined },
  sorting: Sort<DiscountSortField>[],
  page: PageRequest,
): Promise<{ rows: DiscountRow[]; total: number }> {
  let base = live(db, organizationId);
  if (filter.query) {
    const text = filter.query;
    base = base.where((eb) =>
      eb.or([containsInsensitive("discount.name", text), containsInsensitive("discount.code", text)]),
    );
  }
  const metadata = metadataCondition(db, "discount.metadata", filter.metadata);
  if (metadata) base = base.where(metadata);
  return listPage(base, sorting, page);
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<DiscountTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("discount", row).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  values: Updateable<Omit<DiscountTable, "id" | "organization_id">>,
): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("discount")
    .set(values)
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .execute();
}

export function softDelete(db: Executor, organizationId: string, id: string, at: string): Promise<boolean> {
  return softDeleteRow(db, organizationId, "discount", id, at);
}

/** Product ids of each discount, in insertion order of the restriction. */
export async function productIds(
  db: Executor,
  organizationId: string,
  discountIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byDiscount = new Map<string, string[]>(discountIds.map((id) => [id, []]));
  if (discountIds.length === 0) return byDiscount;
  const rows = await scoped(db, organizationId)
    .selectFrom("discount_product")
    .select(["discount_id", "product_id"])
    .where("discount_id", "in", [...discountIds])
    .orderBy("product_id")
    .execute();
  for (const row of rows) byDiscount.get(row.discount_id)?.push(row.product_id);
  return byDiscount;
}

export async function replaceProducts(
  db: Executor,
  organizationId: string,
  discountId: string,
  productIds: readonly string[],
): Promise<void> {
  await scoped(db, organizationId).deleteFrom("discount_product").where("discount_id", "=", discountId).execute();
  for (const productId of productIds)
    await scoped(db, organizationId)
      .insertInto("discount_product", { discount_id: discountId, product_id: productId })
      .execute();
}

/** A live discount by code, case-insensitively (a checkout's `discount_code`). */
export function findByCode(db: Executor, organizationId: string, code: string): Promise<DiscountRow | undefined> {
  return live(db, organizationId)
    .selectAll()
    .where(sql<string>`lower(code)`, "=", code.toLowerCase())
    .executeTakeFirst();
}

/**
 * Counts one redemption in one conditional UPDATE (`redemptions_count < max_redemptions` in the
 * WHERE): simultaneous confirms can never pass the maximum on either dialect. False when the
 * discount is used up (or gone).
 */
export async function redeem(db: Executor, organizationId: string, id: string): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("discount")
    .set((eb) => ({ redemptions_count: eb("redemptions_count", "+", 1) }))
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .where((eb) => eb.or([eb("max_redemptions", "is", null), eb("redemptions_count", "<", eb.ref("max_redemptions"))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back one redemption (a confirmed checkout whose payment was declined). */
export async function unredeem(db: Executor, organizationId: string, id: string): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("discount")
    .set((eb) => ({ redemptions_count: eb("redemptions_count", "-", 1) }))
    .where("id", "=", id)
    .where("redemptions_count", ">", 0)
    .execute();
}

export type Redeemer = { checkoutId: string; customerId: string | null; email: string | null };

/**
 * How many times the buyer already redeemed the discount: their other checkouts holding a
 * redemption (confirmed, or paid), the buyer known by customer id or by email (case-insensitive).
 */
export async function redemptionsBy(
  db: Executor,
  organizationId: string,
  discountId: string,
  buyer: Redeemer,
): Promise<number> {
  const { customerId, email } = buyer;
  if (customerId === null && !email) return 0;
  const row = await scoped(db, organizationId)
    .selectFrom("checkout")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("discount_id", "=", discountId)
    .where("status", "in", ["confirmed", "succeeded"])
    .where("id", "!=", buyer.checkoutId)
    .where((eb) =>
      eb.or([
        ...(customerId === null ? [] : [eb("customer_id", "=", customerId)]),
        ...(email ? [eb(sql<string>`lower(customer_email)`, "=", email.toLowerCase())] : []),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
