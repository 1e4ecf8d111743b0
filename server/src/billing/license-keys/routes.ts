import type { OpenAPIHono, RouteConfig } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { errorBodySchema } from "../common/errors.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import { validationErrorBodySchema } from "../common/validation.ts";
import { rotate } from "./rotation.ts";
import {
  activationParams,
  licenseKeyActivate,
  licenseKeyActivationCreated,
  licenseKeyActivationRead,
  licenseKeyDeactivate,
  licenseKeyList,
  licenseKeyListQuery,
  licenseKeyRead,
  licenseKeyUpdate,
  licenseKeyValidate,
  licenseKeyWithActivations,
  validatedLicenseKey,
} from "./schemas.ts";
import * as service from "./service.ts";
import * as versions from "./versions.ts";

const tags = ["license_keys"];

/**
 * The customer's license-key endpoints take no credential (the key is the secret, with the
 * organization id), as on Polar: the /v1 authentication skips them (billing/routes.ts).
 */

const publicErrors = {
  400: { description: "Usage limit reached.", content: { "application/json": { schema: errorBodySchema } } },
  403: { description: "Activation limit reached.", content: { "application/json": { schema: errorBodySchema } } },
  404: {
    description: "License key not found, expired or revoked.",
    content: { "application/json": { schema: errorBodySchema } },
  },
  422: { description: "Validation error.", content: { "application/json": { schema: validationErrorBodySchema } } },
} as const;

function publicRoute<const R extends Omit<RouteConfig, "security">>(config: R) {
  return { ...billingRoute({ ...config, responses: { ...publicErrors, ...config.responses } }), security: [] };
}

const listRoute = billingRoute({
  method: "get",
  path: "/license-keys/",
  tags,
  summary: "List license keys",
  request: { query: licenseKeyListQuery },
  responses: { 200: jsonResponse(licenseKeyList, "The organization's license keys.") },
});
const getRoute = billingRoute({
  method: "get",
  path: "/license-keys/{id}",
  tags,
  summary: "Get a license key",
  request: { params: idParams },
  responses: { 200: jsonResponse(licenseKeyWithActivations, "The license key.") },
});
const updateRoute = billingRoute({
  method: "patch",
  path: "/license-keys/{id}",
  tags,
  summary: "Update a license key",
  request: { params: idParams, body: jsonBody(licenseKeyUpdate) },
  responses: { 200: jsonResponse(licenseKeyRead, "License key updated.") },
});
const rotateRoute = billingRoute({
  method: "post",
  path: "/license-keys/{id}/rotate",
  tags,
  summary: "Rotate a license key",
  description: "A new key value for the same license key; the previous value stops validating at once.",
  request: { params: idParams },
  responses: {
    200: jsonResponse(licenseKeyRead, "The license key with its new value."),
    400: { description: "A revoked key.", content: { "application/json": { schema: errorBodySchema } } },
  },
});
const activationRoute = billingRoute({
  method: "get",
  path: "/license-keys/{id}/activations/{activation_id}",
  tags,
  summary: "Get a license key activation",
  request: { params: activationParams },
  responses: { 200: jsonResponse(licenseKeyActivationRead, "The activation.") },
});

const validateRoute = publicRoute({
  method: "post",
  path: "/customer-portal/license-keys/validate",
  tags: ["customer_portal"],
  summary: "Validate a license key",
  request: { body: jsonBody(licenseKeyValidate) },
  responses: { 200: jsonResponse(validatedLicenseKey, "The license key is valid.") },
});
const activateRoute = publicRoute({
  method: "post",
  path: "/customer-portal/license-keys/activate",
  tags: ["customer_portal"],
  summary: "Activate a license key",
  request: { body: jsonBody(licenseKeyActivate) },
  responses: { 200: jsonResponse(licenseKeyActivationCreated, "The activation.") },
});
const deactivateRoute = publicRoute({
  method: "post",
  path: "/customer-portal/license-keys/deactivate",
  tags: ["customer_portal"],
  summary: "Deactivate a license key",
  request: { body: jsonBody(licenseKeyDeactivate) },
  responses: { 204: noContent("Deactivated.") },
});

// API 1.0 (2026-10): the same operations under /v1/license-keys/ for the organization's own token.
const orgValidateRoute = billingRoute({
  method: "post",
  path: "/license-keys/validate",
  tags,
  summary: "Validate a license key (organization)",
  request: { body: jsonBody(licenseKeyValidate) },
  responses: { 200: jsonResponse(validatedLicenseKey, "The license key is valid.") },
});
const orgActivateRoute = billingRoute({
  method: "post",
  path: "/license-keys/activate",
  tags,
  summary: "Activate a license key (organization)",
  request: { body: jsonBody(licenseKeyActivate) },
  responses: { 200: jsonResponse(licenseKeyActivationCreated, "The activation.") },
});
const orgDeactivateRoute = billingRoute({
  method: "post",
  path: "/license-keys/deactivate",
  tags,
  summary: "Deactivate a license key (organization)",
  request: { body: jsonBody(licenseKeyDeactivate) },
  responses: { 204: noContent("Deactivated.") },
});

export function licenseKeyRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("license_keys", "read", query.organization_id?.[0]);
    return c.json(await versions.listFor(db, await service.list(db, access, query), c.var.apiVersion), 200);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("license_keys", "read", c.req.query("organization_id"));
    return c.json(
      await versions.keyFor(db, await service.get(db, access, c.req.valid("param").id), c.var.apiVersion),
      200,
    );
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("license_keys", "write", c.req.query("organization_id"));
    const updated = await service.update(db, access, c.req.valid("param").id, c.req.valid("json"));
    return c.json(await versions.keyFor(db, updated, c.var.apiVersion), 200);
  });
  app.openapi(rotateRoute, async (c) => {
    const access = await c.var.access.require("license_keys", "write", c.req.query("organization_id"));
    const rotated = await rotate(db, access.organizationId, c.req.valid("param").id, { kind: "organization" });
    return c.json(await versions.keyFor(db, rotated, c.var.apiVersion), 200);
  });
  app.openapi(activationRoute, async (c) => {
    const access = await c.var.access.require("license_keys", "read", c.req.query("organization_id"));
    const params = c.req.valid("param");
    const activation = await service.getActivation(db, access, params.id, params.activation_id);
    return c.json(await versions.activationFor(db, activation, c.var.apiVersion), 200);
  });
  app.openapi(orgValidateRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("license_keys", "write", body.organization_id);
    const validated = await service.validate(db, { ...body, organization_id: access.organizationId });
    return c.json(await versions.validatedFor(db, validated, c.var.apiVersion), 200);
  });
  app.openapi(orgActivateRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("license_keys", "write", body.organization_id);
    const activation = await service.activate(db, { ...body, organization_id: access.organizationId });
    return c.json(await versions.activationCreatedFor(db, activation, c.var.apiVersion), 200);
  });
  app.openapi(orgDeactivateRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("license_keys", "write", body.organization_id);
    await service.deactivate(db, { ...body, organization_id: access.organizationId });
    return c.body(null, 204);
  });
  app.openapi(validateRoute, async (c) =>
    c.json(await versions.validatedFor(db, await service.validate(db, c.req.valid("json")), c.var.apiVersion), 200),
  );
  app.openapi(activateRoute, async (c) => {
    const activation = await service.activate(db, c.req.valid("json"));
    return c.json(await versions.activationCreatedFor(db, activation, c.var.apiVersion), 200);
  });
  app.openapi(deactivateRoute, async (c) => {
    await service.deactivate(db, c.req.valid("json"));
    return c.body(null, 204);
  });
  return app;
}
