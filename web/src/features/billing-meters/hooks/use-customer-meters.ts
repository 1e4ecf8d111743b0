import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import { type ListResource, v1Get } from "../../billing/lib/v1-client";
import type { Customer } from "../../billing-customers/lib/types";
import type { Meter } from "./use-meters";

/** Polar's CustomerMeter (GET /v1/customer-meters/): one customer's usage of one meter. */
export interface CustomerMeter {
  id: string;
  created_at: string;
  modified_at: string | null;
  customer_id: string;
  meter_id: string;
  /** The meter's quantity in the customer's current billing period. */
  consumed_units: number;
  /** Credits granted (meter_credit benefits) since the last reset. */
  credited_units: number;
  /** credited − consumed; negative once the credits are used up. */
  balance: number;
  customer: Customer;
  meter: Meter;
}

const RESOURCE = "customer-meters";
export const CUSTOMER_METERS_PAGE_SIZE = 20;

/** The customers' usage of one meter, most used first. */
export function useMeterCustomers(organizationId: string, meterId: string, page: number) {
  const query = {
    organization_id: organizationId,
    meter_id: meterId,
    page,
    limit: CUSTOMER_METERS_PAGE_SIZE,
    sorting: "-consumed_units",
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<CustomerMeter>>("/customer-meters/", query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Marks every customer-meter list stale (the usage moved: the meter page's Refresh). */
export function useRefreshCustomerMeters(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}
