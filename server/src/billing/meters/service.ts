import { z } from "@hono/zod-openapi";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure } from "../common/validation.ts";
import { validTimeZone, zonedBoundaries } from "../common/zoned-buckets.ts";
import { ensureForStoredEvents } from "../customer-meters/matched.ts";
import { customerKeys } from "../usage-events/customer-key.ts";
import { MeterErrors } from "./errors.ts";
import { type Filter, filter as filterSchema, pinnedName } from "./filter.ts";
import * as repository from "./repository.ts";
import {
  aggregation as aggregationSchema,
  type Meter,
  type MeterCreate,
  type MeterList,
  type MeterListQuery,
  type MeterQuantities,
  type MeterQuantitiesQuery,
  type MeterUpdate,
  type TimeInterval,
} from "./schemas.ts";

/** A meter's row or undefined (products check their metered prices' meters). */
export { find as findMeterRow } from "./repository.ts";

const storedUnit = z.enum(["scalar", "token", "custom"]).catch("scalar");

function toResource(row: repository.MeterRow): Meter {
  return {
    metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    name: row.name,
    unit: storedUnit.parse(row.unit),
    custom_label: row.custom_label,
    custom_multiplier: row.custom_multiplier,
    filter: fromJsonColumn(filterSchema, row.filter),
    aggregation: fromJsonColumn(aggregationSchema, row.aggregation),
    organization_id: row.organization_id,
    archived_at: row.archived_at,
  };
}

/** A meter of the organization (archived ones too); another organization's is 404. */
export async function getMeter(db: Executor, organizationId: string, id: string): Promise<Meter> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw MeterErrors.NOT_FOUND();
  return toResource(row);
}

/** The meter's filter, for a list of usage events (user events only are counted by callers). */
export async function meterFilter(db: Executor, organizationId: string, meterId: string): Promise<Filter> {
  const meter = await getMeter(db, organizationId, meterId);
  return meter.filter;
}

async function customerScope(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
  externalIds: readonly string[],
): Promise<{ ids: string[]; externalIds: string[] }> {
  const [moreExternal, moreIds] = await Promise.all([
    repository.customerExternalIds(db, organizationId, ids),
    repository.customerIdsOfExternal(db, organizationId, externalIds),
  ]);
  return { ids: [...new Set([...ids, ...moreIds])], externalIds: [...new Set([...externalIds, ...moreExternal])] };
}

/**
 * The customer keys (usage-events/customer-key.ts) of the events of the customers named by these
 * ids and external ids: what a meter counts for them, and what the events list shows for them.
 */
export async function eventCustomerKeys(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
  externalIds: readonly string[],
): Promise<string[]> {
  const scope = await customerScope(db, organizationId, ids, externalIds);
  return customerKeys(scope.ids, scope.externalIds);
}

/**
 * The meter's aggregation over the user events its filter matches in [from, to) — a customer's
 * events when `customerId` is given (customer_id = X, or external_customer_id = X's external id).
 * A filter pinning `name eq X` also queries `name = X` directly so the
 * (organization_id, customer_key, name, timestamp) index serves it.
 */
export async function meterQuantity(
  db: Executor,
  organizationId: string,
  meterId: string,
  window: { customerId?: string; from?: string; to?: string },
): Promise<number> {
  const meter = await getMeter(db, organizationId, meterId);
  const customers = window.customerId ? await customerScope(db, organizationId, [window.customerId], []) : undefined;
  return repository.aggregate(db, organizationId, meter.aggregation, {
    filter: meter.filter,
    name: pinnedName(meter.filter),
    from: window.from,
    to: window.to,
    customers,
  });
}

export async function list(db: Db, access: OrganizationAccess, query: MeterListQuery): Promise<MeterList> {
  const { rows, total } = await repository.list(
    db,
    access.organizationId,
    { query: query.query, archived: query.is_archived, metadata: query.metadata },
    query.sorting,
    query,
  );
  return toListResource(rows.map(toResource), total, query);
}

export function get(db: Executor, access: OrganizationAccess, id: string): Promise<Meter> {
  return getMeter(db, access.organizationId, id);
}

export async function create(db: Db, access: OrganizationAccess, body: MeterCreate): Promise<Meter> {
  const id = newId();
  // The meter and the customer meters of the events it already matches, together.
  await inTransaction(db, async (trx) => {
    await repository.insert(trx, access.organizationId, {
      id,
      name: body.name,
      unit: body.unit,
      custom_label: body.custom_label ?? null,
      custom_multiplier: body.custom_multiplier ?? null,
      filter: toJsonColumn(body.filter),
      aggregation: toJsonColumn(body.aggregation),
      metadata: toJsonColumn(body.metadata ?? {}),
      created_at: nowIso(),
      modified_at: null,
      archived_at: null,
    });
    await ensureForStoredEvents(trx, access.organizationId, { meterIds: [id] });
  });
  return getMeter(db, access.organizationId, id);
}

