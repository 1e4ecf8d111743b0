import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { RefundCreate } from "../lib/types";

const RESOURCE = "refunds";
export const REFUNDS_PAGE_SIZE = 20;

export function useRefunds(organizationId: string, page: number, orderId?: string) {
  const query = {
    page,
    limit: REFUNDS_PAGE_SIZE,
    order_id: orderId ? [orderId] : undefined,
    sorting: ["-created_at" as const],
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => unwrap(organizationApi(organizationId).GET("/v1/refunds/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function createRefund(organizationId: string, body: RefundCreate) {
  return unwrap(organizationApi(organizationId).POST("/v1/refunds/", { body }));
}
