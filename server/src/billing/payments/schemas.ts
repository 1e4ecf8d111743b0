import { z } from "@hono/zod-openapi";
import { listResourceSchema } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import { datetime, listQueryBase, uuid } from "../common/schemas.ts";

export const paymentStatus = z.enum(["pending", "succeeded", "failed"]).openapi("PaymentStatus");
export const paymentTrigger = z
  .enum([
    "purchase",
    "subscription_cycle",
    "retry_dunning",
    "retry_customer",
    "retry_payment_method_update",
    "retry_admin",
  ])
  .openapi("PaymentTrigger");

const paymentFields = {
  created_at: datetime,
  modified_at: datetime.nullable(),
  id: z.string(),
  processor: z.literal("stripe"),
  status: paymentStatus,
  amount: z.number().int().meta({ description: "The payment amount in cents." }),
  currency: z.string(),
  trigger: paymentTrigger.nullable().meta({
    description:
      "What initiated this payment attempt, e.g. initial purchase, subscription renewal, or an automated dunning retry.",
  }),
  decline_reason: z.string().nullable(),
  decline_message: z.string().nullable(),
  organization_id: z.string(),
  checkout_id: z.string().nullable(),
  order_id: z.string().nullable(),
  processor_metadata: z.record(z.string(), z.unknown()).optional(),
};

/** Polar's `CardPayment`. */
export const cardPayment = z
  .object({
    ...paymentFields,
    method: z.literal("card"),
    method_metadata: z.object({ brand: z.string(), last4: z.string() }).openapi("CardPaymentMetadata"),
  })
  .openapi("CardPayment");

/** Polar's `GenericPayment`: a payment whose card is not known (a token that did not resolve). */
export const genericPayment = z.object({ ...paymentFields, method: z.string() }).openapi("GenericPayment");

export const payment = z.union([cardPayment, genericPayment]).openapi("Payment");

export const paymentListQuery = z.object({
  ...listQueryBase,
  checkout_id: repeatedQuery(uuid).optional().meta({ description: "Filter by checkout ID." }),
  order_id: repeatedQuery(uuid).optional().meta({ description: "Filter by order ID." }),
  status: repeatedQuery(paymentStatus).optional().meta({ description: "Filter by payment status." }),
  method: repeatedQuery(z.string()).optional().meta({ description: "Filter by payment method." }),
  customer_email: repeatedQuery(z.string()).optional().meta({ description: "Filter by customer email." }),
  sorting: sortingQuery(["created_at", "status", "amount", "method"], ["-created_at"]),
});

export const paymentList = listResourceSchema(payment, "ListResource_Payment_");

export type Payment = z.infer<typeof payment>;
export type PaymentTrigger = z.infer<typeof paymentTrigger>;
export type PaymentListQuery = z.infer<typeof paymentListQuery>;
export type PaymentList = z.infer<typeof paymentList>;
