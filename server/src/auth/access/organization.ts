import { createAccessControl } from "better-auth/plugins/access";

/**
 * Every permission an organization role can be given, defined once. SPEC §6 names the
 * organization, member, invitation and team resources; `apiKey` guards organization-owned API
 * keys (the api-key plugin asks for apiKey create/read/update/delete). Billing resources are
 * added here, then granted to roles below; the organization plugin, the api-key plugin and the
 * web app's client all read these same objects.
 *
 * This module depends on nothing but better-auth's access helpers, so the web app can import it.
 */
export const organizationStatements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  apiKey: ["create", "read", "update", "delete"],
} as const;

export const organizationAccessControl = createAccessControl(organizationStatements);

/**
 * SPEC §6's roles. A member may hold several (stored comma-separated); a request is allowed when
 * any of them grants it. Owners and admins manage the organization's API keys like its members.
 */
export const organizationRoles = {
  owner: organizationAccessControl.newRole({
    organization: ["update", "delete"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
    team: ["create", "update", "delete"],
    apiKey: ["create", "read", "update", "delete"],
  }),
  admin: organizationAccessControl.newRole({
    organization: ["update"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
    team: ["create", "update", "delete"],
    apiKey: ["create", "read", "update", "delete"],
  }),
  member: organizationAccessControl.newRole({}),
};

export type OrganizationRole = keyof typeof organizationRoles;

/** The role an organization's creator gets (SPEC §6). */
export const CREATOR_ROLE: OrganizationRole = "owner";
