import { useTranslation } from "react-i18next";
import { AppLayout } from "../app/layout/app-layout";
import { SignedInPortalPage, TokenPortal, useCustomerSessionToken } from "../features/portal/components/portal-page";
import { usePageTitle } from "../lib/use-page-title";

/**
 * `/portal`: Polar's customer portal. Opened by a customer session link it is the seller's page
 * (their layout); otherwise the signed-in user's, inside Gatehouse's.
 */
export default function PortalRoute() {
  const { token, leave } = useCustomerSessionToken();
  const { t } = useTranslation("portal");
  usePageTitle(t("page.title"));
  if (token) return <TokenPortal key={token} token={token} onLeave={leave} />;
  return (
    <AppLayout>
      <SignedInPortalPage />
    </AppLayout>
  );
}
