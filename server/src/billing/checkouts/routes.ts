import type { OpenAPIHono, RouteConfig } from "@hono/zod-openapi";
import type { SessionResolver } from "../api-access/principal.ts";
import type { BillingEnv } from "../common/env.ts";
import { errorBodySchema } from "../common/errors.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { validationErrorBodySchema } from "../common/validation.ts";
import {
  checkout,
  checkoutAuthentication,
  checkoutConfirm,
  checkoutCreate,
  checkoutInvoice,
  checkoutList,
  checkoutListQuery,
  checkoutPublic,
  checkoutPublicConfirmed,
  checkoutUpdate,
  checkoutUpdatePublic,
  clientSecretParams,
  testCardToken,
  testCardTokenCreate,
} from "./schemas.ts";
import type { CheckoutContext } from "./service.ts";
import * as service from "./service.ts";

const tags = ["checkouts"];

/**
 * The client routes (by client secret, no credential): the /v1 authentication skips them
 * (billing/routes.ts); the client secret is the credential, as on Polar.
 */

const publicErrors = {
  400: { description: "Payment error.", content: { "application/json": { schema: errorBodySchema } } },
  403: { description: "The checkout is not open.", content: { "application/json": { schema: errorBodySchema } } },
  404: { description: "Not found.", content: { "application/json": { schema: errorBodySchema } } },
  422: { description: "Validation error.", content: { "application/json": { schema: validationErrorBodySchema } } },
} as const;

/** A route without credentials (the client secret is in the path); a required body is still required (billingRoute). */
function publicRoute<const R extends Omit<RouteConfig, "security">>(config: R) {
  return { ...billingRoute({ ...config, responses: { ...publicErrors, ...config.responses } }), security: [] };
}

const listRoute = billingRoute({
  method: "get",
  path: "/checkouts/",
  tags,
  summary: "List checkout sessions",
  request: { query: checkoutListQuery },
  responses: { 200: jsonResponse(checkoutList, "The organization's checkouts.") },
});
const createCheckoutRoute = billingRoute({
  method: "post",
  path: "/checkouts/",
  tags,
  summary: "Create a checkout session",
  request: { body: jsonBody(checkoutCreate) },
  responses: { 201: jsonResponse(checkout, "Checkout session created.") },
});
const getRoute = billingRoute({
  method: "get",
  path: "/checkouts/{id}",
  tags,
  summary: "Get a checkout session",
  request: { params: idParams },
  responses: { 200: jsonResponse(checkout, "The checkout session.") },
});
const updateRoute = billingRoute({
  method: "patch",
  path: "/checkouts/{id}",
  tags,
  summary: "Update a checkout session",
  request: { params: idParams, body: jsonBody(checkoutUpdate) },
  responses: { 200: jsonResponse(checkout, "Checkout session updated.") },
});

const clientGetRoute = publicRoute({
  method: "get",
  path: "/checkouts/client/{client_secret}",
  tags,
  summary: "Get a checkout session from a client",
  request: { params: clientSecretParams },
  responses: { 200: jsonResponse(checkoutPublic, "The checkout session.") },
});
const clientUpdateRoute = publicRoute({
  method: "patch",
  path: "/checkouts/client/{client_secret}",
  tags,
  summary: "Update a checkout session from a client",
  request: { params: clientSecretParams, body: jsonBody(checkoutUpdatePublic) },
  responses: { 200: jsonResponse(checkoutPublic, "Checkout session updated.") },
});
const clientConfirmRoute = publicRoute({
  method: "post",
  path: "/checkouts/client/{client_secret}/confirm",
  tags,
  summary: "Confirm a checkout session from a client",
  request: { params: clientSecretParams, body: jsonBody(checkoutConfirm) },
  responses: { 200: jsonResponse(checkoutPublicConfirmed, "Checkout session confirmed.") },
});
const testCardTokenRoute = publicRoute({
  method: "post",
  path: "/checkouts/client/{client_secret}/test-card-tokens",
  tags,
  summary: "Tokenize a test card (Gatehouse test mode)",
  description:
    "What Stripe.js does in the browser: a card number (Stripe's test cards) becomes a `ctoken_...` confirmation token for confirm.",
  request: { params: clientSecretParams, body: jsonBody(testCardTokenCreate) },
  responses: { 201: jsonResponse(testCardToken, "The confirmation token.") },
});
const authenticationRoute = publicRoute({
  method: "post",
  path: "/checkouts/client/{client_secret}/authentication",
  tags,
  summary: "Complete the 3-D Secure challenge (Gatehouse test mode)",
  request: { params: clientSecretParams, body: jsonBody(checkoutAuthentication) },
  responses: { 200: jsonResponse(checkoutPublic, "The checkout after the challenge.") },
});
const invoiceRoute = publicRoute({
  method: "get",
  path: "/checkouts/client/{client_secret}/invoice",
  tags,
  summary: "The invoice of a succeeded checkout's order (Gatehouse extension)",
  request: { params: clientSecretParams },
  responses: { 200: jsonResponse(checkoutInvoice, "The invoice URL.") },
});

export function checkoutRoutes(ctx: CheckoutContext, sessions: SessionResolver): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("checkouts", "read", query.organization_id?.[0]);
    return c.json(await service.list(ctx, access, query), 200);
  });
  app.openapi(createCheckoutRoute, async (c) => {
    const access = await c.var.access.require("checkouts", "write", c.req.query("organization_id"));
    return c.json(await service.create(ctx, access, c.req.valid("json")), 201);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("checkouts", "read", c.req.query("organization_id"));
    return c.json(await service.get(ctx, access, c.req.valid("param").id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("checkouts", "write", c.req.query("organization_id"));
    return c.json(await service.update(ctx, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });

  app.openapi(clientGetRoute, async (c) =>
    c.json(await service.clientGet(ctx, c.req.valid("param").client_secret), 200),
  );
  app.openapi(clientUpdateRoute, async (c) =>
    c.json(await service.clientUpdate(ctx, c.req.valid("param").client_secret, c.req.valid("json")), 200),
  );
  app.openapi(clientConfirmRoute, async (c) => {
    // A signed-in buyer (session cookie) becomes the customer with external_id = their user id.
    const session = await sessions(c.req.raw.headers).catch(() => null);
    return c.json(
      await service.confirm(ctx, c.req.valid("param").client_secret, c.req.valid("json"), session?.userId ?? null),
      200,
    );
  });
  app.openapi(testCardTokenRoute, async (c) => {
    await service.requireTestModeBySecret(ctx, c.req.valid("param").client_secret);
    return c.json(await service.tokenizeTestCard(ctx.db, c.req.valid("json")), 201);
  });
  app.openapi(authenticationRoute, async (c) =>
    c.json(await service.authenticate(ctx, c.req.valid("param").client_secret, c.req.valid("json").outcome), 200),
  );
  app.openapi(invoiceRoute, async (c) => c.json(await service.invoice(ctx, c.req.valid("param").client_secret), 200));
  return app;
}
