/** A card a customer added (or removed) in the portal (migration 0037). */
export type CustomerPaymentMethodTable = {
  id: string;
  organization_id: string;
  customer_id: string;
  /** The processor's setup that saved it (Stripe: its SetupIntent); null for a removal of a subscription's card. */
  setup_id: string | null;
  /** The processor's payment method, once the setup succeeded. */
  payment_method_id: string | null;
  /** requires_action (3-D Secure pending) | active | removed */
  status: string;
  created_at: string;
  modified_at: string | null;
};

/** Composed into the database schema by db/schema.ts. */
export type CustomerPaymentMethodTables = {
  billing_customer_payment_method: CustomerPaymentMethodTable;
};
