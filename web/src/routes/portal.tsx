import { PortalPage } from "../features/portal/components/portal-page";

/** `/portal`: the customer portal (customer session token, or signed in). */
export default function PortalRoute() {
  return <PortalPage />;
}
