import { z } from "@hono/zod-openapi";
import { listResourceSchema } from "../common/pagination.ts";
import { booleanQuery, repeatedQuery, sortingQuery } from "../common/query.ts";
import { datetime, listQueryBase, uuid } from "../common/schemas.ts";
import { eventSource } from "../usage-events/schemas.ts";

const eventTypeFields = {
  created_at: datetime,
  modified_at: datetime.nullable(),
  id: z.string(),
  name: z.string(),
  label: z.string(),
  label_property_selector: z.string().nullable(),
  organization_id: z.string(),
};

/** Polar's `EventType` (the answer to PATCH). */
export const eventType = z.object(eventTypeFields).openapi("EventType");

/** Polar's `EventTypeWithStats`. */
export const eventTypeWithStats = z
  .object({
    ...eventTypeFields,
    source: eventSource,
    occurrences: z.number().int(),
    first_seen: datetime,
    last_seen: datetime,
  })
  .openapi("EventTypeWithStats");

export const eventTypeUpdate = z
  .object({
    label: z.string().trim().min(1).max(128).meta({ description: "The label shown for the event type." }),
    label_property_selector: z
      .string()
      .max(256)
      .nullish()
      .meta({ description: "A property of the events' metadata to show as their label." }),
  })
  .openapi("EventTypeUpdate");

export const eventTypesSortField = ["name", "label", "occurrences", "first_seen", "last_seen"] as const;
export const eventTypeListQuery = z.object({
  ...listQueryBase,
  customer_id: repeatedQuery(uuid).optional().meta({ description: "Filter by customer ID." }),
  external_customer_id: repeatedQuery(z.string()).optional().meta({ description: "Filter by external customer ID." }),
  query: z.string().optional().meta({ description: "Filter by name or label." }),
  root_events: booleanQuery
    .optional()
    .meta({ description: "Only event types of root events when true (every Gatehouse event is one)." }),
  parent_id: uuid
    .optional()
    .meta({ description: "Event types of the children of this event (Gatehouse events have none)." }),
  source: eventSource.optional().meta({ description: "Filter by event source." }),
  sorting: sortingQuery(eventTypesSortField, ["-last_seen"]),
});

export const eventTypeList = listResourceSchema(eventTypeWithStats, "ListResource_EventTypeWithStats_");

export type EventType = z.infer<typeof eventType>;
export type EventTypeWithStats = z.infer<typeof eventTypeWithStats>;
export type EventTypeUpdate = z.infer<typeof eventTypeUpdate>;
export type EventTypeListQuery = z.infer<typeof eventTypeListQuery>;
export type EventTypeList = z.infer<typeof eventTypeList>;
