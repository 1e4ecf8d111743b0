import { type OrganizationRole, organizationRoles } from "../auth/roles/organization.ts";
import type { Db } from "../db/transaction.ts";
import { memberRoles } from "../membership/repository.ts";
import { BrandingErrors } from "./errors.ts";

const isRole = (role: string): role is OrganizationRole => Object.hasOwn(organizationRoles, role);

/** Whoever may update the organization (owners and admins) may change its brand. */
const updatesOrganization = (roles: string[]) =>
  roles.filter(isRole).some((role) => organizationRoles[role].authorize({ organization: ["update"] }).success);

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
  if (!updatesOrganization(roles)) throw BrandingErrors.notAllowed();
  return organizationId;
}
