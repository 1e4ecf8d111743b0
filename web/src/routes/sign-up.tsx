import { useNavigate, useSearchParams } from "react-router";
import { RouterLink } from "../components/router-link";
import { AuthCard } from "../features/auth/components/auth-card";
import { SignUpForm } from "../features/auth/components/sign-up-form";
import { paths, safeReturnPath, withRedirect } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

export default function SignUpRoute() {
  usePageTitle("Sign up");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // `?redirect=` (e.g. an invitation page): where to go once the account exists and is signed in.
  const redirect = safeReturnPath(params.get("redirect"));
  const destination = redirect ?? paths.account;

  return (
    <AuthCard
      title="Create your account"
      footer={
        <>
          Already have an account? <RouterLink to={withRedirect(paths.signIn, redirect)}>Sign in instead</RouterLink>
        </>
      }
    >
      <SignUpForm
        verifyCallbackURL={withRedirect(paths.verifyEmail, redirect)}
        destination={destination}
        onSignedIn={() => void navigate(destination, { replace: true })}
      />
    </AuthCard>
  );
}
