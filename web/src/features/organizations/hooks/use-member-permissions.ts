import { queryOptions, useQuery } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import type { PermissionMap } from "../../../lib/permissions";
import { organizationKeys } from "./keys";

/** The signed-in person's roles in one organization and every permission they grant together. */
export interface MemberPermissions {
  organizationId: string;
  roles: string[];
  permissions: PermissionMap;
}

/**
 * The query of what the viewer may do in an organization, as the server decides it (built-in roles
 * and the organization's own alike): one cache entry every screen shares, each reading its part of
 * it with `select`, so a change of roles refreshes them all.
 */
export function memberPermissionsQuery(organizationId: string) {
  return queryOptions({
    queryKey: organizationKeys.permissions(organizationId),
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<MemberPermissions>("/organization/get-member-permissions", {
          method: "GET",
          query: { organizationId },
        }),
        i18n.t("organizations:requests.loadPermissions"),
      ),
  });
}

/** What the viewer may do in an organization; disabled until the organization's id is known. */
export function useMemberPermissions(organizationId: string | undefined) {
  return useQuery({ ...memberPermissionsQuery(organizationId ?? ""), enabled: organizationId !== undefined });
}
