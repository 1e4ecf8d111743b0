import type { BetterAuthPlugin } from "better-auth";
import { APIError, createEmailVerificationToken, getSessionFromCtx } from "better-auth/api";
import { createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import type { AccountMail } from "./mail-hooks.ts";

const changeEmailBody = z.object({ newEmail: z.email(), callbackURL: z.string().optional() });

/**
 * SPEC §4/§5 email change, where it differs from stock better-auth 1.7:
 * - an address that belongs to another user is refused ("Couldn't update your email");
 * - a verified user confirms from the current address; using the link applies the change,
 *   resets emailVerified to false and mails a fresh verification link to the new address
 *   (the verify-email route's handling of a token carrying `updateTo` without a request type).
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
            const token = await createEmailVerificationToken(ctx.context.secret, session.user.email, newEmail, expiresIn);
            const callbackURL = encodeURIComponent(body.data.callbackURL || "/");
            const url = `${ctx.context.baseURL}/verify-email?token=${token}&callbackURL=${callbackURL}`;
            await sendMail("change-email", session.user, url, newEmail);
            return ctx.json({ status: true });
          }),
        },
      ],
    },
  };
}
