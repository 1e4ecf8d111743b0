import { createAccessControl } from "better-auth/plugins/access";

/**
 * The platform admin's permissions, for platform administration (the admin plugin), not organizations.
 * better-auth's own admin statement has more actions (user get, update, set-email,
 * impersonate-admins); they are left out on purpose, so the routes that need them
 * (admin/get-user, admin/update-user, changing a user's email, impersonating another admin)
 * are refused to every role until an issue decides otherwise.
 */
export const platformStatements = {
  user: ["create", "list", "set-role", "ban", "impersonate", "delete", "set-password"],
  session: ["list", "revoke", "delete"],
} as const;

export const platformAccessControl = createAccessControl(platformStatements);

export const platformRoles = {
  admin: platformAccessControl.newRole({
    user: ["create", "list", "set-role", "ban", "impersonate", "delete", "set-password"],
    session: ["list", "revoke", "delete"],
  }),
  user: platformAccessControl.newRole({}),
};

export type PlatformRole = keyof typeof platformRoles;

export const PLATFORM_ADMIN_ROLE: PlatformRole = "admin";
export const PLATFORM_DEFAULT_ROLE: PlatformRole = "user";

/** Whether a user holds the platform admin role (roles are comma-separated, as in organizations). */
export function isPlatformAdmin(user: object): boolean {
  const role = "role" in user ? user.role : undefined;
  return typeof role === "string" && role.split(",").some((r) => r.trim() === PLATFORM_ADMIN_ROLE);
}
