/** One charge attempt of an organization, as Polar's Payment (migration 0030). */
export type BillingPaymentTable = {
  id: string;
  organization_id: string;
  /** The processor's payment (Stripe: its PaymentIntent): one row each. */
  processor_payment_id: string;
  /** pending (authentication asked) | succeeded | failed */
  status: string;
  amount: number;
  currency: string;
  method: string;
  card_brand: string | null;
  card_last4: string | null;
  decline_reason: string | null;
  decline_message: string | null;
  customer_email: string | null;
  checkout_id: string | null;
  created_at: string;
  modified_at: string | null;
};

/** Composed into the database schema by db/schema.ts. */
export type BillingPaymentTables = {
  billing_payment: BillingPaymentTable;
};
