import type { Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import * as repository from "./repository.ts";

/**
 * Grant jobs: the durable rows the grant worker applies (worker.ts, apply.ts). Other domains
 * call these in their own transaction when what a customer holds changes (a product's benefits,
 * a benefit's properties, a deleted benefit or customer), so the jobs commit with their cause.
 * This module reads no other domain, so benefits, customers and products can call it without
 * depending on the grant service (which reads them to build grant resources).
 */

/** `update`: re-run the grant of a granted benefit (the customer linked another account). */
export type GrantJobAction = "grant" | "revoke" | "cycle" | "update";

export type BenefitGrantJob = {
  organizationId: string;
  customerId: string;
  productId: string;
  orderId: string | null;
  subscriptionId: string | null;
  action: GrantJobAction;
  /** A team customer's member the grants are for (a seat's holder); absent or null: the customer's own. */
  memberId?: string | null;
};

/**
 * The identity of a grant: one per (benefit, customer, subscription | order), and per member for
 * a team customer's members (each member holding a seat has grants of their own).
 */
export function grantKey(
  scope: { orderId: string | null; subscriptionId: string | null },
  benefitId: string,
  customerId: string,
  memberId: string | null = null,
): string {
  const owner = scope.subscriptionId ? `subscription:${scope.subscriptionId}` : `order:${scope.orderId ?? ""}`;
  return memberId ? `${owner}:${benefitId}:${customerId}:member:${memberId}` : `${owner}:${benefitId}:${customerId}`;
}

/**
 * The product's benefits changed (POST /v1/products/{id}/benefits; in its transaction): whoever
 * holds the product gets grant jobs for the added benefits and revoke jobs for the removed ones
 * (Polar's update of product benefit grants). `previous` and `next` are the benefit ids before and after the change.
 */
export async function syncProductBenefitGrants(
  trx: Tx,
  organizationId: string,
  productId: string,
  previous: readonly string[],
  next: readonly string[],
): Promise<void> {
  const current = new Set(next);
  const added = [...current].filter((id) => !previous.includes(id));
  const removed = previous.filter((id) => !current.has(id));
  if (added.length === 0 && removed.length === 0) return;
  for (const holder of await repository.holdersOfProduct(trx, organizationId, productId)) {
    for (const benefitId of added)
      await insertGrantJob(
        trx,
        organizationId,
        grantKey(holder, benefitId, holder.customerId, holder.memberId),
        "grant",
        { ...holder, benefitId },
      );
    if (removed.length === 0) continue;
    for (const grant of await repository.grantsOfScope(trx, organizationId, holder)) {
      if (
        grant.customer_id === holder.customerId &&
        grant.member_id === holder.memberId &&
        removed.includes(grant.benefit_id) &&
        grant.revoked_at === null
      )
        await insertGrantJob(trx, organizationId, grant.grant_key, "revoke", {
          ...holder,
          benefitId: grant.benefit_id,
        });
    }
  }
}

/**
 * A benefit or a customer is deleted (in its transaction): every grant of it not revoked yet gets
 * a revoke job, so provider access and license keys are taken back by the worker.
 */
export async function revokeOpenGrants(
  trx: Tx,
  organizationId: string,
  filter: { benefitId: string } | { customerId: string },
): Promise<void> {
  for (const grant of await repository.openGrants(trx, organizationId, filter)) {
    await insertGrantJob(trx, organizationId, grant.grant_key, "revoke", {
      customerId: grant.customer_id,
      memberId: grant.member_id,
      benefitId: grant.benefit_id,
      orderId: grant.order_id,
      subscriptionId: grant.subscription_id,
    });
  }
}

/**
 * A benefit's properties changed (PATCH /v1/benefits/{id}; in its transaction): its held grants
 * are granted again (`update` jobs), as Polar does when the change matters to what was granted:
 * another repository, permission, guild or role (the old access is taken back first), other files.
 */
export async function refreshHeldGrants(trx: Tx, organizationId: string, benefitId: string): Promise<void> {
  for (const grant of await repository.openGrants(trx, organizationId, { benefitId })) {
    if (grant.granted_at === null) continue;
    await insertGrantJob(trx, organizationId, grant.grant_key, "update", {
      customerId: grant.customer_id,
      memberId: grant.member_id,
      benefitId,
      orderId: grant.order_id,
      subscriptionId: grant.subscription_id,
    });
  }
}

export type JobTarget = {
  customerId: string;
  memberId?: string | null | undefined;
  benefitId: string;
  orderId: string | null;
  subscriptionId: string | null;
};

/** One pending job, due now, after the other jobs of its grant. */
export async function insertGrantJob(
  trx: Tx,
  organizationId: string,
  key: string,
  action: GrantJobAction,
  target: JobTarget,
): Promise<void> {
  const now = nowIso();
  await repository.insertJob(trx, organizationId, {
    id: newId(),
    grant_key: key,
    action,
    customer_id: target.customerId,
    member_id: target.memberId ?? null,
    benefit_id: target.benefitId,
    order_id: target.orderId,
    subscription_id: target.subscriptionId,
    status: "pending",
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    last_error: null,
    created_at: now,
    modified_at: null,
  });
}
