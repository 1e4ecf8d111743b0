import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import { type ListResource, v1 } from "../../billing/lib/v1-client";
import type { CustomField, Product, ProductWrite } from "../lib/types";

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

export function useProducts(organizationId: string, filters: ProductFilters) {
  return useQuery({
    queryKey: productKeys.list(organizationId, filters),
    queryFn: () =>
      v1<ListResource<Product>>("GET", "/products/", {
        query: {
          organization_id: organizationId,
          is_archived: filters.archived,
          is_recurring: filters.recurring,
          query: filters.query.trim() || undefined,
          page: filters.page,
          limit: filters.limit,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(organizationId: string, id: string) {
  return useQuery({
    queryKey: productKeys.one(organizationId, id),
    queryFn: () =>
      v1<Product>("GET", `/products/${encodeURIComponent(id)}`, { query: { organization_id: organizationId } }),
  });
}

/** The organization's custom fields, to attach to products (first 100: Polar's page maximum). */
export function useCustomFieldChoices(organizationId: string) {
  return useQuery({
    queryKey: productKeys.customFields(organizationId),
    queryFn: () =>
      v1<ListResource<CustomField>>("GET", "/custom-fields/", {
        query: { organization_id: organizationId, limit: 100 },
      }),
  });
}

export function createProduct(organizationId: string, body: ProductWrite) {
  return v1<Product>("POST", "/products/", { body: { ...body, organization_id: organizationId } });
}

/** `recurring_interval` is fixed once created: an update never sends it. */
export function updateProduct(organizationId: string, id: string, body: Omit<ProductWrite, "recurring_interval">) {
  return v1<Product>("PATCH", `/products/${encodeURIComponent(id)}`, {
    body,
    query: { organization_id: organizationId },
  });
}

export function setProductBenefits(organizationId: string, id: string, benefits: string[]) {
  return v1<Product>("POST", `/products/${encodeURIComponent(id)}/benefits`, {
    body: { benefits },
    query: { organization_id: organizationId },
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
      v1<Product>("PATCH", `/products/${encodeURIComponent(id)}`, {
        body: { is_archived: archived },
        query: { organization_id: organizationId },
      }),
    onSettled: invalidate,
  });
}
