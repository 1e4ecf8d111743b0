import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { InvitationView } from "../features/organizations/components/invitation-view";
import { usePageTitle } from "../lib/use-page-title";

export default function InvitationRoute() {
  const { t } = useTranslation("organizations");
  usePageTitle(t("invitation.pageTitle"));
  const { id = "" } = useParams();
  return (
    <AuthCard title={t("invitation.cardTitle")}>
      <InvitationView key={id} id={id} />
    </AuthCard>
  );
}
