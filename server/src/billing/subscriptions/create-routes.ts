import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { subscriptionCreate } from "./create-schemas.ts";
import { createSubscription } from "./create-service.ts";
import { subscription } from "./schemas.ts";

const createRoute = billingRoute({
  method: "post",
  path: "/subscriptions/",
  tags: ["subscriptions"],
  summary: "Create a subscription",
  description:
    "Starts a subscription on a free recurring product for an existing customer, without a checkout. No order is created.",
  request: { body: jsonBody(subscriptionCreate) },
  responses: { 201: jsonResponse(subscription, "Subscription created.") },
});

export function subscriptionCreateRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(createRoute, async (c) => {
    const access = await c.var.access.require("subscriptions", "write", c.req.query("organization_id"));
    return c.json(await createSubscription(db, access, c.req.valid("json")), 201);
  });
  return app;
}
