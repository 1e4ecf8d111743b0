import { Alert, Group } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../components/router-link";
import { AuthCard } from "../features/auth/components/auth-card";
import { resetUserQueries } from "../features/auth/hooks/use-session";
import { usePageTitle } from "../lib/use-page-title";

export default function AccountDeletedRoute() {
  const { t } = useTranslation("account");
  usePageTitle(t("deletedPage.pageTitle"));
  const queryClient = useQueryClient();

  // Reached from the mailed confirmation link too: the session is gone, forget it here.
  useEffect(() => {
    void resetUserQueries(queryClient);
  }, [queryClient]);

  return (
    <AuthCard title={t("deletedPage.title")}>
      <Alert color="teal" title={t("deletedPage.alertTitle")} role="status">
        <Group gap="md">
          <RouterLink to="/">{t("deletedPage.home")}</RouterLink>
          <RouterLink to="/sign-up">{t("deletedPage.signUp")}</RouterLink>
        </Group>
      </Alert>
    </AuthCard>
  );
}
