import { describe, expect, it } from "vitest";
import {
  AUDITED_PATHS,
  RECORDED_ROUTES,
  ROUTE_READINGS,
  SCIM_ACTIONS,
  SIGN_IN_ACTIONS,
  SIGN_IN_FAILURE_ROUTES,
} from "../../audit/recorded-routes.ts";
import { RATE_LIMITED_PATHS } from "../rate-limit.ts";
import {
  AUTH_ROUTES,
  authRouteAt,
  CAPTCHA_DEFAULT_ENDPOINTS,
  FAST_PATH_ROUTE,
  LOCKOUT_ROUTES,
  NEW_PASSWORD_FIELDS,
  SIGNED_IN_LOCKOUT_ROUTES,
  SSO_EMAIL_ROUTES,
  SSO_EXEMPT_SESSION_ROUTES,
} from "./catalogue.ts";
import { authRouteSchema } from "./route-policy.ts";

/**
 * The lists the policies read are derived from the catalogue. Each is held here to the list (or
 * the path rule) it replaced, written out once more: a change to a route's policies shows up as a
 * failure below, to be made on purpose. Path rules (prefixes) are compared on every route the
 * router serves, which router-coverage.test.ts holds equal to the catalogue's.
 */
const routerPaths = AUTH_ROUTES.filter((route) => route.served === "router").map((route) => route.path);
const sorted = (paths: Iterable<string>) => [...paths].sort();

describe("the route catalogue", () => {
  it("declares each path once, every entry valid", () => {
    const paths = AUTH_ROUTES.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    for (const route of AUTH_ROUTES) expect(authRouteSchema.parse(route)).toEqual(route);
    expect(authRouteAt("/sign-in/email")?.lockout).toBe("counts-failures");
    expect(authRouteAt(undefined)).toBeUndefined();
  });

  it("records a sign-in only where the route may make a session, or starts one that another route makes", () => {
    const signInWithoutSession = AUTH_ROUTES.filter((route) => route.audit?.signIn && !route.createsSession);
    // These start a sign-in whose session a callback or a mailed link makes.
    expect(signInWithoutSession.map((route) => route.path)).toEqual(["/sign-in/magic-link", "/sign-in/sso"]);
  });

  it("rate-limits strictly the routes it always did (exact-path rules: the order does not matter)", () => {
    expect(sorted(RATE_LIMITED_PATHS)).toEqual(
      sorted([
        "/sign-in/email",
        "/sign-up/email",
        "/request-password-reset",
        "/forget-password",
        "/reset-password",
        "/change-password",
        "/set-password",
        "/send-verification-email",
        "/change-email",
        "/delete-user",
        "/new-device/not-me",
        "/reauthenticate",
        "/reauthenticate/second-factor",
        "/waitlist/join",
        "/passkey/sign-up/options",
        "/passkey/sign-up/verify",
      ]),
    );
  });

  it("guards with a captcha by default the routes it always did, in the same order (GET /captcha shows it)", () => {
    expect(CAPTCHA_DEFAULT_ENDPOINTS).toEqual([
      "/sign-up/email",
      "/sign-in/email",
      "/request-password-reset",
      "/forget-password",
      "/passkey/sign-up/options",
      "/sign-in/magic-link",
      "/email-otp/send-verification-otp",
      "/email-otp/request-password-reset",
      "/forget-password/email-otp",
      "/waitlist/join",
    ]);
  });

  it("holds the same email routes and sessions to mandatory SSO", () => {
    expect(sorted(SSO_EMAIL_ROUTES)).toEqual(
      sorted([
        "/sign-in/email",
        "/sign-up/email",
        "/sign-in/magic-link",
        "/email-otp/send-verification-otp",
        "/sign-in/email-otp",
        "/request-password-reset",
        "/forget-password",
        "/passkey/sign-up/options",
      ]),
    );
    const formerlyExempt = (path: string) => path.startsWith("/sso/") || path === "/admin/impersonate-user";
    expect(sorted(SSO_EXEMPT_SESSION_ROUTES)).toEqual(sorted(routerPaths.filter(formerlyExempt)));
  });

  it("creates users under the same rule per route family (platform admin, directory, identity provider)", () => {
    const formerly = (path: string) =>
      path.startsWith("/admin/")
        ? "platform-admin"
        : path.startsWith("/scim/")
          ? "directory"
          : path.startsWith("/sso/")
            ? "identity-provider"
            : "person";
    for (const path of routerPaths)
      expect([path, authRouteAt(path)?.mandatorySso.newUser]).toEqual([path, formerly(path)]);
  });

  it("counts failed passwords towards the lockout on the same route", () => {
    expect([...LOCKOUT_ROUTES]).toEqual(["/sign-in/email"]);
    expect([...SIGNED_IN_LOCKOUT_ROUTES]).toEqual(["/reauthenticate"]);
  });

  it("checks new passwords on the same routes, in the same fields", () => {
    expect(NEW_PASSWORD_FIELDS).toEqual({
      "/sign-up/email": "password",
      "/reset-password": "newPassword",
      "/email-otp/reset-password": "password",
      "/change-password": "newPassword",
      "/admin/create-user": "password",
      "/admin/set-user-password": "newPassword",
    });
  });

  it("answers get-session alone on the fast path", () => {
    expect(FAST_PATH_ROUTE).toBe("/get-session");
  });
});

