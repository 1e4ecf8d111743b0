import type { AuditStreamSettings } from "../schemas.ts";
import { post, type SignDelivery, type StreamSender } from "./sender.ts";

/** The payload's type: the body is Standard Webhooks' `{ type, timestamp, data }`. */
export const AUDIT_BATCH_TYPE = "audit_log.batch";

/**
 * A signed POST of the batch as JSON, signed like Gatehouse's webhooks (Standard Webhooks:
 * `webhook-id` is the batch id, the same when a batch is resent, so a receiver can drop a
 * repeat; each entry's `id` serves the same purpose per entry).
 */
export function httpsSender(settings: AuditStreamSettings["https"], secret: string, sign: SignDelivery): StreamSender {
  return (batch, signal) => {
    const timestamp = new Date().toISOString();
    const body = JSON.stringify({
      type: AUDIT_BATCH_TYPE,
      timestamp,
      data: { batchId: batch.id, entries: batch.entries },
    });
    return post(
      settings.url,
      {
        headers: {
          "content-type": "application/json",
          "user-agent": "Gatehouse-Audit-Streams",
          ...sign(secret, batch.id, body),
        },
        body,
      },
      signal,
    );
  };
}
