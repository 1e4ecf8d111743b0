import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { CustomFieldCreate, CustomFieldType } from "../lib/types";

const RESOURCE = "custom-fields";
export const CUSTOM_FIELDS_PAGE_SIZE = 20;

export function useCustomFields(organizationId: string, page: number, search: string, type: CustomFieldType | "") {
  const query = {
    page,
    limit: CUSTOM_FIELDS_PAGE_SIZE,
    query: search || undefined,
    type: type ? [type] : undefined,
    sorting: ["-created_at" as const],
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/custom-fields/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useCustomField(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/custom-fields/{id}", { params: { path: { id } }, signal })),
  });
}

export function createCustomField(organizationId: string, body: CustomFieldCreate) {
  return unwrap(
    organizationApi(organizationId).POST("/v1/custom-fields/", { body: { ...body, organization_id: organizationId } }),
  );
}

/** `type` is required on updates (Polar) and may not change; properties replace the old ones. */
export function updateCustomField(organizationId: string, id: string, body: CustomFieldCreate) {
  return unwrap(organizationApi(organizationId).PATCH("/v1/custom-fields/{id}", { params: { path: { id } }, body }));
}

export function useRefreshCustomFields(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useDeleteCustomField(organizationId: string) {
  const refresh = useRefreshCustomFields(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(organizationApi(organizationId).DELETE("/v1/custom-fields/{id}", { params: { path: { id } } })),
    onSuccess: refresh,
  });
}
