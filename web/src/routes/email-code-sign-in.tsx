import { Anchor } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { EmailCodeSignIn } from "../features/auth/components/email-code-sign-in";
import { paths, safeReturnPath, withRedirect } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

export default function EmailCodeSignInRoute() {
  const { t } = useTranslation("auth");
  usePageTitle(t("emailCodePage.pageTitle"));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeReturnPath(params.get("redirect"));
  const destination = redirect ?? paths.account;

  return (
    <AuthCard
      title={t("emailCodePage.title")}
      description={t("emailCodePage.description")}
      footer={
        <Trans
          t={t}
          i18nKey="emailCodePage.havePassword"
          components={{ a: <Anchor component={Link} to={withRedirect(paths.signIn, redirect)} /> }}
        />
      }
    >
      <EmailCodeSignIn
        destination={destination}
        errorCallbackURL={withRedirect(paths.signIn, redirect)}
        initialEmail={params.get("email") ?? ""}
        onSignedIn={() => void navigate(destination, { replace: true })}
      />
    </AuthCard>
  );
}
