import type { Db, Tx } from "../../db/transaction.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { signedUrl } from "../invoices/signing.ts";
import { OrderErrors } from "./errors.ts";
import * as repository from "./repository.ts";

/** Receipts: proof of a payment, numbered per customer, apart from the invoice (invoices.ts). */

/** Polar's receipt number prefix. */
const RECEIPT_PREFIX = "RCPT";
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The customer's 8-letter code in a receipt number. Polar writes its customers' numeric short id
 * in base 26; Gatehouse customers have none, so the code is the first 48 bits of the customer's
 * id in base 26: stable, and uniqueness is per customer anyway.
 */
export function customerCode(customerId: string): string {
  let value = BigInt(`0x${customerId.replaceAll("-", "").slice(0, 12)}`);
  let code = "";
  for (let i = 0; i < 8; i++) {
    code = LETTERS[Number(value % 26n)] + code;
    value /= 26n;
  }
  return code;
}

/** `RCPT-<customer code>-0001`: the customer's next receipt number, in the paying transaction. */
export async function allocateReceiptNumber(trx: Tx, organizationId: string, customerId: string): Promise<string> {
  const sequence = await repository.nextReceiptSequence(trx, organizationId, customerId);
  return `${RECEIPT_PREFIX}-${customerCode(customerId)}-${String(sequence).padStart(4, "0")}`;
}

export const receiptPdfPath = (orderId: string) => `/v1/orders/${orderId}/receipt.pdf`;

/** Like the invoice's, a receipt link lasts an hour. */
const RECEIPT_URL_TTL_SECONDS = 3600;

/** The signed download URL of the order's receipt (404 ReceiptNotAllocated when it has no receipt number). */
export async function receipt(db: Db, access: OrganizationScope, id: string): Promise<{ url: string }> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw OrderErrors.NOT_FOUND();
  if (row.receipt_number === null) throw OrderErrors.RECEIPT_NOT_ALLOCATED({ id });
  return { url: signedUrl(db, "receipt", access.organizationId, id, receiptPdfPath(id), RECEIPT_URL_TTL_SECONDS).url };
}
