import type { Db, Executor } from "../../db/transaction.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { isNotFoundError } from "../common/errors.ts";
import { type PageRequest, pageWindow, toListResource } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import type { Meter } from "../meters/schemas.ts";
import { getMeter } from "../meters/service.ts";
import { CustomerMeterErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type {
  CustomerMeter,
  CustomerMeterList,
  CustomerMeterListQuery,
  CustomerMeterSortField,
  CustomerStateMeter,
  SubscriptionMeter,
} from "./schemas.ts";
import { meteredAmount, meteredPricesOf, usage } from "./usage.ts";

/**
 * Customer meters (Polar's /v1/customer-meters): one row per (customer, meter) made when the
 * customer first gets a metered price or a meter credit (`ensureCustomerMeter`), its numbers
 * computed when read (usage.ts).
 */

/** Metered order items of renewals, stored here and written by the subscriptions' renewal claim. */
export {
  ensure as ensureCustomerMeter,
  insertMeteredItems,
  type MeteredItemRow,
  meteredItemsOfRenewal as meteredItemRowsOfRenewal,
} from "./repository.ts";

async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/** Meters by id, each loaded once; a deleted one is null. */
async function metersById(db: Executor, organizationId: string, ids: string[]): Promise<Map<string, Meter | null>> {
  const result = new Map<string, Meter | null>();
  for (const meterId of new Set(ids)) result.set(meterId, await orNull(getMeter(db, organizationId, meterId)));
  return result;
}

/** The wire customer meters of `rows` (rows of a deleted customer or meter are left out). */
export async function toResources(
  db: Executor,
  organizationId: string,
  rows: repository.CustomerMeterRow[],
): Promise<CustomerMeter[]> {
  const meters = await metersById(
    db,
    organizationId,
    rows.map((row) => row.meter_id),
  );
  const customerOf = new Map<string, Customer | null>();
  const result: CustomerMeter[] = [];
  for (const row of rows) {
    const meter = meters.get(row.meter_id);
    if (!customerOf.has(row.customer_id))
      customerOf.set(row.customer_id, await orNull(customers.get(db, systemAccess(organizationId), row.customer_id)));
    const customer = customerOf.get(row.customer_id);
    if (!meter || !customer) continue;
    const numbers = await usage(db, organizationId, row.customer_id, row.meter_id);
    result.push({
      id: row.id,
      created_at: row.created_at,
      modified_at: row.modified_at,
      customer_id: row.customer_id,
      meter_id: row.meter_id,
      consumed_units: numbers.consumed,
      credited_units: numbers.credited,
      balance: numbers.balance,
      customer,
      meter,
    });
  }
  return result;
}

type Sortable = Pick<
  CustomerMeter,
  "created_at" | "modified_at" | "customer_id" | "meter_id" | "consumed_units" | "credited_units" | "balance"
> & { customer_name?: string | null; meter_name: string };

function sortKey(item: Sortable, field: CustomerMeterSortField): string | number {
  switch (field) {
    case "customer_name":
      return item.customer_name ?? "";
    case "meter_name":
      return item.meter_name;
    case "modified_at":
      return item.modified_at ?? item.created_at;
    default:
      return item[field] ?? "";
  }
}

/** Sorts by computed numbers or names (they are not columns), then pages. */
export function sortAndPage<T extends Sortable & { id: string }>(
  items: T[],
  sorting: Sort<CustomerMeterSortField>[],
  page: PageRequest,
): T[] {
  const sorted = [...items].sort((a, b) => {
    for (const term of sorting) {
      const x = sortKey(a, term.field);
      const y = sortKey(b, term.field);
      if (x !== y) return (x < y ? -1 : 1) * (term.direction === "asc" ? 1 : -1);
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  const { limit, offset } = pageWindow(page);
  return sorted.slice(offset, offset + limit);
}

const STORED = new Set<string>(["created_at", "modified_at", "customer_id", "meter_id"]);
const isStored = (sorting: Sort<CustomerMeterSortField>[]): sorting is Sort<repository.StoredSortField>[] =>
  sorting.every((term) => STORED.has(term.field));

export async function list(
  db: Db,
  access: OrganizationAccess,
  query: CustomerMeterListQuery,
): Promise<CustomerMeterList> {
  const organizationId = access.organizationId;
  let customerIds = query.customer_id;
  if (query.external_customer_id?.length) {
    const resolved: string[] = [];
    for (const externalId of query.external_customer_id) {
      const found = await orNull(customers.getExternal(db, access, externalId));
      if (found) resolved.push(found.id);
    }
    customerIds = customerIds?.length ? customerIds.filter((id) => resolved.includes(id)) : resolved;
  }
  const filter = { customerIds, meterIds: query.meter_id };
  if (isStored(query.sorting)) {
    const { rows, total } = await repository.list(db, organizationId, filter, query.sorting, query);
    return toListResource(await toResources(db, organizationId, rows), total, query);
  }
  const all = await toResources(db, organizationId, await repository.all(db, organizationId, filter));
  const items = all.map((item) => ({ ...item, customer_name: item.customer.name, meter_name: item.meter.name }));
  return toListResource(
    sortAndPage(items, query.sorting, query).map(({ customer_name: _c, meter_name: _m, ...item }) => item),
    all.length,
    query,
  );
}

export async function get(db: Db, access: OrganizationAccess, id: string): Promise<CustomerMeter> {
  const row = await repository.find(db, access.organizationId, id);
  const [resource] = row ? await toResources(db, access.organizationId, [row]) : [];
  if (!resource) throw CustomerMeterErrors.NOT_FOUND();
  return resource;
}

/** The customer's meters (every row, with numbers), for customer state, the portal and the auth usage path. */
export async function metersOfCustomer(
  db: Executor,
  organizationId: string,
  customerId: string,
): Promise<CustomerMeter[]> {
  return toResources(db, organizationId, await repository.ofCustomer(db, organizationId, customerId));
}

/** Polar's `CustomerState.active_meters`. */
export async function stateMeters(
  db: Executor,
  organizationId: string,
  customerId: string,
): Promise<CustomerStateMeter[]> {
  return (await metersOfCustomer(db, organizationId, customerId)).map((item) => ({
    id: item.id,
    created_at: item.created_at,
    modified_at: item.modified_at,
    meter_id: item.meter_id,
    consumed_units: item.consumed_units,
    credited_units: item.credited_units,
    balance: item.balance,
  }));
}

/** Polar's `Subscription.meters`: one per metered price, with the current period's amount so far. */
export async function subscriptionMeters(
  db: Executor,
  organizationId: string,
  subscriptions: Array<{ id: string; customer_id: string }>,
): Promise<Map<string, SubscriptionMeter[]>> {
  const prices = await meteredPricesOf(
    db,
    organizationId,
    subscriptions.map((item) => item.id),
  );
  const result = new Map<string, SubscriptionMeter[]>();
  for (const subscription of subscriptions) {
    const metered = prices.get(subscription.id) ?? [];
    if (metered.length === 0) {
      result.set(subscription.id, []);
      continue;
    }
    const rows = await repository.ofCustomer(db, organizationId, subscription.customer_id);
    const meters = await metersById(
      db,
      organizationId,
      metered.map((price) => price.meterId),
    );
    const items: SubscriptionMeter[] = [];
    for (const price of metered) {
      const row = rows.find((candidate) => candidate.meter_id === price.meterId);
      const meter = meters.get(price.meterId);
      if (!row || !meter) continue;
      const numbers = await usage(db, organizationId, subscription.customer_id, price.meterId);
      items.push({
        created_at: row.created_at,
        modified_at: row.modified_at,
        id: row.id,
        consumed_units: numbers.consumed,
        credited_units: numbers.credited,
        amount: meteredAmount(price, numbers.consumed, numbers.credited),
        meter_id: price.meterId,
        meter,
      });
    }
    result.set(subscription.id, items);
  }
  return result;
}
