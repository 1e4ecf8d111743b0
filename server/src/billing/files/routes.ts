import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { stream } from "hono/streaming";
import type { Db } from "../../db/transaction.ts";
import { declareRoute } from "../api-access/route-access.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import {
  fileCreate,
  fileList,
  fileListQuery,
  filePatch,
  fileRead,
  fileUpload,
  fileUploadCompleted,
} from "./schemas.ts";
import type { FilesContext } from "./service.ts";
import * as service from "./service.ts";
import * as upload from "./upload.ts";

const tags = ["files"];

/**
 * The two file routes without a credential, which the /v1 authentication and body limit skip
 * (billing/routes.ts): the signed part upload (the URL is the credential, like a presigned S3
 * URL; its body may be up to the part's declared size, service.ts caps) and a product media
 * file's public URL.
 */

const listRoute = billingRoute({
  method: "get",
  path: "/files/",
  tags,
  summary: "List files",
  request: { query: fileListQuery },
  responses: { 200: jsonResponse(fileList, "The organization's files.") },
});

const createRoute = billingRoute({
  method: "post",
  path: "/files/",
  tags,
  summary: "Create a file: returns the URLs to PUT each part to",
  request: { body: jsonBody(fileCreate) },
  responses: { 201: jsonResponse(fileUpload, "File created, upload pending.") },
});

const uploadedRoute = billingRoute({
  method: "post",
  path: "/files/{id}/uploaded",
  tags,
  summary: "Complete a file upload (verifies sizes and checksums)",
  request: { params: idParams, body: jsonBody(fileUploadCompleted) },
  responses: { 200: jsonResponse(fileRead, "File uploaded.") },
});

const updateRoute = billingRoute({
  method: "patch",
  path: "/files/{id}",
  tags,
  summary: "Update a file's name or version",
  request: { params: idParams, body: jsonBody(filePatch) },
  responses: { 200: jsonResponse(fileRead, "File updated.") },
});

const deleteRoute = billingRoute({
  method: "delete",
  path: "/files/{id}",
  tags,
  summary: "Delete a file and its stored bytes",
  request: { params: idParams },
  responses: { 204: noContent("File deleted.") },
});

const partParams = z.object({ id: z.uuid(), number: z.coerce.number().int().min(1) });

export function fileRoutes(db: Db, ctx: FilesContext): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("files", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(createRoute, async (c) => {
    const body = c.req.valid("json");
    const access = await c.var.access.require("files", "write", body.organization_id);
    return c.json(await upload.create(db, ctx, access, body), 201);
  });
  app.openapi(uploadedRoute, async (c) => {
    const access = await c.var.access.require("files", "write", c.req.query("organization_id"));
    return c.json(await upload.complete(db, ctx, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const access = await c.var.access.require("files", "write", c.req.query("organization_id"));
    return c.json(await service.update(db, access, c.req.valid("param").id, c.req.valid("json")), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const access = await c.var.access.require("files", "write", c.req.query("organization_id"));
    await service.remove(db, ctx, access, c.req.valid("param").id);
    return c.body(null, 204);
  });

  // Not in the OpenAPI document: Polar's clients PUT to whatever URL the upload names. The signed
  // upload URL is the credential; the part streams to disk under its own cap (service.ts).
  declareRoute(app, { path: "/files/:id/parts/:number", access: "public", streamedBody: true });
  app.put("/files/:id/parts/:number", async (c) => {
    const params = partParams.safeParse(c.req.param());
    if (!params.success) return c.json({ error: "ResourceNotFound", detail: "Not found" }, 404);
    const length = c.req.header("content-length");
    const etag = await upload.receivePart(db, ctx, params.data.id, params.data.number, {
      expires: c.req.query("expires"),
      signature: c.req.query("signature"),
      contentLength: length === undefined ? null : Number(length),
      body: c.req.raw.body,
    });
    c.header("ETag", etag);
    // Browsers uploading from the web app read the ETag from JavaScript.
    c.header("Access-Control-Expose-Headers", "ETag");
    return c.body(null, 200);
  });

  // Product media: public by design (Polar's public_url).
  declareRoute(app, { path: "/files/:id/public", access: "public" });
  app.get("/files/:id/public", async (c) => {
    const id = z.uuid().safeParse(c.req.param("id"));
    if (!id.success) return c.json({ error: "ResourceNotFound", detail: "Not found" }, 404);
    const media = await service.publicMedia(db, ctx, id.data);
    c.header("Content-Type", media.mimeType);
    c.header("Content-Length", String(media.size));
    c.header("Cache-Control", "public, max-age=3600");
    if (media.etag) c.header("ETag", `"${media.etag}"`);
    // SVG may carry scripts: never let a served file run as a page of this origin.
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    c.header("X-Content-Type-Options", "nosniff");
    return stream(c, async (out) => {
      for await (const chunk of media.stream as AsyncIterable<Buffer>) await out.write(chunk);
    });
  });
  return app;
}
