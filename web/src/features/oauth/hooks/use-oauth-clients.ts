import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** An OAuth client as the provider lists it (RFC 7591 metadata; the secret only when just created). */
export type OAuthClient = {
  client_id: string;
  client_secret?: string;
  client_name?: string;
  redirect_uris: string[];
  token_endpoint_auth_method?: string;
  client_id_issued_at?: number;
};
export type OAuthClientCreate = { client_name: string; redirect_uris: string[]; token_endpoint_auth_method: string };

/** An organization's clients (platform admins see every client on /admin: use-all-oauth-clients.ts). */
const clientsKey = (organizationId: string) => ["oauth-clients", organizationId] as const;

/**
 * The provider files an organization's clients under the session's active organization: it is made this
 * one first (the organization page does so too, but maybe not yet when this runs).
 */
async function asOwner(organizationId: string): Promise<void> {
  unwrap(await authClient.organization.setActive({ organizationId }));
}

export function useOAuthClients(organizationId: string) {
  return useQuery({
    queryKey: clientsKey(organizationId),
    queryFn: async () => {
      await asOwner(organizationId);
      return unwrap(await authClient.$fetch<OAuthClient[]>("/oauth2/get-clients", { method: "GET" })) ?? [];
    },
  });
}

export function useCreateOAuthClient(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OAuthClientCreate) => {
      await asOwner(organizationId);
      return unwrap(await authClient.$fetch<OAuthClient>("/oauth2/create-client", { method: "POST", body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey(organizationId) }),
  });
}

export function useDeleteOAuthClient(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (clientId: string) => {
      await asOwner(organizationId);
      return unwrap(
        await authClient.$fetch("/oauth2/delete-client", { method: "POST", body: { client_id: clientId } }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey(organizationId) }),
  });
}
