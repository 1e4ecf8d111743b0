import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";

const RESOURCE = "webhook-deliveries";
export const DELIVERIES_PAGE_SIZE = 20;

export function useWebhookDeliveries(organizationId: string, endpointId: string, page: number) {
  const query = { endpoint_id: [endpointId], page, limit: DELIVERIES_PAGE_SIZE };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/webhooks/deliveries", { params: { query }, signal })),
    placeholderData: keepPreviousData,
    // New attempts arrive in the background (retries, redeliveries).
    refetchInterval: 5_000,
  });
}

/** A new attempt with the same webhook-id; the log shows it once the worker sent it. */
export function useRedeliver(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      unwrap(
        organizationApi(organizationId).POST("/v1/webhooks/events/{id}/redeliver", {
          params: { path: { id: eventId } },
        }),
      ),
    onSuccess: () => {
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) }),
        1_000,
      );
    },
  });
}
