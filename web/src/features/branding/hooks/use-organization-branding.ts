import { useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import type { ServerResult } from "../../../lib/use-server-form";
import type { BrandingSettings, OrganizationBranding } from "../lib/brand";
import { resolvedBrandKeys } from "./use-resolved-brand";

/** Under the organization's key, so refreshing an organization refreshes its branding too. */
const brandingKey = (organizationId: string) => ["organization", organizationId, "branding"] as const;

/** What the organization stored and the brand that results (any member may read it). */
export function useOrganizationBranding(organizationId: string) {
  return useQuery({
    queryKey: brandingKey(organizationId),
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<OrganizationBranding>("/organization/branding", {
          method: "GET",
          query: { organizationId },
        }),
      ),
  });
}

/**
 * Saves the fields given (null clears one); the answer replaces the cached branding, and every
 * resolved brand is fetched again when next shown. Owners and admins only: the server refuses others.
 */
export function useUpdateBranding(organizationId: string) {
  const queryClient = useQueryClient();
  return async (changes: Partial<BrandingSettings>): Promise<ServerResult<OrganizationBranding>> => {
    const result = await authClient.$fetch<OrganizationBranding>("/organization/branding/update", {
      method: "POST",
      body: { organizationId, ...changes },
    });
    if (result.data) {
      queryClient.setQueryData(brandingKey(organizationId), result.data);
      await queryClient.invalidateQueries({ queryKey: resolvedBrandKeys.all });
    }
    return { data: result.data, error: result.error };
  };
}
