import type { Executor } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { ValidationFailure, type ValidationItem } from "../common/validation.ts";
import { findMeterRow as findMeter } from "../meters/service.ts";
import type * as repository from "./repository.ts";
import type { ProductPriceCreate } from "./schemas.ts";

/** A price as a row (catalogue and ad-hoc prices alike), and the meter check of metered prices. */

/** A metered price's meter must be one of the organization's (archived ones are refused too). */
export async function checkMeters(
  db: Executor,
  organizationId: string,
  entries: ReadonlyArray<ProductPriceCreate | { id: string }>,
  loc: ValidationItem["loc"] = ["body", "prices"],
): Promise<void> {
  const problems: ValidationItem[] = [];
  for (const [index, entry] of entries.entries()) {
    if (!("amount_type" in entry) || !("meter_id" in entry)) continue;
    const meter = await findMeter(db, organizationId, entry.meter_id);
    if (!meter || meter.archived_at !== null)
      problems.push({ loc: [...loc, index, "meter_id"], msg: "Meter does not exist.", type: "value_error" });
  }
  if (problems.length) throw new ValidationFailure(problems);
}

export function newPriceRow(
  price: ProductPriceCreate,
  productId: string,
  position: number,
  now: string,
): repository.NewPriceRow {
  const amounts = {
    price_amount: price.amount_type === "fixed" ? price.price_amount : null,
    minimum_amount: price.amount_type === "custom" ? price.minimum_amount : null,
    maximum_amount: price.amount_type === "custom" ? (price.maximum_amount ?? null) : null,
    preset_amount: price.amount_type === "custom" ? (price.preset_amount ?? null) : null,
    unit_amount: price.amount_type === "metered_unit" ? price.unit_amount : null,
    cap_amount: "cap_amount" in price ? (price.cap_amount ?? null) : null,
    meter_id: "meter_id" in price ? price.meter_id : null,
    seat_tiers: price.amount_type === "seat_based" ? JSON.stringify(price.seat_tiers) : null,
    ...tieredColumns(price),
  };
  return {
    id: newId(),
    product_id: productId,
    amount_type: price.amount_type,
    source: "catalog",
    price_currency: price.price_currency,
    tax_behavior: price.tax_behavior ?? null,
    is_archived: 0,
    legacy: 0,
    recurring_interval: null,
    ...amounts,
    position,
    created_at: now,
    modified_at: null,
  };
}

function tieredColumns(
  price: ProductPriceCreate,
): Pick<repository.NewPriceRow, "tiers" | "minimum_units" | "unit_label"> {
  if (price.amount_type === "unit_based")
    return {
      tiers: JSON.stringify(price.tiers),
      minimum_units: price.minimum_units ?? 1,
      unit_label: price.unit_label == null ? null : JSON.stringify(price.unit_label),
    };
  if (price.amount_type === "metered_tiers")
    return { tiers: JSON.stringify(price.tiers), minimum_units: null, unit_label: null };
  return { tiers: null, minimum_units: null, unit_label: null };
}
