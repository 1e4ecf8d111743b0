import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { stream } from "hono/streaming";
import type { Db } from "../../db/transaction.ts";
import type { BlobStore } from "../../storage/blob-store.ts";
import { declareRoute } from "../api-access/route-access.ts";
import type { BillingEnv } from "../common/env.ts";
import { errorBodySchema } from "../common/errors.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { licenseKeyRead, licenseKeyWithActivations } from "../license-keys/schemas.ts";
import * as licenseKeyVersions from "../license-keys/versions.ts";
import type { CustomerPortalAuth } from "./auth.ts";
import {
  customerBenefitGrantUpdate,
  customerLicenseKeyList,
  customerLicenseKeyListQuery,
  downloadableList,
  downloadableListQuery,
} from "./benefit-schemas.ts";
import * as service from "./benefit-service.ts";
import { CustomerPortalErrors } from "./errors.ts";
import { customerBenefitGrant, portalQuery } from "./schemas.ts";

/** The portal's benefits (a grant, its account link, license keys, downloadables). Mounted by routes.ts. */

const PORTAL_SECURITY: Array<Record<string, string[]>> = [{ customer_session: [] }, { session: [] }];
function portalRoute<const R extends Parameters<typeof billingRoute>[0]>(config: R) {
  return { ...billingRoute(config), security: PORTAL_SECURITY };
}

const tags = ["customer_portal"];

const getGrantRoute = portalRoute({
  method: "get",
  path: "/customer-portal/benefit-grants/{id}",
  tags,
  summary: "Get one of the customer's benefit grants",
  request: { params: idParams, query: portalQuery },
  responses: { 200: jsonResponse(customerBenefitGrant, "The benefit grant.") },
});

const updateGrantRoute = portalRoute({
  method: "patch",
  path: "/customer-portal/benefit-grants/{id}",
  tags,
  summary: "Link the customer's GitHub or Discord account to a grant (the grant is then made or moved)",
  request: { params: idParams, query: portalQuery, body: jsonBody(customerBenefitGrantUpdate) },
  responses: { 200: jsonResponse(customerBenefitGrant, "The benefit grant.") },
});

const listLicenseKeysRoute = portalRoute({
  method: "get",
  path: "/customer-portal/license-keys/",
  tags,
  summary: "List the customer's license keys",
  request: { query: customerLicenseKeyListQuery },
  responses: { 200: jsonResponse(customerLicenseKeyList, "The customer's license keys.") },
});

const getLicenseKeyRoute = portalRoute({
  method: "get",
  path: "/customer-portal/license-keys/{id}",
  tags,
  summary: "Get one of the customer's license keys with its activations",
  request: { params: idParams, query: portalQuery },
  responses: { 200: jsonResponse(licenseKeyWithActivations, "The license key.") },
});

const rotateLicenseKeyRoute = portalRoute({
  method: "post",
  path: "/customer-portal/license-keys/{id}/rotate",
  tags,
  summary: "Rotate one of the customer's license keys",
  description: "A new key value for the same license key; the previous value stops validating at once.",
  request: { params: idParams, query: portalQuery },
  responses: {
    200: jsonResponse(licenseKeyRead, "The license key with its new value."),
    400: { description: "A revoked key.", content: { "application/json": { schema: errorBodySchema } } },
  },
});

const listDownloadablesRoute = portalRoute({
  method: "get",
  path: "/customer-portal/downloadables/",
  tags,
  summary: "List the files the customer may download (signed links valid for an hour)",
  request: { query: downloadableListQuery },
  responses: { 200: jsonResponse(downloadableList, "The customer's downloadables.") },
});

export function customerPortalBenefitRoutes(db: Db, customer: CustomerPortalAuth): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(getGrantRoute, async (c) =>
    c.json(await service.getGrant(db, await customer(c), c.req.valid("param").id), 200),
  );
  app.openapi(updateGrantRoute, async (c) =>
    c.json(await service.updateGrant(db, await customer(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(listLicenseKeysRoute, async (c) => {
    const keys = await service.listLicenseKeys(db, await customer(c), c.req.valid("query"));
    return c.json(await licenseKeyVersions.listFor(db, keys, c.var.apiVersion), 200);
  });
  app.openapi(getLicenseKeyRoute, async (c) => {
    const key = await service.getLicenseKey(db, await customer(c), c.req.valid("param").id);
    return c.json(await licenseKeyVersions.keyFor(db, key, c.var.apiVersion), 200);
  });
  app.openapi(rotateLicenseKeyRoute, async (c) => {
    const key = await service.rotateLicenseKey(db, await customer(c), c.req.valid("param").id);
    return c.json(await licenseKeyVersions.keyFor(db, key, c.var.apiVersion), 200);
  });
  app.openapi(listDownloadablesRoute, async (c) =>
    c.json(await service.listDownloadables(db, await customer(c), c.req.valid("query")), 200),
  );
  return app;
}

const downloadParams = z.object({ grantId: z.uuid(), fileId: z.uuid() });

/**
 * `GET /v1/customer-portal/downloadables/{grant_id}/{file_id}?organization_id&expires&signature`:
 * the file behind a signed link from the list above. No token: the signature is the credential
 * (like Polar's presigned S3 URLs). Not in the OpenAPI document. Mounted by billing/routes.ts,
 * which holds the files' store.
 */
export function customerPortalDownloadRoutes(db: Db, files: { store: BlobStore }): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  declareRoute(app, { path: "/customer-portal/downloadables/:grantId/:fileId", access: "public" });
  app.get("/customer-portal/downloadables/:grantId/:fileId", async (c) => {
    const params = downloadParams.safeParse(c.req.param());
    if (!params.success) throw CustomerPortalErrors.FILE_NOT_FOUND();
    const given = {
      organizationId: c.req.query("organization_id"),
      expires: c.req.query("expires"),
      signature: c.req.query("signature"),
    };
    const file = await service.download(db, files.store, params.data.grantId, params.data.fileId, given);
    c.header("Content-Type", file.mimeType);
    c.header("Content-Length", String(file.size));
    c.header("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    c.header("Cache-Control", "private, no-store");
    c.header("X-Content-Type-Options", "nosniff");
    return stream(c, async (out) => {
      for await (const chunk of file.stream as AsyncIterable<Buffer>) await out.write(chunk);
    });
  });
  return app;
}
