import type { Insertable, Selectable, Updateable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/sql/scope.ts";
import { softDelete as softDeleteRow } from "../common/sql/soft-delete.ts";
import type { CheckoutLinkTable } from "./tables.ts";

export type CheckoutLinkRow = Selectable<CheckoutLinkTable>;
export type CheckoutLinkSortField = "created_at" | "label" | "success_url" | "allow_discount_codes";

const live = (db: Executor, organizationId: string) =>
  scoped(db, organizationId).selectFrom("checkout_link").where("checkout_link.deleted_at", "is", null);

export function find(db: Executor, organizationId: string, id: string): Promise<CheckoutLinkRow | undefined> {
  return live(db, organizationId).selectAll().where("id", "=", id).executeTakeFirst();
}

/** The public redirect: the client secret is the credential, across organizations. */
export function findByClientSecret(db: Executor, clientSecret: string): Promise<CheckoutLinkRow | undefined> {
  return db
    .selectFrom("checkout_link")
    .selectAll()
    .where("client_secret", "=", clientSecret)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

export function list(
  db: Executor,
  organizationId: string,
  filter: { productIds?: readonly string[] | undefined },
  sorting: Sort<CheckoutLinkSortField>[],
  page: PageRequest,
): Promise<{ rows: CheckoutLinkRow[]; total: number }> {
  let base = live(db, organizationId);
  if (filter.productIds?.length) {
    const ids = [...filter.productIds];
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom("checkout_link_product")
          .select("checkout_link_product.product_id")
          .whereRef("checkout_link_product.checkout_link_id", "=", "checkout_link.id")
          .where("checkout_link_product.product_id", "in", ids),
      ),
    );
  }
  return listPage(base, sorting, page);
}

export async function insert(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<CheckoutLinkTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("checkout_link", row).execute();
}

export async function update(
  db: Executor,
  organizationId: string,
  id: string,
  values: Updateable<Omit<CheckoutLinkTable, "id" | "organization_id">>,
): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("checkout_link")
    .set(values)
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .execute();
}

export function softDelete(db: Executor, organizationId: string, id: string, at: string): Promise<boolean> {
  return softDeleteRow(db, organizationId, "checkout_link", id, at);
}

export async function productIds(
  db: Executor,
  organizationId: string,
  linkIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byLink = new Map<string, string[]>(linkIds.map((id) => [id, []]));
  if (linkIds.length === 0) return byLink;
  const rows = await scoped(db, organizationId)
    .selectFrom("checkout_link_product")
    .select(["checkout_link_id", "product_id"])
    .where("checkout_link_id", "in", [...linkIds])
    .orderBy("order")
    .execute();
  for (const row of rows) byLink.get(row.checkout_link_id)?.push(row.product_id);
  return byLink;
}

export async function replaceProducts(
  db: Executor,
  organizationId: string,
  linkId: string,
  productIds: readonly string[],
): Promise<void> {
  await scoped(db, organizationId).deleteFrom("checkout_link_product").where("checkout_link_id", "=", linkId).execute();
  let order = 0;
  for (const productId of productIds)
    await scoped(db, organizationId)
      .insertInto("checkout_link_product", { checkout_link_id: linkId, product_id: productId, order: order++ })
      .execute();
}