describe("the audit log's routes, derived from the catalogue", () => {
  it("records the same actions on success", () => {
    const actions = Object.fromEntries(Object.entries(RECORDED_ROUTES).map(([path, route]) => [path, route.action]));
    expect(actions).toEqual(FORMER_RECORDED_ACTIONS);
    const lookedUp = Object.keys(RECORDED_ROUTES).filter((path) => RECORDED_ROUTES[path]?.lookupOrganization);
    expect(sorted(lookedUp)).toEqual(["/sso/delete-provider", "/sso/update-provider", "/sso/verify-domain"]);
    const actorFirst = Object.keys(RECORDED_ROUTES).filter((path) => RECORDED_ROUTES[path]?.rememberActor);
    expect(actorFirst).toEqual(["/sign-out"]);
    // A reading of a route without an action would never be used.
    expect(Object.keys(ROUTE_READINGS).filter((path) => !(path in RECORDED_ROUTES))).toEqual([]);
  });

  it("records the same SCIM changes", () => {
    expect(SCIM_ACTIONS).toEqual({
      "POST /scim/v2/Users": { action: "scim.user_created", target: "scim_user" },
      "PUT /scim/v2/Users/:userId": { action: "scim.user_updated", target: "scim_user" },
      "PATCH /scim/v2/Users/:userId": { action: "scim.user_updated", target: "scim_user" },
      "DELETE /scim/v2/Users/:userId": { action: "scim.user_deleted", target: "scim_user" },
      "POST /scim/v2/Groups": { action: "scim.group_created", target: "scim_group" },
      "PUT /scim/v2/Groups/:groupId": { action: "scim.group_updated", target: "scim_group" },
      "PATCH /scim/v2/Groups/:groupId": { action: "scim.group_updated", target: "scim_group" },
      "DELETE /scim/v2/Groups/:groupId": { action: "scim.group_deleted", target: "scim_group" },
    });
  });

  it("records refused sign-ins on the same routes", () => {
    expect(sorted(SIGN_IN_FAILURE_ROUTES)).toEqual(
      sorted(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"]),
    );
  });

  it("records sign-ins and sign-ups on the routes the former path prefixes matched", () => {
    const prefixes = [
      "/sign-in/",
      "/sign-up/",
      "/callback/",
      "/oauth2/callback/",
      "/sso/callback/",
      "/sso/saml2/sp/acs/",
      "/magic-link/verify",
      "/two-factor/verify-",
      "/passkey/verify-authentication",
      "/verify-email",
      "/passkey/sign-up/verify",
    ];
    const formerly = (path: string) =>
      prefixes.some((prefix) => path.startsWith(prefix))
        ? path.startsWith("/sign-up/") || path === "/passkey/sign-up/verify"
          ? "user.signed_up"
          : "user.signed_in"
        : undefined;
    for (const path of routerPaths) expect([path, SIGN_IN_ACTIONS.get(path)]).toEqual([path, formerly(path)]);
  });

  it("runs its after hook on the routes it did, less the SCIM reads it never recorded", () => {
    const formerly = (path: string) =>
      path !== "/get-session" &&
      (path in FORMER_RECORDED_ACTIONS ||
        SIGN_IN_FAILURE_ROUTES.has(path) ||
        SIGN_IN_ACTIONS.has(path) ||
        path.startsWith("/scim/v2/"));
    const dropped = routerPaths.filter((path) => formerly(path) && !AUDITED_PATHS.has(path));
    // GET only: no SCIM action has their method, so the hook did nothing there.
    expect(sorted(dropped)).toEqual([
      "/scim/v2/ResourceTypes",
      "/scim/v2/ResourceTypes/:resourceTypeId",
      "/scim/v2/Schemas",
      "/scim/v2/Schemas/:schemaId",
      "/scim/v2/ServiceProviderConfig",
    ]);
    expect(routerPaths.filter((path) => AUDITED_PATHS.has(path) && !formerly(path))).toEqual([]);
  });
});

/** The audit log's table of actions before the catalogue held them. */
const FORMER_RECORDED_ACTIONS: Readonly<Record<string, string>> = {
  "/sign-out": "user.signed_out",
  "/revoke-session": "session.revoked",
  "/revoke-sessions": "session.revoked_all",
  "/revoke-other-sessions": "session.revoked_others",
  "/change-password": "user.password_changed",
  "/reset-password": "user.password_reset",
  "/change-email": "user.email_change_requested",
  "/delete-user": "user.deletion_requested",
  "/export-personal-data": "user.data_exported",
  "/billing/checkout": "billing.checkout_started",
  "/billing/portal": "billing.portal_opened",
  "/two-factor/enable": "two_factor.setup_started",
  "/two-factor/disable": "two_factor.disabled",
  "/two-factor/generate-backup-codes": "two_factor.backup_codes_regenerated",
  "/passkey/verify-registration": "passkey.added",
  "/passkey/delete-passkey": "passkey.deleted",
  "/api-key/create": "api_key.created",
  "/api-key/delete": "api_key.deleted",
  "/organization/create": "organization.created",
  "/organization/update": "organization.updated",
  "/organization/delete": "organization.deleted",
  "/organization/invite-member": "invitation.created",
  "/organization/cancel-invitation": "invitation.canceled",
  "/organization/accept-invitation": "invitation.accepted",
  "/organization/reject-invitation": "invitation.rejected",
  "/organization/update-member-role": "member.role_changed",
  // Added with the organizations' own roles.
  "/organization/create-role": "role.created",
  "/organization/update-role": "role.updated",
  "/organization/delete-role": "role.deleted",
  "/organization/reassign-role": "role.reassigned",
  "/organization/remove-member": "member.removed",
  "/organization/leave": "member.left",
  "/organization/export-members": "member.exported",
  "/sso/register": "sso.provider_registered",
  "/sso/update-provider": "sso.provider_updated",
  "/sso/delete-provider": "sso.provider_deleted",
  "/sso/verify-domain": "sso.domain_verified",
  "/organization/scim/token": "scim.token_issued",
  "/organization/scim/disconnect": "scim.disconnected",
  // Added with directory groups mapped to roles.
  "/organization/scim/group-roles/update": "scim.group_roles_updated",
  // Added with enrollment by verified domain.
  "/organization/enrollment/update": "organization.enrollment_updated",
  "/organization/enrollment/join": "member.enrolled",
  "/oauth2/create-client": "oauth_client.created",
  "/oauth2/delete-client": "oauth_client.deleted",
  "/admin/oauth-clients/delete": "admin.oauth_client_deleted",
  "/admin/create-user": "admin.user_created",
  "/admin/set-role": "admin.role_set",
  "/admin/ban-user": "admin.user_banned",
  "/admin/unban-user": "admin.user_unbanned",
  "/admin/impersonate-user": "admin.impersonation_started",
  "/admin/stop-impersonating": "admin.impersonation_stopped",
  "/admin/remove-user": "admin.user_removed",
  "/admin/set-user-password": "admin.password_set",
  "/admin/revoke-user-session": "admin.session_revoked",
  "/admin/revoke-user-sessions": "admin.sessions_revoked",
  // Added with the sign-up policy.
  "/admin/signup-policy/update": "signup_policy.updated",
  "/admin/waitlist/approve": "waitlist.approved",
  "/admin/waitlist/reject": "waitlist.rejected",
  // Added with the audit of re-authentication.
  "/reauthenticate": "user.reauthenticated",
  "/reauthenticate/second-factor": "user.reauthenticated",
};
