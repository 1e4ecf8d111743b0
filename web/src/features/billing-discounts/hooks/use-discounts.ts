import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import type { Metadata } from "../../billing/lib/metadata";
import { type ListResource, v1Delete, v1Get, v1Patch, v1Post } from "../../billing/lib/v1-client";

export type DiscountType = "fixed" | "percentage";
export type DiscountDuration = "once" | "forever" | "repeating";

/** The product as a discount embeds it (no prices). */
export interface DiscountProduct {
  id: string;
  name: string;
  is_archived: boolean;
}

/** Polar's Discount (fixed or percentage, once/forever or repeating), flattened. */
export interface Discount {
  id: string;
  created_at: string;
  modified_at: string | null;
  metadata: Metadata;
  name: string;
  code: string | null;
  starts_at: string | null;
  ends_at: string | null;
  max_redemptions: number | null;
  redemptions_count: number;
  organization_id: string;
  products: DiscountProduct[];
  type: DiscountType;
  duration: DiscountDuration;
  duration_in_months?: number;
  amount?: number;
  currency?: string;
  basis_points?: number;
}

/** DiscountCreate / DiscountUpdate as this app sends them (null clears a value on update). */
export interface DiscountInput {
  name: string;
  code: string | null;
  type: DiscountType;
  basis_points?: number;
  amount?: number;
  currency?: string;
  duration: DiscountDuration;
  duration_in_months: number | null;
  starts_at: string | null;
  ends_at: string | null;
  max_redemptions: number | null;
  products: string[];
  metadata: Metadata;
}

const RESOURCE = "discounts";
export const DISCOUNTS_PAGE_SIZE = 20;

export function useDiscounts(organizationId: string, page: number, search: string) {
  const query = {
    organization_id: organizationId,
    page,
    limit: DISCOUNTS_PAGE_SIZE,
    query: search || undefined,
    sorting: "-created_at",
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<Discount>>("/discounts/", query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDiscount(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      v1Get<Discount>(`/discounts/${encodeURIComponent(id)}`, { organization_id: organizationId }, signal),
  });
}

export function createDiscount(organizationId: string, input: DiscountInput) {
  return v1Post<Discount>("/discounts/", { ...input, organization_id: organizationId });
}

export function updateDiscount(organizationId: string, id: string, input: DiscountInput) {
  return v1Patch<Discount>(`/discounts/${encodeURIComponent(id)}`, input, { organization_id: organizationId });
}

export function useRefreshDiscounts(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useDeleteDiscount(organizationId: string) {
  const refresh = useRefreshDiscounts(organizationId);
  return useMutation({
    mutationFn: (id: string) => v1Delete(`/discounts/${encodeURIComponent(id)}`, { organization_id: organizationId }),
    onSuccess: refresh,
  });
}

/** The organization's live products, to restrict a discount to some of them (first 100). */
export function useProductChoices(organizationId: string) {
  const query = { organization_id: organizationId, is_archived: false, limit: 100, sorting: "name" };
  return useQuery({
    queryKey: billingKeys.list(organizationId, "products", query),
    queryFn: ({ signal }) => v1Get<ListResource<{ id: string; name: string }>>("/products/", query, signal),
    select: (list) => list.items.map((product) => ({ value: product.id, label: product.name })),
  });
}
