import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { CheckoutLinkCreate } from "../lib/types";

const RESOURCE = "checkout-links";
export const CHECKOUT_LINKS_PAGE_SIZE = 20;

export function useCheckoutLinks(organizationId: string, page: number) {
  const query = { page, limit: CHECKOUT_LINKS_PAGE_SIZE, sorting: ["-created_at" as const] };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/checkout-links/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function createCheckoutLink(organizationId: string, body: CheckoutLinkCreate) {
  return unwrap(
    organizationApi(organizationId).POST("/v1/checkout-links/", { body: { ...body, organization_id: organizationId } }),
  );
}

export function useRefreshCheckoutLinks(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useDeleteCheckoutLink(organizationId: string) {
  const refresh = useRefreshCheckoutLinks(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(organizationApi(organizationId).DELETE("/v1/checkout-links/{id}", { params: { path: { id } } })),
    onSuccess: refresh,
  });
}
