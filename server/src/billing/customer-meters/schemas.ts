import { z } from "@hono/zod-openapi";
import { listResourceSchema } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import { id, listQueryBase, timestamps, uuid } from "../common/schemas.ts";
import { customer } from "../customers/schemas.ts";
import { meter } from "../meters/schemas.ts";

/** Wire shapes of `/v1/customer-meters` (Polar `CustomerMeter*`) and the meters of subscriptions, customer state and the portal. */

const numbers = {
  consumed_units: z.number().meta({
    description: "The number of consumed units (the meter's quantity since the start of the current billing period).",
  }),
  credited_units: z.number().meta({ description: "The number of credited units since the last reset." }),
  balance: z.number().meta({ description: "credited_units − consumed_units; negative once the credits are used up." }),
};

export const customerMeter = z
  .object({ id, ...timestamps, customer_id: z.string(), meter_id: z.string(), ...numbers, customer, meter })
  .openapi("CustomerMeter");

export const CUSTOMER_METER_SORT_FIELDS = [
  "created_at",
  "modified_at",
  "customer_id",
  "customer_name",
  "meter_id",
  "meter_name",
  "consumed_units",
  "credited_units",
  "balance",
] as const;

export const customerMeterListQuery = z.object({
  ...listQueryBase,
  customer_id: repeatedQuery(uuid).optional().meta({ description: "Filter by customer ID." }),
  external_customer_id: repeatedQuery(z.string()).optional().meta({ description: "Filter by external customer ID." }),
  meter_id: repeatedQuery(uuid).optional().meta({ description: "Filter by meter ID." }),
  sorting: sortingQuery(CUSTOMER_METER_SORT_FIELDS, ["-modified_at"]),
});

export const customerMeterList = listResourceSchema(customerMeter, "ListResource_CustomerMeter_");

/** Polar `SubscriptionMeter`: a metered price's meter on a subscription, with the period's amount so far. */
export const subscriptionMeter = z
  .object({
    ...timestamps,
    id,
    consumed_units: numbers.consumed_units,
    credited_units: numbers.credited_units,
    amount: z.number().int().meta({ description: "The amount due so far in this period, in cents." }),
    meter_id: z.string(),
    meter,
  })
  .openapi("SubscriptionMeter");

/** Polar `CustomerStateMeter`. */
export const customerStateMeter = z
  .object({ id, ...timestamps, meter_id: z.string(), ...numbers })
  .openapi("CustomerStateMeter");

/** Polar `CustomerCustomerMeterMeter`: the meter as the portal shows it. */
export const customerCustomerMeterMeter = z
  .object({ ...timestamps, id, name: z.string() })
  .openapi("CustomerCustomerMeterMeter");

/** Polar `CustomerCustomerMeter`: a customer meter in the customer portal. */
export const customerCustomerMeter = z
  .object({
    id,
    ...timestamps,
    customer_id: z.string(),
    meter_id: z.string(),
    ...numbers,
    meter: customerCustomerMeterMeter,
  })
  .openapi("CustomerCustomerMeter");

/** Polar `CustomerSubscriptionMeter`: a subscription meter in the portal (the meter by id and name only). */
export const customerSubscriptionMeter = subscriptionMeter
  .extend({ meter: customerCustomerMeterMeter.openapi("CustomerSubscriptionMeterMeter") })
  .openapi("CustomerSubscriptionMeter");

export const PORTAL_METER_SORT_FIELDS = [
  "created_at",
  "modified_at",
  "meter_id",
  "meter_name",
  "consumed_units",
  "credited_units",
  "balance",
] as const;

export const customerCustomerMeterList = listResourceSchema(
  customerCustomerMeter,
  "ListResource_CustomerCustomerMeter_",
);

export type CustomerMeter = z.infer<typeof customerMeter>;
export type CustomerMeterListQuery = z.infer<typeof customerMeterListQuery>;
export type CustomerMeterList = z.infer<typeof customerMeterList>;
export type SubscriptionMeter = z.infer<typeof subscriptionMeter>;
export type CustomerStateMeter = z.infer<typeof customerStateMeter>;
export type CustomerCustomerMeter = z.infer<typeof customerCustomerMeter>;
export type CustomerCustomerMeterList = z.infer<typeof customerCustomerMeterList>;
export type CustomerMeterSortField = (typeof CUSTOMER_METER_SORT_FIELDS)[number];
