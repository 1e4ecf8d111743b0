import { z } from "@hono/zod-openapi";
import { metadataInputSchema } from "../common/metadata.ts";

const base = {
  metadata: metadataInputSchema.optional(),
  product_id: z.uuid().meta({ description: "A free recurring product; a paid one goes through a checkout." }),
};

/** Polar's SubscriptionCreate: for a customer named by id or by the seller's external id. */
export const subscriptionCreateCustomer = z
  .object({ ...base, customer_id: z.uuid() })
  .openapi("SubscriptionCreateCustomer");
export const subscriptionCreateExternalCustomer = z
  .object({ ...base, external_customer_id: z.string().min(1) })
  .openapi("SubscriptionCreateExternalCustomer");
export const subscriptionCreate = z.union([subscriptionCreateCustomer, subscriptionCreateExternalCustomer]);
export type SubscriptionCreate = z.infer<typeof subscriptionCreate>;
