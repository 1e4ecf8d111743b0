import { z } from "@hono/zod-openapi";
import { dateTimeInput } from "../common/datetime.ts";
import { metadataFilterQuery, withMetadataFilter } from "../common/metadata-filter.ts";
import { listResourceSchema } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import {
  datetime,
  id,
  listQueryBase,
  metadataInput,
  metadataOutput,
  organizationIdInput,
  uuid,
} from "../common/schemas.ts";
import { customer } from "../customers/schemas.ts";

/** Wire shapes of `/v1/events` (Polar `EventsIngest`, `EventsIngestResponse`, `Event`). */

export const EVENT_NAME_MAX_LENGTH = 256;
export const EXTERNAL_ID_MAX_LENGTH = 256;

export const eventSource = z.enum(["user", "system"]).openapi("EventSource");

/**
 * Polar's `EventCreateCustomer | EventCreateExternalCustomer` as one object: exactly one of
 * `customer_id` / `external_customer_id` (checked in `eventsIngest`, loc at the event). A member
 * (`member_id` or `external_member_id`) must be a live member of the event's customer (checked at
 * ingestion); the parent id is accepted for compatibility and not stored.
 */
export const eventCreate = z
  .object({
    timestamp: dateTimeInput.optional().meta({ description: "The timestamp of the event; now when left out." }),
    name: z.string().min(1).max(EVENT_NAME_MAX_LENGTH).meta({ description: "The name of the event." }),
    organization_id: organizationIdInput,
    external_id: z.string().min(1).max(EXTERNAL_ID_MAX_LENGTH).nullish().meta({
      description:
        "Your unique identifier for this event: an event repeating an external_id is a duplicate, counted once.",
    }),
    parent_id: z.string().nullish(),
    metadata: metadataInput.optional(),
    customer_id: uuid.nullish().meta({ description: "ID of the customer in your organization." }),
    external_customer_id: z.string().min(1).nullish().meta({ description: "ID of the customer in your system." }),
    member_id: uuid.nullish().meta({
      description: "ID of the member within the customer (a team customer's member) who performed the action.",
    }),
    external_member_id: z.string().min(1).nullish().meta({
      description: "ID of the member in your system within the customer who performed the action.",
    }),
  })
  .openapi("EventCreate");
export type EventCreate = z.infer<typeof eventCreate>;

export const eventsIngest = z
  .object({ events: z.array(eventCreate).meta({ description: "List of events to ingest." }) })
  .superRefine((value, ctx) => {
    value.events.forEach((event, index) => {
      const customers = [event.customer_id, event.external_customer_id].filter((item) => item != null).length;
      if (customers !== 1)
        ctx.addIssue({
          code: "custom",
          path: ["events", index],
          message: "Exactly one of customer_id or external_customer_id is required",
        });
      // PostgreSQL stores event metadata as jsonb, which cannot hold U+0000: refused on both dialects alike.
      const texts = Object.entries(event.metadata ?? {}).flatMap(([key, item]) =>
        typeof item === "string" ? [key, item] : [key],
      );
      if (texts.some((text) => text.includes("\u0000")))
        ctx.addIssue({
          code: "custom",
          path: ["events", index, "metadata"],
          message: "Metadata may not contain the NUL character (U+0000)",
        });
    });
  })
  .openapi("EventsIngest");
export type EventsIngest = z.infer<typeof eventsIngest>;

export const eventsIngestResponse = z
  .object({
    inserted: z.number().int().meta({ description: "Number of events inserted." }),
    duplicates: z.number().int().meta({ description: "Number of duplicate events skipped." }),
  })
  .openapi("EventsIngestResponse");
export type EventsIngestResponse = z.infer<typeof eventsIngestResponse>;

const eventBase = {
  id,
  timestamp: datetime,
  organization_id: z.string(),
  customer_id: z.string().nullable(),
  customer: customer.nullable(),
  external_customer_id: z.string().nullable(),
  member_id: z.string().nullable(),
  external_member_id: z.string().nullable(),
  child_count: z.number().int(),
  parent_id: z.string().nullable(),
  label: z.string(),
};

