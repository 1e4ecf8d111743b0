import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import { organizationKeys } from "../../organizations/hooks/keys";
import { invalidateOrganization } from "../../organizations/hooks/use-organizations";

/** An organization's own roles; only members whose roles grant `ac: read` may list them. */
export function useOrganizationRoles(organizationId: string, enabled: boolean) {
  return useQuery({
    queryKey: organizationKeys.roles(organizationId),
    queryFn: async () =>
      unwrap(
        await authClient.organization.listRoles({ query: { organizationId } }),
        i18n.t("roles:requests.loadRoles"),
      ) ?? [],
    enabled,
  });
}

export type OrganizationOwnRole = NonNullable<ReturnType<typeof useOrganizationRoles>["data"]>[number];

export interface RoleInput {
  name: string;
  description: string;
  permission: Record<string, string[]>;
}

/** Plain request for `useServerForm`: the server lower-cases the name. */
export function createRole(organizationId: string, { name, description, permission }: RoleInput) {
  return authClient.organization.createRole({
    organizationId,
    role: name,
    permission,
    additionalFields: description ? { description } : {},
  });
}

/** Plain request for `useServerForm`; a new name moves the role's holders with it (the server does). */
export function updateRole(organizationId: string, current: string, { name, description, permission }: RoleInput) {
  return authClient.organization.updateRole({
    organizationId,
    roleName: current,
    data: {
      permission,
      description,
      // Names are stored lower-case: a change of case alone is no rename.
      ...(name.toLowerCase() !== current ? { roleName: name } : {}),
    },
  });
}

/** Role changes show wherever roles do: members, invitations, the viewer's own permissions. */
export function useInvalidateRoles(organizationId: string) {
  const queryClient = useQueryClient();
  return () => invalidateOrganization(queryClient, organizationId);
}

/**
 * Deletes one of the organization's own roles. Members and pending invitations holding it are
 * first moved to `moveTo` (the server refuses to delete a role anyone holds).
 */
export function useDeleteRole(organizationId: string) {
  const invalidate = useInvalidateRoles(organizationId);
  return useMutation({
    mutationFn: async ({ roleName, moveTo }: { roleName: string; moveTo: string | null }) => {
      if (moveTo) {
        unwrap(
          await authClient.$fetch<{ members: number; invitations: number }>("/organization/reassign-role", {
            method: "POST",
            body: { organizationId, roleName, toRole: moveTo },
          }),
          i18n.t("roles:requests.reassignRole"),
        );
      }
      return unwrap(
        await authClient.organization.deleteRole({ organizationId, roleName }),
        i18n.t("roles:requests.deleteRole"),
      );
    },
    onSettled: invalidate,
  });
}
