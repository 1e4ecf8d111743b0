import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import { unwrapRoleChange } from "../../roles/lib/refusals";
import { organizationKeys } from "./keys";
import { invalidateOrganization } from "./use-organizations";

/** The server caps member lists at the membership limit (100 members an organization). */
const MEMBERS_LIMIT = 100;

export function useMembers(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.members(organizationId),
    queryFn: async () => {
      const result = await authClient.organization.listMembers({ query: { organizationId, limit: MEMBERS_LIMIT } });
      return unwrap(result, i18n.t("organizations:requests.loadMembers"))?.members ?? [];
    },
  });
}

export type OrganizationMember = NonNullable<ReturnType<typeof useMembers>["data"]>[number];

/** Member changes show on every tab of the organization (overview counts, teams). */
function useInvalidateOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return () => invalidateOrganization(queryClient, organizationId);
}

export function useUpdateMemberRole(organizationId: string) {
  const invalidate = useInvalidateOrganization(organizationId);
  return useMutation({
    mutationFn: async ({ memberId, roles }: { memberId: string; roles: string[] }) =>
      unwrapRoleChange(
        await authClient.organization.updateMemberRole({ organizationId, memberId, role: roles }),
        i18n.t("organizations:requests.changeRole"),
      ),
    onSettled: invalidate,
  });
}

export function useRemoveMember(organizationId: string) {
  const invalidate = useInvalidateOrganization(organizationId);
  return useMutation({
    mutationFn: async (memberId: string) =>
      unwrap(
        await authClient.organization.removeMember({ organizationId, memberIdOrEmail: memberId }),
        i18n.t("organizations:requests.removeMember"),
      ),
    onSettled: invalidate,
  });
}
