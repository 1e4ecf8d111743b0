import { Webhook } from "standardwebhooks";
import { clockNow } from "../../kit/clock.ts";

/**
 * Standard Webhooks signing with Gatehouse's key rule: the HMAC key is the UTF-8 bytes of the
 * whole `whsec_...` string (docs/reference/webhooks.md). That is what both SDK generations' `validateEvent`
 * accept: 0.47 base64-encodes the secret's UTF-8 bytes and hands that to `standardwebhooks`;
 * 1.0 tries the UTF-8 bytes first. `standardwebhooks` itself decodes a base64 secret (after an
 * optional `whsec_`), so it gets the UTF-8 bytes base64-encoded.
 */
export function webhookFor(secret: string): Webhook {
  return new Webhook(Buffer.from(secret, "utf8").toString("base64"));
}

export type SignedHeaders = { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string };

/** The three Standard Webhooks headers of one attempt: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. */
export function signDelivery(secret: string, webhookId: string, body: string, at: Date = clockNow()): SignedHeaders {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    "webhook-id": webhookId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": webhookFor(secret).sign(webhookId, new Date(timestamp * 1000), body),
  };
}
