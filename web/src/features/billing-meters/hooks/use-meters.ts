import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import type { Metadata } from "../../billing/lib/metadata";
import { type ListResource, v1Get, v1Patch, v1Post } from "../../billing/lib/v1-client";

/** Wire shapes of /v1/meters (server/src/billing/meters/schemas.ts; Polar's Meter, MeterCreate, MeterUpdate, MeterQuantities). */

export const FILTER_OPERATORS = ["eq", "ne", "gt", "gte", "lt", "lte", "like", "not_like"] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export type FilterConjunction = "and" | "or";

/** Polar's FilterClause: `property` is `name`, `timestamp` or a metadata key. */
export interface FilterClause {
  property: string;
  operator: FilterOperator;
  value: string | number | boolean;
}

/** Polar's Filter: clauses and nested groups joined by one conjunction. */
export interface Filter {
  conjunction: FilterConjunction;
  clauses: (FilterClause | Filter)[];
}

export const AGGREGATION_FUNCTIONS = ["count", "sum", "max", "min", "avg", "unique"] as const;
export type AggregationFunction = (typeof AGGREGATION_FUNCTIONS)[number];

/** CountAggregation, PropertyAggregation (sum/max/min/avg) or UniqueAggregation. */
export type Aggregation = { func: "count" } | { func: Exclude<AggregationFunction, "count">; property: string };

export type MeterUnit = "scalar" | "token" | "custom";

export interface Meter {
  id: string;
  created_at: string;
  modified_at: string | null;
  metadata: Metadata;
  name: string;
  unit: MeterUnit;
  custom_label: string | null;
  custom_multiplier: number | null;
  filter: Filter;
  aggregation: Aggregation;
  organization_id: string;
  archived_at: string | null;
}

export interface MeterInput {
  name: string;
  filter: Filter;
  aggregation: Aggregation;
  metadata: Metadata;
}

export const TIME_INTERVALS = ["hour", "day", "week", "month"] as const;
export type TimeInterval = (typeof TIME_INTERVALS)[number];

/** Polar's MeterQuantities: one bucket per interval in [start, end), and their total. */
export interface MeterQuantities {
  quantities: { timestamp: string; quantity: number }[];
  total: number;
}

export interface MeterQuantitiesQuery {
  start: string;
  end: string;
  interval: TimeInterval;
}

const RESOURCE = "meters";
export const METERS_PAGE_SIZE = 20;

export type ArchivedFilter = "active" | "archived" | "all";

export function useMeters(
  organizationId: string,
  page: number,
  search: string,
  archived: ArchivedFilter,
  limit = METERS_PAGE_SIZE,
) {
  const query = {
    organization_id: organizationId,
    page,
    limit,
    query: search || undefined,
    is_archived: archived === "all" ? undefined : archived === "archived",
    sorting: "name",
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<Meter>>("/meters/", query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMeter(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      v1Get<Meter>(`/meters/${encodeURIComponent(id)}`, { organization_id: organizationId }, signal),
  });
}

/** GET /v1/meters/{id}/quantities; under the meter's key, so a save or archive refreshes it too. */
export function useMeterQuantities(organizationId: string, id: string, range: MeterQuantitiesQuery) {
  const query = {
    organization_id: organizationId,
    start_timestamp: range.start,
    end_timestamp: range.end,
    interval: range.interval,
  };
  return useQuery({
    queryKey: [...billingKeys.one(organizationId, RESOURCE, id), "quantities", query],
    queryFn: ({ signal }) => v1Get<MeterQuantities>(`/meters/${encodeURIComponent(id)}/quantities`, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function createMeter(organizationId: string, input: MeterInput) {
  return v1Post<Meter>("/meters/", { ...input, organization_id: organizationId });
}

export function updateMeter(organizationId: string, id: string, input: MeterInput) {
  return v1Patch<Meter>(`/meters/${encodeURIComponent(id)}`, input, { organization_id: organizationId });
}

export function useRefreshMeters(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

/** PATCH `is_archived`: an archived meter stays readable but no longer counts for billing (Polar). */
export function useArchiveMeter(organizationId: string, id: string) {
  const refresh = useRefreshMeters(organizationId);
  return useMutation({
    mutationFn: (archived: boolean) =>
      v1Patch<Meter>(
        `/meters/${encodeURIComponent(id)}`,
        { is_archived: archived },
        { organization_id: organizationId },
      ),
    onSuccess: refresh,
  });
}

/** "Count", "Sum of tokens", "Unique user_id". */
export function describeAggregation(aggregation: Aggregation): string {
  if (aggregation.func === "count") return "Count";
  const label = { sum: "Sum", max: "Maximum", min: "Minimum", avg: "Average", unique: "Unique values" }[
    aggregation.func
  ];
  return `${label} of ${aggregation.property}`;
}
