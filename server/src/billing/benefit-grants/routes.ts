import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonResponse } from "../common/route.ts";
import { benefitGrantList, benefitGrantListQuery, benefitGrantsQuery } from "./schemas.ts";
import * as service from "./service.ts";

/** Benefit grants: read with the `benefits` scopes (as Polar). */

const benefitGrantsRoute = billingRoute({
  method: "get",
  path: "/benefits/{id}/grants",
  tags: ["benefits"],
  summary: "List the grants of a benefit",
  request: { params: idParams, query: benefitGrantsQuery },
  responses: { 200: jsonResponse(benefitGrantList, "The benefit's grants.") },
});

const listRoute = billingRoute({
  method: "get",
  path: "/benefit-grants/",
  tags: ["benefit-grants"],
  summary: "List benefit grants",
  request: { query: benefitGrantListQuery },
  responses: { 200: jsonResponse(benefitGrantList, "The organization's benefit grants.") },
});

export function benefitGrantRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(benefitGrantsRoute, async (c) => {
    const access = await c.var.access.require("benefits", "read", c.req.query("organization_id"));
    return c.json(await service.grantsOfBenefit(db, access, c.req.valid("param").id, c.req.valid("query")), 200);
  });
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("benefits", "read", query.organization_id?.[0]);
    return c.json(await service.list(db, access, query), 200);
  });
  return app;
}
