import { z } from "@hono/zod-openapi";
import { customer } from "../customers/schemas.ts";
import { subscription } from "../subscriptions/schemas.ts";

/** Not served yet: always an empty list (documented as an array of objects). */
const notYet = (name: string) => z.array(z.never().openapi({ type: "object", description: `${name} (not served yet: always empty).` }));

/** Polar `CustomerStateSubscription`: an active (or trialing) subscription as customer state lists it. */
export const customerStateSubscription = subscription
  .pick({
    id: true,
    created_at: true,
    modified_at: true,
    custom_field_data: true,
    metadata: true,
    status: true,
    amount: true,
    currency: true,
    recurring_interval: true,
    current_period_start: true,
    current_period_end: true,
    trial_start: true,
    trial_end: true,
    cancel_at_period_end: true,
    canceled_at: true,
    started_at: true,
    ends_at: true,
    product_id: true,
    discount_id: true,
  })
  .extend({ meters: z.array(z.never().openapi({ type: "object" })).meta({ description: "Metered prices come later: always empty." }) })
  .openapi("CustomerStateSubscription");

/**
 * Polar's `CustomerState` (individual): the customer, its active subscriptions, granted benefits
 * and active meters. Granted benefits are empty until the benefit-grants service is wired here;
 * meters are not planned.
 */
export const customerState = customer
  .extend({
    active_subscriptions: z.array(customerStateSubscription),
    granted_benefits: notYet("CustomerStateBenefitGrant"),
    active_meters: notYet("CustomerStateMeter"),
  })
  .openapi("CustomerState");

export type CustomerStateResource = z.infer<typeof customerState>;
export type CustomerStateSubscription = z.infer<typeof customerStateSubscription>;
