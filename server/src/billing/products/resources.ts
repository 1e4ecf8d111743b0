import { z } from "@hono/zod-openapi";
import { fromJsonColumn } from "../../db/json-column.ts";
import type { Executor } from "../../db/transaction.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { findMeterRow as findMeter } from "../meters/service.ts";
import { resolveLinkedBenefits, resolveLinkedCustomFields, resolveLinkedMedias } from "./links.ts";
import { meterUnit, type ProductPriceMeter } from "./price-schemas.ts";
import * as repository from "./repository.ts";
import {
  type AnyProductPrice,
  type Product,
  priceSource,
  productVisibility,
  recurringInterval,
  taxBehavior,
  trialInterval,
} from "./schemas.ts";
import { parseStoredSeatTiers, seatTiersResource } from "./seat-tiers.ts";
import { parseStoredTiers, tiersReach } from "./tiers.ts";
import { productsInUse } from "./usage-repository.ts";

/** Rows → the wire `Product`, with prices, benefits, medias and custom fields loaded in batches. */

const intervalOrNull = (value: string | null) => (value == null ? null : recurringInterval.parse(value));

/** Polar's `ProductPriceMeter`: the price's meter (id, name, unit...), looked up once per product list. */
export type PriceMeters = ReadonlyMap<string, ProductPriceMeter>;

/** A meter gone from the lookup (never: meters are archived, not deleted) is named by its id. */
const unknownMeter = (meterId: string): ProductPriceMeter => ({
  id: meterId,
  name: meterId,
  unit: "scalar",
  custom_label: null,
  custom_multiplier: null,
});

export async function priceMeters(
  db: Executor,
  organizationId: string,
  rows: readonly repository.PriceRow[],
): Promise<PriceMeters> {
  const ids = [...new Set(rows.flatMap((row) => (row.meter_id ? [row.meter_id] : [])))];
  const result = new Map<string, ProductPriceMeter>();
  for (const meterId of ids) {
    const meter = await findMeter(db, organizationId, meterId);
    if (meter)
      result.set(meterId, {
        id: meter.id,
        name: meter.name,
        unit: meterUnit.parse(meter.unit),
        custom_label: meter.custom_label,
        custom_multiplier: meter.custom_multiplier,
      });
  }
  return result;
}

export function toPrice(
  row: repository.PriceRow,
  product: repository.ProductRow,
  meters: PriceMeters = new Map(),
): AnyProductPrice {
  const base = {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    source: priceSource.parse(row.source),
    price_currency: row.price_currency,
    tax_behavior: row.tax_behavior == null ? null : taxBehavior.parse(row.tax_behavior),
    is_archived: row.is_archived === 1,
    product_id: row.product_id,
  };
  const amounts = {
    minimum_amount: row.minimum_amount ?? 0,
    maximum_amount: row.maximum_amount,
    preset_amount: row.preset_amount,
  };
  // Prices of legacy recurring products carry their own interval and Polar's legacy flag.
  if (row.legacy === 1 && row.amount_type !== "metered_unit") {
    const legacy = {
      ...base,
      type: "recurring" as const,
      recurring_interval: recurringInterval.parse(row.recurring_interval),
      legacy: true as const,
    };
    if (row.amount_type === "fixed") return { ...legacy, amount_type: "fixed", price_amount: row.price_amount ?? 0 };
    if (row.amount_type === "custom") return { ...legacy, amount_type: "custom", ...amounts };
    return { ...legacy, amount_type: "free" };
  }
  // Deprecated keys Polar still sends, taken from the product.
  const current = {
    ...base,
    type: product.is_recurring === 1 ? ("recurring" as const) : ("one_time" as const),
    recurring_interval: intervalOrNull(row.recurring_interval ?? product.recurring_interval),
  };
  switch (row.amount_type) {
    case "fixed":
      return { ...current, amount_type: "fixed", price_amount: row.price_amount ?? 0 };
    case "custom":
      return { ...current, amount_type: "custom", ...amounts };
    case "metered_unit": {
      const meterId = row.meter_id ?? "";
      return {
        ...current,
        amount_type: "metered_unit",
        unit_amount: row.unit_amount ?? "0",
        cap_amount: row.cap_amount,
        meter_id: meterId,
        meter: meters.get(meterId) ?? unknownMeter(meterId),
      };
    }
    case "seat_based":
      return {
        ...base,
        amount_type: "seat_based",
        seat_tiers: seatTiersResource(parseStoredSeatTiers(row.seat_tiers)),
      };
    case "metered_tiers": {
      const meterId = row.meter_id ?? "";
      return {
        ...base,
        amount_type: "metered_tiers",
        cap_amount: row.cap_amount,
        meter_id: meterId,
        meter: meters.get(meterId) ?? unknownMeter(meterId),
        tiers: parseStoredTiers(row.tiers),
      };
    }
    case "unit_based": {
      const tiers = parseStoredTiers(row.tiers);
      return {
        ...base,
        amount_type: "unit_based",
        tiers,
        minimum_units: row.minimum_units,
        maximum_units: tiersReach(tiers),
        unit_label: row.unit_label == null ? null : unitLabels.parse(JSON.parse(row.unit_label)),
      };
    }
    default:
      return { ...current, amount_type: "free" };
  }
}

