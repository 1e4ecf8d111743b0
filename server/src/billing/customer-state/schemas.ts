import { z } from "@hono/zod-openapi";
import { grantProperties } from "../benefit-grants/schemas.ts";
import { benefitType } from "../benefits/schemas.ts";
import { datetime, id, metadataOutput, timestamps } from "../common/schemas.ts";
import { customerStateMeter, subscriptionMeter } from "../customer-meters/schemas.ts";
import { customer } from "../customers/schemas.ts";
import { subscription } from "../subscriptions/schemas.ts";

/** Polar `CustomerStateSubscriptionMeter`: a subscription meter without the embedded meter. */
export const customerStateSubscriptionMeter = subscriptionMeter
  .omit({ meter: true })
  .openapi("CustomerStateSubscriptionMeter");

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
    seats: true,
    units: true,
  })
  .extend({
    meters: z
      .array(customerStateSubscriptionMeter)
      .meta({ description: "The meters of the subscription's metered prices." }),
  })
  .openapi("CustomerStateSubscription");

/** Polar `CustomerStateBenefitGrant`: a benefit granted to the customer now. */
export const customerStateBenefitGrant = z
  .object({
    id,
    ...timestamps,
    granted_at: datetime,
    benefit_id: z.string(),
    benefit_type: benefitType,
    benefit_metadata: metadataOutput,
    properties: grantProperties,
  })
  .openapi("CustomerStateBenefitGrant");

/**
 * Polar's `CustomerState` (individual): the customer, its active subscriptions, granted benefits
 * and its customer meters (`active_meters`).
 */
export const customerState = customer
  .extend({
    active_subscriptions: z.array(customerStateSubscription),
    granted_benefits: z.array(customerStateBenefitGrant),
    active_meters: z.array(customerStateMeter),
  })
  .openapi("CustomerState");

export type CustomerStateSubscription = z.infer<typeof customerStateSubscription>;
export type CustomerStateBenefitGrant = Omit<z.infer<typeof customerStateBenefitGrant>, "properties"> & {
  properties: Record<string, unknown>;
};
export type CustomerStateResource = Omit<z.infer<typeof customerState>, "granted_benefits"> & {
  granted_benefits: CustomerStateBenefitGrant[];
};
