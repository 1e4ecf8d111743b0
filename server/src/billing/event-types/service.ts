import { createHash } from "node:crypto";
import type { Db } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { type PageRequest, pageWindow, toListResource } from "../common/pagination.ts";
import type { Sort } from "../common/query.ts";
import { allEventNames } from "../usage-events/service.ts";
import { EventTypeErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type {
  EventType,
  EventTypeList,
  EventTypeListQuery,
  EventTypeUpdate,
  EventTypeWithStats,
  eventTypesSortField,
} from "./schemas.ts";

type Source = "user" | "system";
const SYSTEM_LABELS: Record<string, string> = { "meter.credited": "Meter credited", "meter.reset": "Meter reset" };

/**
 * An event type's id: a UUID made from (organization, source, name), so every event name has one
 * from its first event on, without writing anything when events arrive.
 */
export function eventTypeId(organizationId: string, source: string, name: string): string {
  const hex = createHash("sha256").update(`event-type\n${organizationId}\n${source}\n${name}`).digest("hex");
  // Version 8 (custom) and the RFC 4122 variant: a valid UUID for every client.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function withStats(db: Db, organizationId: string, query: EventTypeListQuery): Promise<EventTypeWithStats[]> {
  const [names, labels] = await Promise.all([
    allEventNames(db, organizationId, {
      customer_id: query.customer_id,
      external_customer_id: query.external_customer_id,
      source: query.source ? [query.source] : undefined,
    }),
    repository.labelled(db, organizationId),
  ]);
  return names.map((row) => {
    const source: Source = row.source === "system" ? "system" : "user";
    const id = eventTypeId(organizationId, source, row.name);
    const own = labels.get(id);
    return {
      created_at: own?.created_at ?? row.first_seen,
      modified_at: own?.modified_at ?? null,
      id,
      name: row.name,
      label: own?.label ?? (source === "system" ? (SYSTEM_LABELS[row.name] ?? row.name) : row.name),
      label_property_selector: own?.label_property_selector ?? null,
      organization_id: organizationId,
      source,
      occurrences: Number(row.occurrences),
      first_seen: row.first_seen,
      last_seen: row.last_seen,
    };
  });
}

type SortField = (typeof eventTypesSortField)[number];

function sortAndPage(items: EventTypeWithStats[], sorting: Sort<SortField>[], page: PageRequest): EventTypeWithStats[] {
  const sorted = [...items].sort((a, b) => {
    for (const { field, direction } of sorting) {
      const left = a[field];
      const right = b[field];
      const order = left < right ? -1 : left > right ? 1 : 0;
      if (order !== 0) return direction === "asc" ? order : -order;
    }
    return a.name < b.name ? -1 : a.name > b.name ? 1 : a.source.localeCompare(b.source);
  });
  const { limit, offset } = pageWindow(page);
  return sorted.slice(offset, offset + limit);
}

/**
 * `GET /v1/event-types/`: the organization's event types with their occurrences and first/last
 * times, filtered by customer, source and a name or label query. Gatehouse events have no
 * parents: every event type is a root one (`root_events`, true or false, keeps them all), and a
 * parent's children are none.
 */
export async function list(db: Db, access: OrganizationAccess, query: EventTypeListQuery): Promise<EventTypeList> {
  if (query.parent_id) return toListResource([], 0, query);
  const needle = query.query?.toLowerCase();
  const items = (await withStats(db, access.organizationId, query)).filter(
    (item) => !needle || item.name.toLowerCase().includes(needle) || item.label.toLowerCase().includes(needle),
  );
  return toListResource(sortAndPage(items, query.sorting, query), items.length, query);
}

/** `PATCH /v1/event-types/{id}`: sets the label (and label property selector) of an event type the events have. */
export async function update(
  db: Db,
  access: OrganizationAccess,
  id: string,
  body: EventTypeUpdate,
): Promise<EventType> {
  const organizationId = access.organizationId;
  const current = (await withStats(db, organizationId, { page: 1, limit: 1, sorting: [] })).find(
    (item) => item.id === id,
  );
  if (!current) throw EventTypeErrors.NOT_FOUND();
  const now = nowIso();
  const existing = await repository.find(db, organizationId, id);
  await repository.upsert(db, organizationId, {
    id,
    name: current.name,
    source: current.source,
    label: body.label,
    label_property_selector:
      body.label_property_selector === undefined
        ? (existing?.label_property_selector ?? null)
        : body.label_property_selector,
    created_at: existing?.created_at ?? now,
    modified_at: now,
  });
  const row = await repository.find(db, organizationId, id);
  if (!row) throw EventTypeErrors.NOT_FOUND();
  return {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    name: row.name,
    label: row.label,
    label_property_selector: row.label_property_selector,
    organization_id: organizationId,
  };
}
