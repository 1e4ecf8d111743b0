import type { Generated } from "kysely";

/**
 * Row types as the database stores them. better-auth's kysely adapter reads and writes the
 * auth tables itself; these types serve Gatehouse's own queries (mail queue, fast session path).
 * SQLite keeps booleans as 0/1 and dates as ISO text; Postgres as boolean and timestamptz.
 */
type Bool = boolean | number;
type Timestamp = Date | string;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Platform role(s), comma-separated ("admin"); null for users written without the admin plugin. */
  role: string | null;
  banned: Generated<Bool>;
  banReason: string | null;
  banExpires: Timestamp | null;
};

export type SessionTable = {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  activeOrganizationId: string | null;
  activeTeamId: string | null;
  impersonatedBy: string | null;
};

export type AccountTable = {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type VerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type RateLimitTable = {
  id: string;
  key: string;
  count: number;
  lastRequest: number | string;
};

export type OrganizationTable = {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  createdAt: Timestamp;
  /** JSON text. */
  metadata: string | null;
};

export type MemberTable = {
  id: string;
  organizationId: string;
  userId: string;
  /** One role or several, comma-separated. */
  role: Generated<string>;
  createdAt: Timestamp;
};

export type InvitationTable = {
  id: string;
  organizationId: string;
  email: string;
  role: string | null;
  /** One team id or several, comma-separated. */
  teamId: string | null;
  status: Generated<"pending" | "accepted" | "rejected" | "canceled">;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  inviterId: string;
};

export type TeamTable = {
  id: string;
  name: string;
  memberCount: Generated<number>;
  organizationId: string;
  createdAt: Timestamp;
  updatedAt: Timestamp | null;
};

export type TeamMemberTable = {
  id: string;
  teamId: string;
  userId: string;
  membershipKey: string | null;
  createdAt: Timestamp | null;
};

export type ApiKeyTable = {
  id: string;
  /** "default" for user keys, "organization" for organization keys. */
  configId: Generated<string>;
  name: string | null;
  start: string | null;
  /** The owning user's or organization's id. */
  referenceId: string;
  prefix: string | null;
  /** SHA-256 of the key, base64url. */
  key: string;
  refillInterval: number | null;
  refillAmount: number | null;
  lastRefillAt: Timestamp | null;
  enabled: Generated<Bool | null>;
  rateLimitEnabled: Generated<Bool | null>;
  rateLimitTimeWindow: number | null;
  rateLimitMax: number | null;
  requestCount: Generated<number | null>;
  remaining: number | null;
  lastRequest: Timestamp | null;
  expiresAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** JSON text. */
  permissions: string | null;
  /** JSON text. */
  metadata: string | null;
};

export type JwksTable = {
  id: string;
  publicKey: string;
  /** Encrypted with AUTH_SECRET. */
  privateKey: string;
  createdAt: Timestamp;
  expiresAt: Timestamp | null;
  alg: string | null;
  crv: string | null;
};

export type MailOutboxTable = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: "pending" | "sent" | "outbox" | "failed";
  attempts: Generated<number>;
  nextAttemptAt: string;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

/**
 * Billing tables (billing/): snake_case like the /v1 wire, times as ISO-8601 UTC text and JSON
 * as text on both dialects.
 */
export type BillingOrganizationTable = {
  organization_id: string;
  email: string | null;
  website: string | null;
  /** JSON array of { platform, url }. */
  socials: string;
  status: string;
  details_submitted_at: string | null;
  default_presentment_currency: string;
  default_tax_behavior: string;
  country: string | null;
  /** JSON objects, one per settings group. */
  feature_settings: string;
  subscription_settings: string;
  notification_settings: string;
  customer_email_settings: string;
  customer_portal_settings: string;
  created_at: string;
  modified_at: string | null;
};

export type OrganizationAccessTokenTable = {
  id: string;
  organization_id: string;
  comment: string;
  /** JSON array of scope names. */
  scopes: string;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  expires_at: string | null;
  last_used_at: string | null;
  created_at: string;
  modified_at: string | null;
  revoked_at: string | null;
};

export type BillingEventTable = {
  id: string;
  organization_id: string;
  type: string;
  /** JSON text of { type, timestamp, data }. */
  payload: string;
  created_at: string;
  dispatched_at: string | null;
};

export type CustomFieldTable = {
  id: string;
  organization_id: string;
  type: string;
  slug: string;
  name: string;
  /** JSON object of the type's properties. */
  properties: string;
  /** JSON object. */
  metadata: string;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};

export type CustomerTable = {
  id: string;
  organization_id: string;
  external_id: string | null;
  /** Lower-cased. */
  email: string;
  /** 0 or 1 on both dialects. */
  email_verified: number;
  name: string | null;
  /** JSON object (Polar Address) or null. */
  billing_address: string | null;
  tax_id: string | null;
  tax_id_format: string | null;
  locale: string | null;
  /** JSON object. */
  metadata: string;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};

/** Products (migration 0010). Booleans are 0/1 integers on both dialects. */
export type ProductTable = {
  id: string;
  organization_id: string;
  name: string;
  description: string | null;
  visibility: string;
  recurring_interval: string | null;
  recurring_interval_count: number | null;
  is_recurring: number;
  trial_interval: string | null;
  trial_interval_count: number | null;
  is_archived: number;
  /** JSON object. */
  metadata: string;
  created_at: string;
  modified_at: string | null;
};

export type ProductPriceTable = {
  id: string;
  organization_id: string;
  product_id: string;
  amount_type: string;
  source: string;
  price_currency: string;
  tax_behavior: string | null;
  is_archived: number;
  legacy: number;
  recurring_interval: string | null;
  price_amount: number | null;
  minimum_amount: number | null;
  maximum_amount: number | null;
  preset_amount: number | null;
  unit_amount: string | null;
  cap_amount: number | null;
  meter_id: string | null;
  position: number;
  created_at: string;
  modified_at: string | null;
};

export type ProductBenefitTable = {
  organization_id: string;
  product_id: string;
  benefit_id: string;
  order: number;
  created_at: string;
};
export type ProductMediaTable = {
  organization_id: string;
  product_id: string;
  file_id: string;
  order: number;
  created_at: string;
};
export type ProductCustomFieldTable = {
  organization_id: string;
  product_id: string;
  custom_field_id: string;
  order: number;
  required: number;
  created_at: string;
};

export type BillingFileTable = {
  id: string;
  organization_id: string;
  name: string;
  path: string;
  mime_type: string;
  /** bigint: a string on PostgreSQL, a number on SQLite. */
  size: number | string | bigint;
  service: string;
  version: string | null;
  storage_version: string | null;
  checksum_etag: string | null;
  declared_sha256_base64: string | null;
  checksum_sha256_base64: string | null;
  checksum_sha256_hex: string | null;
  last_modified_at: string | null;
  /** Product media: absolute public URL. */
  public_url: string | null;
  /** JSON array of the declared upload parts. */
  upload_parts: string;
  is_uploaded: Generated<Bool>;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};

export type BenefitTable = {
  id: string;
  organization_id: string;
  type: string;
  description: string;
  selectable: Bool;
  deletable: Bool;
  /** JSON text of the type's properties. */
  properties: string;
  /** JSON text of the metadata object. */
  metadata: string;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};

export type DiscountTable = {
  id: string;
  organization_id: string;
  name: string;
  code: string | null;
  type: string;
  amount: number | null;
  currency: string | null;
  /** JSON object { [currency]: amount } (fixed discounts). */
  amounts: string | null;
  basis_points: number | null;
  duration: string;
  duration_in_months: number | null;
  starts_at: string | null;
  ends_at: string | null;
  max_redemptions: number | null;
  redemptions_count: Generated<number>;
  /** JSON object. */
  metadata: string;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};

export type DiscountProductTable = {
  discount_id: string;
  product_id: string;
  organization_id: string;
};

// -- commerce tables: webhooks (0012) --
export type WebhookEndpointTable = {
  id: string;
  organization_id: string;
  url: string;
  name: string | null;
  format: string;
  secret: string;
  /** JSON array of event types. */
  events: string;
  enabled: Bool;
  consecutive_failures: Generated<number>;
  created_at: string;
  modified_at: string | null;
};

export type WebhookEventTable = {
  id: string;
  organization_id: string;
  endpoint_id: string;
  billing_event_id: string;
  type: string;
  /** The exact body sent on every attempt. */
  payload: string;
  attempts: Generated<number>;
  /** Due time, or the lease's end while an attempt is in flight; null when done. */
  next_attempt_at: string | null;
  forced: Generated<Bool>;
  succeeded: Bool | null;
  last_http_code: number | null;
  skipped: Generated<Bool>;
  created_at: string;
  modified_at: string | null;
};

export type WebhookDeliveryTable = {
  id: string;
  organization_id: string;
  endpoint_id: string;
  webhook_event_id: string;
  succeeded: Bool;
  http_code: number | null;
  response: string | null;
  duration_ms: number;
  created_at: string;
  modified_at: string | null;
};

// -- commerce tables: orders and refunds (0013) --
export type BillingInvoiceCounterTable = { organization_id: string; prefix: string; last_number: Generated<number> };

export type BillingOrderTable = {
  id: string;
  organization_id: string;
  status: string;
  billing_reason: string;
  currency: string;
  subtotal_amount: number;
  discount_amount: number;
  tax_amount: number;
  refunded_amount: Generated<number>;
  refunded_tax_amount: Generated<number>;
  billing_name: string | null;
  /** JSON Address or null. */
  billing_address: string | null;
  invoice_number: string;
  invoice_generated_at: string | null;
  customer_id: string;
  product_id: string | null;
  product_price_id: string | null;
  discount_id: string | null;
  subscription_id: string | null;
  checkout_id: string | null;
  payment_id: string | null;
  /** JSON object. */
  metadata: string;
  /** JSON object. */
  custom_field_data: string;
  /** JSON snapshots of the embedded objects at purchase time. */
  customer_snapshot: string;
  product_snapshot: string | null;
  discount_snapshot: string | null;
  created_at: string;
  modified_at: string | null;
};

export type BillingOrderItemTable = {
  id: string;
  organization_id: string;
  order_id: string;
  position: number;
  label: string;
  amount: number;
  tax_amount: number;
  proration: Bool;
  product_price_id: string | null;
  created_at: string;
  modified_at: string | null;
};

export type BillingRefundTable = {
  id: string;
  organization_id: string;
  order_id: string;
  customer_id: string;
  subscription_id: string | null;
  status: string;
  reason: string;
  amount: number;
  tax_amount: number;
  currency: string;
  comment: string | null;
  revoke_benefits: Bool;
  /** JSON object. */
  metadata: string;
  processor_refund_id: string | null;
  failure_reason: string | null;
  created_at: string;
  modified_at: string | null;
};
// -- commerce tables: checkouts, checkout links, tax rates, payments (0014) --
export type PaymentCardTokenTable = {
  id: string;
  behavior: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
};
export type PaymentTable = {
  id: string;
  idempotency_key: string | null;
  confirmation_token_id: string;
  status: string;
  amount: number;
  refunded_amount: Generated<number>;
  currency: string;
  description: string;
  customer_email: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  decline_code: string | null;
  decline_message: string | null;
  client_secret: string | null;
  created_at: string;
  modified_at: string | null;
};
export type PaymentRefundTable = {
  id: string;
  payment_id: string;
  idempotency_key: string;
  amount: number;
  status: string;
  failure_reason: string | null;
  created_at: string;
};
export type TaxRateTable = {
  id: string;
  organization_id: string;
  name: string;
  country: string;
  state: string | null;
  basis_points: number;
  created_at: string;
  modified_at: string | null;
};
export type CheckoutTable = {
  id: string;
  organization_id: string;
  client_secret: string;
  status: string;
  expires_at: string;
  success_url: string | null;
  return_url: string | null;
  embed_origin: string | null;
  /** JSON array of product ids. */
  product_ids: string;
  product_id: string;
  product_price_id: string;
  custom_amount: number | null;
  amount: number;
  discount_amount: number;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
  currency: string;
  discount_id: string | null;
  allow_discount_codes: number;
  require_billing_address: number;
  customer_id: string | null;
  is_business_customer: number;
  customer_name: string | null;
  customer_email: string | null;
  customer_ip_address: string | null;
  customer_billing_name: string | null;
  /** JSON object (Polar Address) or null. */
  customer_billing_address: string | null;
  customer_tax_id: string | null;
  locale: string | null;
  external_customer_id: string | null;
  buyer_user_id: string | null;
  payment_id: string | null;
  /** JSON objects. */
  payment_processor_metadata: string;
  custom_field_data: string;
  metadata: string;
  customer_metadata: string;
  created_at: string;
  modified_at: string | null;
  // 0018
  allow_trial: Generated<number>;
  trial_interval: string | null;
  trial_interval_count: number | null;
};
export type CheckoutLinkTable = {
  id: string;
  organization_id: string;
  client_secret: string;
  label: string | null;
  discount_id: string | null;
  allow_discount_codes: number;
  require_billing_address: number;
  success_url: string | null;
  return_url: string | null;
  trial_interval: string | null;
  trial_interval_count: number | null;
  metadata: string;
  created_at: string;
  modified_at: string | null;
  deleted_at: string | null;
};
export type CheckoutLinkProductTable = {
  checkout_link_id: string;
  product_id: string;
  organization_id: string;
  order: number;
};

// -- tables: subscriptions (0015) --
export type BillingSubscriptionTable = {
  id: string;
  organization_id: string;
  status: string;
  amount: number;
  currency: string;
  recurring_interval: string;
  recurring_interval_count: number;
  billing_anchor: string;
  period_number: number;
  current_period_start: string;
  current_period_end: string;
  trial_start: string | null;
  trial_end: string | null;
  cancel_at_period_end: number;
  canceled_at: string | null;
  started_at: string | null;
  ends_at: string | null;
  ended_at: string | null;
  customer_id: string;
  product_id: string;
  product_price_id: string;
  discount_id: string | null;
  checkout_id: string | null;
  customer_cancellation_reason: string | null;
  customer_cancellation_comment: string | null;
  payment_method_id: string | null;
  billing_name: string | null;
  billing_address: string | null;
  metadata: string;
  custom_field_data: string;
  customer_snapshot: string;
  product_snapshot: string | null;
  renewal_discount_amount: number;
  first_net_amount: number;
  first_tax_amount: number;
  created_at: string;
  modified_at: string | null;
  // 0018
  discount_duration: string | null;
  discount_duration_in_months: number | null;
  discount_start_period: number | null;
};
export type BillingSubscriptionPriceTable = {
  subscription_id: string;
  organization_id: string;
  position: number;
  product_price_id: string;
  price_snapshot: string;
};
export type BillingSubscriptionRenewalTable = {
  id: string;
  organization_id: string;
  subscription_id: string;
  period_start: string;
  period_end: string;
  amount: number;
  currency: string;
  status: string;
  attempts: number;
  first_failed_at: string | null;
  next_attempt_at: string;
  last_decline_code: string | null;
  order_id: string | null;
  created_at: string;
  modified_at: string | null;
  // 0018
  discount_amount: Generated<number>;
  proration_amount: Generated<number>;
};
// -- tables: benefit grants (0016) --
export type BenefitGrantTable = {
  id: string;
  organization_id: string;
  grant_key: string;
  customer_id: string;
  benefit_id: string;
  order_id: string | null;
  subscription_id: string | null;
  granted_at: string | null;
  revoked_at: string | null;
  /** JSON object. */
  properties: string;
  previous_properties: string | null;
  /** JSON {message, type, timestamp} or null. */
  error: string | null;
  created_at: string;
  modified_at: string | null;
};
export type BenefitGrantJobTable = {
  id: string;
  organization_id: string;
  grant_key: string;
  action: string;
  customer_id: string;
  benefit_id: string;
  order_id: string | null;
  subscription_id: string | null;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  sequence: number;
  created_at: string;
  modified_at: string | null;
};
export type LicenseKeyTable = {
  id: string;
  organization_id: string;
  grant_id: string;
  customer_id: string;
  benefit_id: string;
  key: string;
  status: string;
  limit_activations: number | null;
  usage: Generated<number>;
  limit_usage: number | null;
  validations: Generated<number>;
  last_validated_at: string | null;
  expires_at: string | null;
  created_at: string;
  modified_at: string | null;
};
export type LicenseKeyActivationTable = {
  id: string;
  organization_id: string;
  license_key_id: string;
  label: string;
  conditions: string;
  meta: string;
  created_at: string;
  modified_at: string | null;
};
// -- tables: subscription changes (0018) --
export type BillingSubscriptionProrationTable = {
  id: string;
  organization_id: string;
  subscription_id: string;
  amount: number;
  currency: string;
  label: string;
  product_price_id: string;
  renewal_id: string | null;
  created_at: string;
};
// -- tables: benefit providers (0019) --
// -- tables: customer portal (0020) --
// -- tables: events and meters (0021) --
/** Usage events (Polar's /v1/events); append-only. */
export type UsageEventTable = {
  id: string;
  organization_id: string;
  name: string;
  /** user | system */
  source: string;
  timestamp: string;
  customer_id: string | null;
  external_customer_id: string | null;
  external_id: string | null;
  /** JSON object. */
  metadata: string;
  created_at: string;
  /** `x:<external_customer_id>` for an event sent with an external id, else its customer_id (0023). */
  customer_key: string | null;
};
export type MeterTable = {
  id: string;
  organization_id: string;
  name: string;
  unit: string;
  custom_label: string | null;
  custom_multiplier: number | null;
  /** JSON: Polar's Filter. */
  filter: string;
  /** JSON: Polar's aggregation. */
  aggregation: string;
  /** JSON object. */
  metadata: string;
  created_at: string;
  modified_at: string | null;
  archived_at: string | null;
};
// -- tables: customer meters (0022) --
/** One per (customer, meter); its numbers are computed from usage_event when read. */
export type CustomerMeterTable = {
  id: string;
  organization_id: string;
  customer_id: string;
  meter_id: string;
  created_at: string;
  modified_at: string | null;
};
/** The usage a claimed renewal bills, one per metered price. */
export type BillingSubscriptionMeteredItemTable = {
  id: string;
  organization_id: string;
  renewal_id: string;
  subscription_id: string;
  product_price_id: string;
  meter_id: string;
  label: string;
  quantity: number;
  amount: number;
  period_start: string;
  period_end: string;
  created_at: string;
};
// -- tables: customer sessions (0017) --
export type CustomerSessionTable = {
  id: string;
  organization_id: string;
  customer_id: string;
  token_hash: string;
  return_url: string | null;
  expires_at: string;
  created_at: string;
  modified_at: string | null;
};

export type DatabaseSchema = {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  organization: OrganizationTable;
  member: MemberTable;
  invitation: InvitationTable;
  team: TeamTable;
  teamMember: TeamMemberTable;
  apikey: ApiKeyTable;
  jwks: JwksTable;
  mail_outbox: MailOutboxTable;
  billing_organization: BillingOrganizationTable;
  organization_access_token: OrganizationAccessTokenTable;
  billing_event: BillingEventTable;
  billing_file: BillingFileTable;
  benefit: BenefitTable;
  product: ProductTable;
  product_price: ProductPriceTable;
  product_benefit: ProductBenefitTable;
  product_media: ProductMediaTable;
  product_custom_field: ProductCustomFieldTable;
  custom_field: CustomFieldTable;
  customer: CustomerTable;
  discount: DiscountTable;
  discount_product: DiscountProductTable;
  // -- commerce: webhooks (0012) --
  webhook_endpoint: WebhookEndpointTable;
  webhook_event: WebhookEventTable;
  webhook_delivery: WebhookDeliveryTable;
  // -- commerce: orders and refunds (0013) --
  billing_invoice_counter: BillingInvoiceCounterTable;
  billing_order: BillingOrderTable;
  billing_order_item: BillingOrderItemTable;
  billing_refund: BillingRefundTable;
  // -- commerce: checkouts, checkout links, tax rates, payments (0014) --
  // -- subscriptions (0015) --
  billing_subscription: BillingSubscriptionTable;
  billing_subscription_price: BillingSubscriptionPriceTable;
  billing_subscription_renewal: BillingSubscriptionRenewalTable;
  // -- benefit grants (0016) --
  benefit_grant: BenefitGrantTable;
  benefit_grant_job: BenefitGrantJobTable;
  license_key: LicenseKeyTable;
  license_key_activation: LicenseKeyActivationTable;
  // -- customer sessions (0017) --
  customer_session: CustomerSessionTable;
  // -- subscription changes (0018) --
  billing_subscription_proration: BillingSubscriptionProrationTable;
  // -- benefit providers (0019) --
  // -- customer portal (0020) --
  // -- events and meters (0021) --
  usage_event: UsageEventTable;
  meter: MeterTable;
  // -- customer meters (0022) --
  customer_meter: CustomerMeterTable;
  billing_subscription_metered_item: BillingSubscriptionMeteredItemTable;
  payment_card_token: PaymentCardTokenTable;
  payment: PaymentTable;
  payment_refund: PaymentRefundTable;
  tax_rate: TaxRateTable;
  checkout: CheckoutTable;
  checkout_link: CheckoutLinkTable;
  checkout_link_product: CheckoutLinkProductTable;
};
