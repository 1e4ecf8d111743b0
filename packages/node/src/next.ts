import type { EntitlementHolder } from "./entitlements.ts";
import type { Guard } from "./guard.ts";
import type { GatehouseAuth } from "./types.ts";

/**
 * A route handler whose context is Next's own (`params`) plus `auth`, the verified identity. The
 * wrapped handler takes Next's context alone.
 */
export type GuardedRouteHandler<Context extends { auth: GatehouseAuth }> = (
  request: Request,
  context: Context,
) => Response | Promise<Response>;

export interface WithGatehouseOptions {
  /** A feature (or product id) the request's user or active organization must hold; 403 otherwise. */
  entitlement?: string;
  /** Whose entitlements count (default: the active organization's, else the user's). */
  from?: EntitlementHolder;
}

/** Wraps a Next.js (or any Fetch) route handler: 401/403/503 JSON before it, the identity for it. */
export function guardedRoute<Context extends { auth: GatehouseAuth }>(
  guard: Guard,
  handler: GuardedRouteHandler<Context>,
  options: WithGatehouseOptions = {},
): (request: Request, context: Omit<Context, "auth">) => Promise<Response> {
  const rule = { feature: options.entitlement, from: options.from };
  return async (request, context) => {
    const { auth, denial } = await guard(request, rule);
    if (denial) return Response.json(denial.body, { status: denial.status, headers: denial.headers });
    // Next's context with the identity added is the handler's context; TypeScript cannot see that through Omit.
    return handler(request, { ...context, auth } as Context);
  };
}
