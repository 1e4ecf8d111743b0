import { z } from "@hono/zod-openapi";
import type { Db, Executor } from "../../db/transaction.ts";
import { dateTimeInput } from "../common/datetime.ts";
import { paginationQuery, toListResource } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import { uuid } from "../common/schemas.ts";
import { type MeterQuantities, timeInterval } from "../meters/schemas.ts";
import { quantitiesOf } from "../meters/service.ts";
import { CustomerMeterErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import {
  type CustomerCustomerMeter,
  type CustomerCustomerMeterList,
  type CustomerMeter,
  PORTAL_METER_SORT_FIELDS,
} from "./schemas.ts";
import { metersOfCustomer, sortAndPage, toResources } from "./service.ts";

/** The customer's own meters, as the portal (Polar's /v1/customer-portal/meters/) and the auth usage path show them. */

export const portalMeterListQuery = z.object({
  ...paginationQuery,
  organization_id: z.string().optional().meta({
    description:
      "With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are.",
  }),
  meter_id: repeatedQuery(uuid).optional().meta({ description: "Filter by meter ID." }),
  query: z.string().nullish().meta({ description: "Filter by meter name." }),
  sorting: sortingQuery(PORTAL_METER_SORT_FIELDS, ["-modified_at"]),
});
export type PortalMeterListQuery = z.infer<typeof portalMeterListQuery>;

export function toPortalMeter(item: CustomerMeter): CustomerCustomerMeter {
  const { meter, customer: _customer, ...rest } = item;
  return {
    ...rest,
    meter: { created_at: meter.created_at, modified_at: meter.modified_at, id: meter.id, name: meter.name },
  };
}

export type CustomerRef = { organizationId: string; customerId: string };

export async function listCustomerMeters(
  db: Executor,
  who: CustomerRef,
  query: PortalMeterListQuery,
): Promise<CustomerCustomerMeterList> {
  const needle = query.query?.toLowerCase();
  const all = (await metersOfCustomer(db, who.organizationId, who.customerId)).filter(
    (item) =>
      (!query.meter_id?.length || query.meter_id.includes(item.meter_id)) &&
      (!needle || item.meter.name.toLowerCase().includes(needle)),
  );
  const page = sortAndPage(
    all.map((item) => ({ ...item, meter_name: item.meter.name })),
    query.sorting,
    query,
  );
  return toListResource(
    page.map((item) => toPortalMeter(item)),
    all.length,
    query,
  );
}

export async function getCustomerMeter(db: Db, who: CustomerRef, id: string): Promise<CustomerCustomerMeter> {
  const row = await repository.find(db, who.organizationId, id);
  const [item] = row && row.customer_id === who.customerId ? await toResources(db, who.organizationId, [row]) : [];
  if (!item) throw CustomerMeterErrors.NOT_FOUND();
  return toPortalMeter(item);
}

/** The portal's quantities query: the org route's window and buckets, never its customer filters (the caller is the customer). */
export const portalMeterQuantitiesQuery = z.object({
  organization_id: z.string().optional().meta({
    description:
      "With a Gatehouse session cookie instead of a customer session token: the organization whose customer you are.",
  }),
  start_timestamp: dateTimeInput.meta({ description: "Start timestamp." }),
  end_timestamp: dateTimeInput.meta({ description: "End timestamp." }),
  interval: timeInterval.meta({ description: "Interval between two timestamps." }),
  timezone: z
    .string()
    .default("UTC")
    .meta({ description: "IANA time zone of the buckets (a day is that zone's day). Default UTC." }),
});
export type PortalMeterQuantitiesQuery = z.infer<typeof portalMeterQuantitiesQuery>;

/**
 * Gatehouse extension: the quantities of one of the customer's own meters (`id` is the customer
 * meter's id, as in /meters/{id}), counted over this customer's events only. Another customer's
 * meter is 404, as getCustomerMeter.
 */
export async function customerMeterQuantities(
  db: Executor,
  who: CustomerRef,
  id: string,
  query: PortalMeterQuantitiesQuery,
): Promise<MeterQuantities> {
  const row = await repository.find(db, who.organizationId, id);
  if (!row || row.customer_id !== who.customerId) throw CustomerMeterErrors.NOT_FOUND();
  const { organization_id: _organization, ...window } = query;
  return quantitiesOf(db, who.organizationId, row.meter_id, { ...window, customer_id: [who.customerId] });
}
