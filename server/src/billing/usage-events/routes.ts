import type { OpenAPIHono } from "@hono/zod-openapi";
import type { BillingEnv } from "../kit/env.ts";
import { idParams } from "../kit/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../kit/route.ts";
import type { Db } from "../kit/transaction.ts";
import { event, eventList, eventListQuery, eventNameList, eventNamesQuery, eventsIngest, eventsIngestResponse } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["events"];

const listRoute = billingRoute({ method: "get", path: "/events/", tags, summary: "List events", request: { query: eventListQuery }, responses: { 200: jsonResponse(eventList, "The organization's events.") } });
const getRoute = billingRoute({ method: "get", path: "/events/{id}", tags, summary: "Get an event", request: { params: idParams }, responses: { 200: jsonResponse(event, "The event.") } });
const namesRoute = billingRoute({ method: "get", path: "/events/names", tags, summary: "List event names", request: { query: eventNamesQuery }, responses: { 200: jsonResponse(eventNameList, "The organization's event names.") } });
const ingestRoute = billingRoute({
  method: "post",
  path: "/events/ingest",
  tags,
  summary: "Ingest events",
  request: { body: jsonBody(eventsIngest) },
  responses: { 200: jsonResponse(eventsIngestResponse, "Events inserted; duplicates (a repeated external_id) skipped.") },
});

export function usageEventRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("events", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  // Before /events/{id}, which would take "names" for a (malformed) id.
  app.openapi(namesRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("events", "read", query.organization_id?.[0]);
    return c.json(await service.listNames(db, access, query), 200);
  });
  app.openapi(ingestRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("events", "write", body.events[0]?.organization_id);
    return c.json(await service.ingest(db, access, body), 200);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("events", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  return app;
}
