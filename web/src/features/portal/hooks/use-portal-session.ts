import { useQuery } from "@tanstack/react-query";
import { type PortalAuth, portalRequest } from "../lib/portal-client";
import { portalKeys } from "./keys";

/** Polar's customer session introspection: its expiry and the seller's return URL (token mode only). */
export function usePortalSession(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "session"),
    queryFn: ({ signal }) =>
      portalRequest<{ expires_at: string; return_url: string | null }>(auth, "GET", "/customer-session/introspect", {
        signal,
      }),
    enabled: auth.kind === "token",
  });
}
