import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import { organizationKeys } from "./keys";
import { invalidateOrganization } from "./use-organizations";

export function useTeams(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.teams(organizationId),
    queryFn: async () =>
      unwrap(
        await authClient.organization.listTeams({ query: { organizationId } }),
        i18n.t("organizations:requests.loadTeams"),
      ) ?? [],
  });
}

export type OrganizationTeam = NonNullable<ReturnType<typeof useTeams>["data"]>[number];

export function useTeamMembers(organizationId: string, teamId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: organizationKeys.teamMembers(organizationId, teamId),
    queryFn: async () =>
      unwrap(
        await authClient.organization.listTeamMembers({ query: { teamId } }),
        i18n.t("organizations:requests.loadTeamMembers"),
      ) ?? [],
  });
}

/**
 * Team id → user ids, built from each member's teams (list-user-teams with a userId, which the
 * server allows to roles with member update): how a viewer sees the members of teams they are not in.
 */
export function useTeamsByMember(organizationId: string, userIds: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: [...organizationKeys.teams(organizationId), "by-member", [...userIds].sort()] as const,
    queryFn: async () => {
      const roster = new Map<string, string[]>();
      await Promise.all(
        userIds.map(async (userId) => {
          const result = await authClient.organization.listUserTeams({ query: { userId, organizationId } });
          for (const team of unwrap(result, i18n.t("organizations:requests.loadTeamMembers")) ?? []) {
            roster.set(team.id, [...(roster.get(team.id) ?? []), userId]);
          }
        }),
      );
      return roster;
    },
    enabled: enabled && userIds.length > 0,
  });
}

export interface TeamRoster {
  /** User ids in the team; null while unknown. */
  userIds: string[] | null;
  isPending: boolean;
  error: unknown;
  /** The server shows this team's members only to the team itself, and the viewer cannot look them up. */
  hidden: boolean;
}

/** The ids of the teams the signed-in person belongs to in this organization. */
function useMyTeamIds(organizationId: string) {
  return useQuery({
    queryKey: [...organizationKeys.teams(organizationId), "mine"] as const,
    queryFn: async () => {
      const teams = unwrap(
        await authClient.organization.listUserTeams({ query: { organizationId } }),
        i18n.t("organizations:requests.loadYourTeams"),
      );
      return new Set((teams ?? []).filter((team) => team.organizationId === organizationId).map((team) => team.id));
    },
  });
}

/**
 * Who is in a team. better-auth answers list-team-members only to the team's own members, so the
 * viewer's teams are known first: their own teams are listed directly, the others through each
 * member's teams when the viewer may look members up, and otherwise shown as hidden — no request
 * the server would refuse.
 */
export function useTeamRoster(
  organizationId: string,
  teamId: string,
  memberUserIds: readonly string[],
  canLookUpMembers: boolean,
): TeamRoster {
  const mine = useMyTeamIds(organizationId);
  const inTeam = mine.data?.has(teamId) ?? false;
  const direct = useTeamMembers(organizationId, teamId, mine.isSuccess && inTeam);
  const byMember = useTeamsByMember(organizationId, memberUserIds, mine.isSuccess && !inTeam && canLookUpMembers);
  if (!mine.isSuccess) return { userIds: null, isPending: mine.isPending, error: mine.error, hidden: false };
  if (inTeam) {
    return {
      userIds: direct.data ? direct.data.map((tm) => tm.userId) : null,
      isPending: direct.isPending,
      error: direct.error,
      hidden: false,
    };
  }
  if (!canLookUpMembers) return { userIds: null, isPending: false, error: null, hidden: true };
  return {
    userIds: byMember.data ? (byMember.data.get(teamId) ?? []) : null,
    isPending: byMember.isPending,
    error: byMember.error,
    hidden: false,
  };
}

export function useInvalidateTeams(organizationId: string) {
  const queryClient = useQueryClient();
  return () => invalidateOrganization(queryClient, organizationId);
}

export function createTeam(organizationId: string, name: string) {
  return authClient.organization.createTeam({ organizationId, name });
}

export function renameTeam(teamId: string, name: string) {
  return authClient.organization.updateTeam({ teamId, data: { name } });
}

export function useRemoveTeam(organizationId: string) {
  const invalidate = useInvalidateTeams(organizationId);
  return useMutation({
    mutationFn: async (teamId: string) =>
      unwrap(
        await authClient.organization.removeTeam({ organizationId, teamId }),
        i18n.t("organizations:requests.removeTeam"),
      ),
    onSettled: invalidate,
  });
}

export function useAddTeamMember(organizationId: string, teamId: string) {
  const invalidate = useInvalidateTeams(organizationId);
  return useMutation({
    mutationFn: async (userId: string) =>
      unwrap(
        await authClient.organization.addTeamMember({ organizationId, teamId, userId }),
        i18n.t("organizations:requests.addTeamMember"),
      ),
    onSettled: invalidate,
  });
}

export function useRemoveTeamMember(organizationId: string, teamId: string) {
  const invalidate = useInvalidateTeams(organizationId);
  return useMutation({
    mutationFn: async (userId: string) =>
      unwrap(
        await authClient.organization.removeTeamMember({ organizationId, teamId, userId }),
        i18n.t("organizations:requests.removeTeamMember"),
      ),
    onSettled: invalidate,
  });
}
