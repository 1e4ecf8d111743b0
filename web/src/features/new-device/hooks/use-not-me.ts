import { useMutation } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** "This wasn't me": signs out every session of the link's account and mails a password reset. */
export function useReportNotMe() {
  return useMutation({
    mutationFn: async (token: string) =>
      unwrap(
        await authClient.$fetch<{ success: boolean }>("/new-device/not-me", { method: "POST", body: { token } }),
        i18n.t("new-device:notMePage.failed"),
      ),
  });
}
