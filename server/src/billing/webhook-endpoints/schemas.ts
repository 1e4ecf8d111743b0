import { z } from "@hono/zod-openapi";
import { apiVersion } from "../common/api-version.ts";
import { dateTimeInput } from "../common/datetime.ts";
import { BILLING_EVENT_TYPES } from "../common/events.ts";
import { listResourceSchema, paginationQuery } from "../common/pagination.ts";
import { booleanQuery, repeatedQuery } from "../common/query.ts";
import { id, listQueryBase, organizationIdInput, timestamps, uuid } from "../common/schemas.ts";
import { AUDIT_WEBHOOK_EVENT } from "./audit-forwarding.ts";

/** Wire shapes of `/v1/webhooks` (Polar `WebhookEndpoint*`, `WebhookDelivery`, `WebhookEvent` models). */

/**
 * What an endpoint may subscribe to: the billing event types (the ones Gatehouse emits) plus the other
 * values of the SDKs' `WebhookEventType` enums (0.47 and 1.0), so a subscription made with either is accepted
 * (those types are simply never sent).
 */
export const WEBHOOK_EVENT_TYPES = [
  ...BILLING_EVENT_TYPES,
  "checkout.expired",
  "customer_seat.assigned",
  "customer_seat.claimed",
  "customer_seat.revoked",
  "subscription.past_due",
  // 1.0's enum adds these.
  "subscription.cycled",
  "subscription.migrated",
  "discount.created",
  "discount.updated",
  "discount.deleted",
  // Gatehouse's own: the organization's audit log, entry by entry.
  AUDIT_WEBHOOK_EVENT,
] as const;
export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES).openapi("WebhookEventType");

/** Polar's formats; Gatehouse delivers the raw Standard Webhooks body only. */
export const webhookFormat = z.enum(["raw", "discord", "slack"]).openapi("WebhookFormat");

export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const webhookUrl = z
  .string()
  .max(WEBHOOK_URL_MAX_LENGTH)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, "Input should be a valid URL, scheme http or https")
  .meta({ description: "The URL where the webhook events will be sent." });

const name = z
  .string()
  .max(256)
  .nullish()
  .meta({ description: "An optional name for the webhook endpoint to help organize and identify it." });

export const webhookEndpoint = z
  .object({
    ...timestamps,
    id,
    url: z.string(),
    name: z.string().nullable(),
    format: webhookFormat,
    secret: z.string().meta({ description: "The secret used to sign the webhook events (`whsec_...`)." }),
    organization_id: z.string(),
    events: z.array(webhookEventType),
    enabled: z.boolean().meta({ description: "Whether the webhook endpoint is enabled and will receive events." }),
    // Answered when the request names an API version (common/api-version.ts), as the 1.0 SDK does.
    api_version: z
      .string()
      .optional()
      .meta({ description: "The API version that'll be used in event payloads (with a Polar-Version header)." }),
    uses_standard_webhook_signature: z.boolean().optional().meta({
      description: "Whether deliveries are signed with Standard Webhooks: always true (with a Polar-Version header).",
    }),
  })
  .openapi("WebhookEndpoint");
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhookEndpointCreate = z
  .object({
    url: webhookUrl,
    name,
    api_version: apiVersion
      .optional()
      .meta({ description: "The API version that'll be used in event payloads; Polar's current one when left out." }),
    format: webhookFormat,
    events: z.array(webhookEventType),
    organization_id: organizationIdInput,
  })
  .openapi("WebhookEndpointCreate");
export type WebhookEndpointCreate = z.infer<typeof webhookEndpointCreate>;

export const webhookEndpointUpdate = z
  .object({
    url: webhookUrl.nullish(),
    name,
    api_version: apiVersion.nullish().meta({ description: "The API version that'll be used in event payloads." }),
    format: webhookFormat.nullish(),
    events: z.array(webhookEventType).nullish(),
    enabled: z.boolean().nullish(),
  })
  .openapi("WebhookEndpointUpdate");
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdate>;

export const webhookEndpointListQuery = z.object({ ...listQueryBase });
export type WebhookEndpointListQuery = z.infer<typeof webhookEndpointListQuery>;
export const webhookEndpointList = listResourceSchema(webhookEndpoint, "ListResource_WebhookEndpoint_");

export const webhookEvent = z
  .object({
    ...timestamps,
    id,
    last_http_code: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Last HTTP code returned by the URL; null before any attempt or when unreachable." }),
    succeeded: z.boolean().nullable(),
    skipped: z.boolean(),
    api_version: z
      .string()
      .optional()
      .meta({ description: "The API version used in the payload of this event (with a Polar-Version header)." }),
    payload: z.string().nullable(),
    type: webhookEventType,
    is_archived: z.boolean(),
  })
  .openapi("WebhookEvent");
export type WebhookEvent = z.infer<typeof webhookEvent>;

export const webhookDelivery = z
  .object({
    ...timestamps,
    id,
    succeeded: z.boolean(),
    http_code: z.number().int().nullable(),
    response: z.string().nullable(),
    webhook_event: webhookEvent,
  })
  .openapi("WebhookDelivery");
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const httpCodeClass = z.enum(["2xx", "3xx", "4xx", "5xx"]);

export const webhookDeliveryListQuery = z.object({
  ...paginationQuery,
  endpoint_id: repeatedQuery(uuid).optional().meta({ description: "Filter by webhook endpoint ID." }),
  start_timestamp: dateTimeInput.optional().meta({ description: "Filter deliveries after this timestamp." }),
  end_timestamp: dateTimeInput.optional().meta({ description: "Filter deliveries before this timestamp." }),
  succeeded: booleanQuery.optional(),
  query: z.string().optional().meta({ description: "Search in the event payload and response." }),
  http_code_class: httpCodeClass.optional(),
  event_type: repeatedQuery(webhookEventType).optional(),
  organization_id: repeatedQuery(uuid).optional(),
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuery>;
export const webhookDeliveryList = listResourceSchema(webhookDelivery, "ListResource_WebhookDelivery_");
