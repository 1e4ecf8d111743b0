import { AUTH_ROUTES } from "../auth/routes/catalogue.ts";
import type { SignInAction } from "../auth/routes/route-policy.ts";

/**
 * What the audit log records of the auth routes. Which routes and under which action is the route
 * catalogue's `audit` (auth/routes/); this file reads the rest of an entry: the organization it
 * belongs to and its target, from the request, its answer and the session. Billing records its
 * own actions in its services.
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

/** How an entry of a route is read; its action is the catalogue's. */
type RouteReading = {
  organization?: (facts: RouteFacts) => string | null;
  target?: (facts: RouteFacts) => { type: string; id: string } | null;
  details?: (facts: RouteFacts) => Json | undefined;
  /** Looked up before the route runs (the row may be gone after it): an organization id. */
  lookupOrganization?: "ssoProvider";
  /** Who acted, read before the route runs: signing out ends the session that says who. */
  rememberActor?: true;
};

export type RecordedRoute = RouteReading & { action: string };

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

/** The readings of the routes whose entry says more than its action and actor. */
export const ROUTE_READINGS: Readonly<Record<string, RouteReading>> = {
  "/sign-out": { rememberActor: true },
  "/change-password": {
    details: (f) => ({ revokedOtherSessions: f.body.revokeOtherSessions === true }),
  },
  "/billing/checkout": {
    organization: billedOrganization,
    target: (f) => target("checkout", f.returned.id),
  },
  "/billing/portal": { organization: billedOrganization },
  "/passkey/verify-registration": { target: (f) => target("passkey", f.returned.id) },
  "/passkey/delete-passkey": { target: (f) => target("passkey", f.body.id) },
  "/api-key/create": {
    target: (f) => target("api_key", f.returned.id),
    // An organization's key names it as its owner (`referenceId`); older entries carried it in metadata.
    organization: (f) =>
      f.returned.configId === "organization"
        ? text(f.returned.referenceId)
        : text(object(f.returned.metadata).organizationId),
  },
  "/api-key/delete": { target: (f) => target("api_key", f.body.keyId) },
  "/organization/create": {
    organization: (f) => text(f.returned.id),
    target: (f) => target("organization", f.returned.id),
  },
  "/organization/update": {
    organization: namedOrActive,
    details: (f) => ({ fields: Object.keys(object(f.body.data)) }),
  },
  "/organization/delete": {
    organization: namedOrActive,
    target: (f) => target("organization", f.body.organizationId),
  },
  "/organization/invite-member": {
    organization: ofAnswer,
    target: (f) => target("invitation", f.returned.id),
    details: (f) => ({ email: f.returned.email, role: f.returned.role }),
  },
  "/organization/cancel-invitation": {
    organization: ofAnswer,
    target: (f) => target("invitation", f.body.invitationId),
  },
  "/organization/accept-invitation": {
    organization: (f) => text(object(f.returned.invitation).organizationId),
    target: (f) => target("invitation", f.body.invitationId),
  },
  "/organization/reject-invitation": {
    target: (f) => target("invitation", f.body.invitationId),
  },
  "/organization/update-member-role": {
    organization: ofAnswer,
    target: (f) => target("member", f.body.memberId),
    details: (f) => ({ role: f.body.role }),
  },
  "/organization/create-role": {
    organization: (f) => text(object(f.returned.roleData).organizationId) ?? namedOrActive(f),
    target: (f) => target("role", object(f.returned.roleData).id),
    details: (f) => ({ role: object(f.returned.roleData).role, permission: f.body.permission }),
  },
  "/organization/update-role": {
    organization: (f) => text(object(f.returned.roleData).organizationId) ?? namedOrActive(f),
    target: (f) => target("role", object(f.returned.roleData).id),
    details: (f) => ({ role: object(f.returned.roleData).role, changes: object(f.body.data) }),
  },
  "/organization/delete-role": {
    organization: namedOrActive,
    target: (f) => target("role", f.body.roleId ?? f.body.roleName),
    details: (f) => ({ role: f.body.roleName ?? null }),
  },
  "/organization/reassign-role": {
    organization: namedOrActive,
    target: (f) => target("role", f.returned.roleId ?? f.body.roleName),
    details: (f) => ({
      from: f.body.roleName,
      to: f.body.toRole,
      members: f.returned.members,
      invitations: f.returned.invitations,
    }),
  },
  "/organization/remove-member": {
    organization: (f) => text(object(f.returned.member).organizationId) ?? namedOrActive(f),
    target: (f) => target("member", object(f.returned.member).id),
    details: (f) => ({ userId: object(f.returned.member).userId }),
  },
  "/organization/leave": { organization: namedOrActive },
  "/organization/enrollment/update": {
    organization: (f) => text(f.returned.organizationId),
    details: (f) => ({ domain: f.body.domain, mode: f.body.mode, role: f.body.role ?? null }),
  },
  "/organization/enrollment/join": {
    organization: (f) => text(f.returned.organizationId),
    target: (f) => target("member", object(f.returned.member).id),
    details: (f) => ({ role: object(f.returned.member).role }),
  },
  "/organization/export-members": { organization: queriedOrActive },
  "/admin/signup-policy/update": { details: (f) => ({ fields: Object.keys(f.body) }) },
  "/admin/waitlist/approve": {
    target: (f) => target("waitlist_entry", f.body.id),
    details: (f) => ({ email: f.returned.email }),
  },
  "/admin/waitlist/reject": {
    target: (f) => target("waitlist_entry", f.body.id),
    details: (f) => ({ email: f.returned.email }),
  },
  "/sso/register": {
    organization: (f) => text(f.body.organizationId),
    target: (f) => target("sso_provider", f.body.providerId),
    details: (f) => ({ domain: f.body.domain, protocol: f.body.samlConfig ? "saml" : "oidc" }),
  },
  "/sso/update-provider": {
    organization: ofProvider,
    target: (f) => target("sso_provider", f.body.providerId),
    details: (f) => ({ fields: Object.keys(f.body).filter((key) => key !== "providerId") }),
    lookupOrganization: "ssoProvider",
  },
  "/sso/delete-provider": {
    organization: ofProvider,
    target: (f) => target("sso_provider", f.body.providerId),
    lookupOrganization: "ssoProvider",
  },
  "/sso/verify-domain": {
    organization: ofProvider,
    target: (f) => target("sso_provider", f.body.providerId),
    lookupOrganization: "ssoProvider",
  },
  "/organization/scim/token": {
    organization: (f) => text(f.returned.organizationId),
    target: (f) => target("scim_token", object(f.returned.credential).credentialId),
  },
  "/organization/scim/disconnect": {
    organization: (f) => text(f.returned.organizationId),
  },
  "/organization/scim/group-roles/update": {
    organization: (f) => text(f.returned.organizationId),
    details: (f) => ({ mappings: f.returned.mappings }),
  },
  "/oauth2/create-client": {
    organization: (f) => text(f.returned.reference_id),
    target: (f) => target("oauth_client", f.returned.client_id),
  },
  "/oauth2/delete-client": { target: (f) => target("oauth_client", f.body.client_id) },
  "/admin/oauth-clients/delete": {
    target: (f) => target("oauth_client", f.body.clientId),
  },
  "/admin/create-user": { target: (f) => target("user", object(f.returned.user).id) },
  "/admin/set-role": {
    target: (f) => target("user", f.body.userId),
    details: (f) => ({ role: f.body.role }),
  },
  "/admin/ban-user": {
    target: (f) => target("user", f.body.userId),
    details: (f) => ({ reason: f.body.banReason ?? null }),
  },
  "/admin/unban-user": { target: (f) => target("user", f.body.userId) },
  "/admin/impersonate-user": { target: (f) => target("user", f.body.userId) },
  "/admin/remove-user": { target: (f) => target("user", f.body.userId) },
  "/admin/set-user-password": { target: (f) => target("user", f.body.userId) },
  "/admin/revoke-user-session": { target: (f) => target("user", f.body.userId) },
  "/admin/revoke-user-sessions": { target: (f) => target("user", f.body.userId) },
  // The methods the person proved themselves with: the session's new amr, or the second factor.
  "/reauthenticate": { details: (f) => ({ methods: f.returned.amr }) },
  "/reauthenticate/second-factor": { details: () => ({ methods: ["otp"] }) },
};

