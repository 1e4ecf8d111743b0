import type { Database } from "../../db/database.ts";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import type { Db, Executor, Tx } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure, type ValidationItem } from "../common/validation.ts";
import {
  type BatchEvent,
  ensurePairs,
  ensureStatements,
  metersMatchedByBatch,
  rememberEnsured,
} from "../customer-meters/matched.ts";
import type { Customer } from "../customers/schemas.ts";
import { resourcesById as customerResources } from "../customers/service.ts";
import { liveMembersOfCustomers } from "../members/lookup.ts";
import type { Member } from "../members/schemas.ts";
import { type Filter, filter as filterSchema } from "../meters/filter.ts";
import { eventCustomerKeys, meterFilter } from "../meters/service.ts";
import { eventCustomerKey } from "./customer-key.ts";
import { UsageEventErrors } from "./errors.ts";
import { newEventId } from "./event-id.ts";
import * as repository from "./repository.ts";
import type {
  Event,
  EventCreate,
  EventList,
  EventListQuery,
  EventNameList,
  EventNamesQuery,
  EventsIngest,
  EventsIngestResponse,
} from "./schemas.ts";

const SYSTEM_LABELS: Record<string, string> = { "meter.credited": "Meter credited", "meter.reset": "Meter reset" };

function toResource(row: repository.UsageEventRow, customers: Map<string, Customer>): Event {
  const customer = row.customer_id ? customers.get(row.customer_id) : undefined;
  const base = {
    id: row.id,
    timestamp: row.timestamp,
    organization_id: row.organization_id,
    customer_id: row.customer_id,
    customer: customer ?? null,
    external_customer_id: row.external_customer_id,
    member_id: row.member_id,
    external_member_id: row.external_member_id,
    child_count: 0,
    parent_id: null,
    name: row.name,
    metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata),
  };
  if (row.source === "system") return { ...base, source: "system", label: SYSTEM_LABELS[row.name] ?? row.name };
  return { ...base, source: "user", label: row.name };
}

async function toResources(db: Executor, organizationId: string, rows: repository.UsageEventRow[]): Promise<Event[]> {
  const customers = await customerResources(
    db,
    organizationId,
    rows.flatMap((row) => (row.customer_id ? [row.customer_id] : [])),
  );
  return rows.map((row) => toResource(row, customers));
}

/** What ingestion needs of the database: queries, and statements prepared once (`Database.preparedWrite`). */
export type IngestDatabase = Pick<Database, "db" | "kind" | "preparedWrite">;

/**
 * `POST /v1/events/ingest`. The whole batch is validated in memory and with two queries (its
 * customer ids, its external customer ids), then written in one transaction by statements
 * prepared once (repository.ingestMany): an unknown customer_id is a 422 and nothing is stored. An
 * external_id seen earlier (stored, or earlier in the batch) is a duplicate, counted once.
 * Events for an external customer id get the customer's id when that customer exists, and a
 * customer gets a customer meter for every meter its events match (customer-meters/matched.ts).
 */
export async function ingest(
  database: IngestDatabase,
  access: OrganizationScope,
  body: EventsIngest,
): Promise<EventsIngestResponse> {
  const db = database.db;
  const organizationId = access.organizationId;
  const problems: ValidationItem[] = [];
  body.events.forEach((event, index) => {
    if (event.organization_id && event.organization_id !== organizationId)
      problems.push({
        loc: ["body", "events", index, "organization_id"],
        msg: "Organization not found.",
        type: "organization_id",
      });
  });
  if (problems.length) throw new ValidationFailure(problems);

  const customerIds = [...new Set(body.events.flatMap((event) => (event.customer_id ? [event.customer_id] : [])))];
  const externalIds = [
    ...new Set(body.events.flatMap((event) => (event.external_customer_id ? [event.external_customer_id] : []))),
  ];
  const [known, byExternalId] = await Promise.all([
    repository.existingCustomerIds(db, organizationId, customerIds),
    repository.customerIdsByExternalId(db, organizationId, externalIds),
  ]);
  body.events.forEach((event, index) => {
    if (event.customer_id && !known.has(event.customer_id))
      problems.push({ loc: ["body", "events", index, "customer_id"], msg: "Customer not found.", type: "customer_id" });
  });
  if (problems.length) throw new ValidationFailure(problems);
  const customerIdOf = (event: EventCreate) =>
    event.customer_id ?? (event.external_customer_id ? (byExternalId.get(event.external_customer_id) ?? null) : null);
  const membersOfEvents = await eventMembers(db, organizationId, body.events, customerIdOf);

  const now = nowIso();
  const seen = new Set<string>();
  const rows: repository.UsageEventInsert[] = [];
  const batch: BatchEvent[] = [];
  for (const event of body.events) {
    if (event.external_id) {
      if (seen.has(event.external_id)) continue;
      seen.add(event.external_id);
    }
    const customerId = customerIdOf(event);
    const member = membersOfEvents.get(event);
    const timestamp = event.timestamp ?? now;
    batch.push({ name: event.name, timestamp, metadata: event.metadata ?? {}, customerId });
    rows.push({
      id: newEventId(),
      name: event.name,
      source: "user",
      timestamp,
      customer_id: customerId,
      external_customer_id: event.external_customer_id ?? null,
      member_id: member?.id ?? null,
      external_member_id: member ? (event.external_member_id ?? member.external_id) : null,
      customer_key: eventCustomerKey(event.customer_id ?? null, event.external_customer_id ?? null),
      external_id: event.external_id ?? null,
      metadata: toJsonColumn(event.metadata ?? {}),
      created_at: now,
    });
  }
  const meters = await metersMatchedByBatch(db, organizationId, batch);
  const inserted = await repository.ingestMany(
    database,
    organizationId,
    rows,
    ensureStatements(database.kind, organizationId, meters, now),
  );
  rememberEnsured(organizationId, meters);
  return { inserted, duplicates: body.events.length - inserted };
}

