import { type AuthContext, generateId, type User } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { CLIENT_IP_HEADER } from "../../http/client-ip.ts";
import { now } from "../../kit/time.ts";
import { DEFAULT_RESET_REDIRECT } from "../account/password-reset-plugin.ts";
import type { IdentityAuditSink } from "../audit-sink.ts";
import { NEW_DEVICE_ERRORS } from "./errors.ts";
import { consumeNotMeToken } from "./not-me-token.ts";
import { notMeBodySchema } from "./schemas.ts";

/**
 * Starts a password reset as `POST /request-password-reset` does (its verification row, its link
 * to the library's `/reset-password/:token` with the web app's page as callback, the configured
 * reset mail), for an account already known, without the request's email.
 */
async function startPasswordReset(context: AuthContext, user: User, request: Request | undefined) {
  const options = context.options.emailAndPassword;
  const send = options?.sendResetPassword;
  if (!send) return;
  const lifetimeSeconds = options?.resetPasswordTokenExpiresIn ?? 3600;
  const token = generateId(24);
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(now().getTime() + lifetimeSeconds * 1000),
  });
  const url = `${context.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent(DEFAULT_RESET_REDIRECT)}`;
  await send({ user, url, token }, request);
}

/**
 * `POST /new-device/not-me {token}`: the person who got a new-device alert says the sign-in was
 * not theirs. The token (single use, 7 days) is used up first, so a refused request changes
 * nothing; then every session of the account is signed out, a password reset is mailed, and the
 * audit log records `user.not_me_reported`. A POST, not the mailed link itself: mail scanners
 * open links.
 */
export function notMeEndpoint(recordAudit: IdentityAuditSink) {
  return createAuthEndpoint("/new-device/not-me", { method: "POST", body: notMeBodySchema }, async (ctx) => {
    const userId = await consumeNotMeToken(ctx.context.internalAdapter, ctx.body.token);
    const user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null;
    if (!user) throw APIError.from("BAD_REQUEST", NEW_DEVICE_ERRORS.INVALID_NOT_ME_TOKEN);
    await ctx.context.internalAdapter.deleteUserSessions(user.id);
    await startPasswordReset(ctx.context, user, ctx.request);
    await recordAudit({
      organizationId: null,
      actor: { type: "user", id: user.id, email: user.email },
      action: "user.not_me_reported",
      target: { type: "user", id: user.id },
      ipAddress: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
      userAgent: ctx.headers?.get("user-agent") ?? null,
    });
    return ctx.json({ success: true });
  });
}
