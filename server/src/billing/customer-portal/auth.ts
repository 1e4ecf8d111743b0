import type { Context } from "hono";
import type { Db } from "../../db/transaction.ts";
import type { SessionResolver } from "../api-access/principal.ts";
import { checkSessionWriteOrigin } from "../api-access/session-origin.ts";
import type { BillingEnv } from "../common/env.ts";
import { CommonErrors } from "../common/errors.ts";
import { ValidationFailure } from "../common/validation.ts";
import { authenticate, type CustomerPrincipal, customerOfUser } from "../customer-sessions/service.ts";
import { liveMemberOf } from "../members/lookup.ts";
import { CustomerPortalErrors } from "./errors.ts";

export type CustomerPortalAuth = (c: Context<BillingEnv>) => Promise<CustomerPrincipal>;

/**
 * Who is calling the customer portal:
 * - `Authorization: Bearer polar_cst_...`: a customer session (unknown, expired, or any other
 *   bearer token such as an organization access token → 401 Unauthorized, as Polar);
 * - otherwise (Gatehouse extension) the signed-in user's session cookie: the customer of the
 *   organization named by `organization_id` (query) whose `external_id` is the user's id (a
 *   checkout made while signed in sets it). Without `organization_id` → 422; not a customer → 401.
 *   Writes from an untrusted Origin → 403, as for the rest of /v1.
 */
export function customerPortalAuth(
  db: Db,
  sessions: SessionResolver,
  trustedOrigins: readonly string[],
): CustomerPortalAuth {
  return async (c) => {
    const authorization = c.req.header("authorization");
    if (authorization !== undefined) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      const principal = match?.[1] ? await authenticate(db, match[1]) : null;
      if (!principal) throw CommonErrors.unauthorized();
      return principal;
    }
    const session = await sessions(c.req.raw.headers);
    if (!session) throw CommonErrors.unauthorized();
    checkSessionWriteOrigin(c.req.method, c.req.header("origin"), trustedOrigins);
    const organizationId = c.req.query("organization_id");
    if (!organizationId) throw ValidationFailure.at(["query", "organization_id"], "Required", "missing");
    const principal = await customerOfUser(db, organizationId, session.userId);
    if (!principal) throw CustomerPortalErrors.NOT_A_CUSTOMER();
    return principal;
  };
}

/**
 * The portal's billing, for those a team lets manage it: a member session of a plain `member`
 * sees its own benefits and meters, while orders, subscriptions, payment methods, wallets and the
 * customer's details and email are for the owner and billing managers (403 NotPermitted). A
 * customer session or a signed-in customer acts as the owner.
 */
export function billingManagerAuth(db: Db, auth: CustomerPortalAuth): CustomerPortalAuth {
  return async (c) => {
    const principal = await auth(c);
    if (!principal.memberId) return principal;
    const member = await liveMemberOf(db, principal.organizationId, principal.customerId, { id: principal.memberId });
    if (member?.role === "member") throw CustomerPortalErrors.NOT_A_BILLING_MANAGER();
    return principal;
  };
}
