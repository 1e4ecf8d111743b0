import { useQuery } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import { ALL_SCOPES } from "../lib/scopes";
import type { AccessScope } from "../lib/types";

/** get-member-permissions: the viewer's roles in the organization and every permission they grant. */
interface MemberPermissions {
  organizationId: string;
  roles: string[];
  permissions: Partial<Record<string, string[]>>;
}

/** A scope is the permission of the same name: `orders:read` is `orders: [read]`. */
function heldScopes(permissions: MemberPermissions["permissions"]): AccessScope[] {
  return ALL_SCOPES.filter((scope) => {
    const [resource = "", action = ""] = scope.split(":");
    return permissions[resource]?.includes(action) ?? false;
  });
}

/**
 * The scopes the viewer may give a token: those their roles allow in the organization, as the
 * server decides it (it refuses any other). Read from the cache entry the organization's screens
 * share (`["organization", id, "permissions"]`), so a change of roles refreshes it with them.
 */
export function useHeldScopes(organizationId: string) {
  return useQuery({
    queryKey: ["organization", organizationId, "permissions"],
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<MemberPermissions>("/organization/get-member-permissions", {
          method: "GET",
          query: { organizationId },
        }),
        i18n.t("billing-access-tokens:scopes.loadFailed"),
      ),
    select: (answer) => heldScopes(answer?.permissions ?? {}),
  });
}
