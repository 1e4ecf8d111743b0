import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";

const RESOURCE = "customer-meters";
export const CUSTOMER_METERS_PAGE_SIZE = 20;

/** The customers' usage of one meter, most used first. */
export function useMeterCustomers(organizationId: string, meterId: string, page: number) {
  const query = {
    meter_id: [meterId],
    page,
    limit: CUSTOMER_METERS_PAGE_SIZE,
    sorting: ["-consumed_units" as const],
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/customer-meters/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Marks every customer-meter list stale (the usage moved: the meter page's Refresh). */
export function useRefreshCustomerMeters(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}
