import { useQuery } from "@tanstack/react-query";
import type { SignupPolicy } from "../../../../../server/src/auth/signup-policy/schemas.ts";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

export type { SignupPolicy };

/** Who may sign up, by name (public): the sign-up page shows the form, the waitlist form or the invitation notice. */
export function useSignupPolicy() {
  return useQuery({
    queryKey: ["signup-policy"],
    queryFn: async () =>
      unwrap(
        await authClient.$fetch<{ policy: SignupPolicy }>("/signup-policy", { method: "GET" }),
        i18n.t("signup-policy:errors.loadPolicy"),
      )?.policy ?? "open",
    staleTime: 60_000,
  });
}
