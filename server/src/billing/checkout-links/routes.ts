import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { CheckoutContext } from "../checkouts/service.ts";
import type { BillingEnv } from "../common/env.ts";
import { errorBodySchema } from "../common/errors.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import { validationErrorBodySchema } from "../common/validation.ts";
import {
  checkoutLink,
  checkoutLinkCreate,
  checkoutLinkList,
  checkoutLinkListQuery,
  checkoutLinkUpdate,
  redirectQuery,
} from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["checkout-links"];

/** The redirect has no credential (the link's client secret is in the path): billing/routes.ts skips authentication for it. */

const listRoute = billingRoute({
  method: "get",
  path: "/checkout-links/",
  tags,
  summary: "List checkout links",
  request: { query: checkoutLinkListQuery },
  responses: { 200: jsonResponse(checkoutLinkList, "The organization's checkout links.") },
});
const createLinkRoute = billingRoute({
  method: "post",
  path: "/checkout-links/",
  tags,
  summary: "Create a checkout link",
  request: { body: jsonBody(checkoutLinkCreate) },
  responses: { 201: jsonResponse(checkoutLink, "Checkout link created.") },
});
const getRoute = billingRoute({
  method: "get",
  path: "/checkout-links/{id}",
  tags,
  summary: "Get a checkout link",
  request: { params: idParams },
  responses: { 200: jsonResponse(checkoutLink, "The checkout link.") },
});
const updateRoute = billingRoute({
  method: "patch",
  path: "/checkout-links/{id}",
  tags,
  summary: "Update a checkout link",
  request: { params: idParams, body: jsonBody(checkoutLinkUpdate) },
  responses: { 200: jsonResponse(checkoutLink, "Checkout link updated.") },
});
const deleteRoute = billingRoute({
  method: "delete",
  path: "/checkout-links/{id}",
  tags,
  summary: "Delete a checkout link",
  request: { params: idParams },
  responses: { 204: noContent("Checkout link deleted.") },
});
const redirectRoute = createRoute({
  method: "get",
  path: "/checkout-links/{client_secret}/redirect",
  tags,
  summary: "Open a checkout from a link",
  security: [],
  request: {
    params: z.object({
      client_secret: z
        .string()
        .min(1)
        .max(128)
        .openapi({ param: { name: "client_secret", in: "path" } }),
    }),
    query: redirectQuery,
  },
  responses: {
    302: { description: "Redirect to the new checkout's page." },
    404: { description: "No such link.", content: { "application/json": { schema: errorBodySchema } } },
    422: jsonResponse(validationErrorBodySchema, "A malformed path or query parameter (a NUL character)."),
  },
});

export function checkoutLinkRoutes(ctx: CheckoutContext): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("checkout_links", "read", query.organization_id?.[0]);
    return c.json(await service.list(ctx, access, query), 200);
  });
  app.openapi(createLinkRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("checkout_links", "write", body.organization_id);
    return c.json(await service.create(ctx, access, body), 201);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("checkout_links", "read", c.req.query("organization_id"));
    return c.json(await service.get(ctx, access, c.req.valid("param").id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("checkout_links", "write", c.req.query("organization_id"));
    return c.json(await service.update(ctx, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require("checkout_links", "write", c.req.query("organization_id"));
    await service.remove(ctx, access, c.req.valid("param").id);
    return c.body(null, 204);
  });
  app.openapi(redirectRoute, async (c) =>
    c.redirect(await service.openCheckout(ctx, c.req.valid("param").client_secret, c.req.valid("query")), 302),
  );
  return app;
}
