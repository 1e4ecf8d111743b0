import { type Insertable, type Selectable, sql, type Updateable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import type { MetadataFilter } from "../common/metadata-filter.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { metadataCondition } from "../common/sql/metadata-condition.ts";
import { scoped } from "../common/sql/scope.ts";
import type { ProductPriceTable, ProductTable } from "./tables.ts";

export type ProductRow = Selectable<ProductTable>;
export type PriceRow = Selectable<ProductPriceTable>;
export type NewProductRow = Omit<Insertable<ProductTable>, "organization_id">;
export type NewPriceRow = Omit<Insertable<ProductPriceTable>, "organization_id">;
export type BenefitLink = { product_id: string; benefit_id: string; order: number };
export type MediaLink = { product_id: string; file_id: string; order: number };
export type CustomFieldLink = { product_id: string; custom_field_id: string; order: number; required: number };

export type ProductSortField = "created_at" | "name" | "price_amount_type" | "price_amount";
export type ProductFilter = {
  ids?: string[] | undefined;
  query?: string | undefined;
  isArchived?: boolean | undefined;
  isRecurring?: boolean | undefined;
  benefitIds?: string[] | undefined;
  visibility?: string[] | undefined;
  metadata?: MetadataFilter | undefined;
};

export function findProduct(db: Executor, organizationId: string, id: string): Promise<ProductRow | undefined> {
  return scoped(db, organizationId).selectFrom("product").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findProducts(db: Executor, organizationId: string, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return scoped(db, organizationId)
    .selectFrom("product")
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
}

/** LIKE with the user's text taken literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The static (fixed, custom or free) live price of a product: what Polar sorts by. Products
 * with metered prices only sort after the others (type) and as 0 (amount), on both dialects.
 */
const staticPrice = (expression: ReturnType<typeof sql>) =>
  sql`(select ${expression} from product_price pp where pp.product_id = product.id and pp.is_archived = 0 and pp.amount_type not in ('metered_unit', 'metered_tiers') order by pp.position limit 1)`;
const sortExpressions = {
  price_amount_type: sql`coalesce(${staticPrice(sql`case pp.amount_type when 'free' then 0 when 'custom' then 1 else 2 end`)}, 3)`,
  price_amount: sql`coalesce(${staticPrice(sql`coalesce(pp.price_amount, pp.minimum_amount, 0)`)}, 0)`,
};

export async function listProducts(
  db: Executor,
  organizationId: string,
  filter: ProductFilter,
  sorting: Sort<ProductSortField>[],
  page: PageRequest,
): Promise<{ rows: ProductRow[]; total: number }> {
  let base = scoped(db, organizationId).selectFrom("product");
  if (filter.ids?.length) base = base.where("id", "in", filter.ids);
  if (filter.query) base = base.where(sql<boolean>`lower(product.name) like ${likePattern(filter.query)} escape '\\'`);
  if (filter.isArchived !== undefined) base = base.where("is_archived", "=", filter.isArchived ? 1 : 0);
  if (filter.isRecurring !== undefined) base = base.where("is_recurring", "=", filter.isRecurring ? 1 : 0);
  if (filter.visibility?.length) base = base.where("visibility", "in", filter.visibility);
  const metadata = metadataCondition(db, "product.metadata", filter.metadata);
  if (metadata) base = base.where(metadata);
  const benefitIds = filter.benefitIds;
  if (benefitIds?.length) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_benefit")
          .select("product_benefit.product_id")
          .whereRef("product_benefit.product_id", "=", "product.id")
          .where("product_benefit.benefit_id", "in", benefitIds),
      ),
    );
  }
  return listPage(base, sorting, page, {
    sortBy: (field) => (field === "created_at" || field === "name" ? `product.${field}` : sortExpressions[field]),
    tiebreak: "product.id",
  });
}

export async function insertProduct(db: Executor, organizationId: string, row: NewProductRow): Promise<void> {
  await scoped(db, organizationId).insertInto("product", row).execute();
}

