import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/**
 * Whose keys: the signed-in user's, or an organization's. The server keeps them in two
 * api-key configurations: "default" (user keys) and "organization" (keys owned by an organization).
 */
export type ApiKeyOwner = { kind: "user" } | { kind: "organization"; organizationId: string };

const USER_CONFIG = "default";
const ORGANIZATION_CONFIG = "organization";

export const apiKeyKeys = {
  all: ["api-keys"] as const,
  of: (owner: ApiKeyOwner) =>
    owner.kind === "user"
      ? (["api-keys", "user"] as const)
      : (["api-keys", "organization", owner.organizationId] as const),
};

function scope(owner: ApiKeyOwner) {
  return owner.kind === "user"
    ? { configId: USER_CONFIG }
    : { configId: ORGANIZATION_CONFIG, organizationId: owner.organizationId };
}

export function useApiKeys(owner: ApiKeyOwner) {
  return useQuery({
    queryKey: apiKeyKeys.of(owner),
    queryFn: async () => {
      const result = await authClient.apiKey.list({
        query: { ...scope(owner), sortBy: "createdAt", sortDirection: "desc" },
      });
      return unwrap(result, i18n.t("api-keys:panel.loadFailed"))?.apiKeys ?? [];
    },
  });
}

export type ApiKeyRecord = NonNullable<ReturnType<typeof useApiKeys>["data"]>[number];

export interface NewApiKey {
  name: string;
  /** Seconds from now; null: never expires. */
  expiresIn: number | null;
  /** An organization key's permissions, as `resource:action`; none when empty. */
  permissions: readonly string[];
  /** Addresses and CIDR ranges the key may be used from; any address when empty. */
  ipAllowlist: readonly string[];
}

/** `["orders:read", "orders:write"]` as the server takes them: `{ orders: ["read", "write"] }`. */
function permissionMap(permissions: readonly string[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const permission of permissions) {
    const [resource = "", action = ""] = permission.split(":");
    map[resource] = [...(map[resource] ?? []), action];
  }
  return map;
}

/** Plain request for `useServerForm`: the answer carries the full key, once. */
export function createApiKey(owner: ApiKeyOwner, { name, expiresIn, permissions, ipAllowlist }: NewApiKey) {
  const given =
    owner.kind === "organization" && permissions.length > 0 ? { permissions: permissionMap(permissions) } : {};
  // Gatehouse's own field beside the plugin's (the server's api-keys/ip-allowlist.ts).
  const allowlist = ipAllowlist.length > 0 ? { ipAllowlist: [...ipAllowlist] } : {};
  return authClient.apiKey.create({ ...scope(owner), name, expiresIn, ...given, ...allowlist });
}

export function useRefreshApiKeys(owner: ApiKeyOwner) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.of(owner) });
}

export function useRevokeApiKey(owner: ApiKeyOwner) {
  const refresh = useRefreshApiKeys(owner);
  return useMutation({
    mutationFn: async (keyId: string) =>
      unwrap(
        await authClient.apiKey.delete({ configId: scope(owner).configId, keyId }),
        i18n.t("api-keys:panel.revokeFailed"),
      ),
    onSettled: refresh,
  });
}
