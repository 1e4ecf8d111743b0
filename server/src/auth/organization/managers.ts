import { APIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";
import { memberRoles } from "../../membership/repository.ts";

const ORGANIZATION_REQUIRED = "Name the organization (organizationId) or make one active";

type SignedIn = { user: { id: string }; session: object };

/**
 * The organization a request about an organization's settings acts on — the one it names, or
 * the session's active one — once its user is shown to be one of the organization's owners or
 * admins; `notAllowed` is the refusal's message for anyone else.
 */
export async function organizationManagedBy(
  db: Kysely<DatabaseSchema>,
  signedIn: SignedIn,
  named: string | undefined,
  notAllowed: string,
): Promise<string> {
  const active = (signedIn.session as { activeOrganizationId?: string | null }).activeOrganizationId;
  const organizationId = named ?? active ?? null;
  if (!organizationId)
    throw new APIError("BAD_REQUEST", { code: "ORGANIZATION_REQUIRED", message: ORGANIZATION_REQUIRED });
  const roles = await memberRoles(db, organizationId, signedIn.user.id);
  if (!roles.includes("owner") && !roles.includes("admin"))
    throw new APIError("FORBIDDEN", { code: "NOT_ALLOWED", message: notAllowed });
  return organizationId;
}
