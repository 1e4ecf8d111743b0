import type { Db } from "../../db/transaction.ts";
import type { PaymentProcessor } from "../../payment-processors/processor.ts";

/** What every checkout operation works with: the database, the public base URL (a checkout's `url`), the payment processor. */
export type CheckoutContext = { db: Db; baseURL: string; processor: PaymentProcessor };

/**
 * The `payment_processor_metadata` every checkout starts with (and returns to when a payment
 * fails): the organization's processor's. Read before a transaction opens: it may query the
 * database, and SQLite has one connection.
 */
export const processorMetadata = (ctx: CheckoutContext, organizationId: string): Promise<Record<string, string>> =>
  ctx.processor.checkoutMetadata(organizationId);
