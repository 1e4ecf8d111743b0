import { useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { BillingOrganizationUpdate } from "../lib/types";

const RESOURCE = "organization";

export function useBillingOrganization(organizationId: string) {
  return useQuery({
    queryKey: billingKeys.resource(organizationId, RESOURCE),
    queryFn: ({ signal }) =>
      unwrap(
        organizationApi(organizationId).GET("/v1/organizations/{id}", {
          params: { path: { id: organizationId } },
          signal,
        }),
      ),
  });
}

export function updateBillingOrganization(organizationId: string, body: BillingOrganizationUpdate) {
  return unwrap(
    organizationApi(organizationId).PATCH("/v1/organizations/{id}", { params: { path: { id: organizationId } }, body }),
  );
}

export function useRefreshBillingOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}
