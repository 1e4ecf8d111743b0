import { AccountPage } from "../features/account/components/account-page";
import { RequireSession } from "../features/auth/components/require-session";
import { usePageTitle } from "../lib/use-page-title";

export default function AccountRoute() {
  usePageTitle("Account");
  return <RequireSession>{(session) => <AccountPage session={session} />}</RequireSession>;
}
