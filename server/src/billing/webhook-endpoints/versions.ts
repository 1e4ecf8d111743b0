import type { RequestedApiVersion } from "../common/api-version.ts";
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from "./schemas.ts";

/**
 * The webhook answers of each API version (common/api-version.ts). Every version of Polar's 1.0
 * SDK declares an endpoint's `api_version` and `uses_standard_webhook_signature` and an event's
 * `api_version`; an answer without the Polar-Version header keeps the unversioned shapes, without them.
 */

export function endpointFor(endpoint: WebhookEndpoint, version: RequestedApiVersion): WebhookEndpoint {
  if (version !== null) return endpoint;
  const { api_version: _version, uses_standard_webhook_signature: _signature, ...unversioned } = endpoint;
  return unversioned;
}

function eventFor(event: WebhookEvent, version: RequestedApiVersion): WebhookEvent {
  if (version !== null) return event;
  const { api_version: _version, ...unversioned } = event;
  return unversioned;
}

export const deliveryFor = (delivery: WebhookDelivery, version: RequestedApiVersion): WebhookDelivery => ({
  ...delivery,
  webhook_event: eventFor(delivery.webhook_event, version),
});

/** A list of endpoints or deliveries, each in the version. */
export const itemsFor = <T, L extends { items: T[] }>(
  list: L,
  version: RequestedApiVersion,
  each: (item: T, version: RequestedApiVersion) => T,
): L => ({ ...list, items: list.items.map((item) => each(item, version)) });
