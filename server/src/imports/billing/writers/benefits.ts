import { type BenefitCreate, benefitCreate, benefitUpdate } from "../../../billing/benefits/schemas.ts";
import * as benefits from "../../../billing/benefits/service.ts";
import { checked, Refusal, resolve, taggedMetadata, type WriteContext } from "../context.ts";
import type { OriginBenefit } from "../records.ts";
import { type KindWriter, write } from "../writer.ts";

/**
 * Benefits through their service, with the origin's type and properties. A benefit whose
 * properties point at what does not move (a downloadable's files) is refused; a meter credit
 * counts on the imported meter.
 */

function benefitProperties(ctx: WriteContext, benefit: OriginBenefit): Record<string, unknown> {
  const properties = benefit.properties;
  switch (benefit.type) {
    case "meter_credit":
      return { ...properties, meter_id: resolve(ctx, "meter", String(properties.meter_id ?? "")) };
    case "downloadables":
      throw new Refusal("its files do not move: upload them to Gatehouse and make the benefit there");
    case "discord":
      // Gatehouse takes the guild's id where Polar takes the token of its bot's installation.
      return {
        guild_token: properties.guild_id ?? properties.guild_token,
        role_id: properties.role_id,
        kick_member: properties.kick_member,
      };
    default:
      return properties;
  }
}

export const benefitWriter: KindWriter<OriginBenefit, BenefitCreate> = {
  plan: (ctx, benefit) =>
    Promise.resolve(
      write(
        checked(benefitCreate, {
          type: benefit.type,
          description: benefit.description,
          properties: benefitProperties(ctx, benefit),
          metadata: taggedMetadata(ctx, "benefit", benefit.id, benefit.metadata),
        }),
      ),
    ),
  async create(ctx, origin, body, fingerprint) {
    const created = await benefits.create(ctx.db, ctx.access, body);
    await ctx.items.save(ctx.db, "benefit", origin.id, created.id, fingerprint);
    return "created";
  },
  async update(ctx, origin, body, localId, fingerprint) {
    await benefits.update(ctx.db, ctx.access, localId, checked(benefitUpdate, body));
    await ctx.items.save(ctx.db, "benefit", origin.id, localId, fingerprint);
  },
};
