import { useTranslation } from "react-i18next";
import { AuthCard } from "../features/auth/components/auth-card";
import { RequireSession } from "../features/auth/components/require-session";
import { CreateOrganizationForm } from "../features/organizations/components/create-organization-form";
import { usePageTitle } from "../lib/use-page-title";

export default function OrganizationNewRoute() {
  const { t } = useTranslation("organizations");
  usePageTitle(t("organizationNew.pageTitle"));
  return (
    <RequireSession>
      {() => (
        <AuthCard title={t("organizationNew.title")} description={t("organizationNew.description")}>
          <CreateOrganizationForm />
        </AuthCard>
      )}
    </RequireSession>
  );
}
