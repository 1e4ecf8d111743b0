import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import { taxRate, taxRateCreate, taxRateList, taxRateListQuery, taxRateUpdate } from "./schemas.ts";
import * as service from "./service.ts";

/** Gatehouse extension: tax rates, under the `organizations` resource (organizations:read|write). */
const tags = ["tax-rates"];

const listRoute = billingRoute({
  method: "get",
  path: "/tax-rates/",
  tags,
  summary: "List tax rates",
  request: { query: taxRateListQuery },
  responses: { 200: jsonResponse(taxRateList, "The organization's tax rates.") },
});
const createRoute = billingRoute({
  method: "post",
  path: "/tax-rates/",
  tags,
  summary: "Create a tax rate",
  request: { body: jsonBody(taxRateCreate) },
  responses: { 201: jsonResponse(taxRate, "Tax rate created.") },
});
const getRoute = billingRoute({
  method: "get",
  path: "/tax-rates/{id}",
  tags,
  summary: "Get a tax rate",
  request: { params: idParams },
  responses: { 200: jsonResponse(taxRate, "The tax rate.") },
});
const updateRoute = billingRoute({
  method: "patch",
  path: "/tax-rates/{id}",
  tags,
  summary: "Update a tax rate",
  request: { params: idParams, body: jsonBody(taxRateUpdate) },
  responses: { 200: jsonResponse(taxRate, "Tax rate updated.") },
});
const deleteRoute = billingRoute({
  method: "delete",
  path: "/tax-rates/{id}",
  tags,
  summary: "Delete a tax rate",
  request: { params: idParams },
  responses: { 204: noContent("Tax rate deleted.") },
});

export function taxRateRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("organizations", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(createRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("organizations", "write", body.organization_id);
    return c.json(await service.create(db, access, body), 201);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("organizations", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("organizations", "write", c.req.query("organization_id"));
    return c.json(await service.update(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require("organizations", "write", c.req.query("organization_id"));
    await service.remove(db, access, c.req.valid("param").id);
    return c.body(null, 204);
  });
  return app;
}
