import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { BenefitType, BenefitWrite } from "../lib/types";

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
    queryFn: ({ signal }) =>
      unwrap(
        organizationApi(organizationId).GET("/v1/benefits/", {
          params: {
            query: { type: filters.type ? [filters.type] : undefined, page: filters.page, limit: filters.limit },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBenefit(organizationId: string, id: string) {
  return useQuery({
    queryKey: benefitKeys.one(organizationId, id),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/benefits/{id}", { params: { path: { id } }, signal })),
  });
}

export function createBenefit(organizationId: string, body: BenefitWrite) {
  return unwrap(
    organizationApi(organizationId).POST("/v1/benefits/", { body: { ...body, organization_id: organizationId } }),
  );
}

export function updateBenefit(organizationId: string, id: string, body: BenefitWrite) {
  return unwrap(organizationApi(organizationId).PATCH("/v1/benefits/{id}", { params: { path: { id } }, body }));
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
      unwrap(organizationApi(organizationId).DELETE("/v1/benefits/{id}", { params: { path: { id } } })),
    // Dropped first: refetching the deleted benefit for the page still on screen would only 404.
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: benefitKeys.one(organizationId, id), exact: true });
      return invalidate();
    },
  });
}
