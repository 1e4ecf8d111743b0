import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import { requireRecentSignIn } from "../api-access/recent-sign-in.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import {
  createBodySchema,
  createResponseSchema,
  listQuerySchema,
  listResponseSchema,
  organizationAccessTokenSchema,
  updateBodySchema,
} from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["organization_access_tokens"];

const listRoute = billingRoute({
  method: "get",
  path: "/organization-access-tokens/",
  tags,
  summary: "List organization access tokens",
  request: { query: listQuerySchema },
  responses: { 200: jsonResponse(listResponseSchema, "The organization's live tokens.") },
});

const createTokenRoute = billingRoute({
  method: "post",
  path: "/organization-access-tokens/",
  tags,
  summary: "Create an organization access token (the token is returned once)",
  description:
    "With a session, only scopes your roles allow (`orders:read` needs `orders: [read]`; scopes Gatehouse does not enforce need `organizations: [write]`), else 403 NotPermitted naming the others. The token then acts within what your roles allow at each request, and stops (401) once you leave the organization. A token gives only scopes it holds, and its creator to the tokens it makes.",
  request: { body: jsonBody(createBodySchema) },
  responses: { 201: jsonResponse(createResponseSchema, "Token created.") },
});

const updateRoute = billingRoute({
  method: "patch",
  path: "/organization-access-tokens/{id}",
  tags,
  summary: "Update an organization access token",
  description: "New scopes are checked as at creation; the token keeps its creator.",
  request: { params: idParams, body: jsonBody(updateBodySchema) },
  responses: { 200: jsonResponse(organizationAccessTokenSchema, "Token updated.") },
});

const deleteRoute = billingRoute({
  method: "delete",
  path: "/organization-access-tokens/{id}",
  tags,
  summary: "Revoke an organization access token",
  request: { params: idParams },
  responses: { 204: noContent("Token revoked.") },
});

export function accessTokenRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("organization_access_tokens", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query.sorting, query), 200);
  });
  app.openapi(createTokenRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("organization_access_tokens", "write", body.organization_id);
    await requireRecentSignIn(access.principal);
    return c.json(await service.create(db, access, body), 201);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("organization_access_tokens", "write", c.req.query("organization_id"));
    return c.json(await service.update(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require("organization_access_tokens", "write", c.req.query("organization_id"));
    await service.revoke(db, access, c.req.valid("param").id);
    return c.body(null, 204);
  });
  return app;
}
