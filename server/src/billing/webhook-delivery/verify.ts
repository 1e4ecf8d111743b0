import { createHmac, timingSafeEqual } from "node:crypto";
import { clockNow } from "../../kit/clock.ts";

/**
 * Gatehouse's verifier for merchants' apps (docs/reference/webhooks.md): checks a delivery's Standard Webhooks
 * headers against the endpoint's `whsec_...` secret (HMAC key = the UTF-8 bytes of the whole
 * secret, as Gatehouse signs) and returns the parsed payload.
 *
 * ```ts
 * const event = verifyWebhook(rawBody, request.headers, process.env.GATEHOUSE_WEBHOOK_SECRET);
 * ```
 */

/** A delivery's timestamp may be at most this far from now, either way (Standard Webhooks' 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const WebhookVerificationMessages = {
  MISSING_HEADERS: "Missing required headers",
  NO_MATCHING_SIGNATURE: "No matching signature found",
  TIMESTAMP_TOO_OLD: "Message timestamp too old",
  TIMESTAMP_TOO_NEW: "Message timestamp too new",
  INVALID_HEADERS: "Invalid Signature Headers",
} as const;

export class WebhookVerificationError extends Error {
  constructor(message: (typeof WebhookVerificationMessages)[keyof typeof WebhookVerificationMessages]) {
    super(message);
    this.name = "WebhookVerificationError";
  }
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return Array.isArray(value) ? value.join(" ") : value;
}

export type VerifyOptions = { now?: Date; toleranceSeconds?: number };

/** Throws a WebhookVerificationError with Standard Webhooks' message, or returns the JSON payload. */
export function verifyWebhook(
  body: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyOptions = {},
): unknown {
  const id = header(headers, "webhook-id");
  const timestampHeader = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  if (!id || !timestampHeader || !signatures)
    throw new WebhookVerificationError(WebhookVerificationMessages.MISSING_HEADERS);

  if (!/^\d+$/.test(timestampHeader)) throw new WebhookVerificationError(WebhookVerificationMessages.INVALID_HEADERS);
  const timestamp = Number(timestampHeader);
  const now = Math.floor((options.now ?? clockNow()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (now - timestamp > tolerance) throw new WebhookVerificationError(WebhookVerificationMessages.TIMESTAMP_TOO_OLD);
  if (timestamp > now + tolerance) throw new WebhookVerificationError(WebhookVerificationMessages.TIMESTAMP_TOO_NEW);

  const text = typeof body === "string" ? body : new TextDecoder().decode(body);
  const expected = createHmac("sha256", Buffer.from(secret, "utf8")).update(`${id}.${timestamp}.${text}`).digest();
  for (const versioned of signatures.split(" ")) {
    const [version, signature] = versioned.split(",", 2);
    if (version !== "v1" || !signature) continue;
    const given = Buffer.from(signature, "base64");
    if (given.length === expected.length && timingSafeEqual(given, expected)) return JSON.parse(text);
  }
  throw new WebhookVerificationError(WebhookVerificationMessages.NO_MATCHING_SIGNATURE);
}
