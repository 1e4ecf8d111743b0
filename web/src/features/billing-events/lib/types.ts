import type { V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/events, generated from the server's OpenAPI document (Polar's Event = UserEvent | SystemEvent). */
export type UsageEvent = V1Schemas["Event"];
/** user: ingested through /v1/events/ingest; system: written by Gatehouse (meter.credited, meter.reset). */
export type EventSource = V1Schemas["EventSource"];
