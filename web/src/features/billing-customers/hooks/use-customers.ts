import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import { requestPortalCode } from "../../portal/hooks/use-portal-sign-in";
import type { CustomerCreate, CustomerUpdate } from "../lib/types";

const RESOURCE = "customers";
export const CUSTOMERS_PAGE_SIZE = 20;

export function useCustomers(organizationId: string, page: number, search: string) {
  const query = { page, limit: CUSTOMERS_PAGE_SIZE, query: search || undefined, sorting: ["-created_at" as const] };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/customers/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/customers/{id}", { params: { path: { id } }, signal })),
  });
}

export function createCustomer(organizationId: string, body: CustomerCreate) {
  return unwrap(
    organizationApi(organizationId).POST("/v1/customers/", { body: { ...body, organization_id: organizationId } }),
  );
}

export function updateCustomer(organizationId: string, id: string, body: CustomerUpdate) {
  return unwrap(organizationApi(organizationId).PATCH("/v1/customers/{id}", { params: { path: { id } }, body }));
}

export function useRefreshCustomers(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useDeleteCustomer(organizationId: string) {
  const refresh = useRefreshCustomers(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(organizationApi(organizationId).DELETE("/v1/customers/{id}", { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

/** "Send portal link": mails the customer a code for the portal's sign-in page, as they could ask themselves. */
export function useSendPortalLink(organizationId: string) {
  return useMutation({ mutationFn: (email: string) => requestPortalCode(email, organizationId) });
}
