import type { Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { listPage, type PageRequest } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { scoped } from "../common/sql/scope.ts";
import type { BillingSubscriptionMeteredItemTable } from "../subscriptions/tables.ts";
import type { CustomerMeterTable } from "./tables.ts";

export type CustomerMeterRow = Selectable<CustomerMeterTable>;

/** The customer meter of (customer, meter), made on first use; its id never changes afterwards. */
export async function ensure(
  db: Executor,
  organizationId: string,
  customerId: string,
  meterId: string,
  at: string,
): Promise<void> {
  await scoped(db, organizationId)
    .insertInto("customer_meter", {
      id: newId(),
      customer_id: customerId,
      meter_id: meterId,
      created_at: at,
      modified_at: null,
    })
    .onConflict((conflict) => conflict.columns(["organization_id", "customer_id", "meter_id"]).doNothing())
    .execute();
}

/** A credit or reset changed the meter's numbers: modified_at moves (the list's default order is -modified_at). */
export async function touch(
  db: Executor,
  organizationId: string,
  customerId: string,
  meterId: string,
  at: string,
): Promise<void> {
  await scoped(db, organizationId)
    .updateTable("customer_meter")
    .set({ modified_at: at })
    .where("customer_id", "=", customerId)
    .where("meter_id", "=", meterId)
    .execute();
}

export function find(db: Executor, organizationId: string, id: string): Promise<CustomerMeterRow | undefined> {
  return scoped(db, organizationId).selectFrom("customer_meter").selectAll().where("id", "=", id).executeTakeFirst();
}

export function ofCustomer(db: Executor, organizationId: string, customerId: string): Promise<CustomerMeterRow[]> {
  return scoped(db, organizationId)
    .selectFrom("customer_meter")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export type CustomerMeterFilter = { customerIds?: string[]; meterIds?: string[] };
export type StoredSortField = "created_at" | "modified_at" | "customer_id" | "meter_id";

function filtered(db: Executor, organizationId: string, filter: CustomerMeterFilter) {
  let query = scoped(db, organizationId).selectFrom("customer_meter");
  if (filter.customerIds)
    query = query.where("customer_id", "in", filter.customerIds.length ? filter.customerIds : [""]);
  if (filter.meterIds?.length) query = query.where("meter_id", "in", filter.meterIds);
  return query;
}

/** One page sorted by stored columns. */
export function list(
  db: Executor,
  organizationId: string,
  filter: CustomerMeterFilter,
  sorting: Sort<StoredSortField>[],
  page: PageRequest,
): Promise<{ rows: CustomerMeterRow[]; total: number }> {
  return listPage(filtered(db, organizationId, filter), sorting, page, { tiebreak: "customer_meter.id" });
}

/** Every matching row (sorting by computed numbers or names happens on the computed list). */
export function all(db: Executor, organizationId: string, filter: CustomerMeterFilter): Promise<CustomerMeterRow[]> {
  return filtered(db, organizationId, filter).selectAll().orderBy("created_at").orderBy("id").execute();
}

export type SystemEventRow = { name: string; timestamp: string; metadata: string };

/**
 * The customer's meter system events (meter.credited, meter.reset), newest first. They are few
 * (a couple per billing cycle), so the meter is picked from their metadata in code, the same way
 * on both dialects.
 */
export function systemEvents(db: Executor, organizationId: string, customerId: string): Promise<SystemEventRow[]> {
  return (
    scoped(db, organizationId)
      .selectFrom("usage_event")
      .select(["name", "timestamp", "metadata"])
      // System events name their customer by id: their customer_key is it (and it is indexed).
      .where("customer_key", "=", customerId)
      .where("source", "=", "system")
      .where("name", "in", ["meter.credited", "meter.reset"])
      .orderBy("timestamp", "desc")
      .orderBy("created_at", "desc")
      .execute()
  );
}

// ---- metered items of renewals -------------------------------------------------------------------

export type MeteredItemRow = Selectable<BillingSubscriptionMeteredItemTable>;

export async function insertMeteredItems(
  db: Executor,
  organizationId: string,
  rows: Omit<MeteredItemRow, "organization_id">[],
): Promise<void> {
  for (const row of rows)
    await scoped(db, organizationId).insertInto("billing_subscription_metered_item", row).execute();
}

export function meteredItemsOfRenewal(
  db: Executor,
  organizationId: string,
  renewalId: string,
): Promise<MeteredItemRow[]> {
  return scoped(db, organizationId)
    .selectFrom("billing_subscription_metered_item")
    .selectAll()
    .where("renewal_id", "=", renewalId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
