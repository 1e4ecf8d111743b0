import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonResponse } from "../common/route.ts";
import { customerState } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["customers"];
const externalParams = z.object({
  external_id: z
    .string()
    .min(1)
    .openapi({ param: { name: "external_id", in: "path" }, description: "The customer external ID." }),
});

const stateRoute = billingRoute({
  method: "get",
  path: "/customers/{id}/state",
  tags,
  summary: "Get a customer's state (active subscriptions, granted benefits, active meters)",
  request: { params: idParams },
  responses: { 200: jsonResponse(customerState, "The customer state.") },
});

const externalStateRoute = billingRoute({
  method: "get",
  path: "/customers/external/{external_id}/state",
  tags,
  summary: "Get a customer's state by external ID",
  request: { params: externalParams },
  responses: { 200: jsonResponse(customerState, "The customer state.") },
});

export function customerStateRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(stateRoute, async (c) => {
    const access = await c.var.access.require("customers", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(externalStateRoute, async (c) => {
    const access = await c.var.access.require("customers", "read", c.req.query("organization_id"));
    return c.json(await service.getExternal(db, access, c.req.valid("param").external_id), 200);
  });
  return app;
}
