import { apiKeyClient } from "@better-auth/api-key/client";
import { adminClient, organizationClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * Same-origin client: the server mounts better-auth under /api/auth.
 * The default redirect plugin is off: sign-in passes a callbackURL (so the verification mail
 * sent to an unverified user links back to /verify-email), and with the plugin on, every
 * successful sign-in would then do a full-page jump there. The app navigates itself.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  disableDefaultFetchPlugins: true,
  plugins: [organizationClient({ teams: { enabled: true } }), adminClient(), apiKeyClient()],
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession["user"];
export type FullOrganization = typeof authClient.$Infer.ActiveOrganization;
