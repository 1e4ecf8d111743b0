import { useLocation, useNavigate } from 'react-router';
import { RouterLink } from '../components/router-link';
import { AuthCard } from '../features/auth/components/auth-card';
import type { SignInRedirectState } from '../features/auth/components/require-session';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { usePageTitle } from '../lib/use-page-title';
import { paths } from '../lib/paths';

/** Only same-app paths: never follow a redirect target to another origin. */
function safeReturnPath(state: unknown): string {
  const from = (state as SignInRedirectState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.account;
}

export default function SignInRoute() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back."
      footer={
        <>
          No account yet? <RouterLink to="/sign-up">Create one</RouterLink>
        </>
      }
    >
      <SignInForm onSignedIn={() => void navigate(safeReturnPath(location.state), { replace: true })} />
    </AuthCard>
  );
}
