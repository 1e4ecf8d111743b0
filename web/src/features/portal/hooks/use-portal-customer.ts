import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type PortalAuth, portalRequest } from "../lib/portal-client";
import type { PortalCustomer, PortalCustomerUpdate } from "../lib/types";
import { portalKeys } from "./keys";

export function usePortalCustomer(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "customer"),
    queryFn: ({ signal }) => portalRequest<PortalCustomer>(auth, "GET", "/customers/me", { signal }),
    retry: false,
  });
}

export function updatePortalCustomer(auth: PortalAuth, body: PortalCustomerUpdate) {
  return portalRequest<PortalCustomer>(auth, "PATCH", "/customers/me", { body });
}

export function useStorePortalCustomer(auth: PortalAuth) {
  const queryClient = useQueryClient();
  return (customer: PortalCustomer) => queryClient.setQueryData(portalKeys.resource(auth, "customer"), customer);
}
