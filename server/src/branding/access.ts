import { grantsOfRoles } from "../auth/roles/permissions.ts";
import type { Db } from "../db/transaction.ts";
import { memberRoles } from "../membership/repository.ts";
import { BrandingErrors } from "./errors.ts";

/** Whoever may update the organization (owners and admins, and roles granting it) may change its brand. */
const updatesOrganization = async (db: Db, organizationId: string, roles: string[]) =>
  (await grantsOfRoles(db, organizationId, roles)).allows("organization", "update");

/** The organization a request names or has active; neither is a 400. */
function organizationNamed(named: string | undefined, active: string | null | undefined): string {
  const organizationId = named ?? active;
  if (!organizationId) throw BrandingErrors.organizationIdRequired();
  return organizationId;
}

/**
 * The organization whose brand a member reads. Anyone else — an unknown organization too — is
 * refused alike (403), so the answer says nothing about which organizations exist.
 */
export async function organizationReadBy(
  db: Db,
  userId: string,
  named: string | undefined,
  active: string | null | undefined,
): Promise<string> {
  const organizationId = organizationNamed(named, active);
  if ((await memberRoles(db, organizationId, userId)).length === 0) throw BrandingErrors.notAMember();
  return organizationId;
}

/** The organization whose brand an owner or admin changes; a member is refused (403). */
export async function organizationManagedBy(
  db: Db,
  userId: string,
  named: string | undefined,
  active: string | null | undefined,
): Promise<string> {
  const organizationId = organizationNamed(named, active);
  const roles = await memberRoles(db, organizationId, userId);
  if (roles.length === 0) throw BrandingErrors.notAMember();
  if (!(await updatesOrganization(db, organizationId, roles))) throw BrandingErrors.notAllowed();
  return organizationId;
}
