import { appendQueryParams } from "@better-auth/core/utils/url";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, createEmailVerificationToken, getSessionFromCtx } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { z } from "zod";
import type { AccountMail } from "./mail-hooks.ts";

const changeEmailBody = z.object({ newEmail: z.email(), callbackURL: z.string().optional() });
const verifyEmailQuery = z.object({ token: z.string(), callbackURL: z.string().optional() });
const changeClaims = z.object({ email: z.string(), updateTo: z.string() });

/**
 * Gatehouse's email change, where it differs from stock better-auth 1.7:
 * - an address that belongs to another user is refused ("Couldn't update your email");
 * - a verified user confirms from the current address; using the link applies the change,
 *   resets emailVerified to false and mails a fresh verification link to the new address
 *   (the verify-email route's handling of a token carrying `updateTo` without a request type);
 * - if the new address was taken by someone else between the request and the link, the link
 *   is refused like any other unusable token (verify-email has no error code of its own for it)
 *   instead of failing on the unique email index with a 500;
 * - a link whose current address no longer belongs to anyone (it was used already, or the
 *   account is gone) is refused as user_not_found, as before the library bound links to user
 *   ids: it now calls a used link an invalid token.
 * The link carries the user's id, as the library's own change-email links do: verify-email
 * refuses a change link that does not name the user it was mailed to.
 * Unverified users fall through to the stock route, which changes the email at once.
 */
export function changeEmailPlugin(sendMail: AccountMail): BetterAuthPlugin {
  return {
    id: "gatehouse-change-email",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/change-email",
          handler: createAuthMiddleware(async (ctx) => {
            const body = changeEmailBody.safeParse(ctx.body);
            if (!body.success) return; // the route's own validation answers
            const session = await getSessionFromCtx(ctx);
            if (!session) return;
            const newEmail = body.data.newEmail.toLowerCase();
            if (newEmail === session.user.email) return;
            const owner = await ctx.context.internalAdapter.findUserByEmail(newEmail);
            if (owner && owner.user.id !== session.user.id) {
              throw APIError.fromStatus("BAD_REQUEST", { message: "Couldn't update your email" });
            }
            if (!session.user.emailVerified) return;
            const expiresIn = ctx.context.options.emailVerification?.expiresIn;
            const token = await createEmailVerificationToken(
              ctx.context.secret,
              session.user.email,
              newEmail,
              expiresIn,
              { userId: session.user.id },
            );
            const callbackURL = encodeURIComponent(body.data.callbackURL || "/");
            const url = `${ctx.context.baseURL}/verify-email?token=${token}&callbackURL=${callbackURL}`;
            await sendMail("change-email", session.user, url, { newEmail });
            return ctx.json({ status: true });
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/verify-email",
          handler: createAuthMiddleware(async (ctx) => {
            const query = verifyEmailQuery.safeParse(ctx.query);
            if (!query.success) return;
            const { token, callbackURL } = query.data;
            // An untrusted callbackURL is for the route's origin check to refuse; never redirect there.
            if (callbackURL && !ctx.context.isTrustedOrigin(callbackURL, { allowRelativePaths: true })) return;
            const claims = changeClaims.safeParse(await verifyJWT(token, ctx.context.secret));
            if (!claims.success) return; // not a change-email token, or not a valid one: the route answers
            const { internalAdapter } = ctx.context;
            const [requester, target] = await Promise.all([
              internalAdapter.findUserByEmail(claims.data.email.toLowerCase()),
              internalAdapter.findUserByEmail(claims.data.updateTo.toLowerCase()),
            ]);
            // Back to callbackURL with Gatehouse's lower-case error, or 401 with the library's code.
            // Thrown before the route, so the error-code after hooks never see it.
            const refusal = (error: string, code: string, message: string) =>
              callbackURL
                ? ctx.redirect(appendQueryParams(callbackURL, new URLSearchParams({ error })))
                : APIError.fromStatus("UNAUTHORIZED", { code, message });
            if (!requester) throw refusal("user_not_found", "USER_NOT_FOUND", "User not found");
            if (!target || target.user.id === requester.user.id) return;
            throw refusal("invalid_token", "INVALID_TOKEN", "invalid token");
          }),
        },
      ],
    },
  };
}
