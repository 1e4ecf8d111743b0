import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { PaymentProcessor } from "../../payment-processors/index.ts";
import type { SessionResolver } from "../api-access/principal.ts";
import { declareRoute } from "../api-access/route-access.ts";
import type { BillingEnv } from "../common/env.ts";
import { idParams } from "../common/ids.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import { customerCustomerSession } from "../customer-sessions/schemas.ts";
import { introspect } from "../customer-sessions/service.ts";
import { customerPortalMemberRoutes } from "../members/portal-routes.ts";
import { orderUpdate } from "../orders/schemas.ts";
import { customerPortalWalletRoutes } from "../wallets/portal-routes.ts";
import { billingManagerAuth, customerPortalAuth } from "./auth.ts";
import { customerPortalBenefitRoutes } from "./benefit-routes.ts";
import { customerPortalEmailUpdateRoutes } from "./email-update-routes.ts";
import type { EmailUpdateContext } from "./email-update-service.ts";
import { customerPortalMeterRoutes } from "./meter-routes.ts";
import * as orderService from "./order-service.ts";
import { customerPortalPaymentMethodRoutes } from "./payment-method-routes.ts";
import {
  customerBenefitGrantList,
  customerBenefitGrantListQuery,
  customerOrder,
  customerOrderConfirmPayment,
  customerOrderList,
  customerOrderListQuery,
  customerOrderPaymentConfirmation,
  customerOrderPaymentStatus,
  customerOrganizationData,
  customerOrganizationList,
  customerOrganizationListQuery,
  customerOrganizationSlugParams,
  customerPortalCustomer,
  customerPortalCustomerUpdate,
  customerSubscription,
  customerSubscriptionList,
  customerSubscriptionListQuery,
  portalAuthenticatedUser,
  portalQuery,
} from "./schemas.ts";
import * as service from "./service.ts";
import { customerPortalSubscriptionRoutes } from "./subscription-routes.ts";
import * as subscriptionService from "./subscription-service.ts";

/** Polar's customer portal security: a customer session token, or (Gatehouse) the web session cookie with organization_id. */
const PORTAL_SECURITY: Array<Record<string, string[]>> = [{ customer_session: [] }, { session: [] }];

/** `billingRoute` with the portal's security instead of the organization's. */
function portalRoute<const R extends Parameters<typeof billingRoute>[0]>(config: R) {
  return { ...billingRoute(config), security: PORTAL_SECURITY };
}

const tags = ["customer_portal"];
const customerOrderInvoice = z.object({ url: z.string() }).openapi("CustomerOrderInvoice");
const customerOrderReceipt = z.object({ url: z.string() }).openapi("CustomerOrderReceipt");

const meRoute = portalRoute({
  method: "get",
  path: "/customer-portal/customers/me",
  tags,
  summary: "Get the signed-in customer",
  request: { query: portalQuery },
  responses: { 200: jsonResponse(customerPortalCustomer, "The customer.") },
});

const updateMeRoute = portalRoute({
  method: "patch",
  path: "/customer-portal/customers/me",
  tags,
  summary: "Update the signed-in customer's billing details (records customer.updated)",
  request: { query: portalQuery, body: jsonBody(customerPortalCustomerUpdate) },
  responses: { 200: jsonResponse(customerPortalCustomer, "The customer.") },
});

const listOrdersRoute = portalRoute({
  method: "get",
  path: "/customer-portal/orders/",
  tags,
  summary: "List the customer's orders",
  request: { query: customerOrderListQuery },
  responses: { 200: jsonResponse(customerOrderList, "The customer's orders.") },
});

const getOrderRoute = portalRoute({
  method: "get",
  path: "/customer-portal/orders/{id}",
  tags,
  summary: "Get one of the customer's orders",
  request: { params: idParams, query: portalQuery },
  responses: { 200: jsonResponse(customerOrder, "The order.") },
});

const generateInvoiceRoute = portalRoute({
  method: "post",
  path: "/customer-portal/orders/{id}/invoice",
  tags,
  summary: "Generate the invoice of one of the customer's orders",
  request: { params: idParams, query: portalQuery },
  responses: { 202: jsonResponse(z.object({}), "Invoice generation accepted.") },
});

const invoiceRoute = portalRoute({
  method: "get",
  path: "/customer-portal/orders/{id}/invoice",
  tags,
  summary: "Get the invoice URL of one of the customer's orders",
  request: { params: idParams, query: portalQuery },
  responses: { 200: jsonResponse(customerOrderInvoice, "A signed, expiring link to the invoice PDF.") },
});

