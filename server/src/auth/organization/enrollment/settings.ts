import type { Executor } from "../../../db/transaction.ts";
import { memberRoles } from "../../../membership/repository.ts";
import { CREATOR_ROLE, isBuiltInRole } from "../../roles/organization.ts";
import { findRoleDefinitions, organizationRoleNames } from "../../roles/repository.ts";
import { checkAssignable } from "../role-rules.ts";
import { EnrollmentErrors } from "./errors.ts";
import { findSettings, saveSetting } from "./repository.ts";
import {
  DEFAULT_ENROLLMENT_ROLE,
  type EnrollmentMode,
  type EnrollmentSettings,
  type EnrollmentUpdate,
  enrollmentModeSchema,
} from "./schemas.ts";
import { verifiedDomainsOf } from "./verified-domains.ts";

const modeOf = (stored: string): EnrollmentMode => enrollmentModeSchema.catch("none").parse(stored);

/** Every verified domain of the organization with its enrollment (none and the default role when unset). */
export async function enrollmentSettings(db: Executor, organizationId: string): Promise<EnrollmentSettings> {
  const [domains, stored, ownRoles] = await Promise.all([
    verifiedDomainsOf(db, organizationId),
    findSettings(db, organizationId),
    organizationRoleNames(db, organizationId),
  ]);
  const byDomain = new Map(stored.map((row) => [row.domain, row]));
  return {
    organizationId,
    defaultRole: DEFAULT_ENROLLMENT_ROLE,
    roles: ["admin", "member", ...ownRoles],
    domains: domains.map((domain) => {
      const row = byDomain.get(domain);
      return { domain, mode: row ? modeOf(row.mode) : "none", role: row?.role ?? DEFAULT_ENROLLMENT_ROLE };
    }),
  };
}

/**
 * Saves one domain's enrollment. The domain must be verified; the role must be the organization's
 * (built-in admin or member, or its own), never owner, and grant nothing its saver does not hold
 * (role-rules.ts) — enrollment gives roles on the saver's behalf.
 */
export async function updateEnrollment(
  db: Executor,
  organizationId: string,
  saverId: string,
  update: EnrollmentUpdate,
): Promise<EnrollmentSettings> {
  if (!(await verifiedDomainsOf(db, organizationId)).includes(update.domain))
    throw EnrollmentErrors.domainNotVerified();
  const role = update.role ?? DEFAULT_ENROLLMENT_ROLE;
  if (role === CREATOR_ROLE) throw EnrollmentErrors.ownerNotEnrollable();
  if (!isBuiltInRole(role) && (await findRoleDefinitions(db, organizationId, [role])).length === 0)
    throw EnrollmentErrors.unknownRole();
  await checkAssignable(db, organizationId, await memberRoles(db, organizationId, saverId), [role]);
  await saveSetting(db, {
    organization_id: organizationId,
    domain: update.domain,
    mode: update.mode,
    role,
    updated_by_user_id: saverId,
    updated_at: new Date().toISOString(),
  });
  return enrollmentSettings(db, organizationId);
}

/** The role an enrolled member gets now: the saved one while it exists, else the default. */
export async function roleToGive(db: Executor, organizationId: string, saved: string): Promise<string> {
  if (saved === CREATOR_ROLE) return DEFAULT_ENROLLMENT_ROLE;
  if (isBuiltInRole(saved)) return saved;
  const own = await findRoleDefinitions(db, organizationId, [saved]);
  return own.length > 0 ? saved : DEFAULT_ENROLLMENT_ROLE;
}
