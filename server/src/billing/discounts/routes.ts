import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import { discount, discountCreate, discountList, discountListQuery, discountUpdate } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["discounts"];

const listRoute = billingRoute({
  method: "get",
  path: "/discounts/",
  tags,
  summary: "List discounts",
  request: { query: discountListQuery },
  responses: { 200: jsonResponse(discountList, "The organization's discounts.") },
});

const createRoute = billingRoute({
  method: "post",
  path: "/discounts/",
  tags,
  summary: "Create a discount",
  request: { body: jsonBody(discountCreate) },
  responses: { 201: jsonResponse(discount, "Discount created.") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/discounts/{id}",
  tags,
  summary: "Get a discount",
  request: { params: idParams },
  responses: { 200: jsonResponse(discount, "The discount.") },
});

const updateRoute = billingRoute({
  method: "patch",
  path: "/discounts/{id}",
  tags,
  summary: "Update a discount",
  request: { params: idParams, body: jsonBody(discountUpdate) },
  responses: { 200: jsonResponse(discount, "Discount updated.") },
});

const deleteRoute = billingRoute({
  method: "delete",
  path: "/discounts/{id}",
  tags,
  summary: "Delete a discount",
  request: { params: idParams },
  responses: { 204: noContent("Discount deleted.") },
});

export function discountRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("discounts", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(createRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("discounts", "write", body.organization_id);
    return c.json(await service.create(db, access, body), 201);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("discounts", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("discounts", "write", c.req.query("organization_id"));
    return c.json(await service.update(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require("discounts", "write", c.req.query("organization_id"));
    await service.remove(db, access, c.req.valid("param").id);
    return c.body(null, 204);
  });
  return app;
}
