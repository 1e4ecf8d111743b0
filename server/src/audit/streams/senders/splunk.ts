import type { AuditStreamSettings } from "../schemas.ts";
import { epochSeconds, post, type StreamSender } from "./sender.ts";

const DEFAULT_SOURCETYPE = "gatehouse:audit";

/**
 * Splunk's HTTP Event Collector (`POST <url>/services/collector/event`, `Authorization: Splunk
 * <token>`): one `{ time, host, source, sourcetype, index?, event }` object per entry, separated by
 * newlines; the event is the entry, its `id` there to drop a resent one.
 */
export function splunkSender(settings: AuditStreamSettings["splunk"], token: string, hostname: string): StreamSender {
  const url = `${settings.url.replace(/\/+$/, "")}/services/collector/event`;
  const sourcetype = settings.sourcetype ?? DEFAULT_SOURCETYPE;
  return (batch, signal) =>
    post(
      url,
      {
        headers: { "content-type": "application/json", authorization: `Splunk ${token}` },
        body: batch.entries
          .map((entry) =>
            JSON.stringify({
              time: epochSeconds(entry.occurredAt),
              host: hostname,
              source: "gatehouse",
              sourcetype,
              ...(settings.index ? { index: settings.index } : {}),
              event: entry,
            }),
          )
          .join("\n"),
      },
      signal,
    );
}
