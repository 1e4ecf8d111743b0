import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { PaymentProcessor } from "../../payment-processors/index.ts";
import { csvContent, csvHeaders } from "../common/csv.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { changeDiscount } from "./discount-change.ts";
import { exportSubscriptions, subscriptionExportQuery } from "./export.ts";
import { changeMetadata } from "./metadata-change.ts";
import { changePause } from "./pause.ts";
import * as planChange from "./plan-change.ts";
import { changeQuantity, previewQuantity } from "./quantity-change.ts";
import { resume } from "./resume.ts";
import {
  subscription,
  subscriptionList,
  subscriptionListQuery,
  subscriptionUpdate,
  subscriptionUpdatePreview,
  subscriptionUpdatePreviewRequest,
} from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["subscriptions"];

const listRoute = billingRoute({
  method: "get",
  path: "/subscriptions/",
  tags,
  summary: "List subscriptions",
  request: { query: subscriptionListQuery },
  responses: { 200: jsonResponse(subscriptionList, "The organization's subscriptions.") },
});

const exportRoute = billingRoute({
  method: "get",
  path: "/subscriptions/export",
  tags,
  summary: "Export subscriptions as a CSV file",
  request: { query: subscriptionExportQuery },
  responses: { 200: csvContent("The subscriptions, one row each (Polar's columns).") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/subscriptions/{id}",
  tags,
  summary: "Get a subscription",
  request: { params: idParams },
  responses: { 200: jsonResponse(subscription, "The subscription.") },
});

const updateRoute = billingRoute({
  method: "patch",
  path: "/subscriptions/{id}",
  tags,
  summary: "Update a subscription",
  description:
    "Change the discount from the next period (`discount_id`, null removes it), change the product (`product_id`, `proration_behavior`: `invoice` charges the proration now, `prorate` adds it to the next renewal; default: the organization's setting), cancel at period end (`cancel_at_period_end: true`), undo it (`false`), revoke now (`revoke: true`), pause at period end (`pause_at_period_end: true`, optionally until `resumes_at`; `false` undoes it), resume a paused subscription now (`resume: true`, a new period charged at once), or replace the metadata (`metadata`).",
  request: { params: idParams, body: jsonBody(subscriptionUpdate) },
  responses: { 200: jsonResponse(subscription, "Subscription updated.") },
});

const previewRoute = billingRoute({
  method: "post",
  path: "/subscriptions/{id}/update-preview",
  tags,
  summary: "Preview a product change",
  description:
    "Gatehouse extension: the proration, the amount due now and the next renewal of a product change, without applying it.",
  request: { params: idParams, body: jsonBody(subscriptionUpdatePreviewRequest) },
  responses: { 200: jsonResponse(subscriptionUpdatePreview, "The change's amounts.") },
});

const revokeRoute = billingRoute({
  method: "delete",
  path: "/subscriptions/{id}",
  tags,
  summary: "Revoke a subscription",
  request: { params: idParams },
  responses: { 200: jsonResponse(subscription, "Subscription revoked.") },
});

/** `processor`: plan changes with `invoice` charge the saved card off-session. */
export function subscriptionRoutes(db: Db, processor: PaymentProcessor): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  // Before /subscriptions/{id}, which would take "export" for an id.
  app.openapi(exportRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("subscriptions", "read", query.organization_id?.[0]);
    const { csv, filename } = await exportSubscriptions(db, access, query);
    return c.body(csv, 200, csvHeaders(filename));
  });
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("subscriptions", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("subscriptions", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("subscriptions", "write", c.req.query("organization_id"));
    const body = c.req.valid("json");
    const id = c.req.valid("param").id;
    if ("product_id" in body)
      return c.json(await planChange.changeProduct(db, processor, access.organizationId, id, body), 200);
    if ("discount_id" in body) return c.json(await changeDiscount(db, access, id, body.discount_id), 200);
    if ("seats" in body || "units" in body)
      return c.json(await changeQuantity(db, processor, access.organizationId, id, body), 200);
    if ("pause_at_period_end" in body) return c.json(await changePause(db, access, id, body), 200);
    if ("resume" in body) return c.json(await resume(db, access, id), 200);
    if ("metadata" in body) return c.json(await changeMetadata(db, access, id, body.metadata), 200);
    return c.json(await service.update(db, access, id, body), 200);
  });
  app.openapi(previewRoute, async (c) => {
    const access = await c.var.access.require("subscriptions", "read", c.req.query("organization_id"));
    const body = c.req.valid("json");
    const id = c.req.valid("param").id;
    if ("seats" in body || "units" in body)
      return c.json(await previewQuantity(db, access.organizationId, id, body), 200);
    return c.json(await planChange.preview(db, access.organizationId, id, body), 200);
  });
  app.openapi(revokeRoute, async (c) => {
    const access = await c.var.access.require("subscriptions", "write", c.req.query("organization_id"));
    return c.json(await service.revoke(db, access, c.req.valid("param").id), 200);
  });
  return app;
}
