import type { Insertable, Selectable, Updateable } from "kysely";
import { containsInsensitive } from "../../db/like.ts";
import type { Executor } from "../../db/transaction.ts";
import { listPage, type PageRequest, pageWindow } from "../common/pagination.ts";
import { scoped } from "../common/sql/scope.ts";
import type { WebhookDeliveryTable, WebhookEndpointTable, WebhookEventTable } from "./tables.ts";

export type EndpointRow = Selectable<WebhookEndpointTable>;
export type EventRow = Selectable<WebhookEventTable>;
export type DeliveryRow = Selectable<WebhookDeliveryTable>;

export function findEndpoint(db: Executor, organizationId: string, id: string): Promise<EndpointRow | undefined> {
  return scoped(db, organizationId).selectFrom("webhook_endpoint").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listEndpoints(
  db: Executor,
  organizationId: string,
  page: PageRequest,
): Promise<{ rows: EndpointRow[]; total: number }> {
  return listPage(
    scoped(db, organizationId).selectFrom("webhook_endpoint"),
    [{ field: "created_at", direction: "desc" }],
    page,
  );
}

export async function insertEndpoint(
  db: Executor,
  organizationId: string,
  row: Omit<Insertable<WebhookEndpointTable>, "organization_id">,
): Promise<void> {
  await scoped(db, organizationId).insertInto("webhook_endpoint", row).execute();
}

export async function updateEndpoint(
  db: Executor,
  organizationId: string,
  id: string,
  values: Updateable<Omit<WebhookEndpointTable, "id" | "organization_id">>,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("webhook_endpoint")
    .set(values)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Its events and deliveries go with it (foreign keys cascade). */
export async function deleteEndpoint(db: Executor, organizationId: string, id: string): Promise<boolean> {
  const scope = scoped(db, organizationId);
  await scope.deleteFrom("webhook_delivery").where("endpoint_id", "=", id).execute();
  await scope.deleteFrom("webhook_event").where("endpoint_id", "=", id).execute();
  const result = await scope.deleteFrom("webhook_endpoint").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Due now; a redelivery is sent even to a disabled endpoint. */
export async function scheduleRedelivery(
  db: Executor,
  organizationId: string,
  id: string,
  at: string,
): Promise<boolean> {
  const result = await scoped(db, organizationId)
    .updateTable("webhook_event")
    .set({ next_attempt_at: at, forced: 1, skipped: 0, modified_at: at })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type DeliveryFilter = {
  endpointIds?: string[] | undefined;
  start?: string | undefined;
  end?: string | undefined;
  succeeded?: boolean | undefined;
  query?: string | undefined;
  httpCodeClass?: "2xx" | "3xx" | "4xx" | "5xx" | undefined;
  eventTypes?: string[] | undefined;
};

export type DeliveryWithEvent = { delivery: DeliveryRow; event: EventRow };

/** Newest first, each with its event. */
export async function listDeliveries(
  db: Executor,
  organizationId: string,
  filter: DeliveryFilter,
  page: PageRequest,
): Promise<{ rows: DeliveryWithEvent[]; total: number }> {
  let base = scoped(db, organizationId)
    .selectFrom("webhook_delivery")
    .innerJoin("webhook_event", "webhook_event.id", "webhook_delivery.webhook_event_id");
  if (filter.endpointIds?.length) base = base.where("webhook_delivery.endpoint_id", "in", filter.endpointIds);
  if (filter.start) base = base.where("webhook_delivery.created_at", ">=", filter.start);
  if (filter.end) base = base.where("webhook_delivery.created_at", "<=", filter.end);
  if (filter.succeeded !== undefined) base = base.where("webhook_delivery.succeeded", "=", filter.succeeded ? 1 : 0);
  if (filter.httpCodeClass) {
    const low = Number(filter.httpCodeClass[0]) * 100;
    base = base.where("webhook_delivery.http_code", ">=", low).where("webhook_delivery.http_code", "<", low + 100);
  }
  if (filter.eventTypes?.length) base = base.where("webhook_event.type", "in", filter.eventTypes);
  if (filter.query) {
    const text = filter.query;
    base = base.where((eb) =>
      eb.or([
        containsInsensitive("webhook_event.payload", text),
        containsInsensitive("webhook_delivery.response", text),
      ]),
    );
  }
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  const { limit, offset } = pageWindow(page);
  const rows = await base
    .selectAll("webhook_delivery")
    .select([
      "webhook_event.endpoint_id as event_endpoint_id",
      "webhook_event.billing_event_id as event_billing_event_id",
      "webhook_event.type as event_type",
      "webhook_event.payload as event_payload",
      "webhook_event.api_version as event_api_version",
      "webhook_event.attempts as event_attempts",
      "webhook_event.next_attempt_at as event_next_attempt_at",
      "webhook_event.forced as event_forced",
      "webhook_event.succeeded as event_succeeded",
      "webhook_event.last_http_code as event_last_http_code",
      "webhook_event.skipped as event_skipped",
      "webhook_event.created_at as event_created_at",
      "webhook_event.modified_at as event_modified_at",
      "webhook_event.request_id as event_request_id",
    ])
    .orderBy("webhook_delivery.created_at", "desc")
    .orderBy("webhook_delivery.id")
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    total: Number(count),
    rows: rows.map((row) => ({
      delivery: {
        id: row.id,
        organization_id: row.organization_id,
        endpoint_id: row.endpoint_id,
        webhook_event_id: row.webhook_event_id,
        succeeded: row.succeeded,
        http_code: row.http_code,
        response: row.response,
        duration_ms: row.duration_ms,
        created_at: row.created_at,
        modified_at: row.modified_at,
      },
      event: {
        id: row.webhook_event_id,
        organization_id: row.organization_id,
        endpoint_id: row.event_endpoint_id,
        billing_event_id: row.event_billing_event_id,
        type: row.event_type,
        payload: row.event_payload,
        api_version: row.event_api_version,
        attempts: row.event_attempts,
        next_attempt_at: row.event_next_attempt_at,
        forced: row.event_forced,
        succeeded: row.event_succeeded,
        last_http_code: row.event_last_http_code,
        skipped: row.event_skipped,
        created_at: row.event_created_at,
        modified_at: row.event_modified_at,
        request_id: row.event_request_id,
      },
    })),
  };
}