/**
 * The member each event names (`member_id` or `external_member_id`), which must be a live member
 * of the event's customer (else a 422 at the field, nothing stored); both given must name the
 * same member. Meters still count per customer: the member only says who in the team acted.
 */
async function eventMembers(
  db: Executor,
  organizationId: string,
  events: readonly EventCreate[],
  customerIdOf: (event: EventCreate) => string | null,
): Promise<Map<EventCreate, Member>> {
  const naming = events.filter((event) => event.member_id != null || event.external_member_id != null);
  const found = new Map<EventCreate, Member>();
  if (naming.length === 0) return found;
  const members = await liveMembersOfCustomers(
    db,
    organizationId,
    naming.flatMap((event) => customerIdOf(event) ?? []),
  );
  const problems: ValidationItem[] = [];
  events.forEach((event, index) => {
    if (event.member_id == null && event.external_member_id == null) return;
    const customerId = customerIdOf(event);
    const ofCustomer = members.filter((member) => member.customer_id === customerId);
    const byId = event.member_id == null ? undefined : ofCustomer.find((member) => member.id === event.member_id);
    const byExternal =
      event.external_member_id == null
        ? undefined
        : ofCustomer.find((member) => member.external_id === event.external_member_id);
    const field = event.member_id != null ? "member_id" : "external_member_id";
    const member = byId ?? byExternal;
    const disagree = event.member_id != null && event.external_member_id != null && byId?.id !== byExternal?.id;
    if (!member || disagree) {
      problems.push({ loc: ["body", "events", index, field], msg: "Member not found for this customer.", type: field });
      return;
    }
    found.set(event, member);
  });
  if (problems.length) throw new ValidationFailure(problems);
  return found;
}

/**
 * One user event of another domain, written in the caller's transaction with the customer meters
 * it matches (ingest's writer runs on a connection of its own, which a caller holding a lock
 * cannot wait for): api-key-meters counts a verified request this way, under its lock on the
 * customer's meter. `customerId` must be a live customer of the organization.
 */
export async function recordUserEvent(
  trx: Tx,
  organizationId: string,
  event: {
    name: string;
    customerId: string;
    externalCustomerId: string | null;
    metadata: Record<string, string | number | boolean>;
  },
): Promise<void> {
  const now = nowIso();
  const pairs = await metersMatchedByBatch(trx, organizationId, [
    { name: event.name, timestamp: now, metadata: event.metadata, customerId: event.customerId },
  ]);
  await repository.insertMany(trx, organizationId, [
    {
      id: newEventId(),
      name: event.name,
      source: "user",
      timestamp: now,
      customer_id: event.customerId,
      external_customer_id: event.externalCustomerId,
      customer_key: eventCustomerKey(event.customerId, event.externalCustomerId),
      external_id: null,
      metadata: toJsonColumn(event.metadata),
      created_at: now,
    },
  ]);
  await ensurePairs(trx, organizationId, pairs, now);
}

/**
 * A system event of another domain (`meter.credited` {meter_id, units, rollover},
 * `meter.reset` {meter_id}), written in the caller's transaction. Meter filters count user
 * events only, so these never change a meter's quantity.
 */