const updateOrderRoute = portalRoute({
  method: "patch",
  path: "/customer-portal/orders/{id}",
  tags,
  summary: "Update the billing name and address of one of the customer's orders (records order.updated)",
  request: { params: idParams, query: portalQuery, body: jsonBody(orderUpdate.openapi("CustomerOrderUpdate")) },
  responses: { 200: jsonResponse(customerOrder, "The order.") },
});

const receiptRoute = portalRoute({
  method: "get",
  path: "/customer-portal/orders/{id}/receipt",
  tags,
  summary: "Get the receipt URL of one of the customer's orders",
  request: { params: idParams, query: portalQuery },
  responses: { 200: jsonResponse(customerOrderReceipt, "A signed, expiring link to the receipt PDF.") },
});

const paymentStatusRoute = portalRoute({
  method: "get",
  path: "/customer-portal/orders/{id}/payment-status",
  tags,
  summary: "Get the payment status of one of the customer's orders",
  request: { params: idParams, query: portalQuery },
  responses: { 200: jsonResponse(customerOrderPaymentStatus, "The latest payment's status.") },
});

const confirmPaymentRoute = portalRoute({
  method: "post",
  path: "/customer-portal/orders/{id}/confirm-payment",
  tags,
  summary: "Retry the payment of an unpaid order (no Gatehouse order is unpaid: 422 OrderNotEligibleForRetry)",
  request: { params: idParams, query: portalQuery, body: jsonBody(customerOrderConfirmPayment) },
  responses: { 200: jsonResponse(customerOrderPaymentConfirmation, "The payment's outcome.") },
});

const listSubscriptionsRoute = portalRoute({
  method: "get",
  path: "/customer-portal/subscriptions/",
  tags,
  summary: "List the customer's subscriptions",
  request: { query: customerSubscriptionListQuery },
  responses: { 200: jsonResponse(customerSubscriptionList, "The customer's subscriptions.") },
});

const getSubscriptionRoute = portalRoute({
  method: "get",
  path: "/customer-portal/subscriptions/{id}",
  tags,
  summary: "Get one of the customer's subscriptions",
  request: { params: idParams, query: portalQuery },
  responses: { 200: jsonResponse(customerSubscription, "The subscription.") },
});

const listBenefitGrantsRoute = portalRoute({
  method: "get",
  path: "/customer-portal/benefit-grants/",
  tags,
  summary: "List the benefits granted to the customer",
  request: { query: customerBenefitGrantListQuery },
  responses: { 200: jsonResponse(customerBenefitGrantList, "The customer's benefit grants.") },
});

// Public as in Polar: what a storefront shows anyone (no credential).
const organizationRoute = {
  ...billingRoute({
    method: "get",
    path: "/customer-portal/organizations/{slug}",
    tags,
    summary: "Get a customer portal's organization and the products a customer may buy or switch to (public)",
    request: { params: customerOrganizationSlugParams },
    responses: { 200: jsonResponse(customerOrganizationData, "The organization and its public products.") },
  }),
  security: [],
};

const organizationsOfUserRoute = {
  ...billingRoute({
    method: "get",
    path: "/customer-portal/organizations/",
    tags,
    summary:
      "Gatehouse extension: the organizations in which the signed-in user (session cookie) is a customer; with a customer session token, its seller",
    request: { query: customerOrganizationListQuery },
    responses: { 200: jsonResponse(customerOrganizationList, "The organizations.") },
  }),
  // Either credential (OpenAPI: one requirement object each).
  security: [{ session: [] }, { customer_session: [] }] as Array<Record<string, string[]>>,
};

const introspectRoute = portalRoute({
  method: "get",
  path: "/customer-portal/customer-session/introspect",
  tags,
  summary: "Introspect the customer session (its expiry and return URL)",
  responses: { 200: jsonResponse(customerCustomerSession, "The customer session.") },
});

const authenticatedUserRoute = portalRoute({
  method: "get",
  path: "/customer-portal/customer-session/user",
  tags,
  summary: "Get the authenticated portal user",
  request: { query: portalQuery },
  responses: { 200: jsonResponse(portalAuthenticatedUser, "The authenticated customer.") },
});

