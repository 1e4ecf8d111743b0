import { API_KEY_ERROR_CODES } from "@better-auth/api-key";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { z } from "zod";
import type { AfterHook, BeforeHook } from "../departure-table.ts";
import { organizationStatements } from "../roles/organization.ts";
import type { PermissionMap } from "../roles/permissions.ts";
import { ORGANIZATION_API_KEY_CONFIG } from "./key-kinds.ts";
import type { ApiKeyRepository } from "./repository.ts";

/**
 * An organization API key carries at most what the member who creates it holds, and acts within
 * what they hold later (verification: key-verification.ts). The plugin lets no client give a key
 * permissions at all (a server-only property), so the before hook takes them out of the request
 * once checked, and the after hook writes them, with the creator, onto the key the plugin made.
 */

export const permissionMapSchema = z.record(z.string(), z.array(z.string()));

const creationBody = z.looseObject({
  configId: z.literal(ORGANIZATION_API_KEY_CONFIG),
  organizationId: z.string().optional(),
  userId: z.string().optional(),
  permissions: permissionMapSchema.optional(),
});

/** What the before hook decided, left in the request's own auth context for the after hook. */
const CREATION = "gatehouseOrganizationKeyCreation";
type Creation = { permissions: PermissionMap | null; createdByUserId: string };
type WithCreation = { [CREATION]?: Creation };

const KEY_PERMISSION_ERRORS = {
  UNKNOWN_PERMISSION: {
    code: "UNKNOWN_PERMISSION",
    message: "A key's permissions must be permissions of the organization's catalogue",
  },
  PERMISSIONS_NOT_HELD: { code: "PERMISSIONS_NOT_HELD", message: "You cannot give a key permissions you do not hold" },
} as const;

const isCatalogued = (resource: string): resource is keyof typeof organizationStatements =>
  Object.hasOwn(organizationStatements, resource);

/** Permissions naming a resource or action outside the catalogue, as `resource:action`. */
function unknownPermissions(permissions: PermissionMap): string[] {
  return Object.entries(permissions).flatMap(([resource, actions]) => {
    const known: readonly string[] = isCatalogued(resource) ? organizationStatements[resource] : [];
    return actions.filter((action) => !known.includes(action)).map((action) => `${resource}:${action}`);
  });
}

/**
 * On `/api-key/create` for an organization key: the creator (the session's user, or `userId` on a
 * server call) must be a member holding `apiKey: [create]` and every permission asked for (403
 * PERMISSIONS_NOT_HELD with `missingPermissions`); a name outside the catalogue is a 400. The
 * plugin would refuse the permissions as server-only, so they leave the body here.
 */
export function keyCreationCheck(apiKeys: ApiKeyRepository): BeforeHook {
  return {
    matcher: (ctx) => ctx.path === "/api-key/create",
    handler: createAuthMiddleware(async (ctx) => {
      const body = creationBody.safeParse(ctx.body);
      if (!body.success) return; // a user key, or a malformed body: the plugin answers
      const { organizationId, permissions } = body.data;
      const unknown = permissions ? unknownPermissions(permissions) : [];
      if (unknown.length > 0)
        throw APIError.fromStatus("BAD_REQUEST", { ...KEY_PERMISSION_ERRORS.UNKNOWN_PERMISSION, unknown });
      const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
      const userId = session?.user.id ?? (ctx.request ? undefined : body.data.userId);
      if (!userId) throw APIError.from("UNAUTHORIZED", API_KEY_ERROR_CODES.UNAUTHORIZED_SESSION);
      if (!organizationId) throw APIError.from("BAD_REQUEST", API_KEY_ERROR_CODES.ORGANIZATION_ID_REQUIRED);
      const grants = await apiKeys.memberGrants(organizationId, userId);
      if (!grants) throw APIError.from("FORBIDDEN", API_KEY_ERROR_CODES.USER_NOT_MEMBER_OF_ORGANIZATION);
      if (!grants.allows("apiKey", "create"))
        throw APIError.from("FORBIDDEN", API_KEY_ERROR_CODES.INSUFFICIENT_API_KEY_PERMISSIONS);
      const missingPermissions = permissions ? grants.missingOf(permissions) : [];
      if (missingPermissions.length > 0)
        throw APIError.fromStatus("FORBIDDEN", { ...KEY_PERMISSION_ERRORS.PERMISSIONS_NOT_HELD, missingPermissions });
      // The body the plugin reads is this very object: the checked permissions leave it, and the
      // after hook writes them (a hook's returned body is merged in, so it cannot remove a field).
      Reflect.deleteProperty(ctx.body, "permissions");
      const creation: Creation = { permissions: permissions ?? null, createdByUserId: userId };
      return { context: { context: { [CREATION]: creation } } };
    }),
  };
}

const createdKey = z.looseObject({ id: z.string(), configId: z.literal(ORGANIZATION_API_KEY_CONFIG) });

/**
 * After the plugin made the key: its permissions and creator written in one statement, and the
 * answer showing them. Should that write fail, the key goes too: a refused request keeps nothing.
 */
export function keyCreationRecord(apiKeys: ApiKeyRepository): AfterHook {
  return {
    matcher: (ctx) => ctx.path === "/api-key/create",
    handler: createAuthMiddleware(async (ctx) => {
      const creation = (ctx.context as WithCreation)[CREATION];
      const created = createdKey.safeParse(ctx.context.returned);
      if (!creation || !created.success) return;
      const metadata = { createdByUserId: creation.createdByUserId };
      try {
        await apiKeys.recordCreation(created.data.id, creation.permissions, metadata);
      } catch (error) {
        await apiKeys.deleteKey(created.data.id);
        throw error;
      }
      return ctx.json({ ...created.data, permissions: creation.permissions, metadata });
    }),
  };
}
