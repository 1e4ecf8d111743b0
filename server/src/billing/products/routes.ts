import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { errorBodySchema } from "../common/errors.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import * as deletion from "./deletion.ts";
import {
  product,
  productBenefitsUpdate,
  productCreate,
  productList,
  productListQuery,
  productUpdate,
} from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["products"];

const listRoute = billingRoute({
  method: "get",
  path: "/products/",
  tags,
  summary: "List products",
  request: { query: productListQuery },
  responses: { 200: jsonResponse(productList, "A page of products.") },
});

const createProductRoute = billingRoute({
  method: "post",
  path: "/products/",
  tags,
  summary: "Create a product",
  request: { body: jsonBody(productCreate) },
  responses: { 201: jsonResponse(product, "Product created.") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/products/{id}",
  tags,
  summary: "Get a product",
  request: { params: idParams },
  responses: { 200: jsonResponse(product, "The product.") },
});

const updateRoute = billingRoute({
  method: "patch",
  path: "/products/{id}",
  tags,
  summary: "Update a product (prices, archive, medias, custom fields)",
  request: { params: idParams, body: jsonBody(productUpdate) },
  responses: { 200: jsonResponse(product, "Product updated.") },
});

const deleteRoute = billingRoute({
  method: "delete",
  path: "/products/{id}",
  tags,
  summary: "Delete a product nothing references (else 409 ProductNotDeletable)",
  request: { params: idParams },
  responses: {
    204: noContent("Product deleted."),
    409: jsonResponse(errorBodySchema, "The product is referenced and can't be deleted."),
  },
});

const benefitsRoute = billingRoute({
  method: "post",
  path: "/products/{id}/benefits",
  tags,
  summary: "Set the benefits of a product",
  request: { params: idParams, body: jsonBody(productBenefitsUpdate) },
  responses: { 200: jsonResponse(product, "Product benefits updated.") },
});

export function productRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("products", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(createProductRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("products", "write", body.organization_id);
    return c.json(await service.create(db, access, body), 201);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("products", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("products", "write", c.req.query("organization_id"));
    return c.json(await service.update(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require("products", "write", c.req.query("organization_id"));
    await deletion.remove(db, access, c.req.valid("param").id);
    return c.body(null, 204);
  });
  app.openapi(benefitsRoute, async (c) => {
    const access = await c.var.access.require("products", "write", c.req.query("organization_id"));
    return c.json(await service.updateBenefits(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  return app;
}
