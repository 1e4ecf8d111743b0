import {
  type CustomFieldCreate,
  customFieldCreate,
  customFieldUpdate,
} from "../../../billing/custom-fields/schemas.ts";
import * as customFields from "../../../billing/custom-fields/service.ts";
import { checked, taggedMetadata } from "../context.ts";
import type { OriginCustomField } from "../records.ts";
import { type KindWriter, write } from "../writer.ts";

/** Custom fields through their service, with the origin's type, slug and properties as they are. */
export const customFieldWriter: KindWriter<OriginCustomField, CustomFieldCreate> = {
  plan: (ctx, field) =>
    Promise.resolve(
      write(
        checked(customFieldCreate, {
          type: field.type,
          slug: field.slug,
          name: field.name,
          properties: field.properties,
          metadata: taggedMetadata(ctx, "custom_field", field.id, field.metadata),
        }),
      ),
    ),
  async create(ctx, origin, body, fingerprint) {
    const created = await customFields.create(ctx.db, ctx.access, body);
    await ctx.items.save(ctx.db, "custom_field", origin.id, created.id, fingerprint);
    return "created";
  },
  async update(ctx, origin, body, localId, fingerprint) {
    await customFields.update(ctx.db, ctx.access, localId, checked(customFieldUpdate, body));
    await ctx.items.save(ctx.db, "custom_field", origin.id, localId, fingerprint);
  },
};
