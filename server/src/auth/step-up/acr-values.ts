import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { Executor } from "../../db/transaction.ts";
import type { BeforeHook } from "../departure-table.ts";
import { authenticationOf, hasTwoFactor } from "./freshness.ts";
import { ACR_TWO_FACTORS, acrOf } from "./openid-claims.ts";

const requestedClasses = (query: unknown): string[] => {
  const acrValues = typeof query === "object" && query !== null && "acr_values" in query ? query.acr_values : null;
  return typeof acrValues === "string" ? acrValues.split(" ").filter(Boolean) : [];
};

/**
 * An authorization request whose `acr_values` asks for two factors, from a session that gave only
 * one while its person has two-factor on, signs in again first: the request goes on as with
 * `prompt=login`, and the two-factor sign-in it leads to reaches the class. A person without
 * two-factor cannot reach it: the flow goes on, and the ID token's `acr` says what was reached.
 */
export function twoFactorsOnRequest(db: Executor): BeforeHook {
  return {
    matcher: (ctx) => ctx.path === "/oauth2/authorize",
    handler: createAuthMiddleware(async (ctx) => {
      if (!requestedClasses(ctx.query).includes(ACR_TWO_FACTORS)) return;
      const signedIn = await getSessionFromCtx(ctx);
      if (!signedIn || !hasTwoFactor(signedIn.user)) return;
      if (acrOf(await authenticationOf(db, signedIn.session)) === ACR_TWO_FACTORS) return;
      const prompt = typeof ctx.query?.prompt === "string" ? ctx.query.prompt.split(" ") : [];
      return { context: { query: { ...ctx.query, prompt: [...new Set([...prompt, "login"])].join(" ") } } };
    }),
  };
}
