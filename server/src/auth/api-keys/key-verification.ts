import { API_KEY_ERROR_CODES } from "@better-auth/api-key";
import { createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import type { AfterHook } from "../departure-table.ts";
import type { Grants, PermissionMap } from "../roles/permissions.ts";
import { permissionMapSchema } from "./creator-permissions.ts";
import { ORGANIZATION_API_KEY_CONFIG } from "./key-kinds.ts";
import type { ApiKeyRepository } from "./repository.ts";

const verifiedOrganizationKey = z.looseObject({
  valid: z.literal(true),
  key: z.looseObject({
    configId: z.literal(ORGANIZATION_API_KEY_CONFIG),
    referenceId: z.string(),
    permissions: permissionMapSchema.nullable(),
    metadata: z.looseObject({ createdByUserId: z.string() }),
  }),
});

const verifyBody = z.looseObject({ permissions: permissionMapSchema.optional() });

/** A refusal as the plugin's verify answers one: `valid: false`, the error, no key. */
const refusal = (error: { code: string; message: string }) => ({ valid: false, error, key: null });

/** A key whose creator left: as unknown to its callers as any other invalid key. */
const CREATOR_GONE = { code: "KEY_CREATOR_NOT_A_MEMBER", message: API_KEY_ERROR_CODES.INVALID_API_KEY.message };

/** The key's permissions its creator still holds. */
function heldPart(permissions: PermissionMap | null, grants: Grants): PermissionMap | null {
  if (!permissions) return null;
  const held = Object.entries(permissions)
    .map(([resource, actions]) => [resource, actions.filter((action) => grants.allows(resource, action))] as const)
    .filter(([, actions]) => actions.length > 0);
  return Object.fromEntries(held);
}

/**
 * On `auth.api.verifyApiKey` (which the meters' verification calls too), once the
 * plugin accepted an organization key that has a creator: the creator must still be a member (else
 * the key is invalid), and the permissions asked for must be held by the creator now as well as by
 * the key (else refused as the plugin refuses a key lacking them). The answer's `permissions` are
 * what the key may still do. One read of the creator's membership per verification.
 */
export function keyVerificationWithinCreator(apiKeys: ApiKeyRepository): AfterHook {
  return {
    // Verification is a server-only endpoint, which has no path; the answer's shape picks it out.
    matcher: (ctx) => ctx.path === undefined,
    handler: createAuthMiddleware(async (ctx) => {
      const verified = verifiedOrganizationKey.safeParse(ctx.context.returned);
      if (!verified.success) return; // refused already, a user key, or a key without a creator
      const { key } = verified.data;
      const grants = await apiKeys.memberGrants(key.referenceId, key.metadata.createdByUserId);
      if (!grants) return ctx.json(refusal(CREATOR_GONE));
      const requested = verifyBody.safeParse(ctx.body).data?.permissions;
      if (requested && grants.missingOf(requested).length > 0)
        return ctx.json(refusal(API_KEY_ERROR_CODES.KEY_NOT_FOUND));
      return ctx.json({ ...verified.data, key: { ...key, permissions: heldPart(key.permissions, grants) } });
    }),
  };
}
