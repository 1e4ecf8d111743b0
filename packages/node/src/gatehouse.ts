import type { MiddlewareHandler } from "hono";
import { createBearerVerifier } from "./bearer.ts";
import { type EntitlementOptions, hasEntitlement } from "./entitlements.ts";
import { GatehouseTokenError } from "./errors.ts";
import { type NodeMiddleware, nodeGuard } from "./express.ts";
import { type Authentication, createGuard } from "./guard.ts";
import { type GatehouseEnv, honoGuard } from "./hono.ts";
import { type GuardedRouteHandler, guardedRoute, type WithGatehouseOptions } from "./next.ts";
import { createSessionChecker, gatehouseCookies } from "./session.ts";
import type { GatehouseAuth } from "./types.ts";
import { type GatehouseWebhookEvent, verifyWebhook, type WebhookHeaders } from "./webhooks.ts";

export interface GatehouseOptions {
  /** Where the app reaches Gatehouse, e.g. `https://accounts.example.com` (its JWKS and get-session are below it). */
  baseUrl: string;
  /**
   * The issuer every JWT must name: Gatehouse's BASE_URL. Defaults to `baseUrl`; set it when the
   * app reaches Gatehouse at another address (an internal one) than its public BASE_URL.
   */
  issuer?: string;
  /** The audience every JWT must name. Gatehouse signs for its BASE_URL, the default (the issuer). */
  audience?: string;
  /** The fetch used for the JWKS and get-session (default: the global fetch). */
  fetch?: typeof fetch;
  /** How long fetched signing keys are used before they are fetched again (default 10 minutes). */
  jwksCacheMs?: number;
}

export interface Gatehouse {
  /** Who sent the request, or why not: signed in, signed out, or a refused bearer token. */
  authenticate(request: Request): Promise<Authentication>;
  /** Who sent the request; null when nobody is signed in or the bearer token is refused. */
  verifyRequest(request: Request): Promise<GatehouseAuth | null>;
  /** Whether the user or the active organization holds a feature (or a product id). */
  hasEntitlement(auth: GatehouseAuth, feature: string, options?: EntitlementOptions): boolean;
  /** Hono middleware: 401 unless signed in; `c.get("gatehouse")` for the handlers after it. */
  requireAuth(): MiddlewareHandler<GatehouseEnv>;
  /** Hono middleware: 401 unless signed in, 403 unless the feature holds. */
  requireEntitlement(feature: string, options?: EntitlementOptions): MiddlewareHandler<GatehouseEnv>;
  /** Express/Connect middlewares: the same guards, the identity on `request.gatehouse`. */
  express: {
    requireAuth(): NodeMiddleware;
    requireEntitlement(feature: string, options?: EntitlementOptions): NodeMiddleware;
  };
  /** A Next.js route handler (or any `(Request) => Response`) behind the guards; the identity as `context.auth`. */
  withGatehouse<Context extends { auth: GatehouseAuth }>(
    handler: GuardedRouteHandler<Context>,
    options?: WithGatehouseOptions,
  ): (request: Request, context: Omit<Context, "auth">) => Promise<Response>;
  /** Checks a webhook delivery's signature (see the standalone verifyWebhook). */
  verifyWebhook(body: string | Uint8Array, headers: WebhookHeaders, secret: string): GatehouseWebhookEvent;
}

/** `Authorization: Bearer <token>`: the token, "" for an empty one, null without a bearer credential. */
function bearerToken(request: Request): string | null {
  const match = /^Bearer(?:\s+(.*))?$/i.exec(request.headers.get("authorization")?.trim() ?? "");
  return match ? (match[1]?.trim() ?? "") : null;
}

/**
 * Trust Gatehouse in a Node server: a bearer JWT (from `/api/auth/token`) is verified offline
 * against Gatehouse's JWKS; without one, the request's Gatehouse session cookie is checked by
 * Gatehouse's get-session. A bearer token, when given, decides alone: a refused one is not
 * rescued by a cookie.
 */
export function createGatehouse(options: GatehouseOptions): Gatehouse {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const issuer = options.issuer ?? baseUrl;
  const verifyBearer = createBearerVerifier({
    jwksUrl: new URL(`${baseUrl}/api/auth/jwks`),
    issuer,
    audience: options.audience ?? issuer,
    fetch: options.fetch,
    jwksCacheMs: options.jwksCacheMs,
  });
  const checkSession = createSessionChecker(
    new URL(`${baseUrl}/api/auth/get-session?entitlements=true`),
    options.fetch,
  );

  const authenticate = async (request: Request): Promise<Authentication> => {
    const token = bearerToken(request);
    if (token !== null) {
      if (token === "") return { status: "refused", error: new GatehouseTokenError("malformed") };
      try {
        return { status: "signed-in", auth: await verifyBearer(token) };
      } catch (error) {
        if (error instanceof GatehouseTokenError) return { status: "refused", error };
        throw error;
      }
    }
    const cookie = gatehouseCookies(request.headers.get("cookie"));
    const auth = cookie ? await checkSession(cookie) : null;
    return auth ? { status: "signed-in", auth } : { status: "signed-out" };
  };
  const guard = createGuard(authenticate);

  return {
    authenticate,
    verifyRequest: async (request) => {
      const outcome = await authenticate(request);
      return outcome.status === "signed-in" ? outcome.auth : null;
    },
    hasEntitlement,
    requireAuth: () => honoGuard(guard, {}),
    requireEntitlement: (feature, entitlementOptions) => honoGuard(guard, { ...entitlementOptions, feature }),
    express: {
      requireAuth: () => nodeGuard(guard, {}),
      requireEntitlement: (feature, entitlementOptions) => nodeGuard(guard, { ...entitlementOptions, feature }),
    },
    withGatehouse: (handler, routeOptions) => guardedRoute(guard, handler, routeOptions),
    verifyWebhook,
  };
}
