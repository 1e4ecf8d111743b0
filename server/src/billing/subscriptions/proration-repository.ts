import type { Insertable, Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { scoped } from "../common/sql/scope.ts";
import type { BillingSubscriptionProrationTable } from "./tables.ts";

/** The prorations of plan changes: signed amounts waiting for the renewal that bills them. */

export type ProrationRow = Selectable<BillingSubscriptionProrationTable>;

export async function insertProration(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<BillingSubscriptionProrationTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("billing_subscription_proration", row).execute();
}

/** The prorations still waiting for a renewal (signed amounts). */
export function pendingProrations(
  db: Executor,
  organizationId: string,
  subscriptionId: string,
): Promise<ProrationRow[]> {
  return scoped(db, organizationId)
    .selectFrom("billing_subscription_proration")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .where("renewal_id", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/**
 * Takes the pending prorations for a renewal, in the claim's transaction: one conditional UPDATE
 * (renewal_id still null), so a proration is billed by one renewal only. Returns those taken.
 */
export async function takeProrations(
  db: Executor,
  organizationId: string,
  subscriptionId: string,
  renewalId: string,
): Promise<ProrationRow[]> {
  await scoped(db, organizationId)
    .updateTable("billing_subscription_proration")
    .set({ renewal_id: renewalId })
    .where("subscription_id", "=", subscriptionId)
    .where("renewal_id", "is", null)
    .execute();
  return prorationsOfRenewal(db, organizationId, renewalId);
}

export function prorationsOfRenewal(db: Executor, organizationId: string, renewalId: string): Promise<ProrationRow[]> {
  return scoped(db, organizationId)
    .selectFrom("billing_subscription_proration")
    .selectAll()
    .where("renewal_id", "=", renewalId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
