import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonResponse } from "../common/route.ts";
import { payment, paymentList, paymentListQuery } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["payments"];

const listRoute = billingRoute({
  method: "get",
  path: "/payments/",
  tags,
  summary: "List payments (every charge attempt, declined ones included)",
  request: { query: paymentListQuery },
  responses: { 200: jsonResponse(paymentList, "The organization's payments.") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/payments/{id}",
  tags,
  summary: "Get a payment",
  request: { params: idParams },
  responses: { 200: jsonResponse(payment, "The payment.") },
});

export function paymentRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("payments", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("payments", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  return app;
}
