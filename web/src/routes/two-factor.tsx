import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { TwoFactorChallenge } from "../features/two-factor/components/two-factor-challenge";
import { paths, safeReturnPath } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

export default function TwoFactorRoute() {
  const { t } = useTranslation("two-factor");
  usePageTitle(t("page.pageTitle"));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const destination = safeReturnPath(params.get("redirect")) ?? paths.account;

  return (
    <AuthCard title={t("page.title")} description={t("page.description")}>
      <TwoFactorChallenge onVerified={() => void navigate(destination, { replace: true })} />
    </AuthCard>
  );
}
