import { useMutation, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";

/** Starts a subscription on a free recurring product for the customer (no checkout, no order). */
export function useCreateSubscription(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { customer_id: string; product_id: string }) =>
      unwrap(organizationApi(organizationId).POST("/v1/subscriptions/", { body })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, "subscriptions") }),
        queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, "customers") }),
      ]),
  });
}
