import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { VerifyEmailResult } from "../features/auth/components/verify-email-result";
import { safeReturnPath } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

export default function VerifyEmailRoute() {
  const { t } = useTranslation("auth");
  usePageTitle(t("verifyEmailPage.pageTitle"));
  const [params] = useSearchParams();
  return (
    <AuthCard title={t("verifyEmailPage.title")}>
      <VerifyEmailResult error={params.get("error")} next={safeReturnPath(params.get("redirect"))} />
    </AuthCard>
  );
}
