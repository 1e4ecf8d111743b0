import { type AuthRoute, route } from "./route-policy.ts";

/** The organization plugin (organization/plugin.ts): organizations, members, invitations, teams. */
export const ORGANIZATION_ROUTES: readonly AuthRoute[] = [
  route("/organization/create", ["POST"], { audit: { success: "organization.created" } }),
  route("/organization/update", ["POST"], { audit: { success: "organization.updated" } }),
  route("/organization/delete", ["POST"], { audit: { success: "organization.deleted" }, freshSession: true }),
  route("/organization/check-slug", ["POST"]),
  route("/organization/set-active", ["POST"]),
  route("/organization/get-organization", ["GET"]),
  route("/organization/get-full-organization", ["GET"]),
  route("/organization/list", ["GET"]),
  route("/organization/has-permission", ["POST"]),

  route("/organization/invite-member", ["POST"], { audit: { success: "invitation.created" } }),
  route("/organization/cancel-invitation", ["POST"], { audit: { success: "invitation.canceled" } }),
  route("/organization/accept-invitation", ["POST"], { audit: { success: "invitation.accepted" } }),
  route("/organization/reject-invitation", ["POST"], { audit: { success: "invitation.rejected" } }),
  route("/organization/get-invitation", ["GET"]),
  route("/organization/list-invitations", ["GET"]),
  route("/organization/list-user-invitations", ["GET"]),

  route("/organization/list-members", ["GET"]),
  route("/organization/get-active-member", ["GET"]),
  route("/organization/get-active-member-role", ["GET"]),
  route("/organization/update-member-role", ["POST"], {
    audit: { success: "member.role_changed" },
    freshSession: true,
  }),
  route("/organization/remove-member", ["POST"], { audit: { success: "member.removed" } }),
  route("/organization/leave", ["POST"], { audit: { success: "member.left" } }),

  route("/organization/create-team", ["POST"]),
  route("/organization/update-team", ["POST"]),
  route("/organization/remove-team", ["POST"]),
  route("/organization/set-active-team", ["POST"]),
  route("/organization/list-teams", ["GET"]),
  route("/organization/list-user-teams", ["GET"]),
  route("/organization/list-team-members", ["GET"]),
  route("/organization/add-team-member", ["POST"]),
  route("/organization/remove-team-member", ["POST"]),

  // The organization's own roles (better-auth's dynamic access control).
  route("/organization/create-role", ["POST"], { audit: { success: "role.created" }, freshSession: true }),
  route("/organization/update-role", ["POST"], { audit: { success: "role.updated" }, freshSession: true }),
  route("/organization/delete-role", ["POST"], { audit: { success: "role.deleted" }, freshSession: true }),
  route("/organization/list-roles", ["GET"]),
  route("/organization/get-role", ["GET"]),
];

/** Gatehouse's own routes of one organization: seats, directory connection, brand, audit log, member export, roles. */
export const GATEHOUSE_ORGANIZATION_ROUTES: readonly AuthRoute[] = [
  route("/organization/seats", ["GET"]),
  route("/organization/seats/preview", ["POST"]),
  route("/organization/seats/update", ["POST"]),
  route("/organization/scim", ["GET"]),
  route("/organization/scim/token", ["POST"], { audit: { success: "scim.token_issued" }, freshSession: true }),
  route("/organization/scim/disconnect", ["POST"], { audit: { success: "scim.disconnected" }, freshSession: true }),
  route("/organization/scim/group-roles", ["GET"]),
  route("/organization/scim/group-roles/update", ["POST"], {
    audit: { success: "scim.group_roles_updated" },
    freshSession: true,
  }),
  route("/organization/branding", ["GET"]),
  route("/organization/branding/update", ["POST"]),
  route("/organization/branding/upload", ["POST"]),
  route("/organization/audit-log", ["GET"]),
  // Where the audit log is streamed (audit/streams/): audited by its service, in the change's transaction.
  route("/organization/audit-streams", ["GET"]),
  route("/organization/audit-streams/create", ["POST"]),
  route("/organization/audit-streams/update", ["POST"]),
  route("/organization/audit-streams/delete", ["POST"]),
  route("/organization/audit-streams/test", ["POST"]),
  route("/organization/export-members", ["GET"], { audit: { success: "member.exported" } }),
  route("/organization/get-member-permissions", ["GET"]),
  route("/organization/reassign-role", ["POST"], { audit: { success: "role.reassigned" }, freshSession: true }),
  // Enrollment by verified domain (organization/enrollment/).
  route("/organization/enrollment", ["GET"]),
  route("/organization/enrollment/update", ["POST"], { audit: { success: "organization.enrollment_updated" } }),
  route("/organization/enrollment/suggestions", ["GET"]),
  route("/organization/enrollment/join", ["POST"], { audit: { success: "member.enrolled" } }),
  route("/organization/enrollment/dismiss", ["POST"]),
];
