/** Usage events (Polar's /v1/events); append-only. */
export type UsageEventTable = {
  id: string;
  organization_id: string;
  name: string;
  /** user | system */
  source: string;
  timestamp: string;
  customer_id: string | null;
  external_customer_id: string | null;
  /** The team customer's member who performed the event (validated at ingestion). */
  member_id: string | null;
  external_member_id: string | null;
  external_id: string | null;
  /** JSON object. */
  metadata: string;
  created_at: string;
  /** `x:<external_customer_id>` for an event sent with an external id, else its customer_id (0023). */
  customer_key: string | null;
};

/** An event type's label (Polar's EventType), once set; the type itself is its events' (source, name). */
export type EventTypeTable = {
  id: string;
  organization_id: string;
  name: string;
  /** user | system */
  source: string;
  label: string;
  label_property_selector: string | null;
  created_at: string;
  modified_at: string | null;
};

/** Usage events and their types' labels. Composed into the database schema by db/schema.ts. */
export type UsageEventTables = {
  usage_event: UsageEventTable;
  event_type: EventTypeTable;
};
