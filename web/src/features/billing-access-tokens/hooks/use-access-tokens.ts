import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import { type ListResource, v1Delete, v1Get, v1Post } from "../../billing/lib/v1-client";

/** Polar's OrganizationAccessToken. */
export interface AccessToken {
  id: string;
  created_at: string;
  modified_at: string | null;
  scopes: string[];
  expires_at: string | null;
  comment: string;
  last_used_at: string | null;
  organization_id: string;
}

export interface AccessTokenCreate {
  organization_id: string;
  comment: string;
  scopes: string[];
  /** ISO 8601 duration (P30D); null: never expires. */
  expires_in: string | null;
}

export interface AccessTokenCreated {
  organization_access_token: AccessToken;
  token: string;
}

const RESOURCE = "access-tokens";
export const ACCESS_TOKENS_PAGE_SIZE = 20;

export function useAccessTokens(organizationId: string, page: number) {
  const query = { organization_id: organizationId, page, limit: ACCESS_TOKENS_PAGE_SIZE, sorting: "-created_at" };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => v1Get<ListResource<AccessToken>>("/organization-access-tokens/", query, signal),
    placeholderData: keepPreviousData,
  });
}

export function createAccessToken(body: AccessTokenCreate) {
  return v1Post<AccessTokenCreated>("/organization-access-tokens/", body);
}

export function useRefreshAccessTokens(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) });
}

export function useRevokeAccessToken(organizationId: string) {
  const refresh = useRefreshAccessTokens(organizationId);
  return useMutation({
    mutationFn: (id: string) => v1Delete(`/organization-access-tokens/${id}`, { organization_id: organizationId }),
    onSettled: refresh,
  });
}
