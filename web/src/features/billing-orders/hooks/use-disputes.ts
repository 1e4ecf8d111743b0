import { useQuery } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";

const RESOURCE = "disputes";

/** An order's disputes (Stripe's chargebacks, Polar's Dispute shape), newest first. */
export function useOrderDisputes(organizationId: string, orderId: string, enabled: boolean) {
  const query = { order_id: [orderId], limit: 100, sorting: ["-created_at" as const] };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/disputes/", { params: { query }, signal })),
    enabled,
  });
}
