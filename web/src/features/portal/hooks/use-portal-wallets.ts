import { useQuery } from "@tanstack/react-query";
import { unwrap } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import { portalKeys } from "./keys";

/** The customer's wallets (one per currency), largest balance first. */
export function usePortalWallets(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "wallets"),
    queryFn: ({ signal }) =>
      unwrap(
        portalApi(auth).GET("/v1/customer-portal/wallets/", {
          params: { query: { limit: 100, sorting: ["-balance"] } },
          signal,
        }),
      ),
  });
}
