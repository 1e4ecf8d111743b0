import { oauthDeviceAuthorization, oauthProvider } from "@better-auth/oauth-provider";
import type { Kysely } from "kysely";
import type { Config } from "../../config.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { withDepartures } from "../departure-table.ts";
import { memberMay } from "../roles/permissions.ts";
import { isPlatformAdmin } from "../roles/platform.ts";
import { activeOrganizationOf } from "../session/active-organization.ts";
import { OPENID_ACCESS_TOKEN_LIFETIME_S, OPENID_ID_TOKEN_LIFETIME_S } from "../signing-keys/token-lifetimes.ts";
import { membershipScopeClaims, ORGANIZATIONS_SCOPE, PERMISSIONS_SCOPE } from "./claims.ts";
import { oauthProviderDepartures } from "./departures.ts";
import { OPENID_CLAIMS_SUPPORTED } from "./discovery.ts";

/**
 * The scopes clients may ask for: OpenID's, plus Gatehouse's `organizations` (the user's
 * memberships and roles) and `permissions` (with `organizations`: what each membership permits).
 */
export const OAUTH_SCOPES = [
  "openid",
  "profile",
  "email",
  "offline_access",
  ORGANIZATIONS_SCOPE,
  PERMISSIONS_SCOPE,
] as const;

/** Where the web app asks the user to sign in, and to consent, on a client's behalf. */
export const OAUTH_LOGIN_PAGE = "/sign-in";
export const OAUTH_CONSENT_PAGE = "/oauth/consent";

export type OAuthProviderSettings = {
  /** RFC 7591 registration at `POST /api/auth/oauth2/register` by signed-in users (off by default). */
  allowDynamicClientRegistration: boolean;
  /** Web clients may register http loopback redirect URIs (departures.ts). */
  allowLoopbackRedirects: boolean;
};

type ProviderConfig = Pick<
  Config,
  "OAUTH_DYNAMIC_CLIENT_REGISTRATION" | "OAUTH_ALLOW_LOOPBACK_REDIRECTS" | "isProduction"
>;

/** The provider's settings; unset, loopback redirects are allowed everywhere but in production. */
export const oauthProviderSettings = (config: ProviderConfig): OAuthProviderSettings => ({
  allowDynamicClientRegistration: config.OAUTH_DYNAMIC_CLIENT_REGISTRATION,
  allowLoopbackRedirects: config.OAUTH_ALLOW_LOOPBACK_REDIRECTS ?? !config.isProduction,
});

/** Reading and listing need the OpenID client read permission; every other action needs write. */
const clientPermission = (action: string) => (action === "read" || action === "list" ? "read" : "write");

/**
 * Gatehouse as an OAuth 2.1 / OpenID Connect provider, better-auth's
 * `@better-auth/oauth-provider`: authorization code with PKCE (required for public clients),
 * refresh tokens with rotation, userinfo, end session, introspection and revocation, ID tokens
 * signed with the JWT plugin's keys (`/api/auth/jwks`). Platform admins register clients, and
 * organization owners for their organization (the session's active one: the client belongs to
 * it, and its owners manage it); a client asking for `organizations` gets the user's memberships
 * and roles as a claim (ID token, userinfo and access token), and with `permissions` what each
 * membership permits (claims.ts).
 */
export function oauthProviderPlugin(db: Kysely<DatabaseSchema>, settings: OAuthProviderSettings) {
  return withDepartures(
    oauthProvider({
      loginPage: OAUTH_LOGIN_PAGE,
      consentPage: OAUTH_CONSENT_PAGE,
      scopes: [...OAUTH_SCOPES],
      advertisedMetadata: { claims_supported: [...OPENID_CLAIMS_SUPPORTED] },
      allowDynamicClientRegistration: settings.allowDynamicClientRegistration,
      // Written out: a signing key stays published as long as the longest of these (signing-keys/).
      idTokenExpiresIn: OPENID_ID_TOKEN_LIFETIME_S,
      accessTokenExpiresIn: OPENID_ACCESS_TOKEN_LIFETIME_S,
      m2mAccessTokenExpiresIn: OPENID_ACCESS_TOKEN_LIFETIME_S,
      clientPrivileges: async ({ user, session, action }) => {
        if (!user) return false;
        if (isPlatformAdmin(user)) return true;
        const organizationId = activeOrganizationOf(session);
        return (
          organizationId !== null &&
          (await memberMay(db, organizationId, user.id, "oauthClient", clientPermission(action)))
        );
      },
      // A client made in an organization belongs to it: every member whose roles grant the OpenID
      // client permissions (among the built-in roles, owners) sees and manages it too.
      clientReference: async ({ user, session }) => {
        const organizationId = activeOrganizationOf(session);
        if (!user || organizationId === null) return undefined;
        return (await memberMay(db, organizationId, user.id, "oauthClient", "read")) ? organizationId : undefined;
      },
      customIdTokenClaims: ({ user, scopes }) => membershipScopeClaims(db, user?.id, scopes),
      customUserInfoClaims: ({ user, scopes }) => membershipScopeClaims(db, user?.id, scopes),
      customAccessTokenClaims: ({ user, scopes }) => membershipScopeClaims(db, user?.id ?? undefined, scopes),
    }),
    oauthProviderDepartures(settings),
  );
}

/** Where the user enters a CLI's code (the web app's page). */
export const DEVICE_VERIFICATION_PAGE = "/device";

/**
 * The device authorization grant (RFC 8628) for CLIs and TVs: `POST /api/auth/device/code` gives
 * a device code and a short user code; the user opens `/device`, signs in, checks the code and
 * approves; the device polls `/api/auth/oauth2/token` with the device-code grant and gets the same
 * tokens as the code flow. Codes live 30 minutes; the device polls every 5 seconds.
 */
export function oauthDevicePlugin() {
  return oauthDeviceAuthorization({ verificationUri: DEVICE_VERIFICATION_PAGE, expiresIn: "30m", interval: "5s" });
}
