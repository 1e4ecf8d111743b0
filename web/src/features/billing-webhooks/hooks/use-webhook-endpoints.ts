import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import { type ListResource, v1Delete, v1Get, v1Patch, v1Post } from "../../billing/lib/v1-client";

/** Polar's WebhookEndpoint. */
export interface WebhookEndpoint {
  id: string;
  created_at: string;
  modified_at: string | null;
  url: string;
  name: string | null;
  format: "raw" | "discord" | "slack";
  secret: string;
  organization_id: string;
  events: string[];
  enabled: boolean;
}

export interface WebhookEndpointInput {
  url: string;
  name: string | null;
  events: string[];
  enabled?: boolean;
}

export const RESOURCE = "webhooks";
export const ENDPOINTS_PAGE_SIZE = 20;

export function useWebhookEndpoints(organizationId: string, page: number) {
  const query = { organization_id: organizationId, page, limit: ENDPOINTS_PAGE_SIZE };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<WebhookEndpoint>>("/webhooks/endpoints", query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWebhookEndpoint(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      v1Get<WebhookEndpoint>(
        `/webhooks/endpoints/${encodeURIComponent(id)}`,
        { organization_id: organizationId },
        signal,
      ),
  });
}

export function createWebhookEndpoint(organizationId: string, input: WebhookEndpointInput) {
  return v1Post<WebhookEndpoint>("/webhooks/endpoints", { ...input, format: "raw", organization_id: organizationId });
}

export function updateWebhookEndpoint(organizationId: string, id: string, input: WebhookEndpointInput) {
  return v1Patch<WebhookEndpoint>(`/webhooks/endpoints/${encodeURIComponent(id)}`, input, {
    organization_id: organizationId,
  });
}

export function useRefreshWebhooks(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useResetWebhookSecret(organizationId: string) {
  const refresh = useRefreshWebhooks(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      v1Patch<WebhookEndpoint>(`/webhooks/endpoints/${encodeURIComponent(id)}/secret`, undefined, {
        organization_id: organizationId,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteWebhookEndpoint(organizationId: string) {
  const refresh = useRefreshWebhooks(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      v1Delete(`/webhooks/endpoints/${encodeURIComponent(id)}`, { organization_id: organizationId }),
    onSuccess: refresh,
  });
}
