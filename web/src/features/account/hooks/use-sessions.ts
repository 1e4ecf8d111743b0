import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import { refreshSession, resetUserQueries, sessionKeys } from "../../auth/hooks/use-session";

export const sessionsKeys = {
  all: ["sessions"] as const,
};

export function useSessions() {
  return useQuery({
    queryKey: sessionsKeys.all,
    queryFn: async () => unwrap(await authClient.listSessions(), i18n.t("account:sessions.loadFailed")) ?? [],
  });
}

export type ActiveSession = NonNullable<ReturnType<typeof useSessions>["data"]>[number];

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      unwrap(await authClient.revokeSession({ token }), i18n.t("account:sessions.revokeFailed")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await authClient.revokeOtherSessions(), i18n.t("account:sessions.revokeOthersFailed")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}

/** Revokes every session, this one included: the user ends up signed out. */
export function useRevokeAllSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await authClient.revokeSessions(), i18n.t("account:sessions.endAllFailed")),
    onSuccess: async () => {
      queryClient.setQueryData(sessionKeys.all, null);
      await resetUserQueries(queryClient);
    },
  });
}

/** After a password change the server may rotate the session and drop the others. */
export async function refreshSessions(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await Promise.all([refreshSession(queryClient), queryClient.invalidateQueries({ queryKey: sessionsKeys.all })]);
}
