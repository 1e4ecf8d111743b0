import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import { customField, customFieldCreate, customFieldList, customFieldListQuery, customFieldUpdate } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["custom-fields"];

const listRoute = billingRoute({
  method: "get",
  path: "/custom-fields/",
  tags,
  summary: "List custom fields",
  request: { query: customFieldListQuery },
  responses: { 200: jsonResponse(customFieldList, "The organization's custom fields.") },
});

const createRoute = billingRoute({
  method: "post",
  path: "/custom-fields/",
  tags,
  summary: "Create a custom field",
  request: { body: jsonBody(customFieldCreate) },
  responses: { 201: jsonResponse(customField, "Custom field created.") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/custom-fields/{id}",
  tags,
  summary: "Get a custom field",
  request: { params: idParams },
  responses: { 200: jsonResponse(customField, "The custom field.") },
});

const updateRoute = billingRoute({
  method: "patch",
  path: "/custom-fields/{id}",
  tags,
  summary: "Update a custom field",
  request: { params: idParams, body: jsonBody(customFieldUpdate) },
  responses: { 200: jsonResponse(customField, "Custom field updated.") },
});

const deleteRoute = billingRoute({
  method: "delete",
  path: "/custom-fields/{id}",
  tags,
  summary: "Delete a custom field",
  request: { params: idParams },
  responses: { 204: noContent("Custom field deleted.") },
});

export function customFieldRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("custom_fields", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(createRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("custom_fields", "write", body.organization_id);
    return c.json(await service.create(db, access, body), 201);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("custom_fields", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("custom_fields", "write", c.req.query("organization_id"));
    return c.json(await service.update(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require("custom_fields", "write", c.req.query("organization_id"));
    await service.remove(db, access, c.req.valid("param").id);
    return c.body(null, 204);
  });
  return app;
}
