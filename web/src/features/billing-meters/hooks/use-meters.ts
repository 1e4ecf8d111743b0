import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { Aggregation, MeterCreate, MeterQuantitiesQuery } from "../lib/types";

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
    page,
    limit,
    query: search || undefined,
    is_archived: archived === "all" ? undefined : archived === "archived" ? ("true" as const) : ("false" as const),
    sorting: ["name" as const],
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => unwrap(organizationApi(organizationId).GET("/v1/meters/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useMeter(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/meters/{id}", { params: { path: { id } }, signal })),
  });
}

/** GET /v1/meters/{id}/quantities; under the meter's key, so a save or archive refreshes it too. */
export function useMeterQuantities(organizationId: string, id: string, range: MeterQuantitiesQuery) {
  const query = {
    start_timestamp: range.start,
    end_timestamp: range.end,
    interval: range.interval,
  };
  return useQuery({
    queryKey: [...billingKeys.one(organizationId, RESOURCE, id), "quantities", query],
    queryFn: ({ signal }) =>
      unwrap(
        organizationApi(organizationId).GET("/v1/meters/{id}/quantities", { params: { path: { id }, query }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function createMeter(organizationId: string, body: MeterCreate) {
  return unwrap(
    organizationApi(organizationId).POST("/v1/meters/", { body: { ...body, organization_id: organizationId } }),
  );
}

export function updateMeter(organizationId: string, id: string, body: MeterCreate) {
  return unwrap(organizationApi(organizationId).PATCH("/v1/meters/{id}", { params: { path: { id } }, body }));
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
      unwrap(
        organizationApi(organizationId).PATCH("/v1/meters/{id}", {
          params: { path: { id } },
          body: { is_archived: archived },
        }),
      ),
    onSuccess: refresh,
  });
}

/** "Count", "Sum of tokens", "Unique user_id". */
export function describeAggregation(aggregation: Aggregation): string {
  if (aggregation.func === "count") return i18n.t("billing-meters:aggregation.count");
  return i18n.t("billing-meters:aggregation.ofProperty", { func: aggregation.func, property: aggregation.property });
}
