import { AuthCard } from "../features/auth/components/auth-card";
import { RequireSession } from "../features/auth/components/require-session";
import { CreateOrganizationForm } from "../features/organizations/components/create-organization-form";
import { usePageTitle } from "../lib/use-page-title";

export default function OrganizationNewRoute() {
  usePageTitle("Create organization");
  return (
    <RequireSession>
      {() => (
        <AuthCard title="Create an organization" description="You become its owner; invite people once it exists.">
          <CreateOrganizationForm />
        </AuthCard>
      )}
    </RequireSession>
  );
}
