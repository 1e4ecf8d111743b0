import type { OpenAPIHono } from "@hono/zod-openapi";
import type { BillingEnv } from "../common/env.ts";

/**
 * Who may call a /v1 route, declared where the route is defined:
 * - `caller`: an organization access token or a session (`access/middleware.ts` authenticates
 *   before the handler; `c.var.access.require` then checks the organization and the scope);
 * - `customer`: the customer portal's own authentication (customer sessions, `customer-portal/auth.ts`);
 * - `public`: no credentials (a checkout's client secret, a signed URL or a license key is the credential).
 *
 * OpenAPI routes declare it with their `security` requirement (the document and the check come
 * from one declaration): none (`[]`) is public, `customer_session` is customer, anything else is
 * caller (`billingRoute`'s default). Routes outside the document declare it with `declareRoute`.
 */
export type RouteAccess = "caller" | "customer" | "public";

/** A declared path, relative to /v1, in OpenAPI (`{id}`) or Hono (`:id`) syntax; a trailing `*` matches a prefix. */
export type RouteDeclaration = {
  path: string;
  access: RouteAccess;
  /** The body streams to the handler (file parts): no JSON body limit. */
  streamedBody?: true;
};

const plainDeclarations = new WeakMap<OpenAPIHono<BillingEnv>, RouteDeclaration[]>();

/** Declares a route that is not in the OpenAPI document, next to its registration. */
export function declareRoute(router: OpenAPIHono<BillingEnv>, declaration: RouteDeclaration): void {
  plainDeclarations.set(router, [...(plainDeclarations.get(router) ?? []), declaration]);
}

/** Mounts a child router into a parent, its plain declarations with it (OpenAPI routes carry theirs). */
export function mountRouter(parent: OpenAPIHono<BillingEnv>, child: OpenAPIHono<BillingEnv>): void {
  parent.route("/", child);
  for (const declaration of plainDeclarations.get(child) ?? []) declareRoute(parent, declaration);
}

type Security = ReadonlyArray<Record<string, readonly string[]>> | undefined;

function accessOfSecurity(security: Security): RouteAccess {
  if (security === undefined) return "caller";
  if (security.length === 0) return "public";
  return security.some((requirement) => "customer_session" in requirement) ? "customer" : "caller";
}

/** Every route's declaration of one domain router: its OpenAPI routes and its plain ones. */
export function declarationsOf(router: OpenAPIHono<BillingEnv>): RouteDeclaration[] {
  const documented = router.openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === "route"
      ? [{ path: definition.route.path, access: accessOfSecurity(definition.route.security) }]
      : [],
  );
  return [...documented, ...(plainDeclarations.get(router) ?? [])];
}

type CompiledDeclaration = RouteDeclaration & { pattern: RegExp };

function compile(basePath: string, declaration: RouteDeclaration): CompiledDeclaration {
  const prefix = declaration.path.endsWith("*");
  const segments = (prefix ? declaration.path.slice(0, -1) : declaration.path)
    .split("/")
    .map((segment) => (/^\{[^}]+\}$|^:\w+$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return { ...declaration, pattern: new RegExp(`^${basePath}${segments.join("/")}${prefix ? "" : "$"}`) };
}

/**
 * The declarations of every mounted router, matched by path. A path that any route declares
 * public or customer skips the caller authentication (methods are not told apart, so a path
 * answers the same whatever the method: an unknown method there is the router's 404); an
 * undeclared path is `caller` (without credentials 401, with them 404).
 */
export class RouteAccessTable {
  private readonly declarations: CompiledDeclaration[];

  constructor(basePath: string, routers: readonly OpenAPIHono<BillingEnv>[]) {
    this.declarations = routers.flatMap((router) => declarationsOf(router).map((item) => compile(basePath, item)));
  }

  accessOf(path: string): RouteAccess {
    const matching = this.declarations.filter((declaration) => declaration.pattern.test(path));
    if (matching.some((declaration) => declaration.access === "public")) return "public";
    if (matching.some((declaration) => declaration.access === "customer")) return "customer";
    return "caller";
  }

  hasStreamedBody(path: string): boolean {
    return this.declarations.some((declaration) => declaration.streamedBody && declaration.pattern.test(path));
  }
}
