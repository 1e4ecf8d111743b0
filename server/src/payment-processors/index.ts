import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";
import type { PaymentProcessor } from "./processor.ts";
import { TestPaymentProcessor } from "./test-processor.ts";

export * from "./processor.ts";
export {
  checkCard,
  createCardToken,
} from "./test-cards.ts";

/**
 * The payment processor of this server. Gatehouse ships the test-mode processor only (Stripe's
 * documented test cards, state in the database); a live processor would be chosen here.
 */
export function createPaymentProcessor(db: Kysely<DatabaseSchema>): PaymentProcessor {
  return new TestPaymentProcessor(db);
}
