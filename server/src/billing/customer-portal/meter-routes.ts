import type { OpenAPIHono } from "@hono/zod-openapi";
import { getCustomerMeter, listCustomerMeters, portalMeterListQuery } from "../customer-meters/portal.ts";
import { customerCustomerMeter, customerCustomerMeterList } from "../customer-meters/schemas.ts";
import type { BillingEnv } from "../kit/env.ts";
import { idParams } from "../kit/ids.ts";
import { billingRoute, createBillingRouter, jsonResponse } from "../kit/route.ts";
import type { Db } from "../kit/transaction.ts";
import type { CustomerPortalAuth } from "./auth.ts";
import { portalQuery } from "./schemas.ts";

const tags = ["customer_portal"];
/** The portal's security (as routes.ts): a customer session token, or the web session cookie with organization_id. */
const PORTAL_SECURITY: Array<Record<string, string[]>> = [{ customer_session: [] }, { session: [] }];
function portalRoute<const R extends Parameters<typeof billingRoute>[0]>(config: R) {
  return { ...billingRoute(config), security: PORTAL_SECURITY };
}

const listRoute = portalRoute({
  method: "get",
  path: "/customer-portal/meters/",
  tags,
  summary: "List the customer's meters (usage, credits and balance of the current period)",
  request: { query: portalMeterListQuery },
  responses: { 200: jsonResponse(customerCustomerMeterList, "The customer's meters.") },
});

const getRoute = portalRoute({
  method: "get",
  path: "/customer-portal/meters/{id}",
  tags,
  summary: "Get one of the customer's meters",
  request: { params: idParams, query: portalQuery },
  responses: { 200: jsonResponse(customerCustomerMeter, "The customer meter.") },
});

/** The portal's meters (Polar's CustomerCustomerMeter). Mounted by routes.ts. */
export function customerPortalMeterRoutes(db: Db, customer: CustomerPortalAuth): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => c.json(await listCustomerMeters(db, await customer(c), c.req.valid("query")), 200));
  app.openapi(getRoute, async (c) => c.json(await getCustomerMeter(db, await customer(c), c.req.valid("param").id), 200));
  return app;
}
