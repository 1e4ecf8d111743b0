import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { RequireSession } from "../features/auth/components/require-session";
import { ConsentForm } from "../features/oauth/components/consent-form";
import { usePageTitle } from "../lib/use-page-title";

/** `/oauth/consent`: an OAuth client's authorization request, for the signed-in user to allow or deny. */
export default function OAuthConsentRoute() {
  const { t } = useTranslation("oauth");
  usePageTitle(t("consentPage.pageTitle"));
  const [params] = useSearchParams();
  return (
    <RequireSession>
      {(session) => (
        <AuthCard title={t("consentPage.title")} description={t("consentPage.description")}>
          <ConsentForm search={params} email={session.user.email} />
        </AuthCard>
      )}
    </RequireSession>
  );
}
