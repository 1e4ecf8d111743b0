import { useParams } from "react-router";
import { RequireSession } from "../features/auth/components/require-session";
import { OrganizationPage } from "../features/organizations/components/organization-page";
import { ORGANIZATION_TABS, type OrganizationTab } from "../lib/paths";
import NotFoundRoute from "./not-found";

function asTab(value: string | undefined): OrganizationTab | null {
  if (value === undefined) return "overview";
  return (ORGANIZATION_TABS as readonly string[]).includes(value) ? (value as OrganizationTab) : null;
}

export default function OrganizationRoute() {
  const { slug = "", tab: rawTab } = useParams();
  const tab = asTab(rawTab);
  if (!tab) return <NotFoundRoute />;
  return (
    <RequireSession>
      {(session) => <OrganizationPage key={slug} slug={slug} tab={tab} session={session} />}
    </RequireSession>
  );
}
