import { useTranslation } from "react-i18next";
import { AccountPage } from "../features/account/components/account-page";
import { RequireSession } from "../features/auth/components/require-session";
import { usePageTitle } from "../lib/use-page-title";

export default function AccountRoute() {
  const { t } = useTranslation("account");
  usePageTitle(t("page.pageTitle"));
  return <RequireSession>{(session) => <AccountPage session={session} />}</RequireSession>;
}
