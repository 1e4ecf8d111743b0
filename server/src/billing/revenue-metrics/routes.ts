import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import { csvContent, csvHeaders } from "../common/csv.ts";
import type { BillingEnv } from "../common/env.ts";
import { billingRoute, createBillingRouter, jsonResponse } from "../common/route.ts";
import { exportMetrics } from "./export.ts";
import { METRICS_LIMITS } from "./limits.ts";
import { metricsLimits, metricsQuery, metricsResponse } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["metrics"];

const getRoute = billingRoute({
  method: "get",
  path: "/metrics/",
  tags,
  summary: "Get metrics (revenue, orders, subscriptions, checkouts and churn per period)",
  request: { query: metricsQuery },
  responses: { 200: jsonResponse(metricsResponse, "Each period's metrics, their totals and their definitions.") },
});

const exportRoute = billingRoute({
  method: "get",
  path: "/metrics/export",
  tags,
  summary: "Export metrics as CSV (one row per period)",
  request: { query: metricsQuery },
  responses: { 200: csvContent("The periods' metrics, one row each.") },
});

const limitsRoute = billingRoute({
  method: "get",
  path: "/metrics/limits",
  tags,
  summary: "Get metrics limits (the longest range of each interval)",
  responses: { 200: jsonResponse(metricsLimits, "The date limits.") },
});

export function metricRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(getRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("metrics", "read", query.organization_id?.[0]);
    return c.json(await service.get(db, access, query), 200);
  });
  app.openapi(exportRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("metrics", "read", query.organization_id?.[0]);
    const { csv, filename } = await exportMetrics(db, access, query);
    return c.body(csv, 200, csvHeaders(filename));
  });
  app.openapi(limitsRoute, async (c) => {
    await c.var.access.require("metrics", "read", c.req.query("organization_id"));
    return c.json(METRICS_LIMITS, 200);
  });
  return app;
}
