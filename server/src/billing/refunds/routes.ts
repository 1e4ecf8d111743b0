import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { PaymentProcessor } from "../../payment-processors/index.ts";
import type { BillingEnv } from "../common/env.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { refund, refundCreate, refundList, refundListQuery } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["refunds"];

const listRoute = billingRoute({
  method: "get",
  path: "/refunds/",
  tags,
  summary: "List refunds",
  request: { query: refundListQuery },
  responses: { 200: jsonResponse(refundList, "The organization's refunds.") },
});

const createRoute = billingRoute({
  method: "post",
  path: "/refunds/",
  tags,
  summary: "Create a refund",
  request: { body: jsonBody(refundCreate) },
  responses: {
    201: jsonResponse(
      refund,
      "Refund created (status succeeded, or failed when the payment processor refused it; a refund to the wallet, a Gatehouse extension, always succeeds at once).",
    ),
  },
});

export function refundRoutes(db: Db, processor: PaymentProcessor): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("refunds", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(createRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("refunds", "write", c.req.query("organization_id"));
    return c.json(await service.create(db, processor, access, body), 201);
  });
  return app;
}
