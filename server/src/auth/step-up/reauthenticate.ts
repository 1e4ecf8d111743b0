import { BASE_ERROR_CODES } from "@better-auth/core/error";
import { APIError, createAuthEndpoint, sensitiveSessionMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import type { Executor } from "../../db/transaction.ts";
import { type IdentityAuditSink, NO_AUDIT } from "../audit-sink.ts";
import { firstFactor, wallClockNow as now, type SessionAuthentication, withSecondFactor } from "./authentication.ts";
import { authenticationOf, hasTwoFactor, stepUpRefusal } from "./freshness.ts";
import { verifyPasskeyOf } from "./passkey-reauthentication.ts";
import { recordRefusedReauthentication } from "./refusal-audit.ts";
import { saveSessionAuthentication } from "./repository.ts";
import { spendBackupCode, totpCodeMatches } from "./second-factor.ts";

const REAUTH_ERRORS = {
  TWO_FACTOR_NOT_ENABLED: { code: "TWO_FACTOR_NOT_ENABLED", message: "Two factor isn't enabled" },
  INVALID_CODE: { code: "INVALID_CODE", message: "Invalid code" },
} as const;

/** The password, or a passkey assertion (what the browser's WebAuthn call answers). */
const reauthenticateBody = z
  .object({ password: z.string().min(1).optional(), passkey: z.record(z.string(), z.unknown()).optional() })
  .refine((body) => (body.password === undefined) !== (body.passkey === undefined), {
    message: "Give the password or a passkey",
  });
const secondFactorBody = z.object({
  code: z.string().min(1).max(64),
  /** A code of the authenticator app (`totp`), or one of the backup codes. */
  method: z.enum(["totp", "backup-code"]).default("totp"),
});

type Answer = { authTime: string; amr: string[]; secondFactorRequired: boolean };

function answerOf(
  authentication: SessionAuthentication,
  rule: { freshAgeSeconds: number; twoFactorEnabled: boolean },
): Answer {
  const refusal = stepUpRefusal(authentication, { ...rule, at: now() });
  return {
    authTime: authentication.authTime.toISOString(),
    amr: authentication.amr,
    secondFactorRequired: refusal === "SECOND_FACTOR_NOT_FRESH",
  };
}

/**
 * `POST /reauthenticate` `{ password }` or `{ passkey }`: the signed-in person proves who they are
 * again. The session's auth_time becomes now and its methods `pwd`, or the passkey's (a second
 * factor given earlier keeps its time; a user-verified passkey is one); its `createdAt`, better-auth's own measure of freshness (list-sessions, unlink-account,
 * passkey registration), is renewed with it and the cookie cache re-issued. Answers whether a second
 * factor is still needed (`secondFactorRequired`: two-factor on, none given within SESSION_FRESH_AGE).
 */
export function reauthenticateEndpoint(db: Executor, recordAudit: IdentityAuditSink = NO_AUDIT) {
  return createAuthEndpoint(
    "/reauthenticate",
    { method: "POST", body: reauthenticateBody, use: [sensitiveSessionMiddleware] },
    async (ctx) => {
      const { session, user } = ctx.context.session;
      const { password, passkey } = ctx.body;
      const methods = passkey ? await verifyPasskeyOf(ctx, user.id, passkey) : ["pwd" as const];
      if (password !== undefined) {
        if (password.length > ctx.context.password.config.maxPasswordLength)
          throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.PASSWORD_TOO_LONG);
        const account = await ctx.context.internalAdapter.findCredentialAccount(user.id);
        if (!account?.password) throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.CREDENTIAL_ACCOUNT_NOT_FOUND);
        if (!(await ctx.context.password.verify({ hash: account.password, password }))) {
          await recordRefusedReauthentication(recordAudit, ctx, user, { methods: ["pwd"], reason: "INVALID_PASSWORD" });
          throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.INVALID_PASSWORD);
        }
      }

      const previous = await authenticationOf(db, session);
      const proved = firstFactor(methods, now());
      // A second factor given earlier keeps its time; a user-verified passkey is one now.
      const authentication = { ...proved, secondFactorAt: proved.secondFactorAt ?? previous.secondFactorAt };
      await saveSessionAuthentication(db, session.id, authentication);
      const renewed = await ctx.context.internalAdapter.updateSession(session.token, { createdAt: new Date() });
      await setSessionCookie(ctx, { session: { ...session, ...renewed }, user });
      return ctx.json(
        answerOf(authentication, {
          freshAgeSeconds: ctx.context.sessionConfig.freshAge,
          twoFactorEnabled: hasTwoFactor(user),
        }),
      );
    },
  );
}

/**
 * `POST /reauthenticate/second-factor` `{ code, method? }`: the signed-in person gives their second
 * factor again (a TOTP code, or a backup code, which is used up). The session's second_factor_at
 * becomes now and its methods gain `otp` and `mfa`.
 */
export function reauthenticateSecondFactorEndpoint(db: Executor, recordAudit: IdentityAuditSink = NO_AUDIT) {
  return createAuthEndpoint(
    "/reauthenticate/second-factor",
    { method: "POST", body: secondFactorBody, use: [sensitiveSessionMiddleware] },
    async (ctx) => {
      const { session, user } = ctx.context.session;
      if (!hasTwoFactor(user)) throw APIError.fromStatus("BAD_REQUEST", REAUTH_ERRORS.TWO_FACTOR_NOT_ENABLED);
      const key = ctx.context.secretConfig;
      const { code, method } = ctx.body;
      const passed =
        method === "totp"
          ? await totpCodeMatches(db, key, user.id, code)
          : await spendBackupCode(db, key, user.id, code);
      if (!passed) {
        await recordRefusedReauthentication(recordAudit, ctx, user, { methods: ["otp"], reason: "INVALID_CODE" });
        throw APIError.fromStatus("BAD_REQUEST", REAUTH_ERRORS.INVALID_CODE);
      }

      const authentication = withSecondFactor(await authenticationOf(db, session), ["otp"], now());
      await saveSessionAuthentication(db, session.id, authentication);
      return ctx.json(
        answerOf(authentication, { freshAgeSeconds: ctx.context.sessionConfig.freshAge, twoFactorEnabled: true }),
      );
    },
  );
}
