import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import { CLIENT_IP_HEADER } from "../../http/client-ip.ts";
import type { BillingEnv } from "../common/env.ts";
import { errorBodySchema } from "../common/errors.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import { apiKeyIdParams, apiKeyMeter, apiKeyMeterBind, apiKeyVerification, apiKeyVerify } from "./schemas.ts";
import * as service from "./service.ts";
import type { OrganizationApiKeys } from "./verifier.ts";
import { verify } from "./verify.ts";

/**
 * Gatehouse's own routes (not Polar's): an organization API key bound to one of
 * the seller's meters, each request the seller verifies counted as an event and refused once the
 * customer's balance is spent. Binding takes `meters:write` (`meters:read` to read); verifying
 * ingests an event, so it takes `events:write`.
 */

const tags = ["api_key_meters"];
const errorResponse = (description: string) => jsonResponse(errorBodySchema, description);

const putRoute = billingRoute({
  method: "put",
  path: "/api-key-meters/{api_key_id}",
  tags,
  summary: "Bind an organization API key to a meter",
  description:
    "Each request verified with the key then counts as one event on the meter, for your customer whose external_id is the key's organization. 404 when the key is not an organization key of one of your customers; 422 for a meter that is not yours or does not count events.",
  request: { params: apiKeyIdParams, body: jsonBody(apiKeyMeterBind) },
  responses: {
    200: jsonResponse(apiKeyMeter, "The key's binding."),
    409: errorResponse("The key already counts on another organization's meter."),
  },
});

const getRoute = billingRoute({
  method: "get",
  path: "/api-key-meters/{api_key_id}",
  tags,
  summary: "Get an API key's meter binding",
  request: { params: apiKeyIdParams },
  responses: { 200: jsonResponse(apiKeyMeter, "The key's binding.") },
});

const deleteRoute = billingRoute({
  method: "delete",
  path: "/api-key-meters/{api_key_id}",
  tags,
  summary: "Unbind an API key from its meter",
  request: { params: apiKeyIdParams },
  responses: { 204: noContent("Unbound: the key's requests are no longer counted.") },
});

const verifyRoute = billingRoute({
  method: "post",
  path: "/api-key-meters/verify",
  tags,
  summary: "Verify an organization API key and count the request",
  description:
    "Call it for each request your backend receives with a key. 401 InvalidApiKey (unknown, disabled or expired key), 429 (the key's rate limit, with Retry-After, or its quota), 403 NotPermitted with Gatehouse-Error-Code IP_NOT_ALLOWED (the key has an IP allowlist and `ip_address`, or this call's address, is outside it), 403 NotACustomer (the key's organization is not your customer), 402 UsageLimitReached (bound to a meter whose balance is spent: nothing is counted). Otherwise one event is ingested when the key is bound, and the balance after it is returned.",
  request: { body: jsonBody(apiKeyVerify) },
  responses: {
    200: jsonResponse(apiKeyVerification, "The key is valid; the request was counted when the key is bound."),
    402: errorResponse("UsageLimitReached: the customer's balance on the key's meter is spent."),
    429: errorResponse("The key's rate limit (Retry-After says when to try again) or quota is spent."),
  },
});

export function apiKeyMeterRoutes(db: Db, apiKeys: OrganizationApiKeys): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(verifyRoute, async (c) => {
    const access = await c.var.access.require("events", "write", c.req.query("organization_id"));
    const clientIp = c.req.header(CLIENT_IP_HEADER) ?? null;
    return c.json(await verify({ db, verifier: apiKeys.verify }, access, c.req.valid("json"), clientIp), 200);
  });
  app.openapi(putRoute, async (c) => {
    const access = await c.var.access.require("meters", "write", c.req.query("organization_id"));
    return c.json(await service.bind(db, apiKeys, access, c.req.valid("param").api_key_id, c.req.valid("json")), 200);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("meters", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, apiKeys, access, c.req.valid("param").api_key_id), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require("meters", "write", c.req.query("organization_id"));
    await service.unbind(db, access, c.req.valid("param").api_key_id);
    return c.body(null, 204);
  });
  return app;
}
