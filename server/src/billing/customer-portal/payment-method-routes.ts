import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { PaymentProcessor } from "../../payment-processors/index.ts";
import { testCardToken, testCardTokenCreate } from "../checkouts/schemas.ts";
import { tokenizeTestCard } from "../checkouts/service.ts";
import type { BillingEnv } from "../common/env.ts";
import { errorBodySchema } from "../common/errors.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import type { CustomerPortalAuth } from "./auth.ts";
import { CustomerPortalErrors } from "./errors.ts";
import {
  customerPaymentMethod,
  customerPaymentMethodConfirm,
  customerPaymentMethodCreate,
  customerPaymentMethodCreateResponse,
  customerPaymentMethodList,
  customerPaymentMethodListQuery,
  customerPaymentMethodSettings,
} from "./payment-method-schemas.ts";
import * as service from "./payment-method-service.ts";
import { portalQuery } from "./schemas.ts";

const tags = ["customer_portal"];
/** The portal's security (as routes.ts): a customer session token, or the web session cookie with organization_id. */
const PORTAL_SECURITY: Array<Record<string, string[]>> = [{ customer_session: [] }, { session: [] }];
function portalRoute<const R extends Parameters<typeof billingRoute>[0]>(config: R) {
  return { ...billingRoute(config), security: PORTAL_SECURITY };
}
const PATH = "/customer-portal/customers/me/payment-methods";
// A processor's payment method id (Stripe: pm_…; test mode: ctoken_…), not a UUID.
const methodParams = z.object({
  id: z
    .string()
    .min(1)
    .max(255)
    .openapi({ param: { name: "id", in: "path" } }),
});

const listRoute = portalRoute({
  method: "get",
  path: PATH,
  tags,
  summary: "List the customer's saved payment methods",
  request: { query: customerPaymentMethodListQuery },
  responses: { 200: jsonResponse(customerPaymentMethodList, "The saved payment methods.") },
});
const settingsRoute = portalRoute({
  method: "get",
  path: `${PATH}/settings`,
  tags,
  summary: "Gatehouse: how to add a card here (test mode or Stripe.js) and the default card",
  request: { query: portalQuery },
  responses: { 200: jsonResponse(customerPaymentMethodSettings, "The settings.") },
});
const addRoute = portalRoute({
  method: "post",
  path: PATH,
  tags,
  summary: "Add a payment method (a card saved with a setup at the processor)",
  request: { query: portalQuery, body: jsonBody(customerPaymentMethodCreate) },
  responses: {
    201: jsonResponse(
      customerPaymentMethodCreateResponse,
      "Saved, or waiting for the card's 3-D Secure (client_secret).",
    ),
    400: jsonResponse(errorBodySchema, "The processor refused the card (PaymentError)."),
  },
});
const confirmRoute = portalRoute({
  method: "post",
  path: `${PATH}/confirm`,
  tags,
  summary: "Confirm a payment method after its 3-D Secure step",
  request: { query: portalQuery, body: jsonBody(customerPaymentMethodConfirm) },
  responses: {
    201: jsonResponse(customerPaymentMethodCreateResponse, "Saved."),
    400: jsonResponse(
      errorBodySchema,
      "The processor refused the card, or its 3-D Secure is not finished (PaymentError).",
    ),
  },
});
const defaultRoute = portalRoute({
  method: "post",
  path: `${PATH}/{id}/default`,
  tags,
  summary: "Gatehouse: charge the customer's subscriptions to this payment method from now on",
  request: { params: methodParams, query: portalQuery },
  responses: { 200: jsonResponse(customerPaymentMethod, "The default payment method.") },
});
const deleteRoute = portalRoute({
  method: "delete",
  path: `${PATH}/{id}`,
  tags,
  summary: "Delete a payment method (not one a live subscription is charged to)",
  request: { params: methodParams, query: portalQuery },
  responses: {
    204: { description: "Deleted." },
    400: jsonResponse(
      errorBodySchema,
      "A live subscription is charged to it (PaymentMethodInUseByActiveSubscription).",
    ),
  },
});
const testCardTokenRoute = portalRoute({
  method: "post",
  path: `${PATH}/test-card-tokens`,
  tags,
  summary: "Tokenize a test card for adding it (Gatehouse test mode)",
  request: { query: portalQuery, body: jsonBody(testCardTokenCreate) },
  responses: { 201: jsonResponse(testCardToken, "The confirmation token.") },
});

export function customerPortalPaymentMethodRoutes(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPortalAuth,
): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) =>
    c.json(await service.listPaymentMethods(db, processor, await customer(c), c.req.valid("query")), 200),
  );
  app.openapi(settingsRoute, async (c) =>
    c.json(await service.paymentMethodSettings(db, processor, await customer(c)), 200),
  );
  app.openapi(addRoute, async (c) =>
    c.json(await service.addPaymentMethod(db, processor, await customer(c), c.req.valid("json")), 201),
  );
  app.openapi(confirmRoute, async (c) =>
    c.json(await service.confirmPaymentMethod(db, processor, await customer(c), c.req.valid("json")), 201),
  );
  app.openapi(defaultRoute, async (c) =>
    c.json(await service.setDefaultPaymentMethod(db, processor, await customer(c), c.req.valid("param").id), 200),
  );
  app.openapi(deleteRoute, async (c) => {
    await service.deletePaymentMethod(db, processor, await customer(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  app.openapi(testCardTokenRoute, async (c) => {
    const { organizationId } = await customer(c);
    if ((await processor.checkoutMetadata(organizationId)).test_mode !== "true")
      throw CustomerPortalErrors.NOT_TEST_MODE();
    return c.json(await tokenizeTestCard(db, c.req.valid("json")), 201);
  });
  return app;
}
