import { type Db, inTransaction } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { recordEvent } from "../common/events.ts";
import { signedInvoiceUrl } from "../invoices/signing.ts";
import { isPaidStatus } from "./amounts.ts";
import { OrderErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import { load } from "./resource.ts";

/** Polar's invoice generation (202): the order must be paid and carry a billing name and address. */
export async function generateInvoice(db: Db, access: OrganizationScope, id: string): Promise<void> {
  const organizationId = access.organizationId;
  await inTransaction(db, async (trx) => {
    const row = await repository.find(trx, organizationId, id);
    if (!row) throw OrderErrors.NOT_FOUND();
    if (row.invoice_generated_at !== null) throw OrderErrors.INVOICE_ALREADY_EXISTS({ id });
    if (!isPaidStatus(row.status)) throw OrderErrors.NOT_PAID({ id });
    if (!row.billing_name || !row.billing_address) throw OrderErrors.MISSING_INVOICE_BILLING_DETAILS();
    if (!(await repository.markInvoiceGenerated(trx, organizationId, id, nowIso())))
      throw OrderErrors.INVOICE_ALREADY_EXISTS({ id });
    await recordEvent(trx, organizationId, "order.updated", await load(trx, organizationId, id));
  });
}

/** The signed download URL of a generated invoice (404 InvoiceDoesNotExist before). */
export async function invoice(db: Db, access: OrganizationScope, id: string): Promise<{ url: string }> {
  const row = await repository.find(db, access.organizationId, id);
  if (!row) throw OrderErrors.NOT_FOUND();
  if (row.invoice_generated_at === null) throw OrderErrors.INVOICE_DOES_NOT_EXIST({ id });
  return { url: signedInvoiceUrl(db, access.organizationId, id) };
}

/** The customer's invoice link for the hosted success page: a signed URL once the order exists. */
export async function invoiceUrlForCheckout(
  db: Db,
  organizationId: string,
  checkoutId: string,
): Promise<string | null> {
  const row = await repository.findByCheckout(db, organizationId, checkoutId);
  if (!row || !isPaidStatus(row.status)) return null;
  return signedInvoiceUrl(db, organizationId, row.id);
}
