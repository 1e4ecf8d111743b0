import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import { organizationKeys } from "./keys";
import { invalidateOrganization, refreshOrganizations } from "./use-organizations";

/** Pending invitations of an organization (the server lists every status; the screen keeps pending ones). */
export function useInvitations(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.invitations(organizationId),
    queryFn: async () =>
      unwrap(
        await authClient.organization.listInvitations({ query: { organizationId } }),
        i18n.t("organizations:requests.loadInvitations"),
      ) ?? [],
  });
}

export type OrganizationInvitation = NonNullable<ReturnType<typeof useInvitations>["data"]>[number];

export interface InviteInput {
  email: string;
  /** Built-in roles and the organization's own. */
  roles: string[];
  teamId: string | null;
}

/** Invitations addressed to the signed-in user, across organizations. */
export function useUserInvitations(enabled = true) {
  return useQuery({
    queryKey: organizationKeys.userInvitations,
    queryFn: async () =>
      unwrap(
        await authClient.organization.listUserInvitations(),
        i18n.t("organizations:requests.loadYourInvitations"),
      ) ?? [],
    enabled,
  });
}

export function inviteMember(organizationId: string, { email, roles, teamId }: InviteInput) {
  return authClient.organization.inviteMember({
    organizationId,
    email,
    role: roles,
    ...(teamId ? { teamId } : {}),
  });
}

export function useCancelInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) =>
      unwrap(
        await authClient.organization.cancelInvitation({ invitationId }),
        i18n.t("organizations:requests.cancelInvitation"),
      ),
    onSettled: () => invalidateOrganization(queryClient, organizationId),
  });
}

/** One invitation as its recipient sees it: with organizationName, organizationSlug, inviterEmail. */
export function useInvitation(id: string, enabled: boolean) {
  return useQuery({
    queryKey: organizationKeys.invitation(id),
    queryFn: async () => {
      const invitation = unwrap(
        await authClient.organization.getInvitation({ query: { id } }),
        i18n.t("organizations:requests.loadInvitation"),
      );
      if (!invitation) throw new Error(i18n.t("organizations:requests.invitationNotFound"));
      return invitation;
    },
    enabled,
    staleTime: 0,
  });
}

export type RecipientInvitation = NonNullable<ReturnType<typeof useInvitation>["data"]>;

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) =>
      unwrap(
        await authClient.organization.acceptInvitation({ invitationId }),
        i18n.t("organizations:requests.acceptInvitation"),
      ),
    // The invitation's own query is left alone: refetching it now would answer "not found" and
    // unmount the page before it can move on. It has staleTime 0, so a later visit asks again.
    onSuccess: async () => {
      await Promise.all([
        refreshOrganizations(queryClient),
        queryClient.invalidateQueries({ queryKey: organizationKeys.userInvitations }),
      ]);
    },
  });
}

export function useRejectInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) =>
      unwrap(
        await authClient.organization.rejectInvitation({ invitationId }),
        i18n.t("organizations:requests.rejectInvitation"),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: organizationKeys.userInvitations });
    },
  });
}
