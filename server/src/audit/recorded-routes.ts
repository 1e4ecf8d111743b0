/**
 * The auth routes whose success the audit log records, as one table: the
 * action's name, the organization it belongs to and its target, read from the request, its answer
 * and the session. Billing records its own actions in its services.
 */

export type Json = Record<string, unknown>;

/** What a row reads: the request body and query, the answer, the acting session. */
export type RouteFacts = {
  body: Json;
  query: Json;
  returned: Json;
  activeOrganizationId: string | null;
  /** What the before hook looked up while the thing still existed (a deleted SSO provider's organization). */
  before: string | null;
};

export type RecordedRoute = {
  action: string;
  organization?: (facts: RouteFacts) => string | null;
  target?: (facts: RouteFacts) => { type: string; id: string } | null;
  details?: (facts: RouteFacts) => Json | undefined;
  /** Looked up before the route runs (the row may be gone after it): an organization id. */
  lookupOrganization?: "ssoProvider";
};

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const object = (value: unknown): Json => (typeof value === "object" && value !== null ? (value as Json) : {});
const target = (type: string, id: unknown) => (text(id) ? { type, id: text(id)! } : null);

/** The organization a request names, or the session's active one (the organization plugin's rule). */
const namedOrActive = (f: RouteFacts) => text(f.body.organizationId) ?? f.activeOrganizationId;
const ofAnswer = (f: RouteFacts) => text(f.returned.organizationId) ?? namedOrActive(f);
const ofProvider = (f: RouteFacts) => f.before ?? text(f.body.organizationId);
/** The organization a GET names in its query, or the session's active one. */
const queriedOrActive = (f: RouteFacts) => text(f.query.organizationId) ?? f.activeOrganizationId;
/** The app billing routes act for the active organization unless asked for the user (app-integration/payer.ts). */
const billedOrganization = (f: RouteFacts) => (f.body.customer === "user" ? null : f.activeOrganizationId);

