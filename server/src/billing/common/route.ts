import type { Hook } from "@hono/zod-openapi";
import { createRoute, OpenAPIHono, type RouteConfig, type z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { BillingEnv } from "./env.ts";
import { errorBodySchema } from "./errors.ts";
import { inputLocation, ValidationFailure, validationErrorBodySchema, zodIssuesToItems } from "./validation.ts";

/**
 * Route helpers: every /v1 endpoint is declared with `billingRoute` (zod schemas for params,
 * query, body and responses), so the same schemas validate requests, type handlers and make
 * /v1/openapi.json. A failed validation throws a ValidationFailure (422 with Polar's body).
 */

export const SECURITY: Array<Record<string, string[]>> = [{ access_token: [] }, { session: [] }];

const standardErrors = {
  401: {
    description: "Missing, unknown, expired or revoked credentials.",
    content: { "application/json": { schema: errorBodySchema } },
  },
  403: { description: "The caller may not do this.", content: { "application/json": { schema: errorBodySchema } } },
  404: {
    description: "Not found (or not visible to the caller).",
    content: { "application/json": { schema: errorBodySchema } },
  },
  422: { description: "Validation error.", content: { "application/json": { schema: validationErrorBodySchema } } },
} as const;

/** A body over the JSON body limit: refused by billing/routes.ts before the route runs. */
const bodyErrors = {
  413: {
    description: "The body is over the size limit.",
    content: { "application/json": { schema: errorBodySchema } },
  },
} as const;

/**
 * `billingRoute({ method: "get", path: "/organizations/{id}", request: { params: idParams }, responses: { 200: jsonResponse(Organization, "...") } })`:
 * adds the shared 401/403/404/422 responses (and 413 where a JSON body is taken) and the security requirement.
 */
export function billingRoute<const R extends Omit<RouteConfig, "security">>(config: R) {
  const routeConfig = { ...config, security: SECURITY, responses: { ...standardErrors, ...config.responses } };
  if (!config.request?.body?.required) return createRoute(routeConfig);
  const own = config.middleware === undefined ? [] : [config.middleware].flat();
  return createRoute({
    ...routeConfig,
    responses: { ...bodyErrors, ...routeConfig.responses },
    middleware: [requireBody, ...own],
  });
}

/**
 * A required JSON body that was not sent at all is 422 `["body"] Field required`, as Polar
 * answers: hono's json validator would otherwise validate `{}`, and an update whose fields are
 * all optional would pass as an empty change. (A body without a content type is a 415 → 422.)
 */
const requireBody: MiddlewareHandler<BillingEnv> = async (c, next) => {
  const length = c.req.header("content-length");
  const sent = (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
  if (!c.req.header("content-type") && !sent) throw ValidationFailure.at(["body"], "Field required", "missing");
  await next();
};

/** A required JSON body: without `required`, the validator would let a body-less request through as `{}`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } }, required: true } as const;
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

export const noContent = (description: string) => ({ description }) as const;

/** Every validation failure of a /v1 request: 422 `{ detail: [{ loc, msg, type }] }`. */
export const validationHook: Hook<unknown, BillingEnv, string, unknown> = (result) => {
  if (result.success) return;
  // @hono/zod-validator passes what the client sent as `data`, which zod 4's issues leave out.
  const input = "data" in result ? result.data : undefined;
  throw new ValidationFailure(zodIssuesToItems(inputLocation(result.target), result.error.issues, input));
};

/** A router for one domain's routes; `billing/routes.ts` mounts it under /v1. */
export function createBillingRouter(): OpenAPIHono<BillingEnv> {
  return new OpenAPIHono<BillingEnv>({ defaultHook: validationHook });
}
