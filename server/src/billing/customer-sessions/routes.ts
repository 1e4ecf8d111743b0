import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { customerSession, customerSessionCreate } from "./schemas.ts";
import * as service from "./service.ts";

const createRoute = billingRoute({
  method: "post",
  path: "/customer-sessions/",
  tags: ["customer-sessions"],
  summary: "Create a customer session (a polar_cst_ token for the customer portal, valid one hour)",
  request: { body: jsonBody(customerSessionCreate) },
  responses: { 201: jsonResponse(customerSession, "Customer session created.") },
});

export function customerSessionRoutes(db: Db, baseURL: string): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(createRoute, async (c) => {
    const access = await c.var.access.require("customer_sessions", "write", c.req.query("organization_id"));
    return c.json(await service.create(db, access, c.req.valid("json"), baseURL), 201);
  });
  return app;
}
