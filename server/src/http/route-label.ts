import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../kit/http-env.ts";

/** Each request's route template, for the access log and the metrics (a bounded set of labels). */
export type RouteLabels = WeakMap<IncomingMessage, string>;

export const UNMATCHED_ROUTE = "unmatched";

/**
 * A matcher from better-auth's endpoint paths (`/reset-password/:token`) to the template a
 * request path belongs to: `/api/auth/reset-password/:token`, never the token itself.
 */
export function authRouteMatcher(endpointPaths: readonly string[]): (path: string) => string {
  const exact = new Set<string>();
  const patterns: Array<{ pattern: RegExp; template: string }> = [];
  for (const path of new Set(endpointPaths)) {
    const template = `/api/auth${path}`;
    if (!path.includes(":")) exact.add(template);
    else
      patterns.push({
        pattern: new RegExp(`^${template.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}$`),
        template,
      });
  }
  return (path) => {
    if (exact.has(path)) return path;
    return patterns.find(({ pattern }) => pattern.test(path))?.template ?? "/api/auth/*";
  };
}

function routeLabel(c: Context<AppEnv>, authRoute: (path: string) => string): string {
  const path = c.req.path;
  if (path.startsWith("/api/auth/")) return authRoute(path);
  // The most specific route the path matched, even when a middleware answered before it (a 401).
  const template = [...matchedRoutes(c)].reverse().find((route) => !route.path.includes("*"))?.path;
  if (template) return template;
  if (path.startsWith("/v1/") || path.startsWith("/api/")) return UNMATCHED_ROUTE;
  // The web app's pages and assets, all served by one catch-all.
  return "web";
}

/** First middleware: records the route template of every request the app answers. */
export function labelRoutes(labels: RouteLabels, authRoute: (path: string) => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      await next();
    } finally {
      labels.set(c.env.incoming, routeLabel(c, authRoute));
    }
  };
}
