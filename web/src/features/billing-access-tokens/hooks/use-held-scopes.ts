import { useQuery } from "@tanstack/react-query";
import type { PermissionMap } from "../../../lib/permissions";
import { memberPermissionsQuery } from "../../organizations/hooks/use-member-permissions";
import { ALL_SCOPES } from "../lib/scopes";
import type { AccessScope } from "../lib/types";

/** A scope is the permission of the same name: `orders:read` is `orders: [read]`. */
function heldScopes(permissions: PermissionMap): AccessScope[] {
  return ALL_SCOPES.filter((scope) => {
    const [resource = "", action = ""] = scope.split(":");
    return permissions[resource]?.includes(action) ?? false;
  });
}

/**
 * The scopes the viewer may give a token: those their roles allow in the organization, as the
 * server decides it (it refuses any other). Read from the cache entry the organization's screens
 * share, so a change of roles refreshes it with them.
 */
export function useHeldScopes(organizationId: string) {
  return useQuery({
    ...memberPermissionsQuery(organizationId),
    select: (answer) => heldScopes(answer?.permissions ?? {}),
  });
}
