import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { PaymentProcessor } from "../../payment-processors/index.ts";
import type { BillingEnv } from "../common/env.ts";
import { errorBodySchema } from "../common/errors.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { orderCreate, orderFinalize } from "./draft-schemas.ts";
import * as drafts from "./draft-service.ts";
import { order } from "./schemas.ts";

const tags = ["orders"];
const errorResponse = (description: string) => jsonResponse(errorBodySchema, description);

const createRoute = billingRoute({
  method: "post",
  path: "/orders/",
  tags,
  summary: "Create a draft order",
  description:
    "A draft order for a customer and a one-time product, charged to the customer's saved card when it is finalized.",
  request: { body: jsonBody(orderCreate) },
  responses: { 201: jsonResponse(order, "Draft order created.") },
});

const finalizeRoute = billingRoute({
  method: "post",
  path: "/orders/{id}/finalize",
  tags,
  summary: "Finalize a draft order",
  description: "Charges the customer's card off-session; on success the order is paid and numbered.",
  request: { params: idParams, body: jsonBody(orderFinalize) },
  responses: {
    200: jsonResponse(order, "The paid order."),
    402: errorResponse("PaymentFailed or PaymentActionRequired: the order stays a draft."),
    412: errorResponse("OrderNotDraft: the order is not a draft."),
  },
});

/** `processor`: finalize charges the customer's saved card off-session. */
export function draftOrderRoutes(db: Db, processor: PaymentProcessor): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(createRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("orders", "write", body.organization_id ?? undefined);
    return c.json(await drafts.createDraft(db, access, body), 201);
  });
  app.openapi(finalizeRoute, async (c) => {
    const access = await c.var.access.require("orders", "write", c.req.query("organization_id"));
    const body = c.req.valid("json");
    return c.json(await drafts.finalize(db, processor, access, c.req.valid("param").id, body), 200);
  });
  return app;
}
