import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonResponse } from "../common/route.ts";
import { customerMeter, customerMeterList, customerMeterListQuery } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["customer_meters"];

const listRoute = billingRoute({
  method: "get",
  path: "/customer-meters/",
  tags,
  summary: "List customer meters",
  request: { query: customerMeterListQuery },
  responses: { 200: jsonResponse(customerMeterList, "The customer meters.") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/customer-meters/{id}",
  tags,
  summary: "Get a customer meter",
  request: { params: idParams },
  responses: { 200: jsonResponse(customerMeter, "The customer meter.") },
});

export function customerMeterRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("customer_meters", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("customer_meters", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  return app;
}
