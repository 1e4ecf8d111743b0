import { z } from "@hono/zod-openapi";
import { recurringInterval } from "../products/price-schemas.ts";

/** What an event's payload holds, as far as its mail needs it (the payload is the API resource). */
const customer = z.object({ email: z.string(), name: z.string().nullable(), locale: z.string().nullish() });

export const orderData = z.object({
  id: z.string(),
  customer,
  description: z.string(),
  total_amount: z.number(),
  currency: z.string(),
  invoice_number: z.string(),
  billing_reason: z.string(),
  created_at: z.string(),
});

export const subscriptionData = z.object({
  id: z.string(),
  customer,
  product: z.object({ name: z.string() }),
  amount: z.number(),
  currency: z.string(),
  recurring_interval: recurringInterval,
  recurring_interval_count: z.number(),
  current_period_end: z.string(),
  ends_at: z.string().nullable(),
  status: z.string(),
});
export type SubscriptionData = z.infer<typeof subscriptionData>;

export const refundData = z.object({
  order_id: z.string(),
  customer_id: z.string(),
  amount: z.number(),
  tax_amount: z.number(),
  currency: z.string(),
  status: z.string(),
});

export const payloadOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
