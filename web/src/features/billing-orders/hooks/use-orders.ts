import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { generatedInvoiceUrl } from "../../billing-kit/lib/invoice-url";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { OrderStatus } from "../lib/types";

const RESOURCE = "orders";
export const ORDERS_PAGE_SIZE = 20;

export function useOrders(organizationId: string, page: number, status: OrderStatus | "", limit = ORDERS_PAGE_SIZE) {
  const query = {
    page,
    limit,
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
export function orderInvoiceUrl(organizationId: string, id: string): Promise<string> {
  const api = organizationApi(organizationId);
  const params = { path: { id } };
  return generatedInvoiceUrl(
    () => unwrap(api.POST("/v1/orders/{id}/invoice", { params })),
    () => unwrap(api.GET("/v1/orders/{id}/invoice", { params })),
  );
}

/** The signed, expiring URL of a paid order's receipt (404 when the order has no receipt). */
export async function orderReceiptUrl(organizationId: string, id: string): Promise<string> {
  const receipt = await unwrap(
    organizationApi(organizationId).GET("/v1/orders/{id}/receipt", { params: { path: { id } } }),
  );
  return receipt.url;
}

export function useRefreshOrders(organizationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) }),
      queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, "refunds") }),
      // A refund to the wallet changes the customer's balance (billing-customers' wallets).
      queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, "wallets") }),
    ]);
}

/** Charges a draft order to the customer's saved card (Polar's finalize); a refusal leaves it a draft. */
export function useFinalizeOrder(organizationId: string) {
  const refresh = useRefreshOrders(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(organizationApi(organizationId).POST("/v1/orders/{id}/finalize", { params: { path: { id } }, body: {} })),
    // Not awaited: the refetched paid order unmounts the button, and with it the caller's onSuccess.
    onSettled: () => void refresh(),
  });
}
