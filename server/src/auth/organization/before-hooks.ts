import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { invitationTransitions } from "./invitation-transitions.ts";
import { listQueryRules } from "./list-query-rules.ts";
import { removeMemberRules } from "./remove-member-rules.ts";

type Hooks = NonNullable<NonNullable<BetterAuthPlugin["hooks"]>["before"]>;
type HookContext = Parameters<Hooks[number]["matcher"]>[0];

const bodyField = (ctx: HookContext, name: string): unknown =>
  (ctx.body as Record<string, unknown> | undefined)?.[name];

/** Routes that need a session from a request but answer 400 before the library checks for one. */
const SESSION_FIRST = new Set(["/organization/remove-team", "/organization/list-user-invitations"]);

/**
 * Checks better-auth 1.7's organization routes make too late or not at all (SPEC §5, §6):
 * - remove-team and list-user-invitations without a session say "No active organization" or
 *   "Missing session headers" (400); SPEC §6: no session is UNAUTHORIZED.
 * - create-team accepts an empty name; SPEC §5: team name minimum length 1.
 * - remove-member: see remove-member-rules.ts; list-members' paging: list-query-rules.ts;
 *   reject-invitation and cancel-invitation: invitation-transitions.ts.
 * (accept-invitation's inviter check is the typed beforeAcceptInvitation hook, organization/plugin.ts.)
 */
export const organizationBeforeHooks: Hooks = [
  {
    matcher: (ctx: HookContext) => SESSION_FIRST.has(ctx.path ?? ""),
    handler: createAuthMiddleware(async (ctx) => {
      if (!ctx.request) return; // server calls may name the organization or email themselves
      if (!(await getSessionFromCtx(ctx)))
        throw new APIError("UNAUTHORIZED", { code: "UNAUTHORIZED", message: "Unauthorized" });
    }),
  },
  {
    matcher: (ctx: HookContext) => ctx.path === "/organization/create-team",
    handler: createAuthMiddleware(async (ctx) => {
      if (bodyField(ctx, "name") === "")
        throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: "Invalid body parameters" });
    }),
  },
  removeMemberRules,
  listQueryRules,
  ...invitationTransitions,
];
