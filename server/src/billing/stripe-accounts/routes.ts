import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import { requireRecentSignIn } from "../api-access/recent-sign-in.ts";
import type { BillingEnv } from "../common/env.ts";
import { errorBodySchema } from "../common/errors.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import { stripeAccount, stripeAccountConnect } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["organizations"];
const path = "/organizations/{id}/stripe-account";

const getRoute = billingRoute({
  method: "get",
  path,
  tags,
  summary: "Gatehouse extension: the organization's Stripe account (404 while it runs in test mode)",
  request: { params: idParams },
  responses: { 200: jsonResponse(stripeAccount, "The connected Stripe account, its secrets hinted only.") },
});

const connectRoute = billingRoute({
  method: "put",
  path,
  tags,
  summary: "Gatehouse extension: connect a Stripe account (keys checked with Stripe, stored encrypted; owners only)",
  request: { params: idParams, body: jsonBody(stripeAccountConnect) },
  responses: {
    200: jsonResponse(stripeAccount, "The connected Stripe account."),
    502: jsonResponse(errorBodySchema, "Stripe could not be reached to check the keys; nothing was changed."),
  },
});

const disconnectRoute = billingRoute({
  method: "delete",
  path,
  tags,
  summary: "Gatehouse extension: disconnect the Stripe account (back to test mode; owners only)",
  request: { params: idParams },
  responses: { 204: noContent("Disconnected.") },
});

export function stripeAccountRoutes(db: Db, settings: service.StripeAccountSettings): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("organizations", "read", c.req.valid("param").id);
    return c.json(await service.get(db, access, settings), 200);
  });
  app.openapi(connectRoute, async (c) => {
    const access = await c.var.access.require("organizations", "write", c.req.valid("param").id);
    await requireRecentSignIn(access.principal);
    return c.json(await service.connect(db, access, settings, c.req.valid("json")), 200);
  });
  app.openapi(disconnectRoute, async (c) => {
    const access = await c.var.access.require("organizations", "write", c.req.valid("param").id);
    await service.disconnect(db, access);
    return c.body(null, 204);
  });
  return app;
}
