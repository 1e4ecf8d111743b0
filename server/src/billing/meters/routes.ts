import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { filterClause } from "./filter.ts";
import {
  meter,
  meterCreate,
  meterList,
  meterListQuery,
  meterQuantities,
  meterQuantitiesQuery,
  meterUpdate,
} from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["meters"];

const listRoute = billingRoute({
  method: "get",
  path: "/meters/",
  tags,
  summary: "List meters",
  request: { query: meterListQuery },
  responses: { 200: jsonResponse(meterList, "The organization's meters.") },
});
const createRoute = billingRoute({
  method: "post",
  path: "/meters/",
  tags,
  summary: "Create a meter",
  request: { body: jsonBody(meterCreate) },
  responses: { 201: jsonResponse(meter, "Meter created.") },
});
const getRoute = billingRoute({
  method: "get",
  path: "/meters/{id}",
  tags,
  summary: "Get a meter",
  request: { params: idParams },
  responses: { 200: jsonResponse(meter, "The meter.") },
});
const updateRoute = billingRoute({
  method: "patch",
  path: "/meters/{id}",
  tags,
  summary: "Update a meter",
  request: { params: idParams, body: jsonBody(meterUpdate) },
  responses: { 200: jsonResponse(meter, "Meter updated.") },
});
const quantitiesRoute = billingRoute({
  method: "get",
  path: "/meters/{id}/quantities",
  tags,
  summary: "Get a meter's quantities",
  request: { params: idParams, query: meterQuantitiesQuery },
  responses: { 200: jsonResponse(meterQuantities, "The meter's quantities per interval and in total.") },
});

export function meterRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  // Filter's clauses refer to it by name (filter.ts), and no route names it directly.
  app.openAPIRegistry.register("FilterClause", filterClause);
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("meters", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(createRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("meters", "write", body.organization_id);
    return c.json(await service.create(db, access, body), 201);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("meters", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("meters", "write", c.req.query("organization_id"));
    return c.json(await service.update(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(quantitiesRoute, async (c) => {
    const access = await c.var.access.require("meters", "read", c.req.query("organization_id"));
    return c.json(await service.quantities(db, access, c.req.valid("param").id, c.req.valid("query")), 200);
  });
  return app;
}
