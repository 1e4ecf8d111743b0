import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { PaymentProcessor } from "../../payment-processors/index.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { subscriptionUpdatePreview } from "../subscriptions/schemas.ts";
import type { CustomerPortalAuth } from "./auth.ts";
import { customerSubscription, portalQuery } from "./schemas.ts";
import { customerSubscriptionUpdate, customerSubscriptionUpdatePreviewRequest } from "./subscription-schemas.ts";
import * as service from "./subscription-service.ts";

const tags = ["customer_portal"];
/** The portal's security (as routes.ts): a customer session token, or the web session cookie with organization_id. */
const PORTAL_SECURITY: Array<Record<string, string[]>> = [{ customer_session: [] }, { session: [] }];
function portalRoute<const R extends Parameters<typeof billingRoute>[0]>(config: R) {
  return { ...billingRoute(config), security: PORTAL_SECURITY };
}

const updateRoute = portalRoute({
  method: "patch",
  path: "/customer-portal/subscriptions/{id}",
  tags,
  summary: "Update one of the customer's subscriptions",
  description:
    "Change the product (`product_id`; the organization's proration behavior), cancel at period end / uncancel (`cancel_at_period_end`, `cancellation_reason`, `cancellation_comment`), pause at period end or undo it (`pause_at_period_end`, `resumes_at`), or resume a paused subscription (`resume: true`) where the organization allows pausing.",
  request: { params: idParams, query: portalQuery, body: jsonBody(customerSubscriptionUpdate) },
  responses: { 200: jsonResponse(customerSubscription, "Subscription updated.") },
});

const cancelRoute = portalRoute({
  method: "delete",
  path: "/customer-portal/subscriptions/{id}",
  tags,
  summary: "Cancel one of the customer's subscriptions",
  description: "Cancels at the end of the current period (Polar's portal).",
  request: { params: idParams, query: portalQuery },
  responses: { 200: jsonResponse(customerSubscription, "Subscription canceled at period end.") },
});

const previewRoute = portalRoute({
  method: "post",
  path: "/customer-portal/subscriptions/{id}/update-preview",
  tags,
  summary: "Preview a product change",
  description:
    "Gatehouse extension: the proration, the amount due now and the next renewal of switching to `product_id`, without applying it.",
  request: { params: idParams, query: portalQuery, body: jsonBody(customerSubscriptionUpdatePreviewRequest) },
  responses: { 200: jsonResponse(subscriptionUpdatePreview, "The change's amounts.") },
});

/** The portal's subscription writes (cancel, uncancel, change product, preview). Mounted by routes.ts. */
export function customerPortalSubscriptionRoutes(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPortalAuth,
): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(updateRoute, async (c) =>
    c.json(await service.update(db, processor, await customer(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(cancelRoute, async (c) =>
    c.json(await service.cancel(db, await customer(c), c.req.valid("param").id), 200),
  );
  app.openapi(previewRoute, async (c) =>
    c.json(await service.preview(db, await customer(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
  return app;
}
