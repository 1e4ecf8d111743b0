import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { WebhookEndpointCreate, WebhookEndpointUpdate } from "../lib/types";

export const RESOURCE = "webhooks";
export const ENDPOINTS_PAGE_SIZE = 20;

/** `enabled: false` when the viewer may not read endpoints (no request that would be refused). */
export function useWebhookEndpoints(organizationId: string, page: number, { enabled = true } = {}) {
  const query = { page, limit: ENDPOINTS_PAGE_SIZE };
  return useQuery({
    enabled,
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/webhooks/endpoints", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

// Answers without a Polar-Version header leave out the endpoint's `api_version`; the edit form shows it.
const VERSIONED = { "Polar-Version": "2027-01" };

export function useWebhookEndpoint(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      unwrap(
        organizationApi(organizationId).GET("/v1/webhooks/endpoints/{id}", {
          params: { path: { id } },
          headers: VERSIONED,
          signal,
        }),
      ),
  });
}

/** Raw JSON payloads (Polar's `raw` format; the server refuses Polar's Discord and Slack formats). */
export function createWebhookEndpoint(organizationId: string, body: Omit<WebhookEndpointCreate, "format">) {
  return unwrap(
    organizationApi(organizationId).POST("/v1/webhooks/endpoints", {
      body: { ...body, format: "raw", organization_id: organizationId },
    }),
  );
}

export function updateWebhookEndpoint(organizationId: string, id: string, body: WebhookEndpointUpdate) {
  return unwrap(
    organizationApi(organizationId).PATCH("/v1/webhooks/endpoints/{id}", { params: { path: { id } }, body }),
  );
}

export function useRefreshWebhooks(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useResetWebhookSecret(organizationId: string) {
  const refresh = useRefreshWebhooks(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(organizationApi(organizationId).PATCH("/v1/webhooks/endpoints/{id}/secret", { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

export function useDeleteWebhookEndpoint(organizationId: string) {
  const refresh = useRefreshWebhooks(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(organizationApi(organizationId).DELETE("/v1/webhooks/endpoints/{id}", { params: { path: { id } } })),
    onSuccess: refresh,
  });
}
