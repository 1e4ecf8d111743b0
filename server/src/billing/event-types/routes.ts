import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { eventType, eventTypeList, eventTypeListQuery, eventTypeUpdate } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["event-types"];

const listRoute = billingRoute({
  method: "get",
  path: "/event-types/",
  tags,
  summary: "List event types with their stats",
  request: { query: eventTypeListQuery },
  responses: { 200: jsonResponse(eventTypeList, "The organization's event types.") },
});

const updateRoute = billingRoute({
  method: "patch",
  path: "/event-types/{id}",
  tags,
  summary: "Update an event type's label",
  request: { params: idParams, body: jsonBody(eventTypeUpdate) },
  responses: { 200: jsonResponse(eventType, "Event type updated.") },
});

export function eventTypeRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("events", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("events", "write", c.req.query("organization_id"));
    return c.json(await service.update(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  return app;
}
