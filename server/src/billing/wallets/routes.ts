import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { customerWallet, customerWalletList, walletCreditCreate, walletListQuery } from "./schemas.ts";
import * as service from "./service.ts";

const tags = ["wallets"];

// Polar's organization wallet endpoints, guarded by its wallets:read|write scopes.
const listRoute = billingRoute({
  method: "get",
  path: "/wallets/",
  tags,
  summary: "List customer wallets",
  request: { query: walletListQuery },
  responses: { 200: jsonResponse(customerWalletList, "The wallets.") },
});

const getRoute = billingRoute({
  method: "get",
  path: "/wallets/{id}",
  tags,
  summary: "Get a customer wallet",
  request: { params: idParams },
  responses: { 200: jsonResponse(customerWallet, "The wallet.") },
});

const creditRoute = billingRoute({
  method: "post",
  path: "/wallets/credits",
  tags,
  summary: "Credit a customer's wallet",
  description:
    "Gatehouse extension (not in Polar): adds an amount to the customer's wallet in that currency, made on first credit. The balance pays the customer's next renewals before their card.",
  request: { body: jsonBody(walletCreditCreate) },
  responses: { 201: jsonResponse(customerWallet, "The wallet after the credit.") },
});

/** Customer wallets seen by the organization. Mounted by billing/routes.ts. */
export function walletRoutes(db: Db): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("wallets", "read", query.organization_id);
    return c.json(await service.list(db, access, query), 200);
  });
  app.openapi(getRoute, async (c) => {
    const access = await c.var.access.require("wallets", "read", c.req.query("organization_id"));
    return c.json(await service.get(db, access, c.req.valid("param").id), 200);
  });
  app.openapi(creditRoute, async (c) => {
    const access = await c.var.access.require("wallets", "write", c.req.query("organization_id"));
    return c.json(await service.credit(db, access, c.req.valid("json")), 201);
  });
  return app;
}
