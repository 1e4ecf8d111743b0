import { useMutation, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import { resetUserQueries } from "../../auth/hooks/use-session";

/** Impersonating swaps the session cookie: every cached query belonged to someone else. */
export function useImpersonate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      unwrap(await authClient.admin.impersonateUser({ userId }), i18n.t("admin:errors.impersonate")),
    onSuccess: () => resetUserQueries(queryClient),
  });
}

export function useStopImpersonating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await authClient.admin.stopImpersonating(), i18n.t("admin:errors.stopImpersonating")),
    onSuccess: () => resetUserQueries(queryClient),
  });
}
