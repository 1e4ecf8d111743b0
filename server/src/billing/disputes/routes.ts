import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonResponse } from "../common/route.ts";
import { dispute, disputeList, disputeListQuery } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["disputes"];

const listRoute = billingRoute({
  method: "get",
  path: "/disputes/",
  tags,
  summary: "List disputes",
  request: { query: disputeListQuery },
  responses: { 200: jsonResponse(disputeList, "The organization's disputes.") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/disputes/{id}",
  tags,
  summary: "Get a dispute",
  request: { params: idParams },
  responses: { 200: jsonResponse(dispute, "The dispute.") },
});

export function disputeRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("disputes", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("disputes", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  return app;
}
