import { useQuery } from "@tanstack/react-query";
import type { ListResource } from "../../billing/lib/v1-client";
import { type PortalAuth, portalRequest } from "../lib/portal-client";
import type { CustomerOrder } from "../lib/types";
import { portalKeys } from "./keys";

export function usePortalOrders(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "orders"),
    queryFn: ({ signal }) =>
      portalRequest<ListResource<CustomerOrder>>(auth, "GET", "/orders/", { query: { limit: 100 }, signal }),
  });
}

/** Generates the order's invoice (202, idempotent), then fetches its signed URL (generation may lag the 202). */
export async function portalInvoiceUrl(auth: PortalAuth, orderId: string): Promise<string> {
  const invoicePath = `/orders/${encodeURIComponent(orderId)}/invoice`;
  await portalRequest<unknown>(auth, "POST", invoicePath);
  let lastError: unknown = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return (await portalRequest<{ url: string }>(auth, "GET", invoicePath)).url;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw lastError;
}
