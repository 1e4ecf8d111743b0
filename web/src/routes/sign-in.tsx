import { Alert, Stack } from "@mantine/core";
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
  // A refused magic link comes back here with ?error= (better-auth's magic-link plugin); a
  // refused single sign-on with ?error= and the reason in ?error_description= (the SSO plugin).
  const linkError = params.get("error");
  const ssoError = linkError ? params.get("error_description") : null;

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
      <Stack>
        {ssoError && (
          <Alert color="red" title="Single sign-on did not work">
            {ssoError}
          </Alert>
        )}
        {linkError && !ssoError && (
          <Alert color="red" title="That sign-in link did not work">
            {linkError === "new_user_signup_disabled"
              ? "There is no account for that address, and new accounts cannot be made this way."
              : "It has expired or was already used. Ask for a new one, or sign in with your password."}
          </Alert>
        )}
        <SignInForm
          verifyCallbackURL={withRedirect(paths.verifyEmail, redirect)}
          destination={destination}
          onSignedIn={() => void navigate(destination, { replace: true })}
          onTwoFactor={() => void navigate(withRedirect(paths.twoFactor, destination), { replace: true })}
        />
      </Stack>
    </AuthCard>
  );
}
