import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, getSessionFromCtx } from "better-auth/api";
import { z } from "zod";
import { systemAccess } from "../billing/api-access/system-access.ts";
import { BillingError } from "../billing/common/errors.ts";
import { ValidationFailure } from "../billing/common/validation.ts";
import { listCustomerMeters, portalMeterListQuery } from "../billing/customer-meters/portal.ts";
import { customerOfUser } from "../billing/customer-sessions/service.ts";
import { eventsIngest } from "../billing/usage-events/schemas.ts";
import { type IngestDatabase, ingest } from "../billing/usage-events/service.ts";
import type { Db } from "../db/transaction.ts";

/**
 * The usage path for apps built on Gatehouse, as Polar's better-auth `usage` plugin:
 * - POST /api/auth/usage/ingest `{ event, metadata?, organizationId? }`: one event for the
 *   signed-in user → `{ inserted, duplicates }` (Polar's EventsIngestResponse);
 * - GET /api/auth/usage/meters/list `?page&limit&organizationId`: the user's customer meters
 *   (Polar's ListResource<CustomerCustomerMeter>).
 * The user is the organization's customer whose external_id is the user's id (as the customer
 * portal's session path); the organization is `organizationId` when given, else the session's
 * active organization. A user who is not a customer of it gets 403: a signed-in user can only
 * ever meter themselves, and only where the merchant made them a customer.
 */

const metadataValue = z.union([z.string(), z.number(), z.boolean()]);
const ingestBody = z.object({
  event: z.string().min(1),
  metadata: z.record(z.string(), metadataValue).optional(),
  organizationId: z.string().min(1).optional(),
});
const listQuery = z.object({
  organizationId: z.string().min(1).optional(),
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

type SessionLike = { user: { id: string }; session: Record<string, unknown> };

const unauthorized = () => APIError.from("UNAUTHORIZED", { message: "Unauthorized", code: "UNAUTHORIZED" });

async function customerOf(db: Db, session: SessionLike, organizationId: string | undefined) {
  const active = session.session.activeOrganizationId;
  const org = organizationId ?? (typeof active === "string" ? active : null);
  if (!org)
    throw APIError.from("BAD_REQUEST", {
      message: "organizationId is required (no active organization)",
      code: "ORGANIZATION_REQUIRED",
    });
  const customer = await customerOfUser(db, org, session.user.id);
  if (!customer)
    throw APIError.from("FORBIDDEN", {
      message: "You are not a customer of this organization",
      code: "NOT_A_CUSTOMER",
    });
  return customer;
}

/** Billing's errors as better-auth's (bad input is a 400, never a 500). */
function asApiError(error: unknown): unknown {
  if (error instanceof ValidationFailure)
    return APIError.from("BAD_REQUEST", { message: error.message, code: "VALIDATION_ERROR" });
  if (error instanceof BillingError)
    return APIError.from(error.status === 404 ? "NOT_FOUND" : error.status === 403 ? "FORBIDDEN" : "BAD_REQUEST", {
      message: error.detail,
      code: error.errorName,
    });
  return error;
}

export function usagePlugin(database: IngestDatabase): BetterAuthPlugin {
  const db = database.db;
  return {
    id: "gatehouse-usage",
    endpoints: {
      usageIngest: createAuthEndpoint("/usage/ingest", { method: "POST", body: ingestBody }, async (ctx) => {
        const session = await getSessionFromCtx(ctx);
        if (!session) throw unauthorized();
        const customer = await customerOf(db, session, ctx.body.organizationId);
        const body = eventsIngest.safeParse({
          events: [{ name: ctx.body.event, customer_id: customer.customerId, metadata: ctx.body.metadata ?? {} }],
        });
        if (!body.success)
          throw APIError.from("BAD_REQUEST", {
            message: body.error.issues.map((issue) => issue.message).join("; "),
            code: "VALIDATION_ERROR",
          });
        try {
          return ctx.json(await ingest(database, systemAccess(customer.organizationId), body.data));
        } catch (error) {
          throw asApiError(error);
        }
      }),
      usageMetersList: createAuthEndpoint("/usage/meters/list", { method: "GET", query: listQuery }, async (ctx) => {
        const session = await getSessionFromCtx(ctx);
        if (!session) throw unauthorized();
        const customer = await customerOf(db, session, ctx.query.organizationId);
        const query = portalMeterListQuery.parse({ page: ctx.query.page, limit: ctx.query.limit });
        return ctx.json(await listCustomerMeters(db, customer, query));
      }),
    },
  };
}
