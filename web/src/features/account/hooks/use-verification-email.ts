import { useMutation } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";
import { paths } from "../../../lib/paths";

export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: async (email: string) =>
      unwrap(
        await authClient.sendVerificationEmail({ email, callbackURL: paths.verifyEmail }),
        i18n.t("account:emailStatus.sendFailed"),
      ),
  });
}

/** A six-digit code by mail instead of a link (the email-otp plugin's email verification). */
export function useSendVerificationCode() {
  return useMutation({
    mutationFn: async (email: string) =>
      unwrap(
        await authClient.emailOtp.sendVerificationOtp({ email, type: "email-verification" }),
        i18n.t("account:verifyWithCode.sendFailed"),
      ),
  });
}

/** Plain request for `useServerForm`: verifies the address with the mailed code. */
export const verifyEmailWithCode = (email: string, otp: string) => authClient.emailOtp.verifyEmail({ email, otp });
