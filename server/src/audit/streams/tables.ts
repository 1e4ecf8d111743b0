/** Where an audit stream sends entries: a signed HTTPS POST, an S3-compatible bucket, Datadog or Splunk. */
export type AuditStreamType = "https" | "s3" | "datadog" | "splunk";

/** `failing`: deliveries have failed for long; still tried, at the slowest pace. */
export type AuditStreamStatus = "active" | "failing";

/**
 * One destination of an organization's audit log (or of the whole platform's: no organization).
 * `settings` holds the non-secret settings as JSON text; `sealed_secret` the one secret (a
 * signing secret, a key, a token) sealed with kit/sealed-secrets.ts. The delivery state lives on
 * the row: a lease (token and end) held by the worker delivering it, the batch under way (resent
 * as it was after a crash), and the last outcome. Times as ISO-8601 UTC text.
 */
export type AuditStreamDestinationTable = {
  id: string;
  organization_id: string | null;
  type: AuditStreamType;
  name: string;
  settings: string;
  sealed_secret: string;
  status: AuditStreamStatus;
  consecutive_failures: number;
  next_attempt_at: string;
  lease_token: string | null;
  lease_until: string | null;
  current_batch_id: string | null;
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  created_at: string;
  updated_at: string | null;
};

/** An entry waiting for one destination (put there by the audit_log trigger); `batch_id` once in a batch. */
export type AuditStreamQueueTable = {
  destination_id: string;
  entry_id: string;
  occurred_at: string;
  batch_id: string | null;
};

export type AuditStreamTables = {
  audit_stream_destination: AuditStreamDestinationTable;
  audit_stream_queue: AuditStreamQueueTable;
};
