import { useQuery } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import type { BrandSource, ResolvedBrand } from "../lib/brand";

export const resolvedBrandKeys = {
  all: ["brand"] as const,
  of: (source: BrandSource) => ["brand", source] as const,
};

/**
 * The brand a page applies (public, no session): an organization's, an OpenID client's
 * organization's, or with an empty source the instance's. Null while the source is not known yet.
 */
export function useResolvedBrand(source: BrandSource | null) {
  return useQuery({
    queryKey: resolvedBrandKeys.of(source ?? {}),
    queryFn: async () =>
      unwrap(await authClient.$fetch<ResolvedBrand>("/brand", { method: "GET", query: { ...source } })),
    enabled: source !== null,
    // A brand changes rarely; a page keeps its look while it is open.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    // The page waits for it: one that cannot be had leaves Gatehouse's look at once.
    retry: false,
  });
}
