import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { wellFormedIngestBody } from "./ingest-body.ts";
import {
  type EventsIngest,
  event,
  eventList,
  eventListQuery,
  eventNameList,
  eventNamesQuery,
  eventsIngest,
  eventsIngestResponse,
} from "./schemas.ts";
import type { IngestDatabase } from "./service.ts";
import * as service from "./service.ts";

const tags = ["events"];

const listRoute = billingRoute({
  method: "get",
  path: "/events/",
  tags,
  summary: "List events",
  request: { query: eventListQuery },
  responses: { 200: jsonResponse(eventList, "The organization's events.") },
});
const getRoute = billingRoute({
  method: "get",
  path: "/events/{id}",
  tags,
  summary: "Get an event",
  request: { params: idParams },
  responses: { 200: jsonResponse(event, "The event.") },
});
const namesRoute = billingRoute({
  method: "get",
  path: "/events/names",
  tags,
  summary: "List event names",
  request: { query: eventNamesQuery },
  responses: { 200: jsonResponse(eventNameList, "The organization's event names.") },
});
/**
 * A well-formed batch skips the route's zod validation (ingest-body.ts): it is answered here,
 * before the validators run. Anything else goes on to them, and to their 422s.
 */
const wellFormedBatch =
  (database: IngestDatabase): MiddlewareHandler<BillingEnv> =>
  async (c, next) => {
    if (!JSON_CONTENT_TYPE.test(c.req.header("content-type") ?? "")) return next();
    let body: EventsIngest | undefined;
    try {
      body = wellFormedIngestBody(await c.req.json());
    } catch {
      // Malformed JSON: the validator answers it (hono keeps the parsed body, so it is read once).
    }
    if (!body) return next();
    return c.json(await ingest(c, database, body), 200);
  };
const JSON_CONTENT_TYPE = /^application\/json(;\s*charset=utf-8)?$/i;

async function ingest(c: Context<BillingEnv>, database: IngestDatabase, body: EventsIngest) {
  const access = await c.var.access.require("events", "write", body.events[0]?.organization_id);
  return service.ingest(database, access, body);
}

const ingestRoute = (database: IngestDatabase) =>
  billingRoute({
    method: "post",
    path: "/events/ingest",
    tags,
    summary: "Ingest events",
    request: { body: jsonBody(eventsIngest) },
    middleware: wellFormedBatch(database),
    responses: {
      200: jsonResponse(eventsIngestResponse, "Events inserted; duplicates (a repeated external_id) skipped."),
    },
  });

export function usageEventRoutes(database: IngestDatabase): OpenAPIHono<BillingEnv> {
  const db = database.db;
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
  app.openapi(ingestRoute(database), async (c) => c.json(await ingest(c, database, c.req.valid("json")), 200));
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("events", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  return app;
}
