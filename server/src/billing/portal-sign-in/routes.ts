import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { resolveClientIp } from "../../http/client-ip.ts";
import type { BillingEnv } from "../common/env.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import {
  customerSessionCodeAuthenticateRequest,
  customerSessionCodeAuthenticateResponse,
  customerSessionCodeRequest,
} from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["customer_portal"];

// Public as in Polar: the email and the code are the credentials.
const requestRoute = {
  ...billingRoute({
    method: "post",
    path: "/customer-portal/customer-session/request",
    tags,
    summary: "Mail a customer a code to sign in to the customer portal",
    description:
      "Always 202, whether or not the organization or the customer exists. At most 5 codes per customer per 15 minutes; each client address has RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW (429).",
    request: { body: jsonBody(customerSessionCodeRequest) },
    responses: { 202: noContent("Mailed if the address is a customer's.") },
  }),
  security: [],
};

const authenticateRoute = {
  ...billingRoute({
    method: "post",
    path: "/customer-portal/customer-session/authenticate",
    tags,
    summary: "Exchange a mailed code for a customer session token",
    description:
      "A code works once, for 30 minutes; a wrong or spent one is 401. Each client address has RATE_LIMIT_MAX tries per RATE_LIMIT_WINDOW (429).",
    request: { body: jsonBody(customerSessionCodeAuthenticateRequest) },
    responses: { 200: jsonResponse(customerSessionCodeAuthenticateResponse, "The customer session token.") },
  }),
  security: [],
};

export function portalSignInRoutes(
  ctx: service.PortalSignInContext,
  trustedProxies: readonly string[],
): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  const clientIp = (c: Context<BillingEnv>) =>
    resolveClientIp(c.env.incoming.socket.remoteAddress, c.req.header("x-forwarded-for") ?? null, trustedProxies);
  app.openapi(requestRoute, async (c) => {
    await service.request(ctx, c.req.valid("json"), clientIp(c));
    return c.body(null, 202);
  });
  app.openapi(authenticateRoute, async (c) => {
    return c.json(await service.authenticate(ctx, c.req.valid("json").code, clientIp(c)), 200);
  });
  return app;
}
