import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

export const sessionKeys = {
  all: ["session"] as const,
};

/** The signed-in session, or `null` when signed out. */
export function useSession() {
  return useQuery({
    queryKey: sessionKeys.all,
    queryFn: async () => {
      // Skip the cookie cache: account changes must show at once.
      const result = await authClient.getSession({ query: { disableCookieCache: true } });
      return unwrap(result, i18n.t("auth:session.loadFailed")) ?? null;
    },
  });
}

/** Refetches the session; call after anything that changes the user or the session cookie. */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}

/**
 * The user changed (sign-in, sign-up, sign-out, deletion): drop every cached query of the
 * previous user and re-read the session.
 */
export async function resetUserQueries(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
  await refreshSession(queryClient);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await authClient.signOut(), i18n.t("auth:session.signOutFailed")),
    onSuccess: async () => {
      queryClient.setQueryData(sessionKeys.all, null);
      await resetUserQueries(queryClient);
    },
  });
}
