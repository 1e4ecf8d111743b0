import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { AfterHook } from "../departure-table.ts";
import { clearActiveOrganization } from "./repository.ts";

type HookContext = Parameters<AfterHook["matcher"]>[0];
type ErrorBody = { code?: unknown; message?: unknown };

const codeOf = (error: APIError): unknown => (error.body as ErrorBody | undefined)?.code;

/** Routes that return organizations straight from the table, metadata still JSON text. */
const RAW_ORGANIZATION_ROUTES = new Set([
  "/organization/list",
  "/organization/get-full-organization",
  "/organization/get-organization",
  "/organization/set-active",
  "/organization/delete",
]);

/** How list-teams and create-team word "not a member" (both 403). */
const NON_MEMBER_CODES = new Set([
  "YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION",
  "YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION",
]);

/** Organization metadata is stored as JSON text and returned as an object. */
function withParsedMetadata(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withParsedMetadata);
  if (typeof value !== "object" || value === null || !("metadata" in value)) return value;
  const { metadata } = value as { metadata: unknown };
  if (typeof metadata !== "string") return value;
  try {
    return { ...value, metadata: JSON.parse(metadata) as unknown };
  } catch {
    return value; // not JSON: written by something else; leave it as it is
  }
}

/** check-slug and update say "Organization slug already taken"; Gatehouse says "slug is taken". */
export const slugTakenWording: AfterHook = {
  matcher: (ctx: HookContext) => ctx.path === "/organization/check-slug" || ctx.path === "/organization/update",
  handler: createAuthMiddleware(async (ctx) => {
    const returned: unknown = ctx.context.returned;
    if (isAPIError(returned) && codeOf(returned) === "ORGANIZATION_SLUG_ALREADY_TAKEN") {
      throw new APIError("BAD_REQUEST", { code: "ORGANIZATION_SLUG_ALREADY_TAKEN", message: "slug is taken" });
    }
  }),
};

/**
 * list-teams refuses a non-member with "You are not allowed to access this organization as an
 * owner", create-team with "You are not allowed to invite users to this organization" (which is
 * about invitations); both are "You are not a member of this organization". (An
 * after hook can change an error's body, not its status: status fixes are made before the route.)
 */
export const nonMemberWording: AfterHook = {
  matcher: (ctx: HookContext) => ctx.path === "/organization/list-teams" || ctx.path === "/organization/create-team",
  handler: createAuthMiddleware(async (ctx) => {
    const returned: unknown = ctx.context.returned;
    if (isAPIError(returned) && NON_MEMBER_CODES.has(String(codeOf(returned)))) {
      throw new APIError("FORBIDDEN", {
        code: "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION",
        message: "You are not a member of this organization",
      });
    }
  }),
};

/**
 * get-invitation refuses a missing, answered or expired invitation with "Invitation not found!"
 * (reject-invitation says it so too, invitation-transitions.ts); better-auth 1.7.25 words it as
 * accept and cancel do, without the exclamation mark. Same status and code.
 */
export const invitationNotFoundWording: AfterHook = {
  matcher: (ctx: HookContext) => ctx.path === "/organization/get-invitation",
  handler: createAuthMiddleware(async (ctx) => {
    const returned: unknown = ctx.context.returned;
    if (isAPIError(returned) && codeOf(returned) === "INVITATION_NOT_FOUND") {
      throw new APIError("BAD_REQUEST", { code: "INVITATION_NOT_FOUND", message: "Invitation not found!" });
    }
  }),
};

/** list, get-full-organization, get-organization, set-active and delete return metadata as text. */
export const metadataAsObject: AfterHook = {
  matcher: (ctx: HookContext) => RAW_ORGANIZATION_ROUTES.has(ctx.path ?? ""),
  handler: createAuthMiddleware(async (ctx) => {
    const returned: unknown = ctx.context.returned;
    if (returned === null || returned === undefined || isAPIError(returned)) return;
    // An organization, or a list of them (/organization/list).
    return ctx.json(withParsedMetadata(returned) as Record<string, unknown>);
  }),
};

/**
 * Leaving clears the organization from every session of the leaver, not only the
 * request's (no organizationHooks runs on leave; removal is afterRemoveMember in plugin.ts).
 */
export function leaveClearsEverySession(db: Kysely<DatabaseSchema>): AfterHook {
  return {
    matcher: (ctx: HookContext) => ctx.path === "/organization/leave",
    handler: createAuthMiddleware(async (ctx) => {
      if (isAPIError(ctx.context.returned)) return;
      const session = await getSessionFromCtx(ctx);
      const organizationId = (ctx.body as { organizationId?: unknown } | undefined)?.organizationId;
      if (session && typeof organizationId === "string")
        await clearActiveOrganization(db, session.user.id, organizationId);
    }),
  };
}