export async function recordSystemEvent(
  trx: Tx,
  organizationId: string,
  event: { name: string; customerId: string; metadata: Record<string, string | number | boolean>; timestamp?: string },
): Promise<void> {
  const now = nowIso();
  await repository.insertMany(trx, organizationId, [
    {
      id: newEventId(),
      name: event.name,
      source: "system",
      timestamp: event.timestamp ?? now,
      customer_id: event.customerId,
      external_customer_id: null,
      customer_key: eventCustomerKey(event.customerId, null),
      external_id: null,
      metadata: toJsonColumn(event.metadata),
      created_at: now,
    },
  ]);
}

export async function get(db: Executor, access: OrganizationAccess, id: string): Promise<Event> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw UsageEventErrors.NOT_FOUND();
  const [resource] = await toResources(db, access.organizationId, [row]);
  if (!resource) throw UsageEventErrors.NOT_FOUND();
  return resource;
}

/** `filter` arrives as JSON text (Polar's query parameter); a bad one is 422 at query.filter. */
function parseFilter(text: string): Filter {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw ValidationFailure.at(["query", "filter"], "Invalid JSON", "json_invalid");
  }
  const result = filterSchema.safeParse(parsed);
  if (!result.success) throw ValidationFailure.at(["query", "filter"], "Invalid filter", "value_error");
  return result.data;
}

/**
 * The `customer_id` / `external_customer_id` filters: the events of those customers, named by
 * their ids or their external ids (what a meter counts for them); undefined when neither is given.
 */
function customerKeysOf(
  db: Db,
  organizationId: string,
  query: { customer_id?: string[] | undefined; external_customer_id?: string[] | undefined },
): Promise<string[] | undefined> {
  if (!query.customer_id?.length && !query.external_customer_id?.length) return Promise.resolve(undefined);
  return eventCustomerKeys(db, organizationId, query.customer_id ?? [], query.external_customer_id ?? []);
}

export async function list(db: Db, access: OrganizationAccess, query: EventListQuery): Promise<EventList> {
  const organizationId = access.organizationId;
  // Ingested events have no parent (parent_id is not stored): an anchor has no children.
  if (query.parent_id) return toListResource([], 0, query);
  const filters: Filter[] = [];
  if (query.filter) filters.push(parseFilter(query.filter));
  let sources = query.source;
  if (query.meter_id) {
    filters.push(await meterFilter(db, organizationId, query.meter_id));
    sources = [...(sources ?? ["user"])].filter((source) => source === "user");
    if (sources.length === 0) return toListResource([], 0, query);
  }
  const customerKeys = await customerKeysOf(db, organizationId, query);
  const { rows, total } = await repository.list(
    db,
    organizationId,
    {
      start: query.start_timestamp,
      end: query.end_timestamp,
      customerKeys,
      memberIds: query.member_id,
      names: query.name,
      sources,
      query: query.query,
      metadata: query.metadata,
      filters,
    },
    query.sorting,
    query,
  );
  return toListResource(await toResources(db, organizationId, rows), total, query);
}

/** Names (by source) per organization far beyond any real catalogue; event types are listed from one read of them. */
const MAX_EVENT_NAMES = 10_000;

/** Every distinct (source, name) of the organization's events with its occurrences and first/last times. */
export async function allEventNames(
  db: Db,
  organizationId: string,
  filter: { customer_id?: string[]; external_customer_id?: string[]; source?: Array<"user" | "system"> },
): Promise<repository.EventNameRow[]> {
  const customerKeys = await customerKeysOf(db, organizationId, filter);
  const { rows } = await repository.listNames(
    db,
    organizationId,
    { customerKeys, sources: filter.source },
    [{ field: "name", direction: "asc" }],
    { page: 1, limit: MAX_EVENT_NAMES },
  );
  return rows;
}

/** `GET /v1/events/names`: the distinct event names with their occurrences and first/last times. */
export async function listNames(db: Db, access: OrganizationAccess, query: EventNamesQuery): Promise<EventNameList> {
  const customerKeys = await customerKeysOf(db, access.organizationId, query);
  const { rows, total } = await repository.listNames(
    db,
    access.organizationId,
    { customerKeys, sources: query.source, query: query.query },
    query.sorting,
    query,
  );
  const items = rows.map((row) => {
    const source = row.source === "system" ? ("system" as const) : ("user" as const);
    return {
      name: row.name,
      label: source === "system" ? (SYSTEM_LABELS[row.name] ?? row.name) : row.name,
      source,
      occurrences: Number(row.occurrences),
      first_seen: row.first_seen,
      last_seen: row.last_seen,
    };
  });
  return toListResource(items, total, query);
}
