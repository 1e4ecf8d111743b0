import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import { type ListResource, v1 } from "../../billing/lib/v1-client";
import type { Benefit, BenefitType, BenefitWrite } from "../lib/types";

export const benefitKeys = {
  list: (organizationId: string, filters: BenefitFilters) =>
    billingKeys.list(organizationId, "benefits", { ...filters }),
  one: (organizationId: string, id: string) => billingKeys.one(organizationId, "benefits", id),
};

export interface BenefitFilters {
  type: BenefitType | null;
  page: number;
  limit: number;
}

export function useBenefits(organizationId: string, filters: BenefitFilters) {
  return useQuery({
    queryKey: benefitKeys.list(organizationId, filters),
    queryFn: () =>
      v1<ListResource<Benefit>>("GET", "/benefits/", {
        query: { organization_id: organizationId, type: filters.type, page: filters.page, limit: filters.limit },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useBenefit(organizationId: string, id: string) {
  return useQuery({
    queryKey: benefitKeys.one(organizationId, id),
    queryFn: () =>
      v1<Benefit>("GET", `/benefits/${encodeURIComponent(id)}`, { query: { organization_id: organizationId } }),
  });
}

export function createBenefit(organizationId: string, body: BenefitWrite) {
  return v1<Benefit>("POST", "/benefits/", { body: { ...body, organization_id: organizationId } });
}

export function updateBenefit(organizationId: string, id: string, body: BenefitWrite) {
  return v1<Benefit>("PATCH", `/benefits/${encodeURIComponent(id)}`, {
    body,
    query: { organization_id: organizationId },
  });
}

export function useInvalidateBenefits(organizationId: string) {
  const queryClient = useQueryClient();
  // Products embed their benefits: refresh both.
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.of(organizationId) });
}

export function useDeleteBenefit(organizationId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateBenefits(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      v1<void>("DELETE", `/benefits/${encodeURIComponent(id)}`, { query: { organization_id: organizationId } }),
    // Dropped first: refetching the deleted benefit for the page still on screen would only 404.
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: benefitKeys.one(organizationId, id), exact: true });
      return invalidate();
    },
  });
}
