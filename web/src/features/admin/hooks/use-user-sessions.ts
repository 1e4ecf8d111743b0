import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import { adminKeys } from "./use-admin-users";

/** Another user's sessions, as a platform admin sees them. */
export function useUserSessions(userId: string) {
  return useQuery({
    queryKey: adminKeys.sessions(userId),
    queryFn: async () =>
      unwrap(await authClient.admin.listUserSessions({ userId }), i18n.t("admin:errors.loadSessions"))?.sessions ?? [],
    staleTime: 0,
  });
}

export type UserSession = NonNullable<ReturnType<typeof useUserSessions>["data"]>[number];

export function useRevokeUserSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionToken: string) =>
      unwrap(await authClient.admin.revokeUserSession({ sessionToken }), i18n.t("admin:errors.revokeSession")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sessions(userId) }),
  });
}

export function useRevokeUserSessions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await authClient.admin.revokeUserSessions({ userId }), i18n.t("admin:errors.revokeSessions")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sessions(userId) }),
  });
}
