import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { InvalidResetLink } from "../features/auth/components/invalid-reset-link";
import { ResetPasswordForm } from "../features/auth/components/reset-password-form";
import { usePageTitle } from "../lib/use-page-title";

export default function ResetPasswordRoute() {
  const { t } = useTranslation("auth");
  usePageTitle(t("resetPasswordPage.pageTitle"));
  const [params] = useSearchParams();
  const token = params.get("token");
  const error = params.get("error");

  return (
    <AuthCard title={t("resetPasswordPage.title")}>
      {token && !error ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </AuthCard>
  );
}
