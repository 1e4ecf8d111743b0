import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { InstanceBrand } from "../../branding/instance.ts";
import type { Db } from "../../db/transaction.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { BillingEnv } from "../common/env.ts";
import { errorBodySchema } from "../common/errors.ts";
import { paginationQuery } from "../common/pagination.ts";
import { billingRoute, createBillingRouter, jsonBody, jsonResponse } from "../common/route.ts";
import type { CustomerPortalAuth } from "../customer-portal/auth.ts";
import { customerSubscriptionList, portalQuery } from "../customer-portal/schemas.ts";
import { listClaimedSubscriptions } from "../customer-portal/subscription-service.ts";
import { sendSeatInvitation } from "./invitation-mail.ts";
import {
  type CustomerSeat,
  customerSeat,
  customerSeatClaimResponse,
  seatAssign,
  seatClaim,
  seatClaimInfo,
  seatListQuery,
  seatParams,
  seatsList,
  tokenParams,
} from "./schemas.ts";
import * as service from "./service.ts";

export type SeatRouteContext = {
  db: Db;
  mailer: Mailer;
  baseURL: string;
  /** The instance's brand (BRAND_*): a seller's seat invitations carry the seller's brand over it. */
  instance: InstanceBrand;
  /** DEFAULT_LOCALE, for the seat invitation's language. */
  defaultLocale: Locale;
  customer: CustomerPortalAuth;
};

const tags = ["customer-seats"];
const PORTAL_SECURITY: Array<Record<string, string[]>> = [{ customer_session: [] }, { session: [] }];
const organizationQuery = z.object({ organization_id: z.string().optional() });

/** Polar's 400 refusals of a seat rule (its `{ error, detail }` body); Polar's document lists those of assign, resend and claim. */
const refusals = {
  list: jsonResponse(errorBodySchema, "Neither subscription_id nor order_id, or not a seat-based product."),
  assign: jsonResponse(
    errorBodySchema,
    "No available seats, the customer already has one, not exactly one target, or not a seat-based product.",
  ),
  revoke: jsonResponse(errorBodySchema, "The seat belongs to an organization member: remove the member instead."),
  resend: jsonResponse(errorBodySchema, "The seat is not pending."),
  claim: jsonResponse(errorBodySchema, "Invalid, expired or already claimed token."),
};

function portalRoute<const R extends Parameters<typeof billingRoute>[0]>(config: R) {
  return { ...billingRoute(config), security: PORTAL_SECURITY };
}
function publicRoute<const R extends Parameters<typeof billingRoute>[0]>(config: R) {
  return { ...billingRoute(config), security: [] };
}

const listRoute = billingRoute({
  method: "get",
  path: "/customer-seats",
  tags,
  summary: "List seats",
  request: { query: seatListQuery.extend(organizationQuery.shape) },
  responses: { 200: jsonResponse(seatsList, "The seats of the subscription or order."), 400: refusals.list },
});
const assignRoute = billingRoute({
  method: "post",
  path: "/customer-seats",
  tags,
  summary: "Assign seat",
  request: { query: organizationQuery, body: jsonBody(seatAssign) },
  responses: { 200: jsonResponse(customerSeat, "Seat assigned."), 400: refusals.assign },
});
const revokeRoute = billingRoute({
  method: "delete",
  path: "/customer-seats/{seat_id}",
  tags,
  summary: "Revoke seat",
  request: { params: seatParams, query: organizationQuery },
  responses: { 200: jsonResponse(customerSeat, "Seat revoked."), 400: refusals.revoke },
});
const resendRoute = billingRoute({
  method: "post",
  path: "/customer-seats/{seat_id}/resend",
  tags,
  summary: "Resend invitation",
  request: { params: seatParams, query: organizationQuery },
  responses: { 200: jsonResponse(customerSeat, "Invitation sent again."), 400: refusals.resend },
});
const claimInfoRoute = publicRoute({
  method: "get",
  path: "/customer-seats/claim/{invitation_token}",
  tags,
  summary: "Get claim info",
  request: { params: tokenParams },
  responses: { 200: jsonResponse(seatClaimInfo, "What the invitation is for.") },
});
const claimRoute = publicRoute({
  method: "post",
  path: "/customer-seats/claim",
  tags,
  summary: "Claim seat",
  request: { body: jsonBody(seatClaim) },
  responses: {
    200: jsonResponse(customerSeatClaimResponse, "Seat claimed, with a portal session for its holder."),
    400: refusals.claim,
  },
});

