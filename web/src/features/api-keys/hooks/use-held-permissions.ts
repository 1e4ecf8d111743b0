import { useQuery } from "@tanstack/react-query";
import {
  type Action,
  organizationStatements,
  type Resource,
} from "../../../../../server/src/auth/roles/organization.ts";
import type { PermissionMap } from "../../../lib/permissions";
import { memberPermissionsQuery } from "../../organizations/hooks/use-member-permissions";

/** One resource the viewer holds permissions on, with the actions they hold, in the catalogue's order. */
export interface HeldResource {
  resource: Resource;
  actions: Action[];
}

function heldResources(permissions: PermissionMap): HeldResource[] {
  return (Object.keys(organizationStatements) as Resource[]).flatMap((resource) => {
    const catalogued: readonly Action[] = organizationStatements[resource];
    const actions = catalogued.filter((action) => permissions[resource]?.includes(action) ?? false);
    return actions.length > 0 ? [{ resource, actions }] : [];
  });
}

/**
 * The permissions the viewer may give an organization key: those their roles grant in the
 * organization (the server refuses any other). Read from the cache entry the organization's
 * screens share, so a change of roles refreshes it too.
 */
export function useHeldPermissions(organizationId: string) {
  return useQuery({
    ...memberPermissionsQuery(organizationId),
    select: (answer) => heldResources(answer?.permissions ?? {}),
  });
}
