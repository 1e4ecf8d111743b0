/**
 * Query keys of everything organization-shaped. Per-organization data lives under
 * `['organization', id]`, so one invalidation refreshes a whole organization's screens.
 */
export const organizationKeys = {
  list: ["organizations"] as const,
  all: ["organization"] as const,
  bySlug: (slug: string) => ["organization", "by-slug", slug] as const,
  of: (organizationId: string) => ["organization", organizationId] as const,
  members: (organizationId: string) => ["organization", organizationId, "members"] as const,
  invitations: (organizationId: string) => ["organization", organizationId, "invitations"] as const,
  teams: (organizationId: string) => ["organization", organizationId, "teams"] as const,
  seats: (organizationId: string) => ["organization", organizationId, "seats"] as const,
  /** What the signed-in person may do in it (get-member-permissions). */
  permissions: (organizationId: string) => ["organization", organizationId, "permissions"] as const,
  /** Its own roles (better-auth's dynamic access control). */
  roles: (organizationId: string) => ["organization", organizationId, "roles"] as const,
  teamMembers: (organizationId: string, teamId: string) =>
    ["organization", organizationId, "teams", teamId, "members"] as const,
  invitation: (id: string) => ["invitation", id] as const,
  userInvitations: ["invitations", "mine"] as const,
};
