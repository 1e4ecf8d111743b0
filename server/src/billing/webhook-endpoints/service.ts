import { randomBytes } from "node:crypto";
import { z } from "@hono/zod-openapi";
import { auditBillingChange } from "../../audit/billing-changes.ts";
import { fromJsonColumn, toJsonColumn } from "../../db/json-column.ts";
import { type Db, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso, toIso, toIsoOrNull } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { CURRENT_API_VERSION } from "../common/api-version.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure } from "../common/validation.ts";
import { WebhookErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import {
  type WebhookDelivery,
  type WebhookDeliveryListQuery,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointListQuery,
  type WebhookEndpointUpdate,
  type WebhookEvent,
  webhookEventType,
} from "./schemas.ts";

export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** `whsec_` and 32 random bytes, base64: the shape Standard Webhooks secrets have. */
export const newWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64")}`;

const storedEvents = z.array(z.string()).default([]);

export function toEndpoint(row: repository.EndpointRow): WebhookEndpoint {
  const known = new Set<string>(webhookEventType.options);
  return {
    created_at: toIso(row.created_at),
    modified_at: toIsoOrNull(row.modified_at),
    id: row.id,
    url: row.url,
    name: row.name,
    format: row.format === "discord" || row.format === "slack" ? row.format : "raw",
    secret: row.secret,
    organization_id: row.organization_id,
    events: fromJsonColumn(storedEvents, row.events).filter((type): type is WebhookEndpoint["events"][number] =>
      known.has(type),
    ),
    enabled: row.enabled === 1 || row.enabled === true,
    api_version: row.api_version,
    // Gatehouse signs every delivery with Standard Webhooks (webhook-delivery/signing.ts).
    uses_standard_webhook_signature: true,
  };
}

export function toEvent(row: repository.EventRow): WebhookEvent {
  return {
    created_at: toIso(row.created_at),
    modified_at: toIsoOrNull(row.modified_at),
    id: row.id,
    last_http_code: row.last_http_code,
    succeeded: row.succeeded == null ? null : row.succeeded === 1 || row.succeeded === true,
    skipped: row.skipped === 1 || row.skipped === true,
    api_version: row.api_version,
    payload: row.payload,
    type: webhookEventType.parse(row.type),
    is_archived: false,
  };
}

function toDelivery({ delivery, event }: repository.DeliveryWithEvent): WebhookDelivery {
  return {
    created_at: toIso(delivery.created_at),
    modified_at: toIsoOrNull(delivery.modified_at),
    id: delivery.id,
    succeeded: delivery.succeeded === 1 || delivery.succeeded === true,
    http_code: delivery.http_code,
    response: delivery.response,
    webhook_event: toEvent(event),
  };
}

/** Polar's other formats reshape the body for chat apps; Gatehouse sends the signed raw body only. */
function rawFormatOnly(format: string | null | undefined): void {
  if (format != null && format !== "raw")
    throw ValidationFailure.at(["body", "format"], "Only the raw format is supported");
}

const uniqueEvents = (events: readonly string[]): string[] => [...new Set(events)];

export async function listEndpoints(db: Db, access: OrganizationAccess, query: WebhookEndpointListQuery) {
  const { rows, total } = await repository.listEndpoints(db, access.organizationId, query);
  return toListResource(rows.map(toEndpoint), total, query);
}

export async function getEndpoint(db: Db, access: OrganizationAccess, id: string): Promise<WebhookEndpoint> {
  const row = await repository.findEndpoint(db, access.organizationId, id);
  if (!row) throw WebhookErrors.ENDPOINT_NOT_FOUND();
  return toEndpoint(row);
}

export async function createEndpoint(
  db: Db,
  access: OrganizationAccess,
  body: WebhookEndpointCreate,
): Promise<WebhookEndpoint> {
  rawFormatOnly(body.format);
  const id = newId();
  await inTransaction(db, async (trx) => {
    await repository.insertEndpoint(trx, access.organizationId, {
      id,
      url: body.url,
      name: body.name ?? null,
      format: body.format,
      api_version: body.api_version ?? CURRENT_API_VERSION,
      secret: newWebhookSecret(),
      events: toJsonColumn(uniqueEvents(body.events)),
      enabled: 1,
      consecutive_failures: 0,
      created_at: nowIso(),
      modified_at: null,
    });
    await auditEndpointChange(trx, access, "created", id, { url: body.url });
  });
  return getEndpoint(db, access, id);
}

/** Sent keys replace stored values; re-enabling an endpoint starts its failure count afresh. */
export async function updateEndpoint(
  db: Db,
  access: OrganizationAccess,
  id: string,
  body: WebhookEndpointUpdate,
): Promise<WebhookEndpoint> {
  rawFormatOnly(body.format);
  await inTransaction(db, async (trx) => {
    const updated = await repository.updateEndpoint(trx, access.organizationId, id, {
      ...(body.url == null ? {} : { url: body.url }),
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.format == null ? {} : { format: body.format }),
      ...(body.api_version == null ? {} : { api_version: body.api_version }),
      ...(body.events == null ? {} : { events: toJsonColumn(uniqueEvents(body.events)) }),
      ...(body.enabled == null
        ? {}
        : { enabled: body.enabled ? 1 : 0, ...(body.enabled ? { consecutive_failures: 0 } : {}) }),
      modified_at: nowIso(),
    });
    if (!updated) throw WebhookErrors.ENDPOINT_NOT_FOUND();
    await auditEndpointChange(trx, access, "updated", id, { fields: Object.keys(body) });
  });
  return getEndpoint(db, access, id);
}

export async function resetSecret(db: Db, access: OrganizationAccess, id: string): Promise<WebhookEndpoint> {
  await inTransaction(db, async (trx) => {
    const secret = { secret: newWebhookSecret(), modified_at: nowIso() };
    if (!(await repository.updateEndpoint(trx, access.organizationId, id, secret)))
      throw WebhookErrors.ENDPOINT_NOT_FOUND();
    await auditEndpointChange(trx, access, "secret_reset", id);
  });
  return getEndpoint(db, access, id);
}

export async function deleteEndpoint(db: Db, access: OrganizationAccess, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await repository.deleteEndpoint(trx, access.organizationId, id))) throw WebhookErrors.ENDPOINT_NOT_FOUND();
    await auditEndpointChange(trx, access, "deleted", id);
  });
}

/** Webhook endpoints decide where the organization's data goes: every change is audited with it. */
const auditEndpointChange = (
  trx: Tx,
  access: OrganizationAccess,
  change: string,
  id: string,
  details?: Record<string, unknown>,
) =>
  auditBillingChange(
    trx,
    access.organizationId,
    `billing.webhook_endpoint.${change}`,
    { type: "webhook_endpoint", id },
    details,
  );

export async function listDeliveries(db: Db, access: OrganizationAccess, query: WebhookDeliveryListQuery) {
  const { rows, total } = await repository.listDeliveries(
    db,
    access.organizationId,
    {
      endpointIds: query.endpoint_id,
      start: query.start_timestamp,
      end: query.end_timestamp,
      succeeded: query.succeeded,
      query: query.query,
      httpCodeClass: query.http_code_class,
      eventTypes: query.event_type,
    },
    query,
  );
  return toListResource(rows.map(toDelivery), total, query);
}

/** A new attempt with the same webhook-id, made by the delivery worker as soon as it polls. */
export async function redeliver(db: Db, access: OrganizationAccess, eventId: string): Promise<void> {
  if (!(await repository.scheduleRedelivery(db, access.organizationId, eventId, nowIso())))
    throw WebhookErrors.EVENT_NOT_FOUND();
}
