import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { CheckoutCreate, CheckoutStatus } from "../lib/types";

const RESOURCE = "checkouts";
export const CHECKOUTS_PAGE_SIZE = 20;

export function useCheckouts(organizationId: string, page: number, status: CheckoutStatus | "") {
  const query = {
    page,
    limit: CHECKOUTS_PAGE_SIZE,
    status: status ? [status] : undefined,
    sorting: ["-created_at" as const],
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/checkouts/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function createCheckout(organizationId: string, body: CheckoutCreate) {
  return unwrap(
    organizationApi(organizationId).POST("/v1/checkouts/", { body: { ...body, organization_id: organizationId } }),
  );
}

export function useRefreshCheckouts(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}
