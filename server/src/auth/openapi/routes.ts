import { Hono } from "hono";
import type { AppEnv } from "../../kit/http-env.ts";
import type { AuthOpenApiDocument } from "./document.ts";

/** Where the auth routes' OpenAPI document is served, beside the billing API's /v1/openapi.json. */
export const AUTH_OPENAPI_PATH = "/api/auth/openapi.json";

/**
 * GET /api/auth/openapi.json: the OpenAPI document of the routes under /api/auth
 * (auth/openapi/document.ts). Mounted before the auth handler, which would answer 404 for it.
 */
export function authOpenApiRoutes(document: () => Promise<AuthOpenApiDocument>): Hono<AppEnv> {
  return new Hono<AppEnv>().get(AUTH_OPENAPI_PATH, async (c) => c.json(await document()));
}