/** PATCH: sent fields change; `is_archived` sets or clears archived_at. */
export async function update(db: Db, access: OrganizationAccess, id: string, body: MeterUpdate): Promise<Meter> {
  const current = await getMeter(db, access.organizationId, id);
  const unit = body.unit ?? current.unit;
  const customLabel = body.custom_label !== undefined ? body.custom_label : current.custom_label;
  if (unit === "custom" && !customLabel)
    throw ValidationFailure.at(["body", "custom_label"], "custom_label is required when unit is 'custom'");
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    await repository.update(trx, access.organizationId, id, {
      ...(body.name ? { name: body.name } : {}),
      unit,
      custom_label: customLabel ?? null,
      ...(body.custom_multiplier !== undefined ? { custom_multiplier: body.custom_multiplier } : {}),
      ...(body.filter ? { filter: toJsonColumn(body.filter) } : {}),
      ...(body.aggregation ? { aggregation: toJsonColumn(body.aggregation) } : {}),
      ...(body.metadata ? { metadata: toJsonColumn(body.metadata) } : {}),
      ...(body.is_archived === true && !current.archived_at ? { archived_at: now } : {}),
      ...(body.is_archived === false ? { archived_at: null } : {}),
      modified_at: now,
    });
    if (body.filter) await ensureForStoredEvents(trx, access.organizationId, { meterIds: [id] });
  });
  return getMeter(db, access.organizationId, id);
}

const STEP: Record<TimeInterval, (time: Date) => Date> = {
  hour: (t) => new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate(), t.getUTCHours() + 1)),
  day: (t) => new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate() + 1)),
  week: (t) => new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate() + 7)),
  month: (t) => new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 1)),
  year: (t) => new Date(Date.UTC(t.getUTCFullYear() + 1, 0, 1)),
};

/** The start of the bucket holding `time` (UTC; weeks start on Monday). */
function truncate(time: Date, interval: TimeInterval): Date {
  const [y, m, d, h] = [time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate(), time.getUTCHours()];
  switch (interval) {
    case "hour":
      return new Date(Date.UTC(y, m, d, h));
    case "day":
      return new Date(Date.UTC(y, m, d));
    case "week":
      return new Date(Date.UTC(y, m, d - ((time.getUTCDay() + 6) % 7)));
    case "month":
      return new Date(Date.UTC(y, m, 1));
    case "year":
      return new Date(Date.UTC(y, 0, 1));
  }
}

/** Buckets per request at most, so a year of hours (8,784) fits and a decade of hours does not. */
const MAX_BUCKETS = 10_000;

/**
 * `GET /v1/meters/{id}/quantities`: one bucket per interval from the one holding start_timestamp
 * to the one holding end_timestamp (empty buckets are 0), each the meter's aggregation over its
 * events; `total` is the aggregation over all of them. Two grouped queries, whatever the range.
 */
export function quantities(
  db: Db,
  access: OrganizationAccess,
  id: string,
  query: MeterQuantitiesQuery,
): Promise<MeterQuantities> {
  return quantitiesOf(db, access.organizationId, id, query);
}

/** The quantities of an organization's meter; also serves the portal's per-customer quantities (customer-meters/portal.ts). */
export async function quantitiesOf(
  db: Executor,
  organizationId: string,
  id: string,
  query: MeterQuantitiesQuery,
): Promise<MeterQuantities> {
  const { buckets, bucketing } = bucketsOf(query);
  const meter = await getMeter(db, organizationId, id);
  const customers =
    query.customer_id?.length || query.external_customer_id?.length
      ? await customerScope(db, organizationId, query.customer_id ?? [], query.external_customer_id ?? [])
      : undefined;
  const window = {
    filter: meter.filter,
    name: pinnedName(meter.filter),
    from: buckets[0],
    to: buckets[buckets.length - 1],
    customers,
    metadata: query.metadata,
  };
  const perCustomer = query.customer_aggregation_function;
  const [byBucket, total] = await Promise.all([
    repository.aggregateByBucket(db, organizationId, meter.aggregation, bucketing, window, perCustomer),
    repository.aggregate(db, organizationId, meter.aggregation, window, perCustomer),
  ]);
  return {
    quantities: buckets.slice(0, -1).map((timestamp) => ({ timestamp, quantity: byBucket.get(timestamp) ?? 0 })),
    total,
  };
}

/**
 * The buckets' boundaries (starts, then the end of the last) from the one holding
 * start_timestamp through the one holding end_timestamp. UTC buckets are grouped by SQL
 * expressions; another zone's are sent as boundaries.
 */
function bucketsOf(query: MeterQuantitiesQuery): { buckets: string[]; bucketing: repository.Bucketing } {
  const from = new Date(query.start_timestamp);
  const to = new Date(query.end_timestamp);
  if (to < from)
    throw ValidationFailure.at(
      ["query", "end_timestamp"],
      "end_timestamp must be after start_timestamp",
      "value_error",
    );
  const tooMany = () =>
    ValidationFailure.at(["query", "interval"], `At most ${MAX_BUCKETS} buckets; use a larger interval`, "value_error");
  if (query.timezone === "UTC" || query.timezone === "Etc/UTC") {
    const buckets: string[] = [];
    const end = STEP[query.interval](truncate(to, query.interval));
    for (let time = truncate(from, query.interval); time <= end; time = STEP[query.interval](time)) {
      buckets.push(time.toISOString());
      if (buckets.length > MAX_BUCKETS + 1) throw tooMany();
    }
    return { buckets, bucketing: { interval: query.interval } };
  }
  const zone = validTimeZone(query.timezone);
  if (!zone) throw ValidationFailure.at(["query", "timezone"], "Unknown time zone", "value_error");
  const boundaries = zonedBoundaries(zone, from, to, query.interval, MAX_BUCKETS);
  if (!boundaries) throw tooMany();
  const buckets = boundaries.map((time) => time.toISOString());
  return { buckets, bucketing: { boundaries: buckets } };
}
