import { useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { RequireSession } from "../features/auth/components/require-session";
import { DeviceForm } from "../features/oauth/components/device-form";
import { usePageTitle } from "../lib/use-page-title";

/** `/device`: connect a CLI or TV with the code it shows (OAuth device authorization, issue 21). */
export default function DeviceRoute() {
  usePageTitle("Connect a device");
  const [params] = useSearchParams();
  return (
    <RequireSession>
      {(session) => (
        <AuthCard title="Connect a device" description="Enter the code your device shows to sign it in.">
          <DeviceForm initialCode={params.get("user_code") ?? ""} email={session.user.email} />
        </AuthCard>
      )}
    </RequireSession>
  );
}
