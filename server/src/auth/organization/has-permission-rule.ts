import { createAuthMiddleware } from "better-auth/api";
import type { Executor } from "../../db/transaction.ts";
import type { BeforeHook } from "../departure-table.ts";
import { grantsOfRoles, type PermissionMap } from "../roles/permissions.ts";
import { callerOf } from "./role-rules.ts";

const isPermissionMap = (value: unknown): value is PermissionMap =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((actions) => Array.isArray(actions) && actions.every((a) => typeof a === "string"));

/**
 * has-permission answers by the union of the member's roles, as every route decides: better-auth
 * asks each role alone, so permissions spread over two roles ("billing,support") answer false
 * there while the routes allow them. A caller the library would refuse (no session, no
 * organization, not a member, a malformed body) gets the library's answer.
 */
export const hasPermissionByUnion = (db: Executor): BeforeHook => ({
  matcher: (ctx) => ctx.path === "/organization/has-permission",
  handler: createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    // Exactly one of the two, as the library's body schema says; anything else is its 400.
    if ((body.permissions === undefined) === (body.permission === undefined)) return;
    const wanted = body.permissions ?? body.permission;
    if (!isPermissionMap(wanted)) return;
    const caller = await callerOf(db, ctx);
    if (!caller || caller.roles.length === 0) return;
    const grants = await grantsOfRoles(db, caller.organizationId, caller.roles);
    return ctx.json({ error: null, success: grants.missingOf(wanted).length === 0 });
  }),
});
