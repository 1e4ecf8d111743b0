import { Anchor } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { SignUpForm } from "../features/auth/components/sign-up-form";
import { SignUpGate } from "../features/signup-policy/components/sign-up-gate";
import { paths, safeReturnPath, withRedirect } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

export default function SignUpRoute() {
  const { t } = useTranslation("auth");
  usePageTitle(t("signUpPage.pageTitle"));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // `?redirect=` (e.g. an invitation page): where to go once the account exists and is signed in.
  const redirect = safeReturnPath(params.get("redirect"));
  const destination = redirect ?? paths.account;
  // A waitlist approval's link (`?approved=1&email=`), or an invitation's page sending its invitee here.
  const approved = params.get("approved") === "1";
  const email = params.get("email") ?? "";
  const invited = redirect?.startsWith("/invitations/") ?? false;

  return (
    <AuthCard
      title={t("signUpPage.title")}
      footer={
        <Trans
          t={t}
          i18nKey="signUpPage.haveAccount"
          components={{ a: <Anchor component={Link} to={withRedirect(paths.signIn, redirect)} /> }}
        />
      }
    >
      <SignUpGate approved={approved} invited={invited} email={email}>
        <SignUpForm
          verifyCallbackURL={withRedirect(paths.verifyEmail, redirect)}
          destination={destination}
          initialEmail={email}
          onSignedIn={() => void navigate(destination, { replace: true })}
        />
      </SignUpGate>
    </AuthCard>
  );
}
