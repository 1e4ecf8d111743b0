import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { Locale } from "../../i18n/locales.ts";
import { mountRouter } from "../api-access/route-access.ts";
import { csvContent, csvHeaders } from "../common/csv.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { invoiceRoutes } from "../invoices/routes.ts";
import { configureInvoiceSigning, type InvoiceSigningContext } from "../invoices/signing.ts";
import { exportOrders, orderExportQuery } from "./export.ts";
import * as invoices from "./invoices.ts";
import * as receipts from "./receipts.ts";
import { order, orderInvoice, orderList, orderListQuery, orderReceipt, orderUpdate } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["orders"];

const listRoute = billingRoute({
  method: "get",
  path: "/orders/",
  tags,
  summary: "List orders",
  request: { query: orderListQuery },
  responses: { 200: jsonResponse(orderList, "The organization's orders.") },
});

const exportRoute = billingRoute({
  method: "get",
  path: "/orders/export",
  tags,
  summary: "Export orders as a CSV file",
  request: { query: orderExportQuery },
  responses: { 200: csvContent("The orders, one row each (Polar's columns).") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/orders/{id}",
  tags,
  summary: "Get an order",
  request: { params: idParams },
  responses: { 200: jsonResponse(order, "The order.") },
});

const updateRoute = billingRoute({
  method: "patch",
  path: "/orders/{id}",
  tags,
  summary: "Update an order",
  request: { params: idParams, body: jsonBody(orderUpdate) },
  responses: { 200: jsonResponse(order, "Order updated.") },
});

const generateInvoiceRoute = billingRoute({
  method: "post",
  path: "/orders/{id}/invoice",
  tags,
  summary: "Generate an order's invoice",
  request: { params: idParams },
  responses: { 202: jsonResponse(z.object({}), "Invoice generation accepted.") },
});

const invoiceRoute = billingRoute({
  method: "get",
  path: "/orders/{id}/invoice",
  tags,
  summary: "Get an order's invoice URL",
  request: { params: idParams },
  responses: { 200: jsonResponse(orderInvoice, "A signed, expiring link to the invoice PDF.") },
});

const receiptRoute = billingRoute({
  method: "get",
  path: "/orders/{id}/receipt",
  tags,
  summary: "Get an order's receipt URL",
  request: { params: idParams },
  responses: { 200: jsonResponse(orderReceipt, "A signed, expiring link to the receipt PDF.") },
});

/** `signing`: BASE_URL and the server secret, for the signed invoice links. */
export function orderRoutes(db: Db, signing: InvoiceSigningContext, defaultLocale: Locale): OpenAPIHono<BillingEnv> {
  configureInvoiceSigning(db, signing);
  const app = createBillingRouter();
  // Before /orders/{id}, which would take "export" for an id.
  app.openapi(exportRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("orders", "read", query.organization_id?.[0]);
    const { csv, filename } = await exportOrders(db, access, query);
    return c.body(csv, 200, csvHeaders(filename));
  });
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("orders", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("orders", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("orders", "write", c.req.query("organization_id"));
    return c.json(await service.update(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(generateInvoiceRoute, async (c) => {
    const access = await c.var.access.require("orders", "write", c.req.query("organization_id"));
    await invoices.generateInvoice(db, access, c.req.valid("param").id);
    return c.json({}, 202);
  });
  app.openapi(invoiceRoute, async (c) => {
    const access = await c.var.access.require("orders", "read", c.req.query("organization_id"));
    return c.json(await invoices.invoice(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(receiptRoute, async (c) => {
    const access = await c.var.access.require("orders", "read", c.req.query("organization_id"));
    return c.json(await receipts.receipt(db, access, c.req.valid("param").id), 200);
  });
  mountRouter(app, invoiceRoutes(db, defaultLocale));
  return app;
}
