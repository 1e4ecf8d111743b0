import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";

/**
 * Which of `ids` something still points at: an order, a subscription (a trial is one), a live
 * discount restricted to it, a checkout (whatever its status: it lists the product) or a live
 * checkout link. Such a product is kept (Polar's `is_deletable` false); the others may be deleted.
 */
export async function productsInUse(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const wanted = [...new Set(ids)];
  const scope = scoped(db, organizationId);
  const [orders, subscriptions, discounts, links, checkouts] = await Promise.all([
    scope.selectFrom("billing_order").select("product_id").distinct().where("product_id", "in", wanted).execute(),
    scope
      .selectFrom("billing_subscription")
      .select("product_id")
      .distinct()
      .where("product_id", "in", wanted)
      .execute(),
    scope
      .selectFrom("discount_product")
      .innerJoin("discount", "discount.id", "discount_product.discount_id")
      .select("discount_product.product_id")
      .distinct()
      .where("discount_product.product_id", "in", wanted)
      .where("discount.deleted_at", "is", null)
      .execute(),
    scope
      .selectFrom("checkout_link_product")
      .innerJoin("checkout_link", "checkout_link.id", "checkout_link_product.checkout_link_id")
      .select("checkout_link_product.product_id")
      .distinct()
      .where("checkout_link_product.product_id", "in", wanted)
      .where("checkout_link.deleted_at", "is", null)
      .execute(),
    // product_ids is a JSON array of ids (UUIDs: no LIKE wildcard in them).
    scope
      .selectFrom("checkout")
      .select(["product_id", "product_ids"])
      .where((eb) =>
        eb.or([eb("product_id", "in", wanted), ...wanted.map((id) => eb("product_ids", "like", `%"${id}"%`))]),
      )
      .execute(),
  ]);
  const used = new Set<string>();
  for (const row of [...orders, ...subscriptions, ...discounts, ...links]) if (row.product_id) used.add(row.product_id);
  for (const row of checkouts) {
    used.add(row.product_id);
    for (const id of wanted) if (row.product_ids.includes(`"${id}"`)) used.add(id);
  }
  return new Set(wanted.filter((id) => used.has(id)));
}

/** Deletes the product, its prices and its links (benefits, medias, custom fields). */
export async function deleteProduct(db: Executor, organizationId: string, id: string): Promise<boolean> {
  const scope = scoped(db, organizationId);
  await scope.deleteFrom("product_benefit").where("product_id", "=", id).execute();
  await scope.deleteFrom("product_media").where("product_id", "=", id).execute();
  await scope.deleteFrom("product_custom_field").where("product_id", "=", id).execute();
  await scope.deleteFrom("product_price").where("product_id", "=", id).execute();
  const deleted = await scope.deleteFrom("product").where("id", "=", id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
