import { BASE_ERROR_CODES } from "@better-auth/core/error";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getAuthoritativeSessionFromCtx } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { z } from "zod";

const deleteUserBody = z.object({
  password: z.string().optional(),
  token: z.string().optional(),
  callbackURL: z.string().optional(),
});

/**
 * Gatehouse's account deletion, where stock better-auth 1.7 differs once a deletion mail is configured
 * (Gatehouse always has one: SMTP or the dev outbox):
 * - a correct password deletes at once ("User deleted"); stock would still only send the mail,
 *   so direct deletion could never happen;
 * - without a password, a session older than the fresh-age window is refused before any mail
 *   goes out; stock only checks freshness when no mail is configured.
 * A token in the body, a missing session or an invalid body fall through to the stock route.
 */
export function deleteUserPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-delete-user",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/delete-user",
          handler: createAuthMiddleware(async (ctx) => {
            const body = deleteUserBody.safeParse(ctx.body);
            if (!body.success || body.data.token) return;
            const session = await getAuthoritativeSessionFromCtx(ctx);
            if (!session) return;
            const { password } = body.data;

            if (password === undefined) {
              const freshAge = ctx.context.sessionConfig.freshAge * 1000;
              // The wall clock, as better-auth's own freshness check and the createdAt it wrote (kit/clock.ts).
              const age = Date.now() - new Date(session.session.createdAt).getTime();
              if (freshAge !== 0 && age >= freshAge)
                throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.SESSION_EXPIRED);
              return;
            }

            if (password.length > ctx.context.password.config.maxPasswordLength) {
              throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.PASSWORD_TOO_LONG);
            }
            const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
            if (!account?.password) throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.CREDENTIAL_ACCOUNT_NOT_FOUND);
            if (!(await ctx.context.password.verify({ hash: account.password, password }))) {
              throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.INVALID_PASSWORD);
            }
            const hooks = ctx.context.options.user?.deleteUser;
            await hooks?.beforeDelete?.(session.user, ctx.request);
            // Removes the user's sessions and accounts with the user.
            await ctx.context.internalAdapter.deleteUser(session.user.id);
            deleteSessionCookie(ctx);
            await hooks?.afterDelete?.(session.user, ctx.request);
            return ctx.json({ success: true, message: "User deleted" });
          }),
        },
      ],
    },
  };
}
