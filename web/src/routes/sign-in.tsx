import { Alert, Anchor, Stack } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import type { SignInRedirectState } from "../features/auth/components/require-session";
import { SignInForm } from "../features/auth/components/sign-in-form";
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
  const linkError = params.get("error");
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
