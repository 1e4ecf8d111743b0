import { z } from "@hono/zod-openapi";
import { customer } from "../customers/schemas.ts";

/**
 * Polar's `CustomerState` (individual): the customer, its active subscriptions, granted benefits
 * and active meters. The lists are empty until subscriptions and benefit grants are served; their
 * item schemas are filled in then (CustomerStateSubscription, CustomerStateBenefitGrant).
 */
/** Not served yet: always an empty list (documented as an array of objects). */
const notYet = (name: string) => z.array(z.never().openapi({ type: "object", description: `${name} (not served yet: always empty).` }));

export const customerState = customer
  .extend({
    active_subscriptions: notYet("CustomerStateSubscription"),
    granted_benefits: notYet("CustomerStateBenefitGrant"),
    active_meters: notYet("CustomerStateMeter"),
  })
  .openapi("CustomerState");

export type CustomerStateResource = z.infer<typeof customerState>;
