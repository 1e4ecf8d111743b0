import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { AccessTokenCreate } from "../lib/types";

const RESOURCE = "access-tokens";
export const ACCESS_TOKENS_PAGE_SIZE = 20;

export function useAccessTokens(organizationId: string, page: number) {
  const query = { page, limit: ACCESS_TOKENS_PAGE_SIZE, sorting: ["-created_at" as const] };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) =>
      unwrap(organizationApi(organizationId).GET("/v1/organization-access-tokens/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function createAccessToken(organizationId: string, body: AccessTokenCreate) {
  return unwrap(
    organizationApi(organizationId).POST("/v1/organization-access-tokens/", {
      body: { ...body, organization_id: organizationId },
    }),
  );
}

export function useRefreshAccessTokens(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useRevokeAccessToken(organizationId: string) {
  const refresh = useRefreshAccessTokens(organizationId);
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        organizationApi(organizationId).DELETE("/v1/organization-access-tokens/{id}", { params: { path: { id } } }),
      ),
    onSettled: refresh,
  });
}
