import { useQuery } from "@tanstack/react-query";
import { publicApi, unwrap } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import { portalKeys } from "./keys";

/** Gatehouse extension: the organizations in which the signed-in user is a customer (session cookie). */
export function useCustomerOrganizations(enabled: boolean) {
  return useQuery({
    queryKey: ["portal", "organizations-of-user"],
    queryFn: ({ signal }) =>
      unwrap(publicApi.GET("/v1/customer-portal/organizations/", { params: { query: { limit: 100 } }, signal })),
    enabled,
  });
}

/** Polar's public `organizations/{slug}`: the seller and the products a customer may switch to. */
export function useOrganizationData(slug: string | null) {
  return useQuery({
    queryKey: ["portal", "organization", slug],
    queryFn: ({ signal }) =>
      unwrap(
        publicApi.GET("/v1/customer-portal/organizations/{slug}", { params: { path: { slug: slug ?? "" } }, signal }),
      ),
    enabled: slug !== null,
  });
}

/** Gatehouse extension: the seller of a customer session (the same list, one item), for the page's header. */
export function usePortalSeller(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "seller"),
    queryFn: async ({ signal }) =>
      (await unwrap(portalApi(auth).GET("/v1/customer-portal/organizations/", { signal }))).items[0] ?? null,
    enabled: auth.kind === "token",
  });
}
