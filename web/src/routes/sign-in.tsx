import { Alert, Anchor, Stack } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import type { SignInRedirectState } from "../features/auth/components/require-session";
import { SignInForm } from "../features/auth/components/sign-in-form";
import {
  isSignupRefusal,
  SignUpRefusalAlert,
  SocialSignInFailedAlert,
} from "../features/signup-policy/components/sign-up-refusal-alert";
import { paths, safeReturnPath, withRedirect } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

export default function SignInRoute() {
  const { t } = useTranslation("auth");
  usePageTitle(t("signInPage.pageTitle"));
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // Where to go once signed in: the page that sent the visitor here (state), or `?redirect=`.
  const redirect =
    safeReturnPath((location.state as SignInRedirectState | null)?.from) ?? safeReturnPath(params.get("redirect"));
  const destination = redirect ?? paths.account;
  // A refused magic link comes back here with ?error= (better-auth's magic-link plugin); a
  // refused single sign-on with ?error= and the reason in ?error_description= (the SSO plugin).
  // A refused social sign-in comes back with ?from=social; a sign-up the sign-up policy refused
  // (a social one, a magic link's) with its code.
  const error = params.get("error");
  const refusal = isSignupRefusal(error) ? error : null;
  const socialError = !refusal && params.get("from") === "social" ? error : null;
  const linkError = refusal || socialError ? null : error;
  const ssoError = linkError ? params.get("error_description") : null;

  return (
    <AuthCard
      title={t("signInPage.title")}
      description={t("signInPage.description")}
      footer={
        <Trans
          t={t}
          i18nKey="signInPage.noAccount"
          components={{ a: <Anchor component={Link} to={withRedirect(paths.signUp, redirect)} /> }}
        />
      }
    >
      <Stack>
        {refusal && <SignUpRefusalAlert code={refusal} />}
        {socialError && <SocialSignInFailedAlert code={socialError} />}
        {ssoError && (
          <Alert color="red" title={t("signInPage.ssoFailed")}>
            {ssoError}
          </Alert>
        )}
        {linkError && !ssoError && (
          <Alert color="red" title={t("signInPage.linkFailed")}>
            {linkError === "new_user_signup_disabled"
              ? t("signInPage.linkSignUpDisabled")
              : t("signInPage.linkExpired")}
          </Alert>
        )}
        <SignInForm
          verifyCallbackURL={withRedirect(paths.verifyEmail, redirect)}
          destination={destination}
          onSignedIn={() => void navigate(destination, { replace: true })}
          onTwoFactor={() => void navigate(withRedirect(paths.twoFactor, destination), { replace: true })}
        />
      </Stack>
    </AuthCard>
  );
}
