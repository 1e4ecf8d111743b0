import { BASE_ERROR_CODES } from "@better-auth/core/error";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, accountInfo, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { z } from "zod";

/** Gatehouse's body of get-access-token and refresh-token: the provider, and optionally which of its accounts. */
const byProviderBody = z.object({
  providerId: z.string().min(1),
  accountId: z.string().min(1).optional(),
  userId: z.string().min(1).optional(),
});

type AccountRow = { id: string; providerId: string; accountId: string };
type AccountLookup = { context: { internalAdapter: { findAccounts(userId: string): Promise<AccountRow[]> } } };

/**
 * Gatehouse's provider-token routes (docs/reference/auth-routes.md) next to better-auth 1.7's:
 * - POST /get-access-token and /refresh-token take { providerId, accountId?, userId? };
 *   1.7 takes the account row's id as { accountId }. A providerId body is turned into the 1.7 one
 *   (accountId being the provider's id for the account, or the row id) and the stock route
 *   does the rest, refresh rule included; the 1.7 form reaches it untouched.
 * - POST /account-info { accountId } beside 1.7's GET /account-info?accountId=.
 */
export function providerTokensPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-provider-tokens",
    endpoints: {
      accountInfoByPost: createAuthEndpoint(
        "/account-info",
        { method: "POST", body: z.object({ accountId: z.string().min(1) }) },
        async (ctx) => {
          const session = await getSessionFromCtx(ctx);
          if (!session) throw APIError.from("UNAUTHORIZED", { message: "Unauthorized", code: "UNAUTHORIZED" });
          const account = await findAccount(
            ctx,
            session.user.id,
            (a) => a.id === ctx.body.accountId || a.accountId === ctx.body.accountId,
          );
          // The stock endpoint, called in-process with the row id it expects (and its own checks).
          const info: unknown = await accountInfo({
            ...ctx,
            method: "GET",
            body: undefined,
            query: { accountId: account.id },
            returnHeaders: false,
            returnStatus: false,
            asResponse: false,
          } as never);
          return ctx.json(info as Record<string, unknown>);
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/get-access-token" || ctx.path === "/refresh-token",
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = byProviderBody.safeParse(ctx.body);
            if (!parsed.success) return;
            const { providerId, accountId, userId } = parsed.data;
            const session = await getSessionFromCtx(ctx);
            if (!session && !userId)
              throw APIError.from("BAD_REQUEST", {
                message: "Either userId or session is required",
                code: "USER_ID_OR_SESSION_REQUIRED",
              });
            // A userId alone is for server-side calls; over HTTP it would let anyone read anyone's tokens.
            if (!session && ctx.request)
              throw APIError.from("UNAUTHORIZED", { message: "Unauthorized", code: "UNAUTHORIZED" });
            const ownerId = session?.user.id ?? userId!;
            const account = await findAccount(
              ctx,
              ownerId,
              (a) =>
                a.providerId === providerId &&
                (accountId === undefined || a.accountId === accountId || a.id === accountId),
            );
            // The stock route validates its own (strict) body shape after this hook.
            const body = ctx.body as Record<string, unknown>;
            for (const key of Object.keys(body)) delete body[key];
            body.accountId = account.id;
            if (userId !== undefined) body.userId = userId;
          }),
        },
      ],
    },
  };
}

async function findAccount(
  ctx: AccountLookup,
  userId: string,
  matches: (account: AccountRow) => boolean,
): Promise<AccountRow> {
  const accounts: AccountRow[] = await ctx.context.internalAdapter.findAccounts(userId);
  const account = accounts.find(matches);
  if (!account) throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.ACCOUNT_NOT_FOUND);
  return account;
}
