import { useQuery } from "@tanstack/react-query";
import { unwrap } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import { portalKeys } from "./keys";

/**
 * The customer's benefits. Grants land a moment after a purchase (the grant worker), so the list
 * refreshes every few seconds while any grant is still pending.
 */
export function usePortalBenefitGrants(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "benefit-grants"),
    queryFn: ({ signal }) =>
      unwrap(portalApi(auth).GET("/v1/customer-portal/benefit-grants/", { params: { query: { limit: 100 } }, signal })),
    // The worker creates a grant a moment after the purchase: also look again for a little while when there is none yet.
    refetchInterval: (query) => {
      const items = query.state.data?.items;
      const pending = items?.some((grant) => !grant.is_granted && !grant.is_revoked && !grant.error) ?? false;
      return pending || (items?.length === 0 && query.state.dataUpdateCount < 10) ? 2000 : false;
    },
  });
}

/** Contract C2: one license key with its activations. */
export function usePortalLicenseKey(auth: PortalAuth, id: string) {
  return useQuery({
    queryKey: [...portalKeys.resource(auth, "license-keys"), id],
    queryFn: ({ signal }) =>
      unwrap(portalApi(auth).GET("/v1/customer-portal/license-keys/{id}", { params: { path: { id } }, signal })),
  });
}

/** Contract C2: the files of the customer's downloadables benefits, with signed download links. */
export function usePortalDownloadables(auth: PortalAuth, enabled: boolean) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "downloadables"),
    queryFn: ({ signal }) =>
      unwrap(portalApi(auth).GET("/v1/customer-portal/downloadables/", { params: { query: { limit: 100 } }, signal })),
    enabled,
  });
}
