import { type AuthRoute, type HttpMethod, type RoutePolicies, route } from "./route-policy.ts";

/** Every /admin/ route is a platform admin's: the users it creates are not held to mandatory SSO. */
const adminRoute = (path: string, methods: readonly HttpMethod[], policies: RoutePolicies = {}) =>
  route(path, methods, { ...policies, mandatorySso: { ...policies.mandatorySso, newUser: "platform-admin" } });

/** The admin plugin (admin/plugin.ts), with the reset of a user's two-factor Gatehouse adds to it. */
export const ADMIN_ROUTES: readonly AuthRoute[] = [
  adminRoute("/admin/create-user", ["POST"], { newPassword: "password", audit: { success: "admin.user_created" } }),
  adminRoute("/admin/get-user", ["GET"]),
  adminRoute("/admin/update-user", ["POST"]),
  adminRoute("/admin/list-users", ["GET"]),
  adminRoute("/admin/set-role", ["POST"], { audit: { success: "admin.role_set" } }),
  adminRoute("/admin/has-permission", ["POST"]),
  adminRoute("/admin/ban-user", ["POST"], { audit: { success: "admin.user_banned" } }),
  adminRoute("/admin/unban-user", ["POST"], { audit: { success: "admin.user_unbanned" } }),
  // The admin's session as the user: not the user's own way in, so not held to mandatory SSO.
  adminRoute("/admin/impersonate-user", ["POST"], {
    mandatorySso: { session: "exempt" },
    audit: { success: "admin.impersonation_started" },
    createsSession: true,
    // The user's session stands on the admin's own sign-in.
    sessionProof: "carried-over",
  }),
  adminRoute("/admin/stop-impersonating", ["POST"], { audit: { success: "admin.impersonation_stopped" } }),
  adminRoute("/admin/list-user-sessions", ["POST"]),
  adminRoute("/admin/revoke-user-session", ["POST"], { audit: { success: "admin.session_revoked" } }),
  adminRoute("/admin/revoke-user-sessions", ["POST"], { audit: { success: "admin.sessions_revoked" } }),
  adminRoute("/admin/remove-user", ["POST"], { audit: { success: "admin.user_removed" } }),
  adminRoute("/admin/set-user-password", ["POST"], {
    newPassword: "newPassword",
    audit: { success: "admin.password_set" },
  }),
  adminRoute("/admin/reset-two-factor", ["POST"]),
];

/** The OAuth provider plugin's admin routes (oauth-provider/plugin.ts) and Gatehouse's client list beside them. */
export const ADMIN_OAUTH_ROUTES: readonly AuthRoute[] = [
  adminRoute("/admin/oauth2/create-client", ["POST"]),
  adminRoute("/admin/oauth2/update-client", ["PATCH"]),
  adminRoute("/admin/oauth2/resources", ["GET", "POST"]),
  adminRoute("/admin/oauth2/resources/:identifier", ["GET", "PATCH", "DELETE"]),
  adminRoute("/admin/oauth2/resources/:identifier/clients/:client_id", ["POST", "DELETE"]),
  adminRoute("/admin/oauth-clients", ["GET"]),
  adminRoute("/admin/oauth-clients/delete", ["POST"], { audit: { success: "admin.oauth_client_deleted" } }),
];

/** Gatehouse's platform-wide reviews: the audit log and the import runs. */
export const GATEHOUSE_ADMIN_ROUTES: readonly AuthRoute[] = [
  adminRoute("/admin/audit-log", ["GET"]),
  adminRoute("/admin/audit-streams", ["GET"]),
  adminRoute("/admin/audit-streams/create", ["POST"]),
  adminRoute("/admin/audit-streams/update", ["POST"]),
  adminRoute("/admin/audit-streams/delete", ["POST"]),
  adminRoute("/admin/audit-streams/test", ["POST"]),
  adminRoute("/admin/list-import-runs", ["GET"]),
  // Who may sign up (signup-policy/): the settings and the waitlist.
  adminRoute("/admin/signup-policy", ["GET"]),
  adminRoute("/admin/signup-policy/update", ["POST"], { audit: { success: "signup_policy.updated" } }),
  adminRoute("/admin/waitlist", ["GET"]),
  adminRoute("/admin/waitlist/approve", ["POST"], { audit: { success: "waitlist.approved" } }),
  adminRoute("/admin/waitlist/reject", ["POST"], { audit: { success: "waitlist.rejected" } }),
];

/** The api-key plugin (api-keys/plugin.ts): a user's and an organization's keys. */
export const API_KEY_ROUTES: readonly AuthRoute[] = [
  route("/api-key/create", ["POST"], { audit: { success: "api_key.created" }, freshSession: true }),
  route("/api-key/get", ["GET"]),
  route("/api-key/update", ["POST"]),
  route("/api-key/delete", ["POST"], { audit: { success: "api_key.deleted" } }),
  route("/api-key/list", ["GET"]),
];
