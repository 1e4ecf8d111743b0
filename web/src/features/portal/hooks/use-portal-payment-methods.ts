import { useQuery } from "@tanstack/react-query";
import type { ListResource } from "../../billing/lib/v1-client";
import { type PortalAuth, portalRequest } from "../lib/portal-client";
import type { PaymentMethodCard } from "../lib/types";
import { portalKeys } from "./keys";

/** The cards saved by the customer's subscriptions (read-only in Gatehouse). */
export function usePortalPaymentMethods(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "payment-methods"),
    queryFn: ({ signal }) =>
      portalRequest<ListResource<PaymentMethodCard>>(auth, "GET", "/customers/me/payment-methods", { signal }),
  });
}