export async function updateProduct(
  db: Executor,
  organizationId: string,
  id: string,
  values: Updateable<Omit<ProductTable, "id" | "organization_id">>,
): Promise<void> {
  await scoped(db, organizationId).updateTable("product").set(values).where("id", "=", id).execute();
}

/** Prices of the products, archived ones included, in their given order. */
export function findPrices(db: Executor, organizationId: string, productIds: readonly string[]): Promise<PriceRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return scoped(db, organizationId)
    .selectFrom("product_price")
    .selectAll()
    .where("product_id", "in", [...productIds])
    .orderBy("position")
    .orderBy("created_at")
    .execute();
}

export async function insertPrices(db: Executor, organizationId: string, rows: NewPriceRow[]): Promise<void> {
  for (const row of rows) await scoped(db, organizationId).insertInto("product_price", row).execute();
}

/** Prices by id (any product of the organization, archived ones included). */
export function findPricesById(db: Executor, organizationId: string, ids: readonly string[]): Promise<PriceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return scoped(db, organizationId)
    .selectFrom("product_price")
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
}

export async function archivePrices(db: Executor, organizationId: string, ids: string[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await scoped(db, organizationId)
    .updateTable("product_price")
    .set({ is_archived: 1, modified_at: at })
    .where("id", "in", ids)
    .execute();
}

export function findBenefitLinks(
  db: Executor,
  organizationId: string,
  productIds: readonly string[],
): Promise<BenefitLink[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return scoped(db, organizationId)
    .selectFrom("product_benefit")
    .select(["product_id", "benefit_id", "order"])
    .where("product_id", "in", [...productIds])
    .orderBy("order")
    .execute();
}

export function findMediaLinks(
  db: Executor,
  organizationId: string,
  productIds: readonly string[],
): Promise<MediaLink[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return scoped(db, organizationId)
    .selectFrom("product_media")
    .select(["product_id", "file_id", "order"])
    .where("product_id", "in", [...productIds])
    .orderBy("order")
    .execute();
}

export function findCustomFieldLinks(
  db: Executor,
  organizationId: string,
  productIds: readonly string[],
): Promise<CustomFieldLink[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return scoped(db, organizationId)
    .selectFrom("product_custom_field")
    .select(["product_id", "custom_field_id", "order", "required"])
    .where("product_id", "in", [...productIds])
    .orderBy("order")
    .execute();
}

/** Replaces the product's benefits with `benefitIds`, in that order. */
export async function replaceBenefitLinks(
  db: Executor,
  organizationId: string,
  productId: string,
  benefitIds: string[],
  at: string,
): Promise<void> {
  const scope = scoped(db, organizationId);
  await scope.deleteFrom("product_benefit").where("product_id", "=", productId).execute();
  for (const [order, benefitId] of benefitIds.entries()) {
    await scope
      .insertInto("product_benefit", { product_id: productId, benefit_id: benefitId, order, created_at: at })
      .execute();
  }
}

export async function replaceMediaLinks(
  db: Executor,
  organizationId: string,
  productId: string,
  fileIds: string[],
  at: string,
): Promise<void> {
  const scope = scoped(db, organizationId);
  await scope.deleteFrom("product_media").where("product_id", "=", productId).execute();
  for (const [order, fileId] of fileIds.entries()) {
    await scope
      .insertInto("product_media", { product_id: productId, file_id: fileId, order, created_at: at })
      .execute();
  }
}

export async function replaceCustomFieldLinks(
  db: Executor,
  organizationId: string,
  productId: string,
  fields: Array<{ custom_field_id: string; required: boolean }>,
  at: string,
): Promise<void> {
  const scope = scoped(db, organizationId);
  await scope.deleteFrom("product_custom_field").where("product_id", "=", productId).execute();
  for (const [order, field] of fields.entries()) {
    await scope
      .insertInto("product_custom_field", {
        product_id: productId,
        custom_field_id: field.custom_field_id,
        order,
        required: field.required ? 1 : 0,
        created_at: at,
      })
      .execute();
  }
}
