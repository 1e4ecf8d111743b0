import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonResponse } from "../common/route.ts";
import type { CustomerPortalAuth } from "../customer-portal/auth.ts";
import { portalQuery } from "../customer-portal/schemas.ts";
import { customerWallet, customerWalletList, portalWalletListQuery } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["customer_portal"];
/** The portal's security (as customer-portal/routes.ts): a customer session token, or the web session cookie with organization_id. */
const PORTAL_SECURITY: Array<Record<string, string[]>> = [{ customer_session: [] }, { session: [] }];
function portalRoute<const R extends Parameters<typeof billingRoute>[0]>(config: R) {
  return { ...billingRoute(config), security: PORTAL_SECURITY };
}

const listRoute = portalRoute({
  method: "get",
  path: "/customer-portal/wallets/",
  tags,
  summary: "List wallets of the authenticated customer",
  request: { query: portalWalletListQuery },
  responses: { 200: jsonResponse(customerWalletList, "The customer's wallets.") },
});

const getRoute = portalRoute({
  method: "get",
  path: "/customer-portal/wallets/{id}",
  tags,
  summary: "Get a wallet of the authenticated customer",
  request: { params: idParams, query: portalQuery },
  responses: { 200: jsonResponse(customerWallet, "The wallet.") },
});

/** The portal's wallets (Polar's CustomerWallet). Mounted by customer-portal/routes.ts. */
export function customerPortalWalletRoutes(db: Db, customer: CustomerPortalAuth): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) =>
    c.json(await service.listOfCustomer(db, await customer(c), c.req.valid("query")), 200),
  );
  app.openapi(getRoute, async (c) =>
    c.json(await service.getOfCustomer(db, await customer(c), c.req.valid("param").id), 200),
  );
  return app;
}
