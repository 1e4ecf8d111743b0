import { newPriceRow } from "../../../billing/products/price-rows.ts";
import * as productRepository from "../../../billing/products/repository.ts";
import {
  type Product,
  type ProductCreate,
  type ProductPriceCreate,
  type ProductUpdate,
  productCreate,
  productPriceCreate,
  productUpdate,
} from "../../../billing/products/schemas.ts";
import * as products from "../../../billing/products/service.ts";
import { inTransaction } from "../../../db/transaction.ts";
import { newId } from "../../../kit/ids.ts";
import { nowIso } from "../../../kit/time.ts";
import { checked, Refusal, resolve, taggedMetadata, type WriteContext } from "../context.ts";
import { fingerprintOf } from "../items.ts";
import type { OriginPrice, OriginProduct } from "../records.ts";
import { type KindWriter, write } from "../writer.ts";

/**
 * Products with their prices, benefits and custom fields, through the products service (its
 * rules, product.created / product.updated). A product's live prices are its create body's;
 * prices only subscriptions still pay come in archived beside them. Benefits that were not
 * imported are left off (the benefit's own refusal says why) and added once they are.
 */

type ProductPlan = {
  body: ProductCreate;
  livePrices: OriginPrice[];
  archivedPrices: Array<{ origin: OriginPrice; body: ProductPriceCreate }>;
  benefitIds: string[];
};

function priceBody(ctx: WriteContext, price: OriginPrice): Record<string, unknown> {
  const base = {
    amount_type: price.amountType,
    price_currency: price.currency.toLowerCase(),
    tax_behavior: price.taxBehavior,
  };
  switch (price.amountType) {
    case "fixed":
      return { ...base, price_amount: price.priceAmount };
    case "custom":
      return {
        ...base,
        minimum_amount: price.minimumAmount ?? undefined,
        maximum_amount: price.maximumAmount,
        preset_amount: price.presetAmount,
      };
    case "metered_unit":
      return {
        ...base,
        meter_id: price.meterId ? resolve(ctx, "meter", price.meterId) : null,
        unit_amount: price.unitAmount,
        cap_amount: price.capAmount,
      };
    case "metered_tiers":
      return {
        ...base,
        meter_id: price.meterId ? resolve(ctx, "meter", price.meterId) : null,
        tiers: price.tiers,
        cap_amount: price.capAmount,
      };
    case "unit_based":
      return { ...base, tiers: price.tiers, minimum_units: price.minimumUnits, unit_label: price.unitLabel };
    case "seat_based":
      return { ...base, seat_tiers: price.seatTiers };
    default:
      return base;
  }
}

async function plan(ctx: WriteContext, product: OriginProduct) {
  const live = product.prices.filter((price) => !price.archived);
  const archived = product.prices.filter((price) => price.archived);
  if (live.length === 0) throw new Refusal("it has no live price");
  const body = checked(productCreate, {
    name: product.name,
    description: product.description,
    visibility: product.visibility,
    metadata: taggedMetadata(ctx, "product", product.id, product.metadata),
    prices: live.map((price) => priceBody(ctx, price)),
    attached_custom_fields: product.customFields.map((field) => ({
      custom_field_id: resolve(ctx, "custom_field", field.id),
      required: field.required,
    })),
    recurring_interval: product.recurringInterval,
    ...(product.recurringInterval
      ? {
          recurring_interval_count: product.recurringIntervalCount ?? 1,
          trial_interval: product.trialInterval,
          trial_interval_count: product.trialIntervalCount,
        }
      : {}),
  });
  const benefitIds = product.benefitIds.flatMap((id) => {
    const local = ctx.items.localId("benefit", id);
    return local ? [local] : [];
  });
  const value: ProductPlan = {
    body,
    livePrices: live,
    archivedPrices: archived.map((price) => ({
      origin: price,
      body: checked(productPriceCreate, priceBody(ctx, price)),
    })),
    benefitIds,
  };
  return write(value, { benefitIds });
}

