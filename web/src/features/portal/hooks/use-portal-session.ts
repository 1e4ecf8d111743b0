import { useQuery } from "@tanstack/react-query";
import { unwrap } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import { portalKeys } from "./keys";

/** Polar's customer session introspection: its expiry and the seller's return URL (token mode only). */
export function usePortalSession(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "session"),
    queryFn: ({ signal }) => unwrap(portalApi(auth).GET("/v1/customer-portal/customer-session/introspect", { signal })),
    enabled: auth.kind === "token",
  });
}
