import type { Executor } from "../../db/transaction.ts";
import { membershipClaim } from "../roles/membership-claims.ts";
import { type PermissionMap, parseRoleField } from "../roles/permissions.ts";
import { membershipsOf } from "./repository.ts";

/** Gatehouse's scopes: the user's memberships, and with them what each membership permits. */
export const ORGANIZATIONS_SCOPE = "organizations";
export const PERMISSIONS_SCOPE = "permissions";

/** One membership as the `organizations` claim carries it; `permissions` only with that scope. */
export type OrganizationClaimEntry = {
  id: string;
  slug: string;
  name: string;
  roles: string[];
  permissions?: PermissionMap;
};

async function organizationsClaim(
  db: Executor,
  userId: string,
  withPermissions: boolean,
): Promise<OrganizationClaimEntry[]> {
  const rows = await membershipsOf(db, userId);
  return Promise.all(
    rows.map(async (row) => {
      const entry = { id: row.id, slug: row.slug, name: row.name, roles: parseRoleField(row.role) };
      if (!withPermissions) return entry;
      return { ...entry, permissions: (await membershipClaim(db, row.id, entry.roles)).permissions };
    }),
  );
}

/**
 * The claims Gatehouse adds for the granted scopes (ID token, userinfo and access token alike):
 * `organizations` lists the user's memberships with their roles, built-in or the organization's
 * own by name; `permissions` beside it adds each membership's permissions, so a client need not
 * know what an organization's own roles mean. `permissions` alone adds nothing.
 */
export async function membershipScopeClaims(
  db: Executor,
  userId: string | undefined,
  scopes: readonly string[],
): Promise<{ organizations?: OrganizationClaimEntry[] }> {
  if (!userId || !scopes.includes(ORGANIZATIONS_SCOPE)) return {};
  return { organizations: await organizationsClaim(db, userId, scopes.includes(PERMISSIONS_SCOPE)) };
}