/** The update that makes an imported product what the origin says now. */
function updateBody(ctx: WriteContext, plan: ProductPlan, archived: boolean): ProductUpdate {
  const { body } = plan;
  return checked(productUpdate, {
    name: body.name,
    description: body.description ?? null,
    visibility: body.visibility,
    metadata: body.metadata,
    is_archived: archived,
    ...(body.recurring_interval
      ? {
          recurring_interval: body.recurring_interval,
          recurring_interval_count: body.recurring_interval_count,
          trial_interval: body.trial_interval ?? null,
          trial_interval_count: body.trial_interval_count ?? null,
        }
      : {}),
    // A price imported before stays (Polar never changes a price: a new amount is a new price).
    prices: plan.livePrices.map((price, index) => {
      const known = ctx.items.localId("price", price.id);
      return known ? { id: known } : body.prices[index];
    }),
    attached_custom_fields: body.attached_custom_fields,
  });
}

/** Saves the live prices the product got (matched in order) and adds the archived ones. */
async function savePrices(
  ctx: WriteContext,
  product: Product,
  plan: ProductPlan,
  keptIds: ReadonlySet<string>,
): Promise<void> {
  const created = product.prices.filter((price) => !keptIds.has(price.id));
  const fresh = plan.livePrices.filter((price) => ctx.items.localId("price", price.id) === undefined);
  if (created.length !== fresh.length)
    throw new Refusal(`its ${fresh.length} new prices came back as ${created.length}`);
  await inTransaction(ctx.db, async (trx) => {
    for (const [index, price] of created.entries()) {
      const origin = fresh[index] as OriginPrice;
      await ctx.items.save(trx, "price", origin.id, price.id, fingerprintOf(origin));
    }
    const missing = plan.archivedPrices.filter(({ origin }) => ctx.items.localId("price", origin.id) === undefined);
    const now = nowIso();
    const positions = (await productRepository.findPrices(trx, ctx.organizationId, [product.id])).map(
      (p) => p.position,
    );
    const start = Math.max(-1, ...positions) + 1;
    const rows = missing.map(({ body }, index) => ({
      ...newPriceRow(body, product.id, start + index, now),
      is_archived: 1,
    }));
    await productRepository.insertPrices(trx, ctx.organizationId, rows);
    for (const [index, row] of rows.entries()) {
      const { origin } = missing[index] as (typeof missing)[number];
      await ctx.items.save(trx, "price", origin.id, row.id, fingerprintOf(origin));
    }
  });
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => b[index] === id);

async function syncBenefits(ctx: WriteContext, product: Product, benefitIds: string[]): Promise<void> {
  const current = product.benefits.map((benefit) => benefit.id);
  if (!sameIds(current, benefitIds))
    await products.updateBenefits(ctx.db, ctx.access, product.id, { benefits: benefitIds });
}

export const productWriter: KindWriter<OriginProduct, ProductPlan> = {
  plan,
  async create(ctx, origin, plan, fingerprint) {
    let product = await products.create(ctx.db, ctx.access, plan.body);
    // Known at once, finished last: a run stopped in between finishes it as an update.
    await ctx.items.save(ctx.db, "product", origin.id, product.id, "");
    if (origin.archived)
      product = await products.update(ctx.db, ctx.access, product.id, checked(productUpdate, { is_archived: true }));
    await savePrices(ctx, product, plan, new Set());
    await syncBenefits(ctx, product, plan.benefitIds);
    await ctx.items.save(ctx.db, "product", origin.id, product.id, fingerprint);
    return "created";
  },
  async update(ctx, origin, plan, localId, fingerprint) {
    const kept = new Set(
      plan.livePrices.flatMap((price) => {
        const known = ctx.items.localId("price", price.id);
        return known ? [known] : [];
      }),
    );
    const product = await products.update(ctx.db, ctx.access, localId, updateBody(ctx, plan, origin.archived));
    await savePrices(ctx, product, plan, kept);
    await syncBenefits(ctx, product, plan.benefitIds);
    await ctx.items.save(ctx.db, "product", origin.id, localId, fingerprint);
  },
  rehearse(ctx, origin) {
    for (const price of origin.prices)
      if (!ctx.items.localId("price", price.id)) ctx.items.remember("price", price.id, newId(), fingerprintOf(price));
  },
};
