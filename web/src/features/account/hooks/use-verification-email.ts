import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/errors';
import { VERIFY_EMAIL_PATH } from '../../auth/components/sign-up-form';

export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: async (email: string) =>
      unwrap(
        await authClient.sendVerificationEmail({ email, callbackURL: VERIFY_EMAIL_PATH }),
        'Could not send the verification email',
      ),
  });
}
