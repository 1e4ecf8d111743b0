import { WebhookVerificationError as StandardWebhookError, Webhook } from "standardwebhooks";
import { isObject, type JsonObject } from "./json.ts";

/** Why a delivery was refused; the error's message is the Standard Webhooks wording. */
export type WebhookRefusalReason =
  | "missing_headers"
  | "invalid_headers"
  | "timestamp_too_old"
  | "timestamp_too_new"
  | "invalid_signature"
  | "invalid_payload";

const MESSAGES: Record<WebhookRefusalReason, string> = {
  missing_headers: "Missing required headers",
  invalid_headers: "Invalid Signature Headers",
  timestamp_too_old: "Message timestamp too old",
  timestamp_too_new: "Message timestamp too new",
  invalid_signature: "No matching signature found",
  invalid_payload: "The payload is not a Gatehouse event",
};

/** standardwebhooks' refusals, by their message (the wording Standard Webhooks libraries share). */
const REASONS_BY_MESSAGE = new Map<string, WebhookRefusalReason>(
  Object.entries(MESSAGES).map(([reason, message]) => [message, reason as WebhookRefusalReason]),
);

/** A delivery that is not Gatehouse's, unchanged and recent: answer it with a 400 and do nothing else. */
export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
  constructor(
    readonly reason: WebhookRefusalReason,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[reason], options);
  }
}

/** A Gatehouse webhook event: `order.paid`, `subscription.active`, `customer.state_changed`... */
export interface GatehouseWebhookEvent {
  type: string;
  /** When the event happened (ISO datetime). */
  timestamp: string;
  /** The resource the event is about, in the shape of the billing API (snake_case). */
  data: JsonObject;
}

/** Headers as a Fetch Request, Hono, Express or Node's IncomingMessage carry them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const SIGNED_HEADERS = ["webhook-id", "webhook-timestamp", "webhook-signature"] as const;

function signedHeaders(headers: WebhookHeaders): Record<string, string> {
  const found: Record<string, string> = {};
  const read =
    headers instanceof Headers
      ? (name: string) => headers.get(name)
      : (name: string) => {
          const value = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
          return Array.isArray(value) ? value.join(" ") : value;
        };
  for (const name of SIGNED_HEADERS) {
    const value = read(name);
    if (value) found[name] = value;
  }
  return found;
}

/**
 * Checks a Gatehouse webhook delivery (Standard Webhooks) and returns its event: the
 * `webhook-signature` must hold a `v1,<base64>` HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`
 * keyed with the UTF-8 bytes of the whole endpoint secret (`whsec_...` included, not base64-decoded),
 * and the timestamp must be within 300 seconds of now. Pass the body exactly as received (the raw
 * text, not re-serialized JSON). Throws WebhookVerificationError otherwise.
 */
export function verifyWebhook(
  body: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
): GatehouseWebhookEvent {
  if (typeof secret !== "string" || secret === "")
    throw new TypeError("verifyWebhook needs the endpoint's secret (whsec_...)");
  const signed = signedHeaders(headers);
  if (Object.keys(signed).length < SIGNED_HEADERS.length) throw new WebhookVerificationError("missing_headers");
  // standardwebhooks reads "12abc" as 12; a timestamp is digits only.
  if (!/^\d+$/.test(signed["webhook-timestamp"] ?? "")) throw new WebhookVerificationError("invalid_headers");
  const text = typeof body === "string" ? body : new TextDecoder().decode(body);
  try {
    new Webhook(new TextEncoder().encode(secret), { format: "raw" }).verify(text, signed, { jsonParse: false });
  } catch (error) {
    if (error instanceof StandardWebhookError)
      throw new WebhookVerificationError(REASONS_BY_MESSAGE.get(error.message) ?? "invalid_signature", {
        cause: error,
      });
    throw error;
  }
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch (error) {
    throw new WebhookVerificationError("invalid_payload", { cause: error });
  }
  if (
    !isObject(event) ||
    typeof event.type !== "string" ||
    typeof event.timestamp !== "string" ||
    !isObject(event.data)
  )
    throw new WebhookVerificationError("invalid_payload");
  return { type: event.type, timestamp: event.timestamp, data: event.data };
}