export function customerPortalRoutes(
  db: Db,
  sessions: SessionResolver,
  trustedOrigins: readonly string[],
  processor: PaymentProcessor,
  emailUpdates: { context: EmailUpdateContext; trustedProxies: readonly string[] },
): OpenAPIHono<BillingEnv> {
  const app = createBillingRouter();
  // The portal authenticates its own callers (customer sessions), every path under it included:
  // an unknown portal path is the portal's 404, never the organization caller check's 401.
  declareRoute(app, { path: "/customer-portal/*", access: "customer" });
  const customer = customerPortalAuth(db, sessions, trustedOrigins);
  const billingManager = billingManagerAuth(db, customer);
  app.openAPIRegistry.registerComponent("securitySchemes", "customer_session", {
    type: "http",
    scheme: "bearer",
    description: "Customer session token (polar_cst_...), from POST /v1/customer-sessions/.",
  });
  app.openapi(meRoute, async (c) => c.json(await service.me(db, await customer(c)), 200));
  app.openapi(updateMeRoute, async (c) =>
    c.json(await service.updateMe(db, await billingManager(c), c.req.valid("json")), 200),
  );
  app.openapi(listOrdersRoute, async (c) =>
    c.json(await orderService.listOrders(db, await billingManager(c), c.req.valid("query")), 200),
  );
  app.openapi(getOrderRoute, async (c) =>
    c.json(await orderService.getOrder(db, await billingManager(c), c.req.valid("param").id), 200),
  );
  app.openapi(generateInvoiceRoute, async (c) => {
    await orderService.generateOrderInvoice(db, await billingManager(c), c.req.valid("param").id);
    return c.json({}, 202);
  });
  app.openapi(invoiceRoute, async (c) =>
    c.json(await orderService.orderInvoice(db, await billingManager(c), c.req.valid("param").id), 200),
  );
  app.openapi(updateOrderRoute, async (c) =>
    c.json(
      await orderService.updateOrder(db, await billingManager(c), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  );
  app.openapi(receiptRoute, async (c) =>
    c.json(await orderService.orderReceipt(db, await billingManager(c), c.req.valid("param").id), 200),
  );
  app.openapi(paymentStatusRoute, async (c) =>
    c.json(await orderService.orderPaymentStatus(db, await billingManager(c), c.req.valid("param").id), 200),
  );
  app.openapi(confirmPaymentRoute, async (c) =>
    orderService.confirmRetryPayment(db, await billingManager(c), c.req.valid("param").id),
  );
  app.openapi(listSubscriptionsRoute, async (c) =>
    c.json(await subscriptionService.listSubscriptions(db, await billingManager(c), c.req.valid("query")), 200),
  );
  app.openapi(getSubscriptionRoute, async (c) =>
    c.json(await subscriptionService.getSubscription(db, await billingManager(c), c.req.valid("param").id), 200),
  );
  app.openapi(listBenefitGrantsRoute, async (c) =>
    c.json(await service.listBenefitGrants(db, await customer(c), c.req.valid("query")), 200),
  );
  app.openapi(organizationRoute, async (c) =>
    c.json(await service.organizationBySlug(db, c.req.valid("param").slug), 200),
  );
  // A portal opened by a customer session link shows its seller the same way (the page's header).
  app.openapi(organizationsOfUserRoute, async (c) =>
    c.json(
      c.req.header("authorization") === undefined
        ? await service.organizationsOfUser(
            db,
            (await sessions(c.req.raw.headers))?.userId ?? null,
            c.req.valid("query"),
          )
        : await service.organizationOfSession(db, (await customer(c)).organizationId, c.req.valid("query")),
      200,
    ),
  );
  app.openapi(introspectRoute, async (c) => c.json(await introspect(db, await customer(c)), 200));
  app.openapi(authenticatedUserRoute, async (c) => c.json(await service.authenticatedUser(db, await customer(c)), 200));
  app.route("/", customerPortalPaymentMethodRoutes(db, processor, billingManager));
  app.route("/", customerPortalSubscriptionRoutes(db, processor, billingManager));
  app.route("/", customerPortalBenefitRoutes(db, customer));
  app.route("/", customerPortalMeterRoutes(db, customer));
  app.route("/", customerPortalMemberRoutes(db, customer));
  app.route("/", customerPortalEmailUpdateRoutes(emailUpdates.context, billingManager, emailUpdates.trustedProxies));
  app.route("/", customerPortalWalletRoutes(db, processor, billingManager));
  return app;
}
