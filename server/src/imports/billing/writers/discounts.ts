import * as discountRepository from "../../../billing/discounts/repository.ts";
import { type DiscountCreate, discountCreate, discountUpdate } from "../../../billing/discounts/schemas.ts";
import * as discounts from "../../../billing/discounts/service.ts";
import { checked, resolve, taggedMetadata, type WriteContext } from "../context.ts";
import type { OriginDiscount } from "../records.ts";
import { type KindWriter, write } from "../writer.ts";

/**
 * Discounts through the discounts service, codes kept. A discount limited to products must have
 * them all imported (else it would apply to every product). Its redemptions so far carry over,
 * so a limited discount has as many uses left as it had.
 */

function plan(ctx: WriteContext, discount: OriginDiscount) {
  const body = checked(discountCreate, {
    name: discount.name,
    code: discount.code,
    type: discount.type,
    ...(discount.type === "fixed"
      ? { amount: discount.amount, currency: discount.currency?.toLowerCase() }
      : { basis_points: discount.basisPoints }),
    duration: discount.duration,
    duration_in_months: discount.duration === "repeating" ? discount.durationInMonths : null,
    starts_at: discount.startsAt,
    ends_at: discount.endsAt,
    max_redemptions: discount.maxRedemptions,
    products: discount.productIds.map((id) => resolve(ctx, "product", id)),
    metadata: taggedMetadata(ctx, "discount", discount.id, discount.metadata),
  });
  return Promise.resolve(write(body));
}

/** The origin's count, unless Gatehouse's own checkouts have counted more since. */
async function carryRedemptions(ctx: WriteContext, localId: string, count: number): Promise<void> {
  const current = await discountRepository.find(ctx.db, ctx.organizationId, localId);
  if (current && current.redemptions_count < count)
    await discountRepository.update(ctx.db, ctx.organizationId, localId, { redemptions_count: count });
}

export const discountWriter: KindWriter<OriginDiscount, DiscountCreate> = {
  plan,
  async create(ctx, origin, body, fingerprint) {
    const created = await discounts.create(ctx.db, ctx.access, body);
    await carryRedemptions(ctx, created.id, origin.redemptionsCount);
    await ctx.items.save(ctx.db, "discount", origin.id, created.id, fingerprint);
    return "created";
  },
  async update(ctx, origin, body, localId, fingerprint) {
    const { organization_id: _organization, ...fields } = body;
    await discounts.update(ctx.db, ctx.access, localId, checked(discountUpdate, fields));
    await carryRedemptions(ctx, localId, origin.redemptionsCount);
    await ctx.items.save(ctx.db, "discount", origin.id, localId, fingerprint);
  },
};
