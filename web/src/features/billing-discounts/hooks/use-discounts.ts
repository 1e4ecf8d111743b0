import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { DiscountCreate, DiscountUpdate } from "../lib/types";

const RESOURCE = "discounts";
export const DISCOUNTS_PAGE_SIZE = 20;

export function useDiscounts(organizationId: string, page: number, search: string) {
  const query = { page, limit: DISCOUNTS_PAGE_SIZE, query: search || undefined, sorting: ["-created_at" as const] };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/discounts/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useDiscount(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/discounts/{id}", { params: { path: { id } }, signal })),
  });
}

export function createDiscount(organizationId: string, body: DiscountCreate) {
  return unwrap(
    organizationApi(organizationId).POST("/v1/discounts/", { body: { ...body, organization_id: organizationId } }),
  );
}

export function updateDiscount(organizationId: string, id: string, body: DiscountUpdate) {
  return unwrap(organizationApi(organizationId).PATCH("/v1/discounts/{id}", { params: { path: { id } }, body }));
}

export function useRefreshDiscounts(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useDeleteDiscount(organizationId: string) {
  const refresh = useRefreshDiscounts(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(organizationApi(organizationId).DELETE("/v1/discounts/{id}", { params: { path: { id } } })),
    onSuccess: refresh,
  });
}
