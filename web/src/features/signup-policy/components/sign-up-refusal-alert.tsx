import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../lib/errors";

/** The sign-up policy's refusals, as a redirect (social sign-in, a magic link) brings them back in `?error=`. */
const REFUSALS = new Set([
  "SIGNUP_INVITE_ONLY",
  "SIGNUP_WAITLIST",
  "SIGNUP_DOMAIN_NOT_ALLOWED",
  "SIGNUP_DOMAIN_BLOCKED",
  "SIGNUP_DISPOSABLE_EMAIL",
]);

export const isSignupRefusal = (code: string | null): code is string => code !== null && REFUSALS.has(code);

/** Why a sign-up through a provider or a link was refused, in the page's language. */
export function SignUpRefusalAlert({ code }: { code: string }) {
  const { t } = useTranslation("signup-policy");
  return (
    <Alert color="red" title={t("signIn.refusedTitle")} role="alert">
      {describeError({ status: 403, code })}
    </Alert>
  );
}

/** A social sign-in that came back with any other error: what failed, with the code for support. */
export function SocialSignInFailedAlert({ code }: { code: string }) {
  const { t } = useTranslation("signup-policy");
  return (
    <Alert color="red" title={t("signIn.socialFailedTitle")} role="alert">
      {t("signIn.socialFailedBody", { code })}
    </Alert>
  );
}
