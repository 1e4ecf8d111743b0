import { apiKeyClient } from "@better-auth/api-key/client";
import { oauthProviderClient } from "@better-auth/oauth-provider/client";
import { passkeyClient } from "@better-auth/passkey/client";
import { ssoClient } from "@better-auth/sso/client";
import {
  adminClient,
  emailOTPClient,
  inferAdditionalFields,
  magicLinkClient,
  organizationClient,
  twoFactorClient,
} from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { organizationAccessControl, organizationRoles } from "../../../server/src/auth/roles/organization.ts";
import { stepUpFetch } from "../features/step-up/step-up-requests";

/**
 * Same-origin client: the server mounts better-auth under /api/auth.
 * The default redirect plugin is off: sign-in passes a callbackURL (so the verification mail
 * sent to an unverified user links back to /verify-email), and with the plugin on, every
 * successful sign-in would then do a full-page jump there. The app navigates itself, also to
 * /two-factor when a password sign-in answers `twoFactorRedirect` (sign-in-form.tsx).
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  disableDefaultFetchPlugins: true,
  // A sensitive action refused for an old sign-in re-authenticates, then is sent again (features/step-up/).
  fetchOptions: { customFetchImpl: stepUpFetch },
  plugins: [
    // The server's permission catalogue and built-in roles (one source), its organizations' own
    // roles (dynamic access control, with a description), and its additional organization
    // fields: requireTwoFactor and seatOverflow ("refuse" | "add_seat").
    organizationClient({
      ac: organizationAccessControl,
      roles: organizationRoles,
      teams: { enabled: true },
      dynamicAccessControl: { enabled: true },
      schema: {
        organizationRole: {
          additionalFields: { description: { type: "string", required: false } },
        },
        organization: {
          additionalFields: {
            requireTwoFactor: { type: "boolean", required: false },
            seatOverflow: { type: "string", required: false },
          },
        },
      },
    }),
    // The person's saved language (a locale of server/src/i18n/locales.ts, or null).
    inferAdditionalFields({ user: { locale: { type: "string", required: false } } }),
    adminClient(),
    apiKeyClient(),
    twoFactorClient(),
    passkeyClient(),
    magicLinkClient(),
    emailOTPClient(),
    // A sign-in reached from an OAuth client's authorization request carries it on.
    oauthProviderClient(),
    // Single sign-on through an organization's identity provider.
    ssoClient(),
  ],
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession["user"];
export type FullOrganization = typeof authClient.$Infer.ActiveOrganization;
