import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { PaymentProcessor } from "../../payment-processors/index.ts";
import type { BillingEnv } from "../common/env.ts";
import { errorBodySchema } from "../common/errors.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import type { CustomerPortalAuth } from "../customer-portal/auth.ts";
import { portalQuery } from "../customer-portal/schemas.ts";
import { customerWallet, customerWalletList, portalWalletListQuery } from "./schemas.ts";
import * as service from "./service.ts";
import { customerWalletTopUp, topUpHeaders, walletTopUpCreate } from "./top-up-schemas.ts";
import * as topUps from "./top-up-service.ts";

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

const errorResponse = (description: string) => jsonResponse(errorBodySchema, description);

const topUpRoute = portalRoute({
  method: "post",
  path: "/customer-portal/wallets/top-ups",
  tags,
  summary: "Top up a wallet of the authenticated customer",
  description:
    "Gatehouse extension: charges one of the customer's saved cards (the default when none is named) and adds the amount to the customer's wallet in that currency, made on first use. For the owner and billing managers.",
  request: { headers: topUpHeaders, query: portalQuery, body: jsonBody(walletTopUpCreate) },
  responses: {
    201: jsonResponse(customerWalletTopUp, "The top-up succeeded: the wallet is credited."),
    202: jsonResponse(
      customerWalletTopUp,
      "The card's answer did not arrive: the top-up is pending, and Gatehouse settles it on its own.",
    ),
    402: errorResponse("PaymentFailed: the card declined, or the customer has no card to charge."),
    409: errorResponse("IdempotencyKeyReused: the key was used for a top-up of another amount, currency or card."),
  },
});

const getTopUpRoute = portalRoute({
  method: "get",
  path: "/customer-portal/wallets/top-ups/{id}",
  tags,
  summary: "Get a wallet top-up of the authenticated customer",
  request: { params: idParams, query: portalQuery },
  responses: { 200: jsonResponse(customerWalletTopUp, "The top-up.") },
});

/** The portal's wallets (Polar's CustomerWallet) and their top-ups. Mounted by customer-portal/routes.ts. */
export function customerPortalWalletRoutes(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPortalAuth,
): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  // Before `/wallets/{id}`, which would otherwise take "top-ups" for an id.
  app.openapi(topUpRoute, async (c) => {
    const key = c.req.valid("header")["idempotency-key"] ?? null;
    const answer = await topUps.topUp(db, processor, await customer(c), c.req.valid("json"), key);
    return answer.status === 201 ? c.json(answer.topUp, 201) : c.json(answer.topUp, 202);
  });
  app.openapi(getTopUpRoute, async (c) =>
    c.json(await topUps.getTopUp(db, await customer(c), c.req.valid("param").id), 200),
  );
  app.openapi(listRoute, async (c) =>
    c.json(await service.listOfCustomer(db, await customer(c), c.req.valid("query")), 200),
  );
  app.openapi(getRoute, async (c) =>
    c.json(await service.getOfCustomer(db, await customer(c), c.req.valid("param").id), 200),
  );
  return app;
}
