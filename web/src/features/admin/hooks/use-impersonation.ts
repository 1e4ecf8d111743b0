import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import { resetUserQueries } from "../../auth/hooks/use-session";

/** Impersonating swaps the session cookie: every cached query belonged to someone else. */
export function useImpersonate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      unwrap(await authClient.admin.impersonateUser({ userId }), "Could not impersonate the user"),
    onSuccess: () => resetUserQueries(queryClient),
  });
}

export function useStopImpersonating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await authClient.admin.stopImpersonating(), "Could not stop impersonating"),
    onSuccess: () => resetUserQueries(queryClient),
  });
}
