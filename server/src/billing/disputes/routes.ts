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

const acceptRoute = billingRoute({
  method: "post",
  path: "/disputes/{id}/accept",
  tags,
  summary: "Accept a dispute (the processor closes it as lost; the order is refunded)",
  request: { params: idParams },
  responses: { 200: jsonResponse(dispute, "The dispute, lost.") },
});

/** `close`: the processor's concession of a dispute (stripe-accounts/dispute-closing.ts). */
export function disputeRoutes(db: Db, close: service.DisputeCloser): OpenAPIHono<BillingEnv> {
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
  app.openapi(acceptRoute, async (c) => {
    // Polar asks disputes:write, which Gatehouse tokens cannot hold (0.47's scope list has no such
    // scope and rejects a token that lists one). Accepting concedes the disputed amount, which is
    // refunded: the caller needs what a refund needs, refunds:write, beside disputes:read.
    const organizationId = c.req.query("organization_id");
    await c.var.access.require("disputes", "read", organizationId);
    const access = await c.var.access.require("refunds", "write", organizationId);
    return c.json(await service.accept(db, access, c.req.valid("param").id, close), 200);
  });
  return app;
}
