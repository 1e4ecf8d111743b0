import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse, noContent } from "../common/route.ts";
import type { CustomerPortalAuth } from "../customer-portal/auth.ts";
import { portalQuery } from "../customer-portal/schemas.ts";
import * as portal from "./portal-service.ts";
import {
  portalMember,
  portalMemberCreate,
  portalMemberList,
  portalMemberListQuery,
  portalMemberUpdate,
} from "./schemas.ts";

const tags = ["customer_portal"];
/** The portal's security (as customer-portal/routes.ts): a customer session token, or the web session cookie. */
const PORTAL_SECURITY: Array<Record<string, string[]>> = [{ customer_session: [] }, { session: [] }];
function portalRoute<const R extends Parameters<typeof billingRoute>[0]>(config: R) {
  return { ...billingRoute(config), security: PORTAL_SECURITY };
}

const listRoute = portalRoute({
  method: "get",
  path: "/customer-portal/members",
  tags,
  summary: "List the members of the customer's team (owner and billing managers)",
  request: { query: portalMemberListQuery.extend(portalQuery.shape) },
  responses: { 200: jsonResponse(portalMemberList, "The team's members.") },
});
const addRoute = portalRoute({
  method: "post",
  path: "/customer-portal/members",
  tags,
  summary: "Add a member to the customer's team (records member.created)",
  request: { query: portalQuery, body: jsonBody(portalMemberCreate) },
  responses: { 201: jsonResponse(portalMember, "Member added, or the member that already has this email.") },
});
const updateRoute = portalRoute({
  method: "patch",
  path: "/customer-portal/members/{id}",
  tags,
  summary: "Update a member of the customer's team (records member.updated)",
  request: { params: idParams, query: portalQuery, body: jsonBody(portalMemberUpdate) },
  responses: { 200: jsonResponse(portalMember, "Member updated.") },
});
const removeRoute = portalRoute({
  method: "delete",
  path: "/customer-portal/members/{id}",
  tags,
  summary: "Remove a member from the customer's team (records member.deleted)",
  request: { params: idParams, query: portalQuery },
  responses: { 204: noContent("Member removed.") },
});

/** The portal's members. Mounted by customer-portal/routes.ts. */
export function customerPortalMemberRoutes(db: Db, customer: CustomerPortalAuth): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => c.json(await portal.list(db, await customer(c), c.req.valid("query")), 200));
  app.openapi(addRoute, async (c) => c.json(await portal.add(db, await customer(c), c.req.valid("json")), 201));
  app.openapi(updateRoute, async (c) =>
    c.json(await portal.update(db, await customer(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(removeRoute, async (c) => {
    await portal.remove(db, await customer(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  return app;
}
