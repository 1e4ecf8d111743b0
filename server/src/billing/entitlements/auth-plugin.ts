import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import type { Db } from "../../db/transaction.ts";
import { type Entitlements, entitlementsQuery } from "./schemas.ts";
import { entitlementsOf, findSeller } from "./service.ts";

export const ENTITLEMENT_ERRORS = {
  SELLER_REQUIRED: "Name the seller (seller: its id or slug) or set ENTITLEMENTS_SELLER",
  SELLER_NOT_FOUND: "No organization has this id or slug",
} as const;

/**
 * `GET /api/auth/entitlements` (issue 22 item 3): what the signed-in user, and the session's
 * active organization, may do now under the seller's plans — active subscriptions, granted
 * benefits, the features their feature flags turn on, meter balances. The seller is
 * `?seller=<id or slug>`, else ENTITLEMENTS_SELLER. `authClient.entitlements()` with the
 * entitlementsClient plugin (client-plugin.ts) calls it.
 */
export function entitlementsPlugin(db: Db, defaultSeller: string | undefined) {
  return {
    id: "gatehouse-entitlements",
    endpoints: {
      entitlements: createAuthEndpoint(
        "/entitlements",
        { method: "GET", query: entitlementsQuery, use: [sessionMiddleware] },
        async (ctx) => {
          const named = ctx.query.seller ?? defaultSeller;
          if (!named)
            throw new APIError("BAD_REQUEST", { code: "SELLER_REQUIRED", message: ENTITLEMENT_ERRORS.SELLER_REQUIRED });
          const seller = await findSeller(db, named);
          if (!seller)
            throw new APIError("NOT_FOUND", { code: "SELLER_NOT_FOUND", message: ENTITLEMENT_ERRORS.SELLER_NOT_FOUND });
          const { user, session } = ctx.context.session;
          const active = (session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
          const answer: Entitlements = await entitlementsOf(db, seller, {
            userId: user.id,
            activeOrganizationId: active,
          });
          return ctx.json(answer);
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
