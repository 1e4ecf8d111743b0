import { APIError, createAuthMiddleware, getAuthoritativeSessionFromCtx } from "better-auth/api";
import type { Executor } from "../../db/transaction.ts";
import type { BeforeHook } from "../departure-table.ts";
import { FRESH_SESSION_ROUTES } from "../routes/catalogue.ts";
import { wallClockNow as now } from "./authentication.ts";
import { authenticationOf, hasTwoFactor, STEP_UP_ERRORS, stepUpRefusal } from "./freshness.ts";

/**
 * The one rule of the catalogue's `freshSession` routes: a session whose person signed in (or
 * re-authenticated) longer than SESSION_FRESH_AGE ago is refused with 403 SESSION_NOT_FRESH, and
 * one whose account has two-factor on without a second factor within that time with 403
 * SECOND_FACTOR_NOT_FRESH — before the route writes anything. A request without a session (an API
 * key) is left to the route.
 */
export function freshSessionRule(db: Executor): BeforeHook {
  return {
    matcher: (ctx) => FRESH_SESSION_ROUTES.has(ctx.path ?? ""),
    handler: createAuthMiddleware(async (ctx) => {
      const signedIn = await getAuthoritativeSessionFromCtx(ctx);
      if (!signedIn) return;
      const refusal = stepUpRefusal(await authenticationOf(db, signedIn.session), {
        freshAgeSeconds: ctx.context.sessionConfig.freshAge,
        twoFactorEnabled: hasTwoFactor(signedIn.user),
        at: now(),
      });
      if (refusal) throw APIError.fromStatus("FORBIDDEN", STEP_UP_ERRORS[refusal]);
    }),
  };
}
