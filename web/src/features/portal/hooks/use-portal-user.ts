import { useQuery } from "@tanstack/react-query";
import { unwrap } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import { portalKeys } from "./keys";

/** Who is signed in to the portal: the customer, or a member of a team customer with their role. */
export function usePortalUser(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "user"),
    queryFn: ({ signal }) => unwrap(portalApi(auth).GET("/v1/customer-portal/customer-session/user", { signal })),
    retry: false,
  });
}
