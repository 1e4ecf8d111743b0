import type { AuditEntry } from "../../schemas.ts";
import type { AuditStreamSettings } from "../schemas.ts";
import { post, type StreamSender } from "./sender.ts";

const DEFAULT_SERVICE = "gatehouse";

const actorOf = (entry: AuditEntry) => entry.actor.email ?? entry.actor.id ?? entry.actor.type;

/**
 * One log object of Datadog's logs intake (`POST /api/v2/logs`): the reserved attributes
 * (ddsource, ddtags, hostname, service, message, date) and Datadog's standard ones (evt, usr,
 * network.client.ip), the whole entry under `audit` (its `id` lets a query drop a resent one).
 */
function logOf(entry: AuditEntry, service: string, hostname: string) {
  const tags = [`action:${entry.action}`, `actor_type:${entry.actor.type}`];
  if (entry.organizationId) tags.push(`organization_id:${entry.organizationId}`);
  return {
    ddsource: "gatehouse",
    ddtags: tags.join(","),
    hostname,
    service,
    message: `${entry.action} by ${actorOf(entry)}`,
    date: entry.occurredAt,
    evt: { id: entry.id, name: entry.action },
    usr: { id: entry.actor.id, email: entry.actor.email },
    network: { client: { ip: entry.ipAddress } },
    audit: entry,
  };
}

/** A JSON array of log objects to `<intake URL>/api/v2/logs` with the `DD-API-KEY` header. */
export function datadogSender(
  settings: AuditStreamSettings["datadog"],
  apiKey: string,
  hostname: string,
): StreamSender {
  const url = `${settings.url.replace(/\/+$/, "")}/api/v2/logs`;
  const service = settings.service ?? DEFAULT_SERVICE;
  return (batch, signal) =>
    post(
      url,
      {
        headers: { "content-type": "application/json", "DD-API-KEY": apiKey },
        body: JSON.stringify(batch.entries.map((entry) => logOf(entry, service, hostname))),
      },
      signal,
    );
}
