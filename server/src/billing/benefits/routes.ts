import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import { benefit, benefitCreate, benefitList, benefitListQuery, benefitUpdate } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["benefits"];

const listRoute = billingRoute({
  method: "get",
  path: "/benefits/",
  tags,
  summary: "List benefits",
  request: { query: benefitListQuery },
  responses: { 200: jsonResponse(benefitList, "The organization's benefits.") },
});

const createRoute = billingRoute({
  method: "post",
  path: "/benefits/",
  tags,
  summary: "Create a benefit",
  request: { body: jsonBody(benefitCreate) },
  responses: { 201: jsonResponse(benefit, "Benefit created.") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/benefits/{id}",
  tags,
  summary: "Get a benefit",
  request: { params: idParams },
  responses: { 200: jsonResponse(benefit, "The benefit.") },
});

const updateRoute = billingRoute({
  method: "patch",
  path: "/benefits/{id}",
  tags,
  summary: "Update a benefit (type must be the benefit's own)",
  request: { params: idParams, body: jsonBody(benefitUpdate) },
  responses: { 200: jsonResponse(benefit, "Benefit updated.") },
});

const deleteRoute = billingRoute({
  method: "delete",
  path: "/benefits/{id}",
  tags,
  summary: "Delete a benefit (soft: it disappears from reads and lists)",
  request: { params: idParams },
  responses: { 204: noContent("Benefit deleted.") },
});

export function benefitRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("benefits", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(createRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("benefits", "write", body.organization_id);
    return c.json(await service.create(db, access, body), 201);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("benefits", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("benefits", "write", c.req.query("organization_id"));
    return c.json(await service.update(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require("benefits", "write", c.req.query("organization_id"));
    await service.remove(db, access, c.req.valid("param").id);
    return c.body(null, 204);
  });
  return app;
}