const unitLabels = z.record(z.string(), z.record(z.string(), z.string()));

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const present = <T>(value: T | undefined): value is T => value !== undefined;

/** The wire products of `rows`, in the same order. */
export async function toProducts(
  db: Executor,
  organizationId: string,
  rows: readonly repository.ProductRow[],
): Promise<Product[]> {
  const ids = rows.map((row) => row.id);
  const [prices, benefitLinks, mediaLinks, fieldLinks, inUse] = await Promise.all([
    repository.findPrices(db, organizationId, ids),
    repository.findBenefitLinks(db, organizationId, ids),
    repository.findMediaLinks(db, organizationId, ids),
    repository.findCustomFieldLinks(db, organizationId, ids),
    productsInUse(db, organizationId, ids),
  ]);
  const meters = await priceMeters(db, organizationId, prices);
  const [benefits, medias, fields] = await Promise.all([
    resolveLinkedBenefits(db, organizationId, [...new Set(benefitLinks.map((link) => link.benefit_id))]),
    resolveLinkedMedias(db, organizationId, [...new Set(mediaLinks.map((link) => link.file_id))]),
    resolveLinkedCustomFields(db, organizationId, [...new Set(fieldLinks.map((link) => link.custom_field_id))]),
  ]);
  const pricesOf = groupBy(prices, (price) => price.product_id);
  const benefitsOf = groupBy(benefitLinks, (link) => link.product_id);
  const mediasOf = groupBy(mediaLinks, (link) => link.product_id);
  const fieldsOf = groupBy(fieldLinks, (link) => link.product_id);

  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at,
    modified_at: row.modified_at,
    trial_interval: row.trial_interval == null ? null : trialInterval.parse(row.trial_interval),
    trial_interval_count: row.trial_interval_count,
    name: row.name,
    description: row.description,
    visibility: productVisibility.parse(row.visibility),
    recurring_interval: intervalOrNull(row.recurring_interval),
    recurring_interval_count: row.recurring_interval_count,
    // Gatehouse meters on the billing interval (no separate meter cycle): Polar's null.
    meter_interval: null,
    meter_interval_count: null,
    is_recurring: row.is_recurring === 1,
    is_archived: row.is_archived === 1,
    organization_id: row.organization_id,
    metadata: fromJsonColumn(metadataOutputSchema, row.metadata),
    is_deletable: !inUse.has(row.id),
    // As Polar's `Product.prices`: the live prices; archived ones are kept for past orders only.
    prices: (pricesOf.get(row.id) ?? [])
      .filter((price) => price.is_archived === 0)
      .map((price) => toPrice(price, row, meters)),
    // A linked benefit, media or field that its domain no longer returns (deleted) is skipped.
    benefits: (benefitsOf.get(row.id) ?? []).map((link) => benefits.get(link.benefit_id)).filter(present),
    medias: (mediasOf.get(row.id) ?? []).map((link) => medias.get(link.file_id)).filter(present),
    attached_custom_fields: (fieldsOf.get(row.id) ?? []).flatMap((link) => {
      const field = fields.get(link.custom_field_id);
      return field
        ? [
            {
              custom_field_id: link.custom_field_id,
              custom_field: field,
              order: link.order,
              required: link.required === 1,
            },
          ]
        : [];
    }),
  }));
}

export async function loadProduct(db: Executor, organizationId: string, row: repository.ProductRow): Promise<Product> {
  const [product] = await toProducts(db, organizationId, [row]);
  if (!product) throw new Error("unreachable: one row gives one product");
  return product;
}
