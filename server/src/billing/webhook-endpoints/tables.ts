import type { Generated } from "kysely";
import type { Bool } from "../../db/column-types.ts";

export type BillingEventTable = {
  id: string;
  organization_id: string;
  type: string;
  /** JSON text of { type, timestamp, data }. */
  payload: string;
  created_at: string;
  dispatched_at: string | null;
  /** When the billing mail job took it (billing/notification-mails/worker.ts); null until then. */
  mailed_at: string | null;
  /** The request that caused it (its X-Request-Id), so the job's log lines carry it; null for jobs. */
  request_id: string | null;
};

export type WebhookEndpointTable = {
  id: string;
  organization_id: string;
  url: string;
  name: string | null;
  format: string;
  secret: string;
  /** JSON array of event types. */
  events: string;
  enabled: Bool;
  consecutive_failures: Generated<number>;
  /** The API version its payloads are shaped in (billing/common/api-version.ts). */
  api_version: Generated<string>;
  created_at: string;
  modified_at: string | null;
};

export type WebhookEventTable = {
  id: string;
  organization_id: string;
  endpoint_id: string;
  billing_event_id: string;
  type: string;
  /** The exact body sent on every attempt. */
  payload: string;
  /** The API version `payload` is shaped in: the endpoint's when the event was made. */
  api_version: Generated<string>;
  attempts: Generated<number>;
  /** Due time, or the lease's end while an attempt is in flight; null when done. */
  next_attempt_at: string | null;
  forced: Generated<Bool>;
  succeeded: Bool | null;
  last_http_code: number | null;
  skipped: Generated<Bool>;
  created_at: string;
  modified_at: string | null;
  /** The request that caused it (its X-Request-Id), so the job's log lines carry it; null for jobs. */
  request_id: string | null;
};

export type WebhookDeliveryTable = {
  id: string;
  organization_id: string;
  endpoint_id: string;
  webhook_event_id: string;
  succeeded: Bool;
  http_code: number | null;
  response: string | null;
  duration_ms: number;
  created_at: string;
  modified_at: string | null;
};

/** The billing event outbox and webhook endpoints, events and deliveries. Composed into the database schema by db/schema.ts. */
export type WebhookTables = {
  billing_event: BillingEventTable;
  webhook_endpoint: WebhookEndpointTable;
  webhook_event: WebhookEventTable;
  webhook_delivery: WebhookDeliveryTable;
};
