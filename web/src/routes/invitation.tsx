import { useParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { InvitationView } from "../features/organizations/components/invitation-view";
import { usePageTitle } from "../lib/use-page-title";

export default function InvitationRoute() {
  usePageTitle("Invitation");
  const { id = "" } = useParams();
  return (
    <AuthCard title="Organization invitation">
      <InvitationView key={id} id={id} />
    </AuthCard>
  );
}