const portalTags = ["customer_portal"];
const portalListRoute = portalRoute({
  method: "get",
  path: "/customer-portal/seats",
  tags: portalTags,
  summary: "List the seats of one of the customer's subscriptions or orders",
  request: { query: seatListQuery.extend(portalQuery.shape) },
  responses: { 200: jsonResponse(seatsList, "The seats."), 400: refusals.list },
});
const portalClaimedRoute = portalRoute({
  method: "get",
  path: "/customer-portal/seats/subscriptions",
  tags: portalTags,
  summary: "List the subscriptions the customer holds a claimed seat of",
  request: { query: z.object({ ...paginationQuery, ...portalQuery.shape }) },
  responses: { 200: jsonResponse(customerSubscriptionList, "Subscriptions the customer has a seat of.") },
});
const portalAssignRoute = portalRoute({
  method: "post",
  path: "/customer-portal/seats",
  tags: portalTags,
  summary: "Assign a seat",
  request: { query: portalQuery, body: jsonBody(seatAssign) },
  responses: { 200: jsonResponse(customerSeat, "Seat assigned."), 400: refusals.assign },
});
const portalRevokeRoute = portalRoute({
  method: "delete",
  path: "/customer-portal/seats/{seat_id}",
  tags: portalTags,
  summary: "Revoke a seat",
  request: { params: seatParams, query: portalQuery },
  responses: { 200: jsonResponse(customerSeat, "Seat revoked."), 400: refusals.revoke },
});
const portalResendRoute = portalRoute({
  method: "post",
  path: "/customer-portal/seats/{seat_id}/resend",
  tags: portalTags,
  summary: "Resend a seat's invitation",
  request: { params: seatParams, query: portalQuery },
  responses: { 200: jsonResponse(customerSeat, "Invitation sent again."), 400: refusals.resend },
});

/** Polar's customer seats: the organization's API, the customer portal's, and the public claim. */
export function customerSeatRoutes(ctx: SeatRouteContext): OpenAPIHono<BillingEnv> {
  const { db } = ctx;
  const app = createBillingRouter();
  const invite = async (organizationId: string, sent: { resource: CustomerSeat; token: string | null }) => {
    if (sent.token) await sendSeatInvitation(ctx, organizationId, sent.resource, sent.token);
    return sent.resource;
  };

  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const access = await c.var.access.require("customer_seats", "read", query.organization_id);
    return c.json(await service.list(db, access.organizationId, query), 200);
  });
  app.openapi(assignRoute, async (c) => {
    const access = await c.var.access.require("customer_seats", "write", c.req.valid("query").organization_id);
    const sent = await service.assign(db, access.organizationId, c.req.valid("json"));
    return c.json(await invite(access.organizationId, sent), 200);
  });
  app.openapi(revokeRoute, async (c) => {
    const access = await c.var.access.require("customer_seats", "write", c.req.valid("query").organization_id);
    return c.json(await service.revoke(db, access.organizationId, c.req.valid("param").seat_id), 200);
  });
  app.openapi(resendRoute, async (c) => {
    const access = await c.var.access.require("customer_seats", "write", c.req.valid("query").organization_id);
    const sent = await service.resend(db, access.organizationId, c.req.valid("param").seat_id);
    return c.json(await invite(access.organizationId, sent), 200);
  });
  app.openapi(claimInfoRoute, async (c) =>
    c.json(await service.claimInfo(db, c.req.valid("param").invitation_token), 200),
  );
  app.openapi(claimRoute, async (c) => c.json(await service.claim(ctx, c.req.valid("json").invitation_token), 200));

  app.openapi(portalListRoute, async (c) => {
    const principal = await ctx.customer(c);
    return c.json(await service.list(db, principal.organizationId, c.req.valid("query"), principal.customerId), 200);
  });
  app.openapi(portalClaimedRoute, async (c) => {
    const principal = await ctx.customer(c);
    return c.json(await listClaimedSubscriptions(db, principal, c.req.valid("query")), 200);
  });
  app.openapi(portalAssignRoute, async (c) => {
    const principal = await ctx.customer(c);
    const sent = await service.assign(db, principal.organizationId, c.req.valid("json"), principal.customerId);
    return c.json(await invite(principal.organizationId, sent), 200);
  });
  app.openapi(portalRevokeRoute, async (c) => {
    const principal = await ctx.customer(c);
    return c.json(
      await service.revoke(db, principal.organizationId, c.req.valid("param").seat_id, principal.customerId),
      200,
    );
  });
  app.openapi(portalResendRoute, async (c) => {
    const principal = await ctx.customer(c);
    const sent = await service.resend(db, principal.organizationId, c.req.valid("param").seat_id, principal.customerId);
    return c.json(await invite(principal.organizationId, sent), 200);
  });
  return app;
}
