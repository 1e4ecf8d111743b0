import { useQuery } from "@tanstack/react-query";
import { unwrap } from "../../billing/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import { portalKeys } from "./keys";

/** The cards saved by the customer's subscriptions (read-only in Gatehouse). */
export function usePortalPaymentMethods(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "payment-methods"),
    queryFn: ({ signal }) =>
      unwrap(portalApi(auth).GET("/v1/customer-portal/customers/me/payment-methods", { signal })),
  });
}
