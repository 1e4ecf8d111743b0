import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { resolveClientIp } from "../../http/client-ip.ts";
import type { BillingEnv } from "../common/env.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import type { CustomerPortalAuth } from "./auth.ts";
import {
  customerEmailUpdateCheckQuery,
  customerEmailUpdateRequest,
  customerEmailUpdateVerifyRequest,
  customerEmailUpdateVerifyResponse,
} from "./email-update-schemas.ts";
import * as service from "./email-update-service.ts";
import { portalQuery } from "./schemas.ts";

const tags = ["customer_portal"];
const limits = "Each client address has RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW (429).";

const requestRoute = {
  ...billingRoute({
    method: "post",
    path: "/customer-portal/customers/me/email-update/request",
    tags,
    summary: "Request an email change for the signed-in customer",
    description: `Mails a code and a link, valid ${service.EMAIL_UPDATE_LIFETIME_MINUTES} minutes and once, to the new address; a newer request ends the earlier one. 403 where customer_portal_settings.customer.allow_email_change is off. ${limits}`,
    request: { query: portalQuery, body: jsonBody(customerEmailUpdateRequest) },
    // The SDK reads a JSON answer: Polar's is `null`.
    responses: { 202: jsonResponse(z.null(), "Verification email sent.") },
  }),
  security: [{ customer_session: [] }, { session: [] }] as Array<Record<string, string[]>>,
};

// Public as in Polar: the mailed code is the proof of the new inbox.
const checkRoute = {
  ...billingRoute({
    method: "get",
    path: "/customer-portal/customers/me/email-update/check",
    tags,
    summary: "Check an email change code",
    description: `204 when the code is live, 401 otherwise; nothing is spent. ${limits}`,
    request: { query: customerEmailUpdateCheckQuery },
    responses: { 204: noContent("The code is valid.") },
  }),
  security: [],
};

const verifyRoute = {
  ...billingRoute({
    method: "post",
    path: "/customer-portal/customers/me/email-update/verify",
    tags,
    summary: "Verify an email change (records customer.updated)",
    description: `The customer's email becomes the new, verified address and a new customer session token is answered. 401 for a wrong, spent or expired code; 422 when another customer of the organization has the address. ${limits}`,
    request: { body: jsonBody(customerEmailUpdateVerifyRequest) },
    responses: { 200: jsonResponse(customerEmailUpdateVerifyResponse, "A new customer session token.") },
  }),
  security: [],
};

export function customerPortalEmailUpdateRoutes(
  ctx: service.EmailUpdateContext,
  customer: CustomerPortalAuth,
  trustedProxies: readonly string[],
): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  const clientIp = (c: Context<BillingEnv>) =>
    resolveClientIp(c.env.incoming.socket.remoteAddress, c.req.header("x-forwarded-for") ?? null, trustedProxies);
  app.openapi(requestRoute, async (c) => {
    await service.request(ctx, await customer(c), c.req.valid("json"), clientIp(c));
    return c.json(null, 202);
  });
  app.openapi(checkRoute, async (c) => {
    await service.check(ctx, c.req.valid("query").token, clientIp(c));
    return c.body(null, 204);
  });
  app.openapi(verifyRoute, async (c) => c.json(await service.verify(ctx, c.req.valid("json").token, clientIp(c)), 200));
  return app;
}
