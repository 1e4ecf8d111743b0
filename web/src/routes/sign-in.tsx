import { useLocation, useNavigate, useSearchParams } from "react-router";
import { RouterLink } from "../components/router-link";
import { AuthCard } from "../features/auth/components/auth-card";
import type { SignInRedirectState } from "../features/auth/components/require-session";
import { SignInForm } from "../features/auth/components/sign-in-form";
import { paths, safeReturnPath, withRedirect } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

export default function SignInRoute() {
  usePageTitle("Sign in");
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // Where to go once signed in: the page that sent the visitor here (state), or `?redirect=`.
  const redirect =
    safeReturnPath((location.state as SignInRedirectState | null)?.from) ?? safeReturnPath(params.get("redirect"));
  const destination = redirect ?? paths.account;

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back."
      footer={
        <>
          No account yet? <RouterLink to={withRedirect(paths.signUp, redirect)}>Create one</RouterLink>
        </>
      }
    >
      <SignInForm
        verifyCallbackURL={withRedirect(paths.verifyEmail, redirect)}
        destination={destination}
        onSignedIn={() => void navigate(destination, { replace: true })}
      />
    </AuthCard>
  );
}
