import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** A directory token as `GET /api/auth/organization/scim` lists it (never the secret). */
export type ScimCredential = {
  credentialId: string;
  status: string;
  expiresAt: string;
  lastUsedAt: string | null;
  createdAt: string;
};

export type ScimConnectionState = {
  organizationId: string;
  /** The SCIM base URL to give the directory. */
  baseUrl: string;
  connection: { connectionId: string; status: string; createdAt: string } | null;
  credentials: ScimCredential[];
};

export type IssuedScimToken = { token: string; baseUrl: string; credential: ScimCredential };

const connectionKey = (organizationId: string) => ["scim-connection", organizationId] as const;

/** The organization's directory connection: its SCIM base URL and working token. */
export function useScimConnection(organizationId: string) {
  return useQuery({
    queryKey: connectionKey(organizationId),
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<ScimConnectionState>("/organization/scim", {
          method: "GET",
          query: { organizationId },
        }),
      ),
  });
}

function useConnectionMutation<Output>(organizationId: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await authClient.$fetch<Output>(path, { method: "POST", body: { organizationId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKey(organizationId) }),
  });
}

/** Connects the directory, or replaces its token (the previous one stops working). */
export const useIssueScimToken = (organizationId: string) =>
  useConnectionMutation<IssuedScimToken>(organizationId, "/organization/scim/token");

/** Disconnects the directory: the people it provisioned leave the organization. */
export const useDisconnectScim = (organizationId: string) =>
  useConnectionMutation<{ disconnected: true }>(organizationId, "/organization/scim/disconnect");
