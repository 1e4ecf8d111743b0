import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import { z } from "zod";
import { organizationManagedBy } from "../../auth/organization/managers.ts";
import type { Db } from "../../db/transaction.ts";
import { memberRoles } from "../../membership/repository.ts";
import type { PaymentProcessor } from "../../payment-processors/processor.ts";
import { findSeatOverflow } from "./repository.ts";
import {
  changeOrganizationSeats,
  previewOrganizationSeats,
  type SeatOverflow,
  seatOverflowOf,
  seatSummary,
} from "./service.ts";

const NOT_A_MEMBER = "You are not a member of this organization";
const NOT_ALLOWED = "Only owners and admins change the organization's seats";
const ORGANIZATION_REQUIRED = "Name the organization (organizationId) or make one active";

const summaryQuery = z.object({ organizationId: z.string().min(1).optional() });
const seatsBody = z.object({
  organizationId: z.string().min(1).optional(),
  seats: z.number().int().min(1).max(100_000),
});

type SignedIn = { user: { id: string }; session: object };

async function memberOrganization(db: Db, signedIn: SignedIn, named: string | undefined): Promise<string> {
  const active = (signedIn.session as { activeOrganizationId?: string | null }).activeOrganizationId;
  const organizationId = named ?? active ?? null;
  if (!organizationId)
    throw new APIError("BAD_REQUEST", { code: "ORGANIZATION_REQUIRED", message: ORGANIZATION_REQUIRED });
  if ((await memberRoles(db, organizationId, signedIn.user.id)).length === 0)
    throw new APIError("FORBIDDEN", { code: "NOT_A_MEMBER", message: NOT_A_MEMBER });
  return organizationId;
}

async function overflowOf(db: Db, organizationId: string): Promise<SeatOverflow> {
  return seatOverflowOf(await findSeatOverflow(db, organizationId));
}

/**
 * The organization's seats (Gatehouse's own): `GET /organization/seats` for any member
 * (paid, used, free, the plan, what a full organization does), and for owners and admins
 * `POST /organization/seats/preview` (what a new seat count costs now) and
 * `POST /organization/seats/update` (more seats now, charged prorated with the subscription's
 * card; fewer at the period's end, never below the seats in use).
 */
export function organizationSeatsPlugin(db: Db, sellerName: string | undefined, processor: PaymentProcessor) {
  return {
    id: "gatehouse-organization-seats",
    endpoints: {
      organizationSeats: createAuthEndpoint(
        "/organization/seats",
        { method: "GET", query: summaryQuery, use: [sessionMiddleware] },
        async (ctx) => {
          const organizationId = await memberOrganization(db, ctx.context.session, ctx.query.organizationId);
          return ctx.json(await seatSummary(db, sellerName, organizationId, await overflowOf(db, organizationId)));
        },
      ),
      previewOrganizationSeats: createAuthEndpoint(
        "/organization/seats/preview",
        { method: "POST", body: seatsBody, use: [sessionMiddleware] },
        async (ctx) => {
          const organizationId = await organizationManagedBy(db, ctx.context.session, ctx.body.organizationId, {
            permission: ["organization", "update"],
            notAllowed: NOT_ALLOWED,
          });
          return ctx.json(await previewOrganizationSeats(db, sellerName, organizationId, ctx.body.seats));
        },
      ),
      updateOrganizationSeats: createAuthEndpoint(
        "/organization/seats/update",
        { method: "POST", body: seatsBody, use: [sessionMiddleware] },
        async (ctx) => {
          const organizationId = await organizationManagedBy(db, ctx.context.session, ctx.body.organizationId, {
            permission: ["organization", "update"],
            notAllowed: NOT_ALLOWED,
          });
          await changeOrganizationSeats(db, processor, sellerName, organizationId, ctx.body.seats);
          return ctx.json(await seatSummary(db, sellerName, organizationId, await overflowOf(db, organizationId)));
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