export const userEvent = z
  .object({ ...eventBase, name: z.string(), source: z.literal("user"), metadata: metadataOutput })
  .openapi("UserEvent");
export const meterCreditEvent = z
  .object({
    ...eventBase,
    source: z.literal("system"),
    name: z.literal("meter.credited"),
    metadata: z.object({ meter_id: z.string(), units: z.number().int(), rollover: z.boolean() }),
  })
  .openapi("MeterCreditEvent");
export const meterResetEvent = z
  .object({
    ...eventBase,
    source: z.literal("system"),
    name: z.literal("meter.reset"),
    metadata: z.object({ meter_id: z.string() }),
  })
  .openapi("MeterResetEvent");
/** Other system events recorded by domains (`recordSystemEvent`). */
export const otherSystemEvent = z.object({
  ...eventBase,
  source: z.literal("system"),
  name: z.string(),
  metadata: metadataOutput,
});

export const event = z.union([meterCreditEvent, meterResetEvent, otherSystemEvent, userEvent]).openapi("Event");
export type Event = z.infer<typeof event>;

export const eventSortField = ["timestamp"] as const;

export const eventListQuery = withMetadataFilter(
  z.object({
    ...listQueryBase,
    filter: z.string().optional().meta({
      description:
        "Filter events following filter clauses. JSON string following the same schema a meter filter clause.",
    }),
    start_timestamp: dateTimeInput.optional().meta({ description: "Filter events after this timestamp." }),
    end_timestamp: dateTimeInput.optional().meta({ description: "Filter events before this timestamp." }),
    customer_id: repeatedQuery(uuid).optional().meta({ description: "Filter by customer ID." }),
    external_customer_id: repeatedQuery(z.string()).optional().meta({ description: "Filter by external customer ID." }),
    member_id: repeatedQuery(uuid)
      .optional()
      .meta({ description: "Filter by the member (of a team customer) who performed the events." }),
    meter_id: uuid
      .optional()
      .meta({ description: "Filter by a meter filter so only events impacting the meter are returned." }),
    name: repeatedQuery(z.string()).optional().meta({ description: "Filter by event name." }),
    source: repeatedQuery(eventSource).optional().meta({ description: "Filter by event source." }),
    query: z.string().optional().meta({ description: "Query to filter events." }),
    parent_id: z
      .string()
      .optional()
      .meta({ description: "When combined with depth, use this event as the anchor instead of root events." }),
    depth: z.coerce.number().int().min(0).max(5).optional(),
    sorting: sortingQuery(eventSortField, ["-timestamp"]),
    ...metadataFilterQuery,
  }),
);
export type EventListQuery = z.infer<typeof eventListQuery>;

export const eventList = listResourceSchema(event, "ListResource_Event_");
export type EventList = z.infer<typeof eventList>;

export const eventName = z
  .object({
    name: z.string(),
    label: z.string(),
    source: eventSource,
    occurrences: z.number().int(),
    first_seen: datetime,
    last_seen: datetime,
  })
  .openapi("EventName");

export const eventNamesSortField = ["name", "occurrences", "first_seen", "last_seen"] as const;
export const eventNamesQuery = z.object({
  ...listQueryBase,
  customer_id: repeatedQuery(uuid).optional().meta({ description: "Filter by customer ID." }),
  external_customer_id: repeatedQuery(z.string()).optional().meta({ description: "Filter by external customer ID." }),
  source: repeatedQuery(eventSource).optional().meta({ description: "Filter by event source." }),
  query: z.string().optional().meta({ description: "Query to filter event names." }),
  sorting: sortingQuery(eventNamesSortField, ["-last_seen"]),
});
export type EventNamesQuery = z.infer<typeof eventNamesQuery>;
export const eventNameList = listResourceSchema(eventName, "ListResource_EventName_");
export type EventNameList = z.infer<typeof eventNameList>;
