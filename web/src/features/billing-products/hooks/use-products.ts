import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { ProductCreate, ProductUpdate } from "../lib/types";

export const productKeys = {
  list: (organizationId: string, filters: ProductFilters) =>
    billingKeys.list(organizationId, "products", { ...filters }),
  one: (organizationId: string, id: string) => billingKeys.one(organizationId, "products", id),
  customFields: (organizationId: string) => billingKeys.list(organizationId, "custom-fields", { limit: 100 }),
};

export interface ProductFilters {
  archived: boolean;
  /** null: both one-time and recurring. */
  recurring: boolean | null;
  query: string;
  page: number;
  limit: number;
}

/** `enabled: false` when the viewer may not read products (no request that would be refused). */
export function useProducts(organizationId: string, filters: ProductFilters, { enabled = true } = {}) {
  return useQuery({
    enabled,
    queryKey: productKeys.list(organizationId, filters),
    queryFn: ({ signal }) =>
      unwrap(
        organizationApi(organizationId).GET("/v1/products/", {
          params: {
            query: {
              is_archived: filters.archived ? "true" : "false",
              is_recurring: filters.recurring === null ? undefined : filters.recurring ? "true" : "false",
              query: filters.query.trim() || undefined,
              page: filters.page,
              limit: filters.limit,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(organizationId: string, id: string) {
  return useQuery({
    queryKey: productKeys.one(organizationId, id),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/products/{id}", { params: { path: { id } }, signal })),
  });
}

/** The organization's custom fields, to attach to products (first 100: Polar's page maximum). */
export function useCustomFieldChoices(organizationId: string, { enabled = true } = {}) {
  return useQuery({
    enabled,
    queryKey: productKeys.customFields(organizationId),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/custom-fields/", { params: { query: { limit: 100 } }, signal })),
  });
}

export function createProduct(organizationId: string, body: ProductCreate) {
  const payload: ProductCreate = { ...body, organization_id: organizationId };
  return unwrap(organizationApi(organizationId).POST("/v1/products/", { body: payload }));
}

export function updateProduct(organizationId: string, id: string, body: ProductUpdate) {
  return unwrap(organizationApi(organizationId).PATCH("/v1/products/{id}", { params: { path: { id } }, body }));
}

export function setProductBenefits(organizationId: string, id: string, benefits: string[]) {
  return unwrap(
    organizationApi(organizationId).POST("/v1/products/{id}/benefits", {
      params: { path: { id } },
      body: { benefits },
    }),
  );
}

/** The organization's live products as select options (first 100: Polar's page maximum), by name. */
export function useLiveProductChoices(organizationId: string) {
  const query = { is_archived: "false" as const, limit: 100, sorting: ["name" as const] };
  return useQuery({
    queryKey: billingKeys.list(organizationId, "products", query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/products/", { params: { query }, signal })),
    select: (list) => list.items.map((product) => ({ value: product.id, label: product.name })),
  });
}

export function useInvalidateBilling(organizationId: string) {
  const queryClient = useQueryClient();
  // Products embed benefits, medias and custom fields: refresh the organization's whole billing area.
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.of(organizationId) });
}

export function useArchiveProduct(organizationId: string) {
  const invalidate = useInvalidateBilling(organizationId);
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      unwrap(
        organizationApi(organizationId).PATCH("/v1/products/{id}", {
          params: { path: { id } },
          body: { is_archived: archived },
        }),
      ),
    onSettled: invalidate,
  });
}
