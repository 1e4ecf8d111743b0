import { createBrowserRouter } from 'react-router';
import AccountRoute from '../routes/account';
import AccountDeletedRoute from '../routes/account-deleted';
import DevOutboxRoute from '../routes/dev-outbox';
import ForgotPasswordRoute from '../routes/forgot-password';
import HomeRoute from '../routes/home';
import NotFoundRoute from '../routes/not-found';
import ResetPasswordRoute from '../routes/reset-password';
import SignInRoute from '../routes/sign-in';
import SignUpRoute from '../routes/sign-up';
import VerifyEmailRoute from '../routes/verify-email';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/sign-up', element: <SignUpRoute /> },
      { path: '/sign-in', element: <SignInRoute /> },
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
      { path: '/verify-email', element: <VerifyEmailRoute /> },
      { path: '/account', element: <AccountRoute /> },
      { path: '/account-deleted', element: <AccountDeletedRoute /> },
      { path: '/dev/outbox', element: <DevOutboxRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
