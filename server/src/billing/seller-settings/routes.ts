import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { OrganizationErrors } from "./errors.ts";
import {
  createBodySchema,
  listQuerySchema,
  listResponseSchema,
  organizationSchema,
  updateBodySchema,
} from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["organizations"];

const listRoute = billingRoute({
  method: "get",
  path: "/organizations/",
  tags,
  summary: "List organizations",
  request: { query: listQuerySchema },
  responses: { 200: jsonResponse(listResponseSchema, "The caller's organization.") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/organizations/{id}",
  tags,
  summary: "Get an organization",
  request: { params: idParams },
  responses: { 200: jsonResponse(organizationSchema, "The organization.") },
});

const updateRoute = billingRoute({
  method: "patch",
  path: "/organizations/{id}",
  tags,
  summary: "Update an organization (records organization.updated)",
  request: { params: idParams, body: jsonBody(updateBodySchema) },
  responses: { 200: jsonResponse(organizationSchema, "The updated organization.") },
});

const createRoute = billingRoute({
  method: "post",
  path: "/organizations/",
  tags,
  summary: "Create an organization (not with the billing API: 403 CannotCreateOrganizationError)",
  request: { body: jsonBody(createBodySchema) },
  responses: { 201: jsonResponse(organizationSchema, "Never answered: see the summary.") },
});

export function organizationRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("organizations", "read", query.organization_id);
    return c.json(await service.list(db, access, query, query), 200);
  });
  // The path's organization is the one acted on: a session must be its member, a token must be its own.
  // Polar creates organizations for a user only, never for a caller bound to one organization.
  // Every /v1 caller is bound to one (a token is its organization's, a session acts on one), and
  // a Gatehouse organization is created by its user through the account API
  // (POST /api/auth/organization/create), which makes them its owner: 403 here, as Polar answers.
  app.openapi(createRoute, async () => {
    throw OrganizationErrors.CANNOT_CREATE();
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("organizations", "read", c.req.valid("param").id);
    return c.json(await service.get(db, access), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("organizations", "write", c.req.valid("param").id);
    return c.json(await service.update(db, access, c.req.valid("json")), 200);
  });
  return app;
}
