import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AppLayout } from "../app/layout/app-layout";
import { EmailUpdateConfirm } from "../features/portal/components/email-update-confirm";
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
  // The email-change mail's link: confirmed on its own page, which then opens the portal.
  const emailUpdateCode = useSearchParams()[0].get("email_update_token");
  if (emailUpdateCode) return <EmailUpdateConfirm code={emailUpdateCode} />;
  if (token) return <TokenPortal key={token} token={token} onLeave={leave} />;
  return (
    <AppLayout>
      <SignedInPortalPage />
    </AppLayout>
  );
}
