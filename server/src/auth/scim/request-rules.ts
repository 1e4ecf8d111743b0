import type { AuthContext, BetterAuthOptions, DBAdapter } from "better-auth";
import type { DeparturePart } from "../departure-table.ts";
import { scimErrorResponse, scimRefusalResponse } from "./scim-errors.ts";
import type { ScimRoutes } from "./scim-routes.ts";
import { searchAsList, searchedCollection } from "./search-request.ts";

const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

type Transactional = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;

/**
 * What Gatehouse answers for a SCIM request before better-auth routes it (RFC 7644):
 * - a path under `/scim/v2/` that is no SCIM route: 404, and a route's missing method: 405, both
 *   as SCIM errors (the router answers an empty 404);
 * - a request with a body, the directory's token first: a bad token is 401 whatever the body
 *   (the plugin reads and checks the body before the token). The token is checked again by the
 *   route: one more look-up per write, so that a refusal never depends on what the body said;
 * - `POST /Users/.search` and `/Groups/.search` (§3.4.3): the GET list with the SearchRequest's
 *   filter, paging and attributes.
 */
export function scimRequestRules(routes: ScimRoutes, transactional: Transactional): DeparturePart["onRequest"] {
  const tokenRefusal = async (request: Request, method: string, path: string, context: AuthContext) => {
    try {
      const adapter = transactional(context.options);
      await routes.tokenCheck({ headers: request.headers, method, path, context: { ...context, adapter } });
      return undefined;
    } catch (error) {
      return scimRefusalResponse(error);
    }
  };

  return async (request, context) => {
    const basePath = new URL(context.baseURL).pathname.replace(/\/+$/, "");
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${basePath}/scim/v2/`)) return;
    const path = url.pathname.slice(basePath.length);

    const collection = searchedCollection(path);
    if (collection && request.method === "POST") {
      const listPath = `/scim/v2/${collection}`;
      const refused = await tokenRefusal(request, "GET", listPath, context);
      if (refused) return { response: refused };
      const listing = await searchAsList(request, `${url.origin}${basePath}${listPath}`);
      return listing instanceof Response ? { response: listing } : { request: listing };
    }

    const route = routes.find(path);
    if (!route) return { response: scimErrorResponse(404, `There is no SCIM resource at ${path}`) };
    const method = request.method === "HEAD" ? "GET" : request.method;
    if (!route.methods.has(method)) {
      const allow = [...route.methods].join(", ");
      return {
        response: scimErrorResponse(405, `${request.method} is not supported at ${path}`, undefined, { allow }),
      };
    }
    if (route.needsToken && WITH_BODY.has(method)) {
      const refused = await tokenRefusal(request, method, path, context);
      if (refused) return { response: refused };
    }
  };
}
