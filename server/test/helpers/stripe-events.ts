import Stripe from "stripe";
import type { TestServer } from "./test-server.ts";

let eventNumber = 0;

/** Stripe's event around an object, as Stripe sends it (a fresh `evt_` id unless given). */
export function stripeEventOf(type: string, object: unknown, id = `evt_test_${++eventNumber}_${Date.now()}`): string {
  return JSON.stringify({
    id,
    object: "event",
    api_version: "2025-10-29.clover",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** Delivers an event to the organization's Stripe webhook, signed with the SDK's own test-header helper. */
export async function deliverStripeEvent(server: TestServer, organizationId: string, payload: string, secret: string) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${server.url}/v1/integrations/stripe/webhook/${organizationId}`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
