import { createHmac, timingSafeEqual } from "node:crypto";
import type { Executor } from "../kit/transaction.ts";

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

const PUBLIC_PATH = /^\/v1\/orders\/[^/]+\/invoice\.pdf$/;
/** The download route carries no token: the signed URL is its credential. */
export const isInvoiceDownloadPath = (path: string): boolean => PUBLIC_PATH.test(path);

const sign = (secret: string, organizationId: string, orderId: string, expires: number) =>
  createHmac("sha256", secret).update(`billing-invoice:${organizationId}:${orderId}:${expires}`).digest("base64url");

export function signedInvoiceUrl(db: Executor, organizationId: string, orderId: string, nowMs = Date.now()): string {
  const context = contextOf(db);
  const expires = Math.floor(nowMs / 1000) + INVOICE_URL_TTL_SECONDS;
  const query = new URLSearchParams({ organization_id: organizationId, expires: String(expires), signature: sign(context.secret, organizationId, orderId, expires) });
  return `${context.baseURL}${invoicePdfPath(orderId)}?${query}`;
}

export type InvoiceSignature = { organizationId: string | undefined; expires: string | undefined; signature: string | undefined };

/** True when the signature is the server's for this organization, order and expiry, and it has not expired. */
export function verifyInvoiceSignature(db: Executor, orderId: string, given: InvoiceSignature): given is { organizationId: string; expires: string; signature: string } {
  const { organizationId, signature } = given;
  const expires = Number(given.expires);
  if (!organizationId || !signature || !Number.isInteger(expires) || expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(sign(contextOf(db).secret, organizationId, orderId, expires));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
