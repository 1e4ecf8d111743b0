import { type AuthRoute, route } from "./route-policy.ts";

/** Gatehouse as an OpenID provider (`@better-auth/oauth-provider`, oauth-provider/plugin.ts). */
export const OAUTH_PROVIDER_ROUTES: readonly AuthRoute[] = [
  route("/.well-known/openid-configuration", ["GET"]),
  route("/.well-known/oauth-authorization-server", ["GET"]),
  route("/oauth2/authorize", ["GET", "POST"]),
  route("/oauth2/consent", ["POST"]),
  route("/oauth2/continue", ["POST"]),
  route("/oauth2/token", ["POST"]),
  route("/oauth2/introspect", ["POST"]),
  route("/oauth2/revoke", ["POST"]),
  route("/oauth2/userinfo", ["GET", "POST"]),
  route("/oauth2/end-session", ["GET", "POST"]),
  route("/oauth2/end-session/confirm", ["POST"]),
  route("/oauth2/register", ["POST"]),
  route("/oauth2/create-client", ["POST"], { audit: { success: "oauth_client.created" } }),
  route("/oauth2/get-client", ["GET"]),
  route("/oauth2/get-clients", ["GET"]),
  route("/oauth2/public-client", ["GET"]),
  route("/oauth2/public-client-prelogin", ["POST"]),
  route("/oauth2/update-client", ["POST"]),
  route("/oauth2/client/rotate-secret", ["POST"]),
  route("/oauth2/delete-client", ["POST"], { audit: { success: "oauth_client.deleted" } }),
  route("/oauth2/get-consent", ["GET"]),
  route("/oauth2/get-consents", ["GET"]),
  route("/oauth2/update-consent", ["POST"]),
  route("/oauth2/delete-consent", ["POST"]),
];

/** The device authorization grant (oauth-provider/plugin.ts): the device's token is a session. */
export const DEVICE_ROUTES: readonly AuthRoute[] = [
  route("/device/code", ["POST"]),
  route("/device/token", ["POST"], { createsSession: true }),
  route("/device", ["GET"]),
  route("/device/approve", ["POST"]),
  route("/device/deny", ["POST"]),
];

/** The JWT plugin (session/jwt-plugin.ts): the signing keys and a session's token. */
export const JWT_ROUTES: readonly AuthRoute[] = [route("/jwks", ["GET"]), route("/token", ["GET"])];
