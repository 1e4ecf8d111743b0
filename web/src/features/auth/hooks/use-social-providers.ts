import { useQuery } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** A sign-in provider the server has enabled (`GET /api/auth/social-providers`). */
export interface SocialProvider {
  id: string;
  name: string;
}

export const socialProviderKeys = {
  all: ["social-providers"] as const,
};

function isSocialProvider(value: unknown): value is SocialProvider {
  if (typeof value !== "object" || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === "string" && id !== "" && typeof name === "string";
}

/** The providers the server lists, in its order; an empty list when none is enabled. */
export function useSocialProviders() {
  return useQuery({
    queryKey: socialProviderKeys.all,
    queryFn: async () => {
      const result = await authClient.$fetch<{ providers?: unknown }>("/social-providers", { method: "GET" });
      const body = unwrap(result, i18n.t("auth:social.loadFailed"));
      return Array.isArray(body?.providers) ? body.providers.filter(isSocialProvider) : [];
    },
    // The server's configuration only changes on restart.
    staleTime: 5 * 60_000,
  });
}
