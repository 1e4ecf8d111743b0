import type { AuthContext } from "better-auth";
import type { ScimProvider } from "./server-calls.ts";

/** The library's bearer-token middleware, called as better-call calls a middleware. */
export type TokenCheck = (ctx: {
  headers: Headers;
  method: string;
  path: string;
  context: AuthContext;
}) => Promise<unknown>;

type EndpointShape = { path?: string; options?: { method?: string | string[]; use?: unknown[]; body?: unknown } };
type Route = { segments: string[]; methods: Set<string>; needsToken: boolean };

/** A route's path template, split: `:name` matches one segment. */
const segmentsOf = (path: string) => path.split("/").slice(1);

const matches = (template: string[], path: string[]) =>
  template.length === path.length &&
  template.every((segment, i) => (segment.startsWith(":") ? (path[i] ?? "") !== "" : segment === path[i]));

/**
 * The SCIM plugin's routes, read from its endpoints: which paths exist, with which methods, and
 * which need the directory's token (every route but discovery, RFC 7644 §4). The token check is
 * the plugin's own middleware, taken from a route that uses it, so Gatehouse checks a token
 * exactly as the routes do.
 */
export function scimRoutes(provider: ScimProvider) {
  const endpoints = Object.values(provider.endpoints) as EndpointShape[];
  // The middleware a token-checked route runs and a discovery route does not.
  const common = (provider.endpoints.getSCIMSchemas as EndpointShape).options?.use ?? [];
  const tokenCheck = (provider.endpoints.listSCIMUsers as EndpointShape).options?.use?.find(
    (middleware) => !common.includes(middleware),
  );
  if (typeof tokenCheck !== "function") throw new Error("the SCIM plugin's token middleware was not found");
  const routes: Route[] = [];
  const bodies = new Map<string, unknown>();
  for (const { path, options } of endpoints) {
    if (!path?.startsWith("/scim/v2/")) continue;
    const methods = [options?.method ?? []].flat();
    for (const method of methods) if (options?.body) bodies.set(`${method} ${path}`, options.body);
    const needsToken = options?.use?.includes(tokenCheck) ?? false;
    const known = routes.find((route) => route.segments.join("/") === segmentsOf(path).join("/"));
    if (known) for (const method of methods) known.methods.add(method);
    else routes.push({ segments: segmentsOf(path), methods: new Set(methods), needsToken });
  }
  return {
    /** The route at `path` (relative to the auth base path), if any. */
    find: (path: string) => routes.find((route) => matches(route.segments, segmentsOf(path))),
    tokenCheck: tokenCheck as TokenCheck,
    /** The schema the route checks its body with (`path` as the route declares it, `/scim/v2/Users/:userId`). */
    bodySchema: (method: string, path: string) => bodies.get(`${method} ${path}`),
  };
}

export type ScimRoutes = ReturnType<typeof scimRoutes>;
