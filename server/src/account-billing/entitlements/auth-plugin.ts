import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware, isAPIError, sessionMiddleware } from "better-auth/api";
import type { Db } from "../../db/transaction.ts";
import type { EntitlementsCache } from "./cache.ts";
import { type Entitlements, entitlementsQuery } from "./schemas.ts";
import { entitlementsOf, findSeller } from "./service.ts";

export const ENTITLEMENT_ERRORS = {
  SELLER_REQUIRED: "Name the seller (seller: its id or slug) or set ENTITLEMENTS_SELLER",
  SELLER_NOT_FOUND: "No organization has this id or slug",
} as const;

type GetSessionContext = { path?: string; query?: Record<string, unknown>; request?: Request };

/** `?entitlements=true` (or 1) on get-session, read from the request itself (the library strips unknown keys). */
function asksForEntitlements(ctx: GetSessionContext): string | undefined | false {
  const params = ctx.request ? new URL(ctx.request.url).searchParams : null;
  const flag = params?.get("entitlements") ?? ctx.query?.entitlements;
  if (flag !== "true" && flag !== "1" && flag !== true) return false;
  const seller = params?.get("seller") ?? ctx.query?.seller;
  return typeof seller === "string" && seller !== "" ? seller : undefined;
}

/**
 * `GET /api/auth/entitlements`: what the signed-in user, and the session's
 * active organization, may do now under the seller's plans — active subscriptions, granted
 * benefits, the features their feature flags turn on, meter balances. The seller is
 * `?seller=<id or slug>`, else ENTITLEMENTS_SELLER. `authClient.entitlements()` with the
 * entitlementsClient plugin (client-plugin.ts) calls it. get-session adds them as `entitlements`
 * when asked with `?entitlements=true` (and `seller`, else ENTITLEMENTS_SELLER; null without a
 * seller): such a request is not the fast path's (it takes plain flags only), so the plain
 * get-session stays as fast as it was.
 */
export function entitlementsPlugin(db: Db, defaultSeller: string | undefined, cache?: EntitlementsCache) {
  const sellerNamed = (named: string | undefined) => {
    const name = named ?? defaultSeller;
    return name ? findSeller(db, name) : Promise.resolve(null);
  };
  return {
    id: "gatehouse-entitlements",
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === "/get-session" && asksForEntitlements(ctx as GetSessionContext) !== false,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!returned || isAPIError(returned) || returned instanceof Response) return;
            const answer = returned as { user: { id: string }; session: { activeOrganizationId?: string | null } };
            const seller = await sellerNamed(asksForEntitlements(ctx as GetSessionContext) || undefined);
            const entitlements = seller
              ? await entitlementsOf(
                  db,
                  seller,
                  { userId: answer.user.id, activeOrganizationId: answer.session.activeOrganizationId ?? null },
                  cache,
                )
              : null;
            return ctx.json({ ...answer, entitlements });
          }),
        },
      ],
    },
    endpoints: {
      entitlements: createAuthEndpoint(
        "/entitlements",
        { method: "GET", query: entitlementsQuery, use: [sessionMiddleware] },
        async (ctx) => {
          if (!ctx.query.seller && !defaultSeller)
            throw new APIError("BAD_REQUEST", { code: "SELLER_REQUIRED", message: ENTITLEMENT_ERRORS.SELLER_REQUIRED });
          const seller = await sellerNamed(ctx.query.seller);
          if (!seller)
            throw new APIError("NOT_FOUND", { code: "SELLER_NOT_FOUND", message: ENTITLEMENT_ERRORS.SELLER_NOT_FOUND });
          const { user, session } = ctx.context.session;
          const active = (session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
          const answer: Entitlements = await entitlementsOf(
            db,
            seller,
            { userId: user.id, activeOrganizationId: active },
            cache,
          );
          return ctx.json(answer);
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
