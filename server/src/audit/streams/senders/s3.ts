import { PutObjectCommand } from "@aws-sdk/client-s3";
import { s3Client } from "../../../storage/s3-store.ts";
import type { AuditEntry } from "../../schemas.ts";
import type { AuditStreamSettings } from "../schemas.ts";
import { describe, type StreamSender } from "./sender.ts";

/** `<prefix>/YYYY/MM/DD/HH/<batch id>.jsonl`, the hour (UTC) the entries happened in. */
export function objectKey(prefix: string, hour: string, batchId: string): string {
  const [date, time] = hour.split("T") as [string, string];
  const path = `${date.replaceAll("-", "/")}/${time.slice(0, 2)}/${batchId}.jsonl`;
  return prefix ? `${prefix}/${path}` : path;
}

/** The batch's entries by the hour they happened in (`2025-01-31T09`). */
function byHour(entries: AuditEntry[]): Map<string, AuditEntry[]> {
  const hours = new Map<string, AuditEntry[]>();
  for (const entry of entries) {
    const hour = new Date(entry.occurredAt).toISOString().slice(0, 13);
    hours.set(hour, [...(hours.get(hour) ?? []), entry]);
  }
  return hours;
}

/**
 * JSON lines (one entry a line) in an S3-compatible bucket, one object per batch and hour. A
 * resent batch writes the same keys with the same lines: the bucket never holds an entry twice.
 */
export function s3Sender(settings: AuditStreamSettings["s3"], secretAccessKey: string): StreamSender {
  const settingsOfClient = {
    endpoint: settings.endpoint,
    region: settings.region,
    bucket: settings.bucket,
    accessKeyId: settings.accessKeyId,
    secretAccessKey,
    // A custom endpoint (MinIO, R2, a test server) is addressed by path; AWS by virtual host.
    forcePathStyle: settings.endpoint !== undefined,
  };
  return async (batch, signal) => {
    const client = s3Client(settingsOfClient);
    try {
      for (const [hour, entries] of byHour(batch.entries)) {
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(settings.prefix, `${hour}:00`, batch.id),
            Body: entries.map((entry) => `${JSON.stringify(entry)}\n`).join(""),
            ContentType: "application/x-ndjson",
          }),
          { abortSignal: signal },
        );
      }
      return { ok: true, status: 200, error: null };
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? null;
      return { ok: false, status, error: describe(error) };
    } finally {
      client.destroy();
    }
  };
}
