import { useQuery, useQueryClient } from "@tanstack/react-query";
import { unwrap } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import type { PortalCustomer, PortalCustomerUpdate } from "../lib/types";
import { portalKeys } from "./keys";

export function usePortalCustomer(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "customer"),
    queryFn: ({ signal }) => unwrap(portalApi(auth).GET("/v1/customer-portal/customers/me", { signal })),
    retry: false,
  });
}

export function updatePortalCustomer(auth: PortalAuth, body: PortalCustomerUpdate) {
  return unwrap(portalApi(auth).PATCH("/v1/customer-portal/customers/me", { body }));
}

export function useStorePortalCustomer(auth: PortalAuth) {
  const queryClient = useQueryClient();
  return (customer: PortalCustomer) => queryClient.setQueryData(portalKeys.resource(auth, "customer"), customer);
}
