import type { HttpBindings } from "@hono/node-server";
import type { Access } from "../api-access/access.ts";

/** Hono environment of the /v1 routers: Node bindings plus the caller, resolved once per request. */
export type BillingEnv = { Bindings: HttpBindings; Variables: { access: Access } };
