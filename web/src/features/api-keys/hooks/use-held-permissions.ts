import { useQuery } from "@tanstack/react-query";
import {
  type Action,
  organizationStatements,
  type Resource,
} from "../../../../../server/src/auth/roles/organization.ts";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** get-member-permissions: the viewer's roles in the organization and every permission they grant. */
interface MemberPermissions {
  organizationId: string;
  roles: string[];
  permissions: Partial<Record<string, string[]>>;
}

/** One resource the viewer holds permissions on, with the actions they hold, in the catalogue's order. */
export interface HeldResource {
  resource: Resource;
  actions: Action[];
}

function heldResources(permissions: MemberPermissions["permissions"]): HeldResource[] {
  return (Object.keys(organizationStatements) as Resource[]).flatMap((resource) => {
    const catalogued: readonly Action[] = organizationStatements[resource];
    const actions = catalogued.filter((action) => permissions[resource]?.includes(action) ?? false);
    return actions.length > 0 ? [{ resource, actions }] : [];
  });
}

/**
 * The permissions the viewer may give an organization key: those their roles grant in the
 * organization (the server refuses any other). Read from the cache entry the organization's
 * screens share (`["organization", id, "permissions"]`), so a change of roles refreshes it too.
 */
export function useHeldPermissions(organizationId: string) {
  return useQuery({
    queryKey: ["organization", organizationId, "permissions"],
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<MemberPermissions>("/organization/get-member-permissions", {
          method: "GET",
          query: { organizationId },
        }),
        i18n.t("api-keys:permissions.loadFailed"),
      ),
    select: (answer) => heldResources(answer?.permissions ?? {}),
  });
}
