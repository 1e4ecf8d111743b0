import type { Db, Executor, Tx } from "../../db/transaction.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { systemAccess } from "../api-access/system-access.ts";
import * as benefitGrants from "../benefit-grants/service.ts";
import { isNotFoundError } from "../common/errors.ts";
import { recordEvent } from "../common/events.ts";
import { stateMeters } from "../customer-meters/service.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import * as subscriptions from "../subscriptions/resources.ts";
import type { CustomerStateBenefitGrant, CustomerStateResource, CustomerStateSubscription } from "./schemas.ts";

/** Polar's active subscriptions of customer state: trialing or active (past_due is not listed). */
const ACTIVE = new Set(["trialing", "active"]);

/**
 * The customer and what it holds now: its active subscriptions (subscriptions service) and the
 * benefits granted to it (benefit-grants service), its customer meters (customer-meters service).
 */
async function toState(db: Executor, access: OrganizationScope, customer: Customer): Promise<CustomerStateResource> {
  const running = await subscriptions.activeSubscriptionsOfCustomer(db, access.organizationId, customer.id);
  const active_subscriptions: CustomerStateSubscription[] = running
    .filter((item) => ACTIVE.has(item.status))
    .map((item) => ({
      id: item.id,
      created_at: item.created_at,
      modified_at: item.modified_at,
      custom_field_data: item.custom_field_data,
      metadata: item.metadata,
      status: item.status,
      amount: item.amount,
      currency: item.currency,
      recurring_interval: item.recurring_interval,
      current_period_start: item.current_period_start,
      current_period_end: item.current_period_end,
      trial_start: item.trial_start,
      trial_end: item.trial_end,
      cancel_at_period_end: item.cancel_at_period_end,
      canceled_at: item.canceled_at,
      started_at: item.started_at,
      ends_at: item.ends_at,
      product_id: item.product_id,
      discount_id: item.discount_id,
      seats: item.seats,
      units: item.units,
      meters: item.meters.map(({ meter: _meter, ...meter }) => meter),
    }));
  const granted = await benefitGrants.grantsOfCustomer(db, access.organizationId, customer.id);
  const granted_benefits: CustomerStateBenefitGrant[] = granted.flatMap((grant) =>
    grant.granted_at === null
      ? []
      : [
          {
            id: grant.id,
            created_at: grant.created_at,
            modified_at: grant.modified_at,
            granted_at: grant.granted_at,
            benefit_id: grant.benefit_id,
            benefit_type: grant.benefit.type,
            benefit_metadata: grant.benefit.metadata,
            properties: grant.properties,
          },
        ],
  );
  return {
    ...customer,
    active_subscriptions,
    granted_benefits,
    active_meters: await stateMeters(db, access.organizationId, customer.id),
  };
}

export async function get(db: Db, access: OrganizationAccess, id: string): Promise<CustomerStateResource> {
  return toState(db, access, await customers.get(db, access, id));
}

export async function getExternal(
  db: Db,
  access: OrganizationScope,
  externalId: string,
): Promise<CustomerStateResource> {
  return toState(db, access, await customers.getExternal(db, access, externalId));
}

/**
 * Records `customer.state_changed` (Polar: the customer's state as it is after the change) in
 * the transaction of the change: a subscription that starts, changes status or ends, a benefit
 * granted or revoked. Called by the owning domains once per changed customer.
 */
export async function recordCustomerStateChanged(trx: Tx, organizationId: string, customerId: string): Promise<void> {
  const access = systemAccess(organizationId);
  const state = await toState(trx, access, await customers.get(trx, access, customerId));
  await recordEvent(trx, organizationId, "customer.state_changed", state);
}

/** customer.state_changed after a change of the customer's subscriptions or grants (none for a deleted customer). */
export async function stateChanged(trx: Tx, organizationId: string, customerId: string): Promise<void> {
  try {
    await recordCustomerStateChanged(trx, organizationId, customerId);
  } catch (error) {
    if (!isNotFoundError(error)) throw error;
  }
}
