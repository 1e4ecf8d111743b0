import { useTranslation } from "react-i18next";
import { RouterLink } from "../components/router-link";
import { AuthCard } from "../features/auth/components/auth-card";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form";
import { usePageTitle } from "../lib/use-page-title";

export default function ForgotPasswordRoute() {
  const { t } = useTranslation("auth");
  usePageTitle(t("forgotPasswordPage.pageTitle"));
  return (
    <AuthCard
      title={t("forgotPasswordPage.title")}
      description={t("forgotPasswordPage.description")}
      footer={<RouterLink to="/sign-in">{t("forgotPasswordPage.backToSignIn")}</RouterLink>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
