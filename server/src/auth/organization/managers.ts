import { APIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { Resource } from "../roles/organization.ts";
import { memberMay } from "../roles/permissions.ts";

const ORGANIZATION_REQUIRED = "Name the organization (organizationId) or make one active";

type SignedIn = { user: { id: string }; session: object };

/** The permission a request needs (`["scim", "write"]`) and the refusal's message for anyone without it. */
export type Needed = { permission: [Resource, string]; notAllowed: string };

/**
 * The organization a request about an organization's settings acts on — the one it names, or
 * the session's active one — once its user is shown to be a member whose roles grant the
 * permission it needs.
 */
export async function organizationManagedBy(
  db: Kysely<DatabaseSchema>,
  signedIn: SignedIn,
  named: string | undefined,
  { permission: [resource, action], notAllowed }: Needed,
): Promise<string> {
  const active = (signedIn.session as { activeOrganizationId?: string | null }).activeOrganizationId;
  const organizationId = named ?? active ?? null;
  if (!organizationId)
    throw new APIError("BAD_REQUEST", { code: "ORGANIZATION_REQUIRED", message: ORGANIZATION_REQUIRED });
  if (!(await memberMay(db, organizationId, signedIn.user.id, resource, action)))
    throw new APIError("FORBIDDEN", { code: "NOT_ALLOWED", message: notAllowed });
  return organizationId;
}
