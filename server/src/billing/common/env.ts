import type { HttpBindings } from "@hono/node-server";
import type { Access } from "../api-access/access.ts";
import type { RequestedApiVersion } from "./api-version.ts";

/**
 * Hono environment of the /v1 routers: Node bindings plus the caller, resolved once per request,
 * and the API version it asked for (api-version.ts).
 */
export type BillingEnv = { Bindings: HttpBindings; Variables: { access: Access; apiVersion: RequestedApiVersion } };
