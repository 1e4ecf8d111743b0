import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonResponse } from "../common/route.ts";
import {
  customerMeterQuantities,
  getCustomerMeter,
  listCustomerMeters,
  portalMeterListQuery,
  portalMeterQuantitiesQuery,
} from "../customer-meters/portal.ts";
import { customerCustomerMeter, customerCustomerMeterList } from "../customer-meters/schemas.ts";
import { meterQuantities } from "../meters/schemas.ts";
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

const quantitiesRoute = portalRoute({
  method: "get",
  path: "/customer-portal/meters/{id}/quantities",
  tags,
  summary: "Get the quantities of one of the customer's meters",
  description:
    "Gatehouse extension (not in Polar): the meter's quantities per interval and in total, over the signed-in customer's own events only, as `GET /v1/meters/{id}/quantities` with that customer as the filter. `id` is the customer meter's ID (as in `/v1/customer-portal/meters/{id}`); another customer's is 404.",
  request: { params: idParams, query: portalMeterQuantitiesQuery },
  responses: { 200: jsonResponse(meterQuantities, "The customer's quantities per interval and in total.") },
});

/** The portal's meters (Polar's CustomerCustomerMeter). Mounted by routes.ts. */
export function customerPortalMeterRoutes(db: Db, customer: CustomerPortalAuth): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) =>
    c.json(await listCustomerMeters(db, await customer(c), c.req.valid("query")), 200),
  );
  app.openapi(getRoute, async (c) =>
    c.json(await getCustomerMeter(db, await customer(c), c.req.valid("param").id), 200),
  );
  // Portal routes validate before they authenticate (a malformed parameter is 422 whoever asks),
  // but this is the one with required parameters: a request missing them authenticates first, so
  // a caller without credentials gets 401 as on every other route (one lookup per request).
  const shapeOnly = portalMeterQuantitiesQuery.partial();
  const principals = new WeakMap<Request, ReturnType<CustomerPortalAuth>>();
  const once: CustomerPortalAuth = (c) => {
    const known = principals.get(c.req.raw) ?? customer(c);
    principals.set(c.req.raw, known);
    return known;
  };
  app.use("/customer-portal/meters/:id/quantities", async (c, next) => {
    if (shapeOnly.safeParse(c.req.query()).success) await once(c);
    await next();
  });
  app.openapi(quantitiesRoute, async (c) =>
    c.json(await customerMeterQuantities(db, await once(c), c.req.valid("param").id, c.req.valid("query")), 200),
  );
  return app;
}
