import { BASE_ERROR_CODES } from "@better-auth/core/error";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getAuthoritativeSessionFromCtx } from "better-auth/api";
import { z } from "zod";

/** Gatehouse's unlink body: the provider, and optionally which of its accounts. */
const unlinkByProviderBody = z.object({ providerId: z.string().min(1), accountId: z.string().min(1).optional() });

/**
 * Gatehouse's account shapes (docs/reference/auth-routes.md) next to better-auth 1.7's:
 * - POST /unlink-account takes { providerId, accountId? }, where 1.7 takes only the
 *   account row's id as { accountId }. A body with providerId is handled here with the
 *   stock rules (fresh session, last account kept); the 1.7 form still reaches the stock
 *   route, so the better-auth client keeps working.
 * - GET /list-accounts items carry a `provider` beside 1.7's `providerId`.
 * - POST /link-social answers { url, redirect, status } (1.7 leaves status out when redirecting).
 */
export function accountsPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-accounts",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/unlink-account",
          handler: createAuthMiddleware(async (ctx) => {
            const body = unlinkByProviderBody.safeParse(ctx.body);
            if (!body.success) return;
            const session = await getAuthoritativeSessionFromCtx(ctx);
            if (!session) throw APIError.from("UNAUTHORIZED", { message: "Unauthorized", code: "UNAUTHORIZED" });
            const freshAge = ctx.context.sessionConfig.freshAge * 1000;
            // The wall clock, as better-auth's own freshness check and the createdAt it wrote (kit/clock.ts).
            const age = Date.now() - new Date(session.session.createdAt).getTime();
            if (freshAge !== 0 && age >= freshAge) throw APIError.from("FORBIDDEN", BASE_ERROR_CODES.SESSION_NOT_FRESH);

            const { providerId, accountId } = body.data;
            const accounts = await ctx.context.internalAdapter.findAccounts(session.user.id);
            if (accounts.length === 1 && !ctx.context.options.account?.accountLinking?.allowUnlinkingAll) {
              throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.FAILED_TO_UNLINK_LAST_ACCOUNT);
            }
            // accountId is the provider's id for the account; the row id is accepted too.
            const account = accounts.find(
              (a) =>
                a.providerId === providerId &&
                (accountId === undefined || a.accountId === accountId || a.id === accountId),
            );
            if (!account) throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.ACCOUNT_NOT_FOUND);
            await ctx.context.internalAdapter.deleteAccount(account.id);
            return ctx.json({ status: true });
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/link-social",
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (typeof returned !== "object" || returned === null || !("url" in returned) || "status" in returned)
              return;
            return ctx.json({ ...returned, status: true });
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/list-accounts",
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (!Array.isArray(returned)) return;
            const items: unknown[] = returned;
            return ctx.json(items.map((item) => (isAccountItem(item) ? { ...item, provider: item.providerId } : item)));
          }),
        },
      ],
    },
  };
}

function isAccountItem(item: unknown): item is { providerId: string } {
  return typeof item === "object" && item !== null && "providerId" in item && typeof item.providerId === "string";
}
