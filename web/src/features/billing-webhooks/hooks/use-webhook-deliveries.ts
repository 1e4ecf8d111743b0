import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import { type ListResource, v1Get, v1Post } from "../../billing/lib/v1-client";

/** Polar's WebhookDelivery: one attempt, with the event it carried. */
export interface WebhookDelivery {
  id: string;
  created_at: string;
  modified_at: string | null;
  succeeded: boolean;
  http_code: number | null;
  response: string | null;
  webhook_event: {
    id: string;
    created_at: string;
    type: string;
    succeeded: boolean | null;
    last_http_code: number | null;
    skipped: boolean;
    payload: string | null;
  };
}

const RESOURCE = "webhook-deliveries";
export const DELIVERIES_PAGE_SIZE = 20;

export function useWebhookDeliveries(organizationId: string, endpointId: string, page: number) {
  const query = { organization_id: organizationId, endpoint_id: endpointId, page, limit: DELIVERIES_PAGE_SIZE };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<WebhookDelivery>>("/webhooks/deliveries", query, signal),
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
      v1Post<unknown>(`/webhooks/events/${encodeURIComponent(eventId)}/redeliver`, undefined, {
        organization_id: organizationId,
      }),
    onSuccess: () => {
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) }),
        1_000,
      );
    },
  });
}
