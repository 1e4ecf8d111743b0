import type { Generated } from "kysely";

export type BillingInvoiceCounterTable = { organization_id: string; prefix: string; last_number: Generated<number> };

/** A customer's receipt numbering (0065): receipts are numbered per customer, invoices per organization. */
export type BillingReceiptCounterTable = {
  customer_id: string;
  organization_id: string;
  last_number: Generated<number>;
};

/** Invoice and receipt numbering. Composed into the database schema by db/schema.ts. */
export type InvoiceTables = {
  billing_invoice_counter: BillingInvoiceCounterTable;
  billing_receipt_counter: BillingReceiptCounterTable;
};
