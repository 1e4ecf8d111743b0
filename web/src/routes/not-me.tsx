import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { NotMeConfirmation } from "../features/new-device/components/not-me-confirmation";
import { usePageTitle } from "../lib/use-page-title";

/** `/not-me?token=…`: the "This wasn't me" link of a new-device alert. */
export default function NotMeRoute() {
  const { t } = useTranslation("new-device");
  usePageTitle(t("notMePage.pageTitle"));
  const [params] = useSearchParams();
  return (
    <AuthCard title={t("notMePage.title")}>
      <NotMeConfirmation token={params.get("token")} />
    </AuthCard>
  );
}
