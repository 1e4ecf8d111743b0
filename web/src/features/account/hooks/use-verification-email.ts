import { useMutation } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import { paths } from "../../../lib/paths";

export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: async (email: string) =>
      unwrap(
        await authClient.sendVerificationEmail({ email, callbackURL: paths.verifyEmail }),
        "Could not send the verification email",
      ),
  });
}
