import type { BetterAuthOptions, BetterAuthPlugin, DBAdapter } from "better-auth";
import { createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DatabaseSchema } from "../../db/schema.ts";
import { memberRoles } from "../../membership/repository.ts";
import { organizationManagedBy } from "../organization/managers.ts";
import { reapplyingMapping } from "./directory-roles.ts";
import { SCIM_ERRORS } from "./errors.ts";
import { checkSaverHolds, groupRolesBody, resolveMapping } from "./group-role-mapping.ts";
import { findGroupRoles, type GroupRole, replaceGroupRoles } from "./group-roles-repository.ts";
import { type ScimProvider, serverCallContext } from "./server-calls.ts";

const organizationQuery = z.object({ organizationId: z.string().min(1).optional() });

const wire = (mapping: readonly GroupRole[]) => mapping.map(({ group, role }) => ({ group, role }));

/**
 * An organization's directory groups mapped to its roles: provisioning someone into a mapped group
 * gives them the role; out of the group (or deactivated), they lose it (directory-roles.ts).
 *
 * - `GET /organization/scim/group-roles` — the mapping, `{ mappings: [{ group, role }] }`, each
 *   role under its current name (needs scim:read);
 * - `POST /organization/scim/group-roles/update` — replaces the whole mapping (needs scim:write),
 *   then applies it at once to everyone the directory provisioned. Refused with 400 and every
 *   entry's problem, or 403 for a role wider than the saver's own, before anything is written.
 *
 * A group is named by its display name (without case) or its SCIM id. An organization's own role
 * is held by id: renamed, the mapping follows it (as its holders follow it, roles-repository.ts);
 * deleted, its entries go with it. A group renamed in the directory no longer matches an entry
 * naming its old name, so its members lose that role; an entry naming its SCIM id keeps matching.
 */
export function scimGroupRolesPlugin(
  provider: ScimProvider,
  db: Kysely<DatabaseSchema>,
  transactional: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
): BetterAuthPlugin {
  const managedOrganization = (
    session: Parameters<typeof organizationManagedBy>[1],
    named: string | undefined,
    action: "read" | "write",
  ) => organizationManagedBy(db, session, named, { permission: ["scim", action], notAllowed: SCIM_ERRORS.NOT_ALLOWED });

  return {
    id: "gatehouse-scim-group-roles",
    endpoints: {
      getScimGroupRoles: createAuthEndpoint(
        "/organization/scim/group-roles",
        { method: "GET", query: organizationQuery, use: [sessionMiddleware] },
        async (ctx) => {
          const organizationId = await managedOrganization(ctx.context.session, ctx.query.organizationId, "read");
          return ctx.json({ organizationId, mappings: wire(await findGroupRoles(db, organizationId)) });
        },
      ),
      updateScimGroupRoles: createAuthEndpoint(
        "/organization/scim/group-roles/update",
        { method: "POST", body: groupRolesBody, use: [sessionMiddleware] },
        async (ctx) => {
          const { session } = ctx.context;
          const organizationId = await managedOrganization(session, ctx.body.organizationId, "write");
          const mapping = await resolveMapping(db, organizationId, ctx.body.mappings);
          const saverRoles = await memberRoles(db, organizationId, session.user.id);
          await checkSaverHolds(db, organizationId, saverRoles, mapping, await findGroupRoles(db, organizationId));
          await replaceGroupRoles(db, organizationId, mapping);
          const { reconciledUsers } = await reapplyingMapping(() =>
            provider.endpoints.reconcileSCIMProjection({
              ...serverCallContext(ctx, transactional),
              body: { provisioningDomainId: organizationId },
            }),
          );
          return ctx.json({ organizationId, mappings: wire(mapping), reappliedTo: reconciledUsers });
        },
      ),
    },
  };
}
