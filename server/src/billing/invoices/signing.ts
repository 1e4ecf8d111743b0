import { createHmac, timingSafeEqual } from "node:crypto";
import type { Executor } from "../../db/transaction.ts";
import { now } from "../../kit/time.ts";

/**
 * Signed invoice download URLs: `/v1/orders/{id}/invoice.pdf?organization_id&expires&signature`.
 * The signature (HMAC-SHA256 with the server secret) names the organization, the order and the
 * expiry, so the URL is the credential (like a presigned S3 URL): the customer's success page
 * and the merchant's dashboard download it without a token.
 *
 * (billing/files signs its part-upload URLs the same way, but its helper is private to that
 * domain and bound to file parts; this one is bound to invoices.)
 */
export type InvoiceSigningContext = { baseURL: string; secret: string };

/** Polar's presigned invoice links last an hour. */
export const INVOICE_URL_TTL_SECONDS = 3600;

// Set by the billing API when it mounts the order routes (one per database handle, so several
// test servers in one process keep their own base URL and secret).
const contexts = new WeakMap<object, InvoiceSigningContext>();
let latest: InvoiceSigningContext | null = null;

export function configureInvoiceSigning(db: Executor, context: InvoiceSigningContext): void {
  const normalized = { baseURL: context.baseURL.replace(/\/+$/, ""), secret: context.secret };
  contexts.set(db, normalized);
  latest = normalized;
}

function contextOf(db: Executor): InvoiceSigningContext {
  const context = contexts.get(db) ?? latest;
  if (!context) throw new Error("invoice signing is not configured (orderRoutes was not mounted)");
  return context;
}

export const invoicePdfPath = (orderId: string) => `/v1/orders/${orderId}/invoice.pdf`;

// `purpose` keeps one kind of signed URL from standing in for another (an invoice's for a download's).
const sign = (secret: string, purpose: string, organizationId: string, objectId: string, expires: number) =>
  createHmac("sha256", secret)
    .update(`billing-${purpose}:${organizationId}:${objectId}:${expires}`)
    .digest("base64url");

/**
 * A signed URL to `path` on this server for one object (the same scheme serves the customer
 * portal's downloadables, purpose "downloadable"). Returns the URL and its expiry.
 */
export function signedUrl(
  db: Executor,
  purpose: string,
  organizationId: string,
  objectId: string,
  path: string,
  ttlSeconds: number,
  nowMs = now().getTime(),
): { url: string; expiresAt: string } {
  const context = contextOf(db);
  const expires = Math.floor(nowMs / 1000) + ttlSeconds;
  const query = new URLSearchParams({
    organization_id: organizationId,
    expires: String(expires),
    signature: sign(context.secret, purpose, organizationId, objectId, expires),
  });
  return { url: `${context.baseURL}${path}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
}

export function signedInvoiceUrl(
  db: Executor,
  organizationId: string,
  orderId: string,
  nowMs = now().getTime(),
): string {
  return signedUrl(db, "invoice", organizationId, orderId, invoicePdfPath(orderId), INVOICE_URL_TTL_SECONDS, nowMs).url;
}

export type InvoiceSignature = {
  organizationId: string | undefined;
  expires: string | undefined;
  signature: string | undefined;
};

/** True when the signature is the server's for this purpose, organization, object and expiry, and it has not expired. */
export function verifySignedUrl(
  db: Executor,
  purpose: string,
  objectId: string,
  given: InvoiceSignature,
  nowMs = now().getTime(),
): given is { organizationId: string; expires: string; signature: string } {
  const { organizationId, signature } = given;
  const expires = Number(given.expires);
  if (!organizationId || !signature || !Number.isInteger(expires) || expires * 1000 < nowMs) return false;
  const expected = Buffer.from(sign(contextOf(db).secret, purpose, organizationId, objectId, expires));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
