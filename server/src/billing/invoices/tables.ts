import type { Generated } from "kysely";

export type BillingInvoiceCounterTable = { organization_id: string; prefix: string; last_number: Generated<number> };

/** Invoice numbering. Composed into the database schema by db/schema.ts. */
export type InvoiceTables = {
  billing_invoice_counter: BillingInvoiceCounterTable;
};
