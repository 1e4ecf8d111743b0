import type { Executor, Tx } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import { ValidationFailure, type ValidationItem } from "../common/validation.ts";
import { checkMeters, newPriceRow } from "./price-rows.ts";
import { isMeteredAmountType, repeatedStaticPrices, STATIC_PRICE_PER_CURRENCY } from "./price-schemas.ts";
import * as repository from "./repository.ts";
import { priceMeters, toPrice } from "./resources.ts";
import type { AnyProductPrice, Product, ProductPriceCreate } from "./schemas.ts";

/**
 * Polar's ad-hoc prices (a checkout's `prices`): made for one checkout, of the catalogue's kinds
 * and rules, they replace the product's own prices there. They are stored archived with source
 * `ad_hoc`, so the catalogue (which lists, sorts and replaces live prices) never sees them; the
 * checkout that made them presents them live.
 */
export async function adHocPricesOf(
  db: Executor,
  organizationId: string,
  products: readonly repository.ProductRow[],
  ids: readonly string[],
): Promise<Map<string, AnyProductPrice[]>> {
  const rows = (await repository.findPricesById(db, organizationId, ids)).filter((row) => row.source === "ad_hoc");
  const meters = await priceMeters(db, organizationId, rows);
  const result = new Map<string, AnyProductPrice[]>();
  for (const product of products) {
    const own = rows.filter((row) => row.product_id === product.id).sort((a, b) => a.position - b.position);
    if (own.length > 0)
      result.set(
        product.id,
        own.map((row) => ({ ...toPrice(row, product, meters), is_archived: false })),
      );
  }
  return result;
}

/**
 * The rows of a checkout's ad-hoc prices for `product` (not inserted: the checkout's transaction
 * does it), checked as a product's price list is: metered prices on recurring products only, one
 * static price per currency, the organization's meters. Refusals are 422s under `loc`.
 */
export async function adHocPriceRows(
  db: Executor,
  organizationId: string,
  product: Product,
  entries: readonly ProductPriceCreate[],
  loc: ValidationItem["loc"],
): Promise<repository.NewPriceRow[]> {
  const problems: ValidationItem[] = [];
  entries.forEach((entry, index) => {
    if (isMeteredAmountType(entry.amount_type) && !product.is_recurring)
      problems.push({
        loc: [...loc, index],
        msg: "Metered prices are not supported on one-time purchase products",
        type: "value_error",
      });
  });
  for (const index of repeatedStaticPrices(entries))
    problems.push({ loc: [...loc, index], msg: STATIC_PRICE_PER_CURRENCY, type: "value_error" });
  if (problems.length) throw new ValidationFailure(problems);
  await checkMeters(db, organizationId, entries, loc);
  const now = nowIso();
  return entries.map((entry, position) => ({
    ...newPriceRow(entry, product.id, position, now),
    source: "ad_hoc",
    is_archived: 1,
  }));
}

export const insertAdHocPrices = (trx: Tx, organizationId: string, rows: repository.NewPriceRow[]) =>
  repository.insertPrices(trx, organizationId, rows);
