import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import {
  webhookDeliveryList,
  webhookDeliveryListQuery,
  webhookEndpoint,
  webhookEndpointCreate,
  webhookEndpointList,
  webhookEndpointListQuery,
  webhookEndpointUpdate,
} from "./schemas.ts";
import * as service from "./service.ts";
import { deliveryFor, endpointFor, itemsFor } from "./versions.ts";

const tags = ["webhooks"];

const listRoute = billingRoute({
  method: "get",
  path: "/webhooks/endpoints",
  tags,
  summary: "List webhook endpoints",
  request: { query: webhookEndpointListQuery },
  responses: { 200: jsonResponse(webhookEndpointList, "The organization's webhook endpoints.") },
});

const createRoute = billingRoute({
  method: "post",
  path: "/webhooks/endpoints",
  tags,
  summary: "Create a webhook endpoint",
  request: { body: jsonBody(webhookEndpointCreate) },
  responses: { 201: jsonResponse(webhookEndpoint, "Webhook endpoint created.") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/webhooks/endpoints/{id}",
  tags,
  summary: "Get a webhook endpoint",
  request: { params: idParams },
  responses: { 200: jsonResponse(webhookEndpoint, "The webhook endpoint.") },
});

const updateRoute = billingRoute({
  method: "patch",
  path: "/webhooks/endpoints/{id}",
  tags,
  summary: "Update a webhook endpoint",
  request: { params: idParams, body: jsonBody(webhookEndpointUpdate) },
  responses: { 200: jsonResponse(webhookEndpoint, "Webhook endpoint updated.") },
});

const resetSecretRoute = billingRoute({
  method: "patch",
  path: "/webhooks/endpoints/{id}/secret",
  tags,
  summary: "Reset a webhook endpoint's secret",
  request: { params: idParams },
  responses: { 200: jsonResponse(webhookEndpoint, "Webhook endpoint with its new secret.") },
});

const deleteRoute = billingRoute({
  method: "delete",
  path: "/webhooks/endpoints/{id}",
  tags,
  summary: "Delete a webhook endpoint",
  request: { params: idParams },
  responses: { 204: noContent("Webhook endpoint deleted.") },
});

const deliveriesRoute = billingRoute({
  method: "get",
  path: "/webhooks/deliveries",
  tags,
  summary: "List webhook deliveries",
  request: { query: webhookDeliveryListQuery },
  responses: { 200: jsonResponse(webhookDeliveryList, "Delivery attempts, newest first.") },
});

const redeliverRoute = billingRoute({
  method: "post",
  path: "/webhooks/events/{id}/redeliver",
  tags,
  summary: "Redeliver a webhook event",
  request: { params: idParams },
  responses: { 202: jsonResponse(z.object({}), "Redelivery scheduled (same webhook-id).") },
});

export function webhookRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("webhooks", "read", query.organization_id?.[0]);
    return c.json(itemsFor(await service.listEndpoints(db, access, query), c.var.apiVersion, endpointFor), 200);
  });
  app.openapi(createRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("webhooks", "write", body.organization_id);
    return c.json(endpointFor(await service.createEndpoint(db, access, body), c.var.apiVersion), 201);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("webhooks", "read", c.req.query("organization_id"));
    return c.json(endpointFor(await service.getEndpoint(db, access, c.req.valid("param").id), c.var.apiVersion), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("webhooks", "write", c.req.query("organization_id"));
    const updated = await service.updateEndpoint(db, access, c.req.valid("param").id, c.req.valid("json"));
    return c.json(endpointFor(updated, c.var.apiVersion), 200);
  });
  app.openapi(resetSecretRoute, async (c) => {
    const access = await c.var.access.require("webhooks", "write", c.req.query("organization_id"));
    return c.json(endpointFor(await service.resetSecret(db, access, c.req.valid("param").id), c.var.apiVersion), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require("webhooks", "write", c.req.query("organization_id"));
    await service.deleteEndpoint(db, access, c.req.valid("param").id);
    return c.body(null, 204);
  });
  app.openapi(deliveriesRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("webhooks", "read", query.organization_id?.[0]);
    return c.json(itemsFor(await service.listDeliveries(db, access, query), c.var.apiVersion, deliveryFor), 200);
  });
  app.openapi(redeliverRoute, async (c) => {
    const access = await c.var.access.require("webhooks", "write", c.req.query("organization_id"));
    await service.redeliver(db, access, c.req.valid("param").id);
    return c.json({}, 202);
  });
  return app;
}
