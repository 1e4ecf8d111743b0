import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import {
  customer,
  customerCreate,
  customerList,
  customerListQuery,
  customerUpdate,
  customerUpdateExternalId,
} from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["customers"];

const externalParams = z.object({
  external_id: z
    .string()
    .min(1)
    .openapi({ param: { name: "external_id", in: "path" }, description: "The customer external ID." }),
});

const listRoute = billingRoute({
  method: "get",
  path: "/customers/",
  tags,
  summary: "List customers",
  request: { query: customerListQuery },
  responses: { 200: jsonResponse(customerList, "The organization's customers.") },
});

const createRoute = billingRoute({
  method: "post",
  path: "/customers/",
  tags,
  summary: "Create a customer (records customer.created)",
  request: { body: jsonBody(customerCreate) },
  responses: { 201: jsonResponse(customer, "Customer created.") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/customers/{id}",
  tags,
  summary: "Get a customer",
  request: { params: idParams },
  responses: { 200: jsonResponse(customer, "The customer.") },
});

const updateRoute = billingRoute({
  method: "patch",
  path: "/customers/{id}",
  tags,
  summary: "Update a customer (records customer.updated)",
  request: { params: idParams, body: jsonBody(customerUpdate) },
  responses: { 200: jsonResponse(customer, "Customer updated.") },
});

const deleteRoute = billingRoute({
  method: "delete",
  path: "/customers/{id}",
  tags,
  summary: "Delete a customer (records customer.deleted)",
  request: { params: idParams },
  responses: { 204: noContent("Customer deleted.") },
});

const getExternalRoute = billingRoute({
  method: "get",
  path: "/customers/external/{external_id}",
  tags,
  summary: "Get a customer by external ID",
  request: { params: externalParams },
  responses: { 200: jsonResponse(customer, "The customer.") },
});

const updateExternalRoute = billingRoute({
  method: "patch",
  path: "/customers/external/{external_id}",
  tags,
  summary: "Update a customer by external ID (records customer.updated)",
  request: { params: externalParams, body: jsonBody(customerUpdateExternalId) },
  responses: { 200: jsonResponse(customer, "Customer updated.") },
});

const deleteExternalRoute = billingRoute({
  method: "delete",
  path: "/customers/external/{external_id}",
  tags,
  summary: "Delete a customer by external ID (records customer.deleted)",
  request: { params: externalParams },
  responses: { 204: noContent("Customer deleted.") },
});

export function customerRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  const read = (organizationId: string | undefined) => ["customers", "read", organizationId] as const;
  const write = (organizationId: string | undefined) => ["customers", "write", organizationId] as const;
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require(...read(query.organization_id?.[0]));
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(createRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require(...write(body.organization_id ?? undefined));
    return c.json(await service.create(db, access, body), 201);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require(...read(c.req.query("organization_id")));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require(...write(c.req.query("organization_id")));
    return c.json(await service.update(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require(...write(c.req.query("organization_id")));
    await service.remove(db, access, c.req.valid("param").id);
    return c.body(null, 204);
  });
  app.openapi(getExternalRoute, async (c) => {
    const access = await c.var.access.require(...read(c.req.query("organization_id")));
    return c.json(await service.getExternal(db, access, c.req.valid("param").external_id), 200);
  });
  app.openapi(updateExternalRoute, async (c) => {
    const access = await c.var.access.require(...write(c.req.query("organization_id")));
    return c.json(await service.updateExternal(db, access, c.req.valid("param").external_id, c.req.valid("json")), 200);
  });
  app.openapi(deleteExternalRoute, async (c) => {
    const access = await c.var.access.require(...write(c.req.query("organization_id")));
    await service.removeExternal(db, access, c.req.valid("param").external_id);
    return c.body(null, 204);
  });
  return app;
}
