import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/webhooks, generated from the server's OpenAPI document. */
export type WebhookEndpoint = V1Schemas["WebhookEndpoint"];
export type WebhookEventType = V1Schemas["WebhookEventType"];
/** The API version an endpoint's payloads are shaped by. */
export type ApiVersion = V1Schemas["ApiVersion"];
export type WebhookEndpointCreate = V1Body<"/v1/webhooks/endpoints", "post">;
export type WebhookEndpointUpdate = V1Body<"/v1/webhooks/endpoints/{id}", "patch">;
/** Polar's WebhookDelivery: one attempt, with the event it carried. */
export type WebhookDelivery = V1Schemas["WebhookDelivery"];
