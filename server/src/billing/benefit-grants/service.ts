import { newId } from "../kit/ids.ts";
import { nowIso } from "../kit/time.ts";
import type { Tx } from "../kit/transaction.ts";
import { resolveProducts } from "../products/service.ts";
import * as repository from "./repository.ts";

/**
 * Benefit grants (SPEC §7, Polar `BenefitGrant`). Granting is durable: `enqueueBenefitGrants`
 * inserts one job per (benefit, customer, order | subscription) in the caller's transaction, so
 * the jobs commit with their cause (a paid order, a refund, a renewal) or not at all. The worker
 * (worker.ts) applies them with retries: a failing strategy records `error` on the grant and the
 * job is tried again later (exponential backoff), never dropped.
 */

export type GrantJobAction = "grant" | "revoke" | "cycle";

export type BenefitGrantJob = {
  organizationId: string;
  customerId: string;
  productId: string;
  orderId: string | null;
  subscriptionId: string | null;
  action: GrantJobAction;
};

/** The identity of a grant: one per (benefit, customer, subscription | order). */
export function grantKey(scope: { orderId: string | null; subscriptionId: string | null }, benefitId: string, customerId: string): string {
  const owner = scope.subscriptionId ? `subscription:${scope.subscriptionId}` : `order:${scope.orderId ?? ""}`;
  return `${owner}:${benefitId}:${customerId}`;
}

/**
 * Durable: inserts job rows in the caller's transaction; a worker applies them (retries, errors
 * on the grant). grant / cycle: one job per benefit of the product. revoke: one job per benefit
 * of the product and per grant already made for the order or subscription (a benefit removed
 * from the product since is revoked too).
 */
export async function enqueueBenefitGrants(trx: Tx, job: BenefitGrantJob): Promise<void> {
  if (!job.orderId && !job.subscriptionId) throw new Error("enqueueBenefitGrants: an order or a subscription is required");
  const product = (await resolveProducts(trx, job.organizationId, [job.productId])).get(job.productId);
  const benefitIds = new Set(product ? product.benefits.map((benefit) => benefit.id) : []);
  if (job.action !== "grant") {
    for (const grant of await repository.grantsOfScope(trx, job.organizationId, job)) {
      if (grant.customer_id === job.customerId) benefitIds.add(grant.benefit_id);
    }
  }
  const now = nowIso();
  for (const benefitId of benefitIds) {
    await repository.insertJob(trx, job.organizationId, {
      id: newId(),
      grant_key: grantKey(job, benefitId, job.customerId),
      action: job.action,
      customer_id: job.customerId,
      benefit_id: benefitId,
      order_id: job.orderId,
      subscription_id: job.subscriptionId,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      created_at: now,
      modified_at: null,
    });
  }
}
