import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { RequireSession } from "../features/auth/components/require-session";
import { DeviceForm } from "../features/oauth/components/device-form";
import { usePageTitle } from "../lib/use-page-title";

/** `/device`: connect a CLI or TV with the code it shows (OAuth device authorization). */
export default function DeviceRoute() {
  const { t } = useTranslation("oauth");
  usePageTitle(t("devicePage.pageTitle"));
  const [params] = useSearchParams();
  return (
    <RequireSession>
      {(session) => (
        <AuthCard title={t("devicePage.title")} description={t("devicePage.description")}>
          <DeviceForm initialCode={params.get("user_code") ?? ""} email={session.user.email} />
        </AuthCard>
      )}
    </RequireSession>
  );
}
