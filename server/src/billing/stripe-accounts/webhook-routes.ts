import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { CheckoutContext } from "../checkouts/context.ts";
import type { BillingEnv } from "../common/env.ts";
import { billingRoute, createBillingRouter, jsonResponse } from "../common/route.ts";
import type { StripeAccountSettings } from "./service.ts";
import { receive } from "./webhook-service.ts";

const receivedSchema = z.object({ received: z.literal(true), duplicate: z.boolean() }).openapi("StripeWebhookReceived");

// Stripe calls it: the signature over the body is the credential.
const webhookRoute = {
  ...billingRoute({
    method: "post",
    path: "/integrations/stripe/webhook/{organization_id}",
    tags: ["integrations"],
    summary: "Gatehouse: Stripe's events for one organization (Stripe-Signature checked with its webhook secret)",
    request: {
      params: z.object({ organization_id: z.uuid().openapi({ param: { name: "organization_id", in: "path" } }) }),
    },
    responses: { 200: jsonResponse(receivedSchema, "Recorded (and acted on, once).") },
  }),
  security: [],
};

export function stripeWebhookRoutes(
  db: Db,
  settings: StripeAccountSettings,
  checkouts: CheckoutContext,
): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(webhookRoute, async (c) =>
    c.json(
      await receive(
        db,
        settings,
        checkouts,
        c.req.valid("param").organization_id,
        // The signature is over these exact bytes: read as text, never re-serialized.
        await c.req.text(),
        c.req.header("stripe-signature"),
      ),
      200,
    ),
  );
  return app;
}
