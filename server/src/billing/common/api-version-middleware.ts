import type { MiddlewareHandler } from "hono";
import { API_VERSION_HEADER, API_VERSIONS, apiVersion } from "./api-version.ts";
import type { BillingEnv } from "./env.ts";
import { CommonErrors } from "./errors.ts";

/**
 * Reads `Polar-Version` once per request into `c.var.apiVersion`, and names the version back in
 * the answer's header, as Polar does. An unknown or malformed version is 404, as on Polar, whose
 * version middleware answers Not Found before any route runs (kit/versioning.py); the detail says
 * why, in the /v1 error shape.
 */
export function apiVersionMiddleware(): MiddlewareHandler<BillingEnv> {
  return async (c, next) => {
    const raw = c.req.header(API_VERSION_HEADER);
    if (raw === undefined || raw === "") {
      c.set("apiVersion", null);
      return next();
    }
    const parsed = apiVersion.safeParse(raw.trim());
    if (!parsed.success)
      throw CommonErrors.notFound(
        `Unknown API version in the ${API_VERSION_HEADER} header; supported: ${API_VERSIONS.join(", ")}`,
      );
    c.set("apiVersion", parsed.data);
    await next();
    c.header(API_VERSION_HEADER, parsed.data);
  };
}
