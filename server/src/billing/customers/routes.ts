import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { PaymentProcessor } from "../../payment-processors/index.ts";
import { csvContent, csvHeaders } from "../common/csv.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import { customerExportQuery, exportCustomers } from "./export.ts";
import { customerPaymentMethods, organizationPaymentMethodList, paymentMethodListQuery } from "./payment-methods.ts";
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

const exportRoute = billingRoute({
  method: "get",
  path: "/customers/export",
  tags,
  summary: "Export customers as a CSV file",
  request: { query: customerExportQuery },
  responses: { 200: csvContent("The customers, one row each (Polar's columns).") },
});

const paymentMethodsRoute = billingRoute({
  method: "get",
  path: "/customers/{id}/payment-methods",
  tags,
  summary: "Get saved payment methods of a customer",
  request: { params: idParams, query: paymentMethodListQuery },
  responses: { 200: jsonResponse(organizationPaymentMethodList, "The customer's saved payment methods.") },
});

const paymentMethodsExternalRoute = billingRoute({
  method: "get",
  path: "/customers/external/{external_id}/payment-methods",
  tags,
  summary: "Get saved payment methods of a customer by external ID",
  request: { params: externalParams, query: paymentMethodListQuery },
  responses: { 200: jsonResponse(organizationPaymentMethodList, "The customer's saved payment methods.") },
});

/** `processor`: the payment processor that knows the saved cards. */
export function customerRoutes(db: Db, processor: PaymentProcessor): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  const read = (organizationId: string | undefined) => ["customers", "read", organizationId] as const;
  const write = (organizationId: string | undefined) => ["customers", "write", organizationId] as const;
  // Before /customers/{id}, which would take "export" for an id.
  app.openapi(exportRoute, async (c) => {
    const access = await c.var.access.require(...read(c.req.valid("query").organization_id?.[0]));
    const { csv, filename } = await exportCustomers(db, access);
    return c.body(csv, 200, csvHeaders(filename));
  });
  app.openapi(paymentMethodsRoute, async (c) => {
    const access = await c.var.access.require(...read(c.req.query("organization_id")));
    const customer = await service.get(db, access, c.req.valid("param").id);
    return c.json(await customerPaymentMethods(db, processor, access, customer, c.req.valid("query")), 200);
  });
  app.openapi(paymentMethodsExternalRoute, async (c) => {
    const access = await c.var.access.require(...read(c.req.query("organization_id")));
    const customer = await service.getExternal(db, access, c.req.valid("param").external_id);
    return c.json(await customerPaymentMethods(db, processor, access, customer, c.req.valid("query")), 200);
  });
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
