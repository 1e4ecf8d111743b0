import { useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { VerifyEmailResult } from "../features/auth/components/verify-email-result";
import { safeReturnPath } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

export default function VerifyEmailRoute() {
  usePageTitle("Verify email");
  const [params] = useSearchParams();
  return (
    <AuthCard title="Email verification">
      <VerifyEmailResult error={params.get("error")} next={safeReturnPath(params.get("redirect"))} />
    </AuthCard>
  );
}
