import { useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { TwoFactorChallenge } from "../features/two-factor/components/two-factor-challenge";
import { paths, safeReturnPath } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

export default function TwoFactorRoute() {
  usePageTitle("Two-factor authentication");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const destination = safeReturnPath(params.get("redirect")) ?? paths.account;

  return (
    <AuthCard title="Two-factor authentication" description="One more step: prove it is you.">
      <TwoFactorChallenge onVerified={() => void navigate(destination, { replace: true })} />
    </AuthCard>
  );
}
