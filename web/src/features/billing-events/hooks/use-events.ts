import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { EventSource } from "../lib/types";

export interface EventFilters {
  page: number;
  name: string;
  customerId: string;
  /** Only the events a meter's filter matches. */
  meterId: string;
  source: EventSource | "";
  /** ISO timestamps, or '' for no bound. */
  start: string;
  end: string;
}

const RESOURCE = "events";
export const EVENTS_PAGE_SIZE = 25;

/** Newest first. `name` is an exact name (Polar's filter), not a search. */
export function useEvents(organizationId: string, filters: EventFilters) {
  const query = {
    page: filters.page,
    limit: EVENTS_PAGE_SIZE,
    name: filters.name ? [filters.name] : undefined,
    customer_id: filters.customerId ? [filters.customerId] : undefined,
    meter_id: filters.meterId || undefined,
    source: filters.source ? [filters.source] : undefined,
    start_timestamp: filters.start || undefined,
    end_timestamp: filters.end || undefined,
    sorting: ["-timestamp" as const],
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => unwrap(organizationApi(organizationId).GET("/v1/events/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The names matching `search` (GET /v1/events/names), most recently seen first: the name filter's suggestions. */
export function useEventNames(organizationId: string, search: string) {
  const query = { query: search || undefined, limit: 20, sorting: ["-last_seen" as const] };
  return useQuery({
    queryKey: billingKeys.list(organizationId, "event-names", query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/events/names", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}
