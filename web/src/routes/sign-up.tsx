import { useNavigate } from 'react-router';
import { RouterLink } from '../components/router-link';
import { AuthCard } from '../features/auth/components/auth-card';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { usePageTitle } from '../lib/use-page-title';
import { paths } from '../lib/paths';

export default function SignUpRoute() {
  usePageTitle('Sign up');
  const navigate = useNavigate();

  return (
    <AuthCard
      title="Create your account"
      footer={
        <>
          Already have an account? <RouterLink to="/sign-in">Sign in instead</RouterLink>
        </>
      }
    >
      <SignUpForm onSignedIn={() => void navigate(paths.account, { replace: true })} />
    </AuthCard>
  );
}
