import { createBrowserRouter } from "react-router";
import { paths } from "../lib/paths";
import AccountRoute from "../routes/account";
import AccountApiKeysRoute from "../routes/account-api-keys";
import AccountDeletedRoute from "../routes/account-deleted";
import AdminRoute from "../routes/admin";
import BillingRoute from "../routes/billing";
import DevOutboxRoute from "../routes/dev-outbox";
import EmailCodeSignInRoute from "../routes/email-code-sign-in";
import ForgotPasswordRoute from "../routes/forgot-password";
import HomeRoute from "../routes/home";
import InvitationRoute from "../routes/invitation";
import NotFoundRoute from "../routes/not-found";
import NotMeRoute from "../routes/not-me";
import OrganizationRoute from "../routes/organization";
import OrganizationNewRoute from "../routes/organization-new";
import ResetPasswordRoute from "../routes/reset-password";
import SignInRoute from "../routes/sign-in";
import SignUpRoute from "../routes/sign-up";
import TwoFactorRoute from "../routes/two-factor";
import VerifyEmailRoute from "../routes/verify-email";
import { AppLayout } from "./layout/app-layout";
import { RouteError } from "./route-error";

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.signUp, element: <SignUpRoute /> },
      { path: paths.signIn, element: <SignInRoute /> },
      { path: paths.emailCodeSignIn, element: <EmailCodeSignInRoute /> },
      { path: paths.twoFactor, element: <TwoFactorRoute /> },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: paths.resetPassword, element: <ResetPasswordRoute /> },
      { path: paths.notMe, element: <NotMeRoute /> },
      { path: paths.verifyEmail, element: <VerifyEmailRoute /> },
      { path: paths.account, element: <AccountRoute /> },
      { path: paths.accountApiKeys, element: <AccountApiKeysRoute /> },
      { path: paths.accountDeleted, element: <AccountDeletedRoute /> },
      { path: paths.newOrganization, element: <OrganizationNewRoute /> },
      { path: paths.organization, element: <OrganizationRoute /> },
      { path: paths.billing, element: <BillingRoute /> },
      { path: paths.invitation, element: <InvitationRoute /> },
      { path: paths.admin, element: <AdminRoute /> },
      { path: paths.devOutbox, element: <DevOutboxRoute /> },
      {
        path: paths.device,
        lazy: async () => ({ Component: (await import("../routes/device")).default }),
      },
      {
        path: paths.oauthConsent,
        lazy: async () => ({ Component: (await import("../routes/oauth-consent")).default }),
      },
      {
        path: paths.portalSignIn,
        lazy: async () => ({ Component: (await import("../routes/portal-sign-in")).default }),
      },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
  // The portal chooses its layout: the seller's for a customer session link, else Gatehouse's.
  {
    path: paths.portal,
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import("../routes/portal")).default }),
  },
  // A seat's invitation link: the seller's page, like the portal it leads to.
  {
    path: paths.seatClaim,
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import("../routes/seat-claim")).default }),
  },
  // The hosted checkout belongs to the seller: its own layout, none of Gatehouse's navigation.
  {
    path: "/checkout/:clientSecret/*",
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import("../routes/checkout")).default }),
  },
]);
