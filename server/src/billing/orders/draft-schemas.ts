import { z } from "@hono/zod-openapi";
import { metadataInputSchema } from "../common/metadata.ts";
import { MAX_AMOUNT } from "../common/money.ts";

const customFieldInput = z.union([z.string(), z.number(), z.boolean()]).nullable();

/** Polar's OrderCreate: a draft order the seller makes for a customer, charged at finalize. */
export const orderCreate = z
  .object({
    custom_field_data: z.record(z.string(), customFieldInput).optional(),
    metadata: metadataInputSchema.optional(),
    organization_id: z.uuid().nullish(),
    customer_id: z.uuid(),
    product_id: z.uuid(),
    currency: z
      .string()
      .regex(/^[a-zA-Z]{3}$/, "Invalid currency code")
      .nullish(),
    amount: z.number().int().min(0).max(MAX_AMOUNT).nullish(),
    units: z.number().int().min(1).nullish(),
    description: z.string().min(1).max(500).nullish(),
  })
  .openapi("OrderCreate");
export type OrderCreate = z.infer<typeof orderCreate>;

/** Polar's OrderFinalize: the card to charge, else the customer's default one. */
export const orderFinalize = z.object({ payment_method_id: z.string().nullish() }).openapi("OrderFinalize");
export type OrderFinalize = z.infer<typeof orderFinalize>;
