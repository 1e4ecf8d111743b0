import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** A client as `GET /api/auth/admin/oauth-clients` lists it for platform admins, with its owner. */
export type ListedOAuthClient = {
  clientId: string;
  name: string | null;
  redirectUris: string[];
  public: boolean;
  disabled: boolean;
  createdAt: string | null;
  owner:
    | { type: "organization"; id: string; name: string | null }
    | { type: "user"; id: string; email: string | null }
    | null;
};

const allClientsKey = ["admin-oauth-clients"] as const;

/** Every OAuth client of this Gatehouse (platform admins). */
export function useAllOAuthClients() {
  return useQuery({
    queryKey: allClientsKey,
    queryFn: async () =>
      unwrap(await authClient.$fetch<{ clients: ListedOAuthClient[] }>("/admin/oauth-clients", { method: "GET" }))
        ?.clients ?? [],
  });
}

/** Deletes any client (platform admins); its tokens and consents go with it. */
export function useAdminDeleteOAuthClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (clientId: string) =>
      unwrap(await authClient.$fetch("/admin/oauth-clients/delete", { method: "POST", body: { clientId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allClientsKey }),
  });
}
