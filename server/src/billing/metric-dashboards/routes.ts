import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import {
  metricDashboard,
  metricDashboardCreate,
  metricDashboardList,
  metricDashboardListQuery,
  metricDashboardUpdate,
} from "./schemas.ts";
import * as service from "./service.ts";

/** Polar's dashboards sit under /metrics and share its permission: `metrics:read`, `metrics:write`. */
const tags = ["metrics"];

const listRoute = billingRoute({
  method: "get",
  path: "/metrics/dashboards",
  tags,
  summary: "List metric dashboards",
  request: { query: metricDashboardListQuery },
  responses: { 200: jsonResponse(metricDashboardList, "The organization's dashboards (a plain array, as Polar's).") },
});
const createRoute = billingRoute({
  method: "post",
  path: "/metrics/dashboards",
  tags,
  summary: "Create a metric dashboard",
  request: { body: jsonBody(metricDashboardCreate) },
  responses: { 201: jsonResponse(metricDashboard, "Dashboard created.") },
});
const getRoute = billingRoute({
  method: "get",
  path: "/metrics/dashboards/{id}",
  tags,
  summary: "Get a metric dashboard",
  request: { params: idParams },
  responses: { 200: jsonResponse(metricDashboard, "The dashboard.") },
});
const updateRoute = billingRoute({
  method: "patch",
  path: "/metrics/dashboards/{id}",
  tags,
  summary: "Update a metric dashboard",
  request: { params: idParams, body: jsonBody(metricDashboardUpdate) },
  responses: { 200: jsonResponse(metricDashboard, "Dashboard updated.") },
});
const deleteRoute = billingRoute({
  method: "delete",
  path: "/metrics/dashboards/{id}",
  tags,
  summary: "Delete a metric dashboard",
  request: { params: idParams },
  responses: { 204: noContent("Dashboard deleted.") },
});

export function metricDashboardRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const access = await c.var.access.require("metrics", "read", c.req.valid("query").organization_id?.[0]);
    return c.json(await service.list(db, access), 200);
  });
  app.openapi(createRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("metrics", "write", body.organization_id);
    return c.json(await service.create(db, access, body), 201);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("metrics", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("metrics", "write", c.req.query("organization_id"));
    return c.json(await service.update(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require("metrics", "write", c.req.query("organization_id"));
    await service.remove(db, access, c.req.valid("param").id);
    return c.body(null, 204);
  });
  return app;
}
