import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { BeforeHook } from "../departure-table.ts";

type HookContext = Parameters<BeforeHook["matcher"]>[0];

const bodyField = (ctx: HookContext, name: string): unknown =>
  (ctx.body as Record<string, unknown> | undefined)?.[name];

/** Routes that need a session from a request but answer 400 before the library checks for one. */
const SESSION_FIRST = new Set(["/organization/remove-team", "/organization/list-user-invitations"]);

/**
 * remove-team and list-user-invitations without a session say "No active organization" or
 * "Missing session headers" (400); no session is 401 UNAUTHORIZED, as on every other route.
 */
export const sessionFirstHook: BeforeHook = {
  matcher: (ctx: HookContext) => SESSION_FIRST.has(ctx.path ?? ""),
  handler: createAuthMiddleware(async (ctx) => {
    if (!ctx.request) return; // server calls may name the organization or email themselves
    if (!(await getSessionFromCtx(ctx)))
      throw new APIError("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "Unauthorized" });
  }),
};

/**
 * create-team accepts an empty name; a team name must be at least 1 character. A path hook, not
 * the typed beforeCreateTeam: that one runs after the permission checks, and a malformed body is
 * answered first (400 before 403).
 */
export const teamNameHook: BeforeHook = {
  matcher: (ctx: HookContext) => ctx.path === "/organization/create-team",
  handler: createAuthMiddleware(async (ctx) => {
    if (bodyField(ctx, "name") === "")
      throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: "Invalid body parameters" });
  }),
};
