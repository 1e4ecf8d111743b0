import { z } from "@hono/zod-openapi";
import { listResourceSchema, paginationQuery } from "../common/pagination.ts";
import { datetime } from "../common/schemas.ts";
import { portalQuery } from "./schemas.ts";

/** Wire shapes of the portal's payment methods (Polar's `CustomerPaymentMethod*`). */

/** Polar `PaymentMethodCard` (the only kind Gatehouse's processor saves). */
export const customerPaymentMethod = z
  .object({
    id: z.string(),
    created_at: datetime,
    modified_at: datetime.nullable(),
    processor: z.literal("stripe"),
    customer_id: z.string(),
    type: z.literal("card"),
    method_metadata: z
      .object({
        brand: z.string(),
        last4: z.string(),
        exp_month: z.number().int(),
        exp_year: z.number().int(),
        wallet: z.string().nullable(),
      })
      .openapi("PaymentMethodCardMetadata"),
  })
  .openapi("PaymentMethodCard");
export const customerPaymentMethodList = listResourceSchema(
  customerPaymentMethod,
  "ListResource_CustomerPaymentMethod_",
);
export const customerPaymentMethodListQuery = z.object({ ...paginationQuery, ...portalQuery.shape });

export const customerPaymentMethodCreate = z
  .object({
    confirmation_token_id: z
      .string()
      .min(1)
      .meta({ description: "The card, as a Stripe ConfirmationToken (or a test-mode card token)." }),
    set_default: z.boolean().meta({ description: "Charge the customer's subscriptions to this card from now on." }),
    return_url: z
      .string()
      .url()
      .meta({ description: "Where Stripe sends the customer back after a 3-D Secure redirect." }),
  })
  .openapi("CustomerPaymentMethodCreate");

export const customerPaymentMethodConfirm = z
  .object({
    setup_intent_id: z.string().min(1),
    set_default: z.boolean(),
  })
  .openapi("CustomerPaymentMethodConfirm");

export const customerPaymentMethodCreateResponse = z.union([
  z
    .object({ status: z.literal("succeeded"), payment_method: customerPaymentMethod })
    .openapi("CustomerPaymentMethodCreateSucceededResponse"),
  z
    .object({ status: z.literal("requires_action"), client_secret: z.string() })
    .openapi("CustomerPaymentMethodCreateRequiresActionResponse"),
]);

/** Gatehouse: what the portal's "add a card" form needs, and which card the subscriptions are charged to. */
export const customerPaymentMethodSettings = z
  .object({
    payment_processor_metadata: z.record(z.string(), z.string()).meta({
      description: 'As a checkout\'s: `{ test_mode: "true" }`, or `{ publishable_key }` for Stripe.js.',
    }),
    default_payment_method_id: z.string().nullable().meta({
      description: "The card the customer's live subscriptions are charged to, if any.",
    }),
  })
  .openapi("CustomerPaymentMethodSettings");

export type CustomerPaymentMethodSettings = z.infer<typeof customerPaymentMethodSettings>;
export type CustomerPaymentMethod = z.infer<typeof customerPaymentMethod>;
export type CustomerPaymentMethodList = z.infer<typeof customerPaymentMethodList>;
export type CustomerPaymentMethodListQuery = z.infer<typeof customerPaymentMethodListQuery>;
export type CustomerPaymentMethodCreate = z.infer<typeof customerPaymentMethodCreate>;
export type CustomerPaymentMethodConfirm = z.infer<typeof customerPaymentMethodConfirm>;
export type CustomerPaymentMethodCreateResponse = z.infer<typeof customerPaymentMethodCreateResponse>;
