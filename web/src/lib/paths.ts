/** App URLs the server links to (mails, redirects) or the browser tests visit. */
export const paths = {
  home: '/',
  signUp: '/sign-up',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  account: '/account',
  accountDeleted: '/account-deleted',
  devOutbox: '/dev/outbox',
} as const;
