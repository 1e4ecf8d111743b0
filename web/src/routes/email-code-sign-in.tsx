import { useNavigate, useSearchParams } from "react-router";
import { RouterLink } from "../components/router-link";
import { AuthCard } from "../features/auth/components/auth-card";
import { EmailCodeSignIn } from "../features/auth/components/email-code-sign-in";
import { paths, safeReturnPath, withRedirect } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

export default function EmailCodeSignInRoute() {
  usePageTitle("Sign in by email");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeReturnPath(params.get("redirect"));
  const destination = redirect ?? paths.account;

  return (
    <AuthCard
      title="Sign in by email"
      description="No password needed: we email you a code or a link."
      footer={
        <>
          Have a password? <RouterLink to={withRedirect(paths.signIn, redirect)}>Sign in with it</RouterLink>
        </>
      }
    >
      <EmailCodeSignIn
        destination={destination}
        errorCallbackURL={withRedirect(paths.signIn, redirect)}
        initialEmail={params.get("email") ?? ""}
        onSignedIn={() => void navigate(destination, { replace: true })}
      />
    </AuthCard>
  );
}
