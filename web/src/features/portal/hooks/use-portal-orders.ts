import { useQuery } from "@tanstack/react-query";
import { generatedInvoiceUrl } from "../../billing-kit/lib/invoice-url";
import { unwrap } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import { portalKeys } from "./keys";

export function usePortalOrders(auth: PortalAuth) {
  return useQuery({
    queryKey: portalKeys.resource(auth, "orders"),
    queryFn: ({ signal }) =>
      unwrap(portalApi(auth).GET("/v1/customer-portal/orders/", { params: { query: { limit: 100 } }, signal })),
  });
}

/** Generates the order's invoice (202, idempotent), then fetches its signed URL (generation may lag the 202). */
export function portalInvoiceUrl(auth: PortalAuth, orderId: string): Promise<string> {
  const params = { path: { id: orderId } };
  return generatedInvoiceUrl(
    () => unwrap(portalApi(auth).POST("/v1/customer-portal/orders/{id}/invoice", { params })),
    () => unwrap(portalApi(auth).GET("/v1/customer-portal/orders/{id}/invoice", { params })),
  );
}

/** The signed URL of a paid order's receipt. */
export async function portalReceiptUrl(auth: PortalAuth, orderId: string): Promise<string> {
  const receipt = await unwrap(
    portalApi(auth).GET("/v1/customer-portal/orders/{id}/receipt", { params: { path: { id: orderId } } }),
  );
  return receipt.url;
}
