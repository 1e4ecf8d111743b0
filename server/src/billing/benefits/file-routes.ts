import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonResponse } from "../common/route.ts";
import { benefitDownloadableFileList, benefitFilesQuery } from "./file-schemas.ts";
import { listFiles } from "./files.ts";

const filesRoute = billingRoute({
  method: "get",
  path: "/benefits/{id}/files",
  tags: ["benefits"],
  summary: "List the files of a downloadables benefit, with their download statistics",
  request: { params: idParams, query: benefitFilesQuery },
  responses: { 200: jsonResponse(benefitDownloadableFileList, "The benefit's files.") },
});

/** `GET /benefits/{id}/files`, read with the `benefits` scopes (as Polar). */
export function benefitFileRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(filesRoute, async (c) => {
    const access = await c.var.access.require("benefits", "read", c.req.query("organization_id"));
    return c.json(await listFiles(db, access, c.req.valid("param").id, c.req.valid("query")), 200);
  });
  return app;
}
