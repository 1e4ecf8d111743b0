import { useQuery } from "@tanstack/react-query";
import { unwrap } from "../../billing-kit/lib/v1-api";
import type { MeterQuantitiesQuery } from "../../billing-meters/lib/types";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import { portalKeys } from "./keys";

/** The customer's meters: consumed, credited and balance in the current billing period. */
export function usePortalMeters(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "meters"),
    queryFn: ({ signal }) =>
      unwrap(
        portalApi(auth).GET("/v1/customer-portal/meters/", {
          params: { query: { limit: 100, sorting: ["meter_name"] } },
          signal,
        }),
      ),
  });
}

/**
 * One of the customer's meters per interval (Gatehouse's GET /v1/customer-portal/meters/{id}/quantities,
 * `id` the customer meter's): under the meters' key, so refreshing the usage refreshes the charts too.
 */
export function usePortalMeterQuantities(auth: PortalAuth, customerMeterId: string, range: MeterQuantitiesQuery) {
  const query = { start_timestamp: range.start, end_timestamp: range.end, interval: range.interval };
  return useQuery({
    queryKey: [...portalKeys.resource(auth, "meters"), customerMeterId, "quantities", query],
    queryFn: ({ signal }) =>
      unwrap(
        portalApi(auth).GET("/v1/customer-portal/meters/{id}/quantities", {
          params: { path: { id: customerMeterId }, query },
          signal,
        }),
      ),
  });
}