/** The routes whose success the audit log records: the catalogue's action, read as above. */
export const RECORDED_ROUTES: Readonly<Record<string, RecordedRoute>> = Object.fromEntries(
  AUTH_ROUTES.flatMap((route) =>
    route.audit?.success ? [[route.path, { ...ROUTE_READINGS[route.path], action: route.audit.success }]] : [],
  ),
);

/** What a directory's SCIM requests change, by resource. */
const SCIM_TARGETS: Readonly<Record<string, "scim_user" | "scim_group">> = {
  "/scim/v2/Users": "scim_user",
  "/scim/v2/Users/:userId": "scim_user",
  "/scim/v2/Groups": "scim_group",
  "/scim/v2/Groups/:groupId": "scim_group",
};

/**
 * What a directory changes over SCIM, by method and route (the catalogue's `audit.byMethod`); the
 * actor is the organization's directory token.
 */
export const SCIM_ACTIONS: Readonly<Record<string, { action: string; target: "scim_user" | "scim_group" }>> =
  Object.fromEntries(
    AUTH_ROUTES.flatMap((route) =>
      Object.entries(route.audit?.byMethod ?? {}).map(([method, action]) => {
        const target = SCIM_TARGETS[route.path];
        if (!target) throw new Error(`audit: ${method} ${route.path} has an action but no SCIM target`);
        return [`${method} ${route.path}`, { action, target }];
      }),
    ),
  );

/** Routes whose refusal (401 or 403) is recorded as `user.sign_in_failed`: a password or a second factor that did not pass. */
export const SIGN_IN_FAILURE_ROUTES: ReadonlySet<string> = new Set(
  AUTH_ROUTES.filter((route) => route.audit?.failure).map((route) => route.path),
);

/** Routes that sign someone in or up: recorded with the way (their path) when they make a session. */
export const SIGN_IN_ACTIONS: ReadonlyMap<string, SignInAction> = new Map(
  AUTH_ROUTES.flatMap((route) => (route.audit?.signIn ? [[route.path, route.audit.signIn] as const] : [])),
);

/** Every route the audit log records something of: the recorder's after hook runs on these only. */
export const AUDITED_PATHS: ReadonlySet<string> = new Set(
  AUTH_ROUTES.filter(
    (route) =>
      route.audit !== undefined &&
      (route.audit.success !== undefined ||
        route.audit.byMethod !== undefined ||
        route.audit.signIn !== undefined ||
        route.audit.failure !== undefined),
  ).map((route) => route.path),
);
