import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import { organizationApi, unwrap } from "../../billing/lib/v1-api";
import type { OrderStatus } from "../lib/types";

const RESOURCE = "orders";
export const ORDERS_PAGE_SIZE = 20;

export function useOrders(organizationId: string, page: number, status: OrderStatus | "") {
  const query = {
    page,
    limit: ORDERS_PAGE_SIZE,
    status: status ? [status] : undefined,
    sorting: ["-created_at" as const],
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => unwrap(organizationApi(organizationId).GET("/v1/orders/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/orders/{id}", { params: { path: { id } }, signal })),
  });
}

/** Generates the order's invoice (idempotent, 202), then fetches its download URL. */
export async function orderInvoiceUrl(organizationId: string, id: string): Promise<string> {
  const api = organizationApi(organizationId);
  const params = { path: { id } };
  await unwrap(api.POST("/v1/orders/{id}/invoice", { params }));
  let lastError: unknown = null;
  // Generation may finish a moment after the 202.
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const invoice = await unwrap(api.GET("/v1/orders/{id}/invoice", { params }));
      return invoice.url;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw lastError;
}

export function useRefreshOrders(organizationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) }),
      queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, "refunds") }),
    ]);
}
