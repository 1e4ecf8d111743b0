import { createHash } from "node:crypto";
import { defineRequestState } from "@better-auth/core/context";
import { createAuthMiddleware } from "better-auth/api";
import { signJWT } from "better-auth/plugins/jwt";
import { decodeJwt } from "jose";
import type { Executor } from "../../db/transaction.ts";
import { toIso } from "../../kit/time.ts";
import type { AfterHook, BeforeHook } from "../departure-table.ts";
import type { SessionAuthentication } from "./authentication.ts";
import { authenticationOf } from "./freshness.ts";
import { findSessionsOf } from "./repository.ts";

/** Gatehouse's authentication context classes: a password or one other factor, and two factors. */
export const ACR_PASSWORD = "urn:gatehouse:acr:pwd";
export const ACR_TWO_FACTORS = "urn:gatehouse:acr:mfa";

/** The class a session's authentication reaches. */
export const acrOf = (authentication: SessionAuthentication): string =>
  authentication.amr.includes("mfa") ? ACR_TWO_FACTORS : ACR_PASSWORD;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The session the authorization code being redeemed was issued from (better-auth's request state). */
const codeSession = defineRequestState<string | null>(() => null);

/** The plugin's identifier of a stored authorization code: its SHA-256, base64url (`storeTokens: "hashed"`). */
const storedCodeIdentifier = (code: string) => createHash("sha256").update(code).digest("base64url");

/**
 * Before the plugin consumes an authorization code: notes the session it was issued from, which
 * the code's stored value names.
 */
export function noteCodeSession(): BeforeHook {
  return {
    matcher: (ctx) => ctx.path === "/oauth2/token",
    handler: createAuthMiddleware(async (ctx) => {
      const code: unknown = isObject(ctx.body) ? ctx.body.code : null;
      if (typeof code !== "string") return;
      const stored = await ctx.context.internalAdapter.findVerificationValue(storedCodeIdentifier(code));
      if (!stored) return;
      try {
        const value: unknown = JSON.parse(stored.value);
        if (isObject(value) && typeof value.sessionId === "string") await codeSession.set(value.sessionId);
      } catch {
        // Not a code's value: the plugin refuses it.
      }
    }),
  };
}

/**
 * The session an ID token speaks for: the code's, or (a refresh) the user's session whose sign-in
 * (its `createdAt`, which the plugin writes as `auth_time`) fell in that second.
 */
async function sessionOfIdToken(db: Executor, userId: string, authTime: number) {
  const sessions = await findSessionsOf(db, userId);
  const fromCode = await codeSession.get();
  if (fromCode) return sessions.find((session) => session.id === fromCode);
  return sessions.find((session) => Math.floor(new Date(toIso(session.createdAt)).getTime() / 1000) === authTime);
}

/**
 * ID tokens carry how the person authenticated: `amr` (RFC 8176) and `acr` (ACR_TWO_FACTORS with
 * two factors, ACR_PASSWORD otherwise) of the session the token was issued from. The plugin writes
 * `acr: "0"` and no `amr`, and drops both from custom claims, so the token endpoint's ID token is
 * signed again with them (the same key, every other claim unchanged).
 */
export function authenticationInIdTokens(db: Executor): AfterHook {
  return {
    matcher: (ctx) => ctx.path === "/oauth2/token",
    handler: createAuthMiddleware(async (ctx) => {
      const returned: unknown = ctx.context.returned;
      if (!isObject(returned) || typeof returned.id_token !== "string") return;
      const claims = decodeJwt(returned.id_token);
      if (typeof claims.sub !== "string" || typeof claims.auth_time !== "number") return;
      const session = await sessionOfIdToken(db, claims.sub, claims.auth_time);
      if (!session) return;
      const authentication = await authenticationOf(db, session);
      const jwtOptions = ctx.context.getPlugin("jwt")?.options;
      const idToken = await signJWT(ctx, {
        options: jwtOptions,
        payload: { ...claims, amr: authentication.amr, acr: acrOf(authentication) },
      });
      return ctx.json({ ...returned, id_token: idToken });
    }),
  };
}
