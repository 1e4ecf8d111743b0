import { RouterLink } from "../components/router-link";
import { AuthCard } from "../features/auth/components/auth-card";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form";
import { usePageTitle } from "../lib/use-page-title";

export default function ForgotPasswordRoute() {
  usePageTitle("Forgot password");
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your email and we will send you a link to choose a new one."
      footer={<RouterLink to="/sign-in">Back to sign in</RouterLink>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