export const RECORDED_ROUTES: Readonly<Record<string, RecordedRoute>> = {
  "/sign-out": { action: "user.signed_out" },
  "/revoke-session": { action: "session.revoked" },
  "/revoke-sessions": { action: "session.revoked_all" },
  "/revoke-other-sessions": { action: "session.revoked_others" },
  "/change-password": {
    action: "user.password_changed",
    details: (f) => ({ revokedOtherSessions: f.body.revokeOtherSessions === true }),
  },
  "/reset-password": { action: "user.password_reset" },
  "/change-email": { action: "user.email_change_requested" },
  "/delete-user": { action: "user.deletion_requested" },
  "/export-personal-data": { action: "user.data_exported" },
  "/billing/checkout": {
    action: "billing.checkout_started",
    organization: billedOrganization,
    target: (f) => target("checkout", f.returned.id),
  },
  "/billing/portal": { action: "billing.portal_opened", organization: billedOrganization },
  "/two-factor/enable": { action: "two_factor.setup_started" },
  "/two-factor/disable": { action: "two_factor.disabled" },
  "/two-factor/generate-backup-codes": { action: "two_factor.backup_codes_regenerated" },
  "/passkey/verify-registration": { action: "passkey.added", target: (f) => target("passkey", f.returned.id) },
  "/passkey/delete-passkey": { action: "passkey.deleted", target: (f) => target("passkey", f.body.id) },
  "/api-key/create": {
    action: "api_key.created",
    target: (f) => target("api_key", f.returned.id),
    organization: (f) => text(object(f.returned.metadata).organizationId),
  },
  "/api-key/delete": { action: "api_key.deleted", target: (f) => target("api_key", f.body.keyId) },
  "/organization/create": {
    action: "organization.created",
    organization: (f) => text(f.returned.id),
    target: (f) => target("organization", f.returned.id),
  },
  "/organization/update": {
    action: "organization.updated",
    organization: namedOrActive,
    details: (f) => ({ fields: Object.keys(object(f.body.data)) }),
  },
  "/organization/delete": {
    action: "organization.deleted",
    organization: namedOrActive,
    target: (f) => target("organization", f.body.organizationId),
  },
  "/organization/invite-member": {
    action: "invitation.created",
    organization: ofAnswer,
    target: (f) => target("invitation", f.returned.id),
    details: (f) => ({ email: f.returned.email, role: f.returned.role }),
  },
  "/organization/cancel-invitation": {
    action: "invitation.canceled",
    organization: ofAnswer,
    target: (f) => target("invitation", f.body.invitationId),
  },
  "/organization/accept-invitation": {
    action: "invitation.accepted",
    organization: (f) => text(object(f.returned.invitation).organizationId),
    target: (f) => target("invitation", f.body.invitationId),
  },
  "/organization/reject-invitation": {
    action: "invitation.rejected",
    target: (f) => target("invitation", f.body.invitationId),
  },
  "/organization/update-member-role": {
    action: "member.role_changed",
    organization: ofAnswer,
    target: (f) => target("member", f.body.memberId),
    details: (f) => ({ role: f.body.role }),
  },
  "/organization/remove-member": {
    action: "member.removed",
    organization: (f) => text(object(f.returned.member).organizationId) ?? namedOrActive(f),
    target: (f) => target("member", object(f.returned.member).id),
    details: (f) => ({ userId: object(f.returned.member).userId }),
  },
  "/organization/leave": { action: "member.left", organization: namedOrActive },
  "/organization/export-members": { action: "member.exported", organization: queriedOrActive },
  "/sso/register": {
    action: "sso.provider_registered",
    organization: (f) => text(f.body.organizationId),
    target: (f) => target("sso_provider", f.body.providerId),
    details: (f) => ({ domain: f.body.domain, protocol: f.body.samlConfig ? "saml" : "oidc" }),
  },
  "/sso/update-provider": {
    action: "sso.provider_updated",
    organization: ofProvider,
    target: (f) => target("sso_provider", f.body.providerId),
    details: (f) => ({ fields: Object.keys(f.body).filter((key) => key !== "providerId") }),
    lookupOrganization: "ssoProvider",
  },
  "/sso/delete-provider": {
    action: "sso.provider_deleted",
    organization: ofProvider,
    target: (f) => target("sso_provider", f.body.providerId),
    lookupOrganization: "ssoProvider",
  },
  "/sso/verify-domain": {
    action: "sso.domain_verified",
    organization: ofProvider,
    target: (f) => target("sso_provider", f.body.providerId),
    lookupOrganization: "ssoProvider",
  },
  "/organization/scim/token": {
    action: "scim.token_issued",
    organization: (f) => text(f.returned.organizationId),
    target: (f) => target("scim_token", object(f.returned.credential).credentialId),
  },
  "/organization/scim/disconnect": {
    action: "scim.disconnected",
    organization: (f) => text(f.returned.organizationId),
  },
  "/oauth2/create-client": {
    action: "oauth_client.created",
    organization: (f) => text(f.returned.reference_id),
    target: (f) => target("oauth_client", f.returned.client_id),
  },
  "/oauth2/delete-client": { action: "oauth_client.deleted", target: (f) => target("oauth_client", f.body.client_id) },
  "/admin/oauth-clients/delete": {
    action: "admin.oauth_client_deleted",
    target: (f) => target("oauth_client", f.body.clientId),
  },
  "/admin/create-user": { action: "admin.user_created", target: (f) => target("user", object(f.returned.user).id) },
  "/admin/set-role": {
    action: "admin.role_set",
    target: (f) => target("user", f.body.userId),
    details: (f) => ({ role: f.body.role }),
  },
  "/admin/ban-user": {
    action: "admin.user_banned",
    target: (f) => target("user", f.body.userId),
    details: (f) => ({ reason: f.body.banReason ?? null }),
  },
  "/admin/unban-user": { action: "admin.user_unbanned", target: (f) => target("user", f.body.userId) },
  "/admin/impersonate-user": { action: "admin.impersonation_started", target: (f) => target("user", f.body.userId) },
  "/admin/stop-impersonating": { action: "admin.impersonation_stopped" },
  "/admin/remove-user": { action: "admin.user_removed", target: (f) => target("user", f.body.userId) },
  "/admin/set-user-password": { action: "admin.password_set", target: (f) => target("user", f.body.userId) },
  "/admin/revoke-user-session": { action: "admin.session_revoked", target: (f) => target("user", f.body.userId) },
  "/admin/revoke-user-sessions": { action: "admin.sessions_revoked", target: (f) => target("user", f.body.userId) },
};

/**
 * What a directory changes over SCIM, by method and route; the actor is the
 * organization's directory token.
 */
export const SCIM_ACTIONS: Readonly<Record<string, { action: string; target: "scim_user" | "scim_group" }>> = {
  "POST /scim/v2/Users": { action: "scim.user_created", target: "scim_user" },
  "PUT /scim/v2/Users/:userId": { action: "scim.user_updated", target: "scim_user" },
  "PATCH /scim/v2/Users/:userId": { action: "scim.user_updated", target: "scim_user" },
  "DELETE /scim/v2/Users/:userId": { action: "scim.user_deleted", target: "scim_user" },
  "POST /scim/v2/Groups": { action: "scim.group_created", target: "scim_group" },
  "PUT /scim/v2/Groups/:groupId": { action: "scim.group_updated", target: "scim_group" },
  "PATCH /scim/v2/Groups/:groupId": { action: "scim.group_updated", target: "scim_group" },
  "DELETE /scim/v2/Groups/:groupId": { action: "scim.group_deleted", target: "scim_group" },
};

/** Routes that sign someone in: recorded as `user.signed_in` with the way (their path) when a session is made. */
export const SIGN_IN_FAILURE_ROUTES = new Set([
  "/sign-in/email",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);
