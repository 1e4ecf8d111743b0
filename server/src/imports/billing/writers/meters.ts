import { type MeterCreate, meterCreate, meterUpdate } from "../../../billing/meters/schemas.ts";
import * as meters from "../../../billing/meters/service.ts";
import { checked, taggedMetadata } from "../context.ts";
import type { OriginMeter } from "../records.ts";
import { type KindWriter, write } from "../writer.ts";

/** Meters through their service: the origin's filter and aggregation as they are. */
export const meterWriter: KindWriter<OriginMeter, MeterCreate> = {
  plan: (ctx, meter) =>
    Promise.resolve(
      write(
        checked(meterCreate, {
          name: meter.name,
          unit: meter.unit ?? undefined,
          custom_label: meter.customLabel,
          custom_multiplier: meter.customMultiplier,
          filter: meter.filter,
          aggregation: meter.aggregation,
          metadata: taggedMetadata(ctx, "meter", meter.id, meter.metadata),
        }),
      ),
    ),
  async create(ctx, origin, body, fingerprint) {
    const created = await meters.create(ctx.db, ctx.access, body);
    // Archived on the origin: its prices and credits still name it, so it comes in archived.
    if (origin.archived)
      await meters.update(ctx.db, ctx.access, created.id, checked(meterUpdate, { is_archived: true }));
    await ctx.items.save(ctx.db, "meter", origin.id, created.id, fingerprint);
    return "created";
  },
  async update(ctx, origin, body, localId, fingerprint) {
    await meters.update(ctx.db, ctx.access, localId, checked(meterUpdate, { ...body, is_archived: origin.archived }));
    await ctx.items.save(ctx.db, "meter", origin.id, localId, fingerprint);
  },
};
