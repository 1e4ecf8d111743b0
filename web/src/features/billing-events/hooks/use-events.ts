import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import type { Metadata } from "../../billing/lib/metadata";
import { type ListResource, v1Get } from "../../billing/lib/v1-client";
import type { Customer } from "../../billing-customers/lib/types";

/** Wire shapes of /v1/events (server/src/billing/usage-events/schemas.ts; Polar's Event = UserEvent | SystemEvent). */

export type EventSource = "user" | "system";

export interface UsageEvent {
  id: string;
  /** When the event happened (the ingested `timestamp`, else its arrival). */
  timestamp: string;
  organization_id: string;
  customer_id: string | null;
  customer: Customer | null;
  external_customer_id: string | null;
  label: string;
  name: string;
  /** user: ingested through /v1/events/ingest; system: written by Gatehouse (meter.credited, meter.reset). */
  source: EventSource;
  metadata: Metadata;
}

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
    organization_id: organizationId,
    page: filters.page,
    limit: EVENTS_PAGE_SIZE,
    name: filters.name || undefined,
    customer_id: filters.customerId || undefined,
    meter_id: filters.meterId || undefined,
    source: filters.source || undefined,
    start_timestamp: filters.start || undefined,
    end_timestamp: filters.end || undefined,
    sorting: "-timestamp",
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<UsageEvent>>("/events/", query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Polar's EventName: a name seen in the organization's events, with how often and when. */
export interface EventName {
  name: string;
  label: string;
  source: EventSource;
  occurrences: number;
  first_seen: string;
  last_seen: string;
}

/** The names matching `search` (GET /v1/events/names), most recently seen first: the name filter's suggestions. */
export function useEventNames(organizationId: string, search: string) {
  const query = { organization_id: organizationId, query: search || undefined, limit: 20, sorting: "-last_seen" };
  return useQuery({
    queryKey: billingKeys.list(organizationId, "event-names", query),
    queryFn: ({ signal }) => v1Get<ListResource<EventName>>("/events/names", query, signal),
    placeholderData: keepPreviousData,
  });
}
