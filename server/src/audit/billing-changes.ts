import type { Tx } from "../db/transaction.ts";
import { currentRequestActor } from "../kit/request-context.ts";
import { AuditLogRepository } from "./repository.ts";

/**
 * The billing events that are money- or security-relevant enough for the audit log: product
 * and price changes, benefits, refunds, revoked subscriptions, the organization's
 * billing settings. Each is audited as `billing.<event>` in the transaction that records the event.
 */
const AUDITED_BILLING_EVENTS = new Set([
  "product.created",
  "product.updated",
  "benefit.created",
  "benefit.updated",
  "refund.created",
  "refund.updated",
  "order.refunded",
  "subscription.revoked",
  "organization.updated",
]);

const idOf = (data: unknown) =>
  typeof data === "object" && data !== null && typeof (data as { id?: unknown }).id === "string"
    ? (data as { id: string }).id
    : null;

/**
 * Appends an audit entry for a billing change in its own transaction: the /v1 request's caller
 * (a user or an access token, with address and user agent), or Gatehouse itself (a job: a
 * renewal's revocation, a refund settled by Stripe).
 */
export async function auditBillingChange(
  trx: Tx,
  organizationId: string,
  action: string,
  target: { type: string; id: string } | null,
  details?: Record<string, unknown>,
): Promise<void> {
  const actor = currentRequestActor();
  await new AuditLogRepository(trx).append(
    {
      organizationId,
      actor: actor ? { type: actor.type, id: actor.id, email: null } : { type: "system", id: null, email: null },
      action,
      target,
      ipAddress: actor?.ipAddress ?? null,
      userAgent: actor?.userAgent ?? null,
      details,
    },
    trx,
  );
}

/** Audits a recorded billing event when its type is one of the audited ones. */
export async function auditBillingEvent(trx: Tx, organizationId: string, type: string, data: unknown) {
  if (!AUDITED_BILLING_EVENTS.has(type)) return;
  const id = idOf(data);
  const resource = type.slice(0, type.indexOf("."));
  await auditBillingChange(trx, organizationId, `billing.${type}`, id ? { type: resource, id } : null);
}
