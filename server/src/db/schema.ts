import type { Generated } from "kysely";
import type { AuditStreamTables } from "../audit/streams/tables.ts";
import type { AuditTables } from "../audit/tables.ts";
import type { NewDeviceTables } from "../auth/new-device/tables.ts";
import type { EnrollmentTables } from "../auth/organization/enrollment/tables.ts";
import type { ScimTables } from "../auth/scim/tables.ts";
import type { SessionRevocationTables } from "../auth/session/revocation/tables.ts";
import type { SignupPolicyTables } from "../auth/signup-policy/tables.ts";
import type { StepUpTables } from "../auth/step-up/tables.ts";
import type { TwoFactorTables } from "../auth/two-factor/tables.ts";
import type { AccessTokenTables } from "../billing/access-tokens/tables.ts";
import type { ApiKeyMeterTables } from "../billing/api-key-meters/tables.ts";
import type { BenefitGrantTables } from "../billing/benefit-grants/tables.ts";
import type { BenefitFileDownloadTables } from "../billing/benefits/file-download-tables.ts";
import type { BenefitTables } from "../billing/benefits/tables.ts";
import type { CheckoutLinkTables } from "../billing/checkout-links/tables.ts";
import type { CheckoutTables } from "../billing/checkouts/tables.ts";
import type { CustomFieldTables } from "../billing/custom-fields/tables.ts";
import type { CustomerMeterTables } from "../billing/customer-meters/tables.ts";
import type { CustomerEmailUpdateTables } from "../billing/customer-portal/email-update-tables.ts";
import type { CustomerPaymentMethodTables } from "../billing/customer-portal/payment-method-tables.ts";
import type { CustomerSeatTables } from "../billing/customer-seats/tables.ts";
import type { CustomerSessionTables } from "../billing/customer-sessions/tables.ts";
import type { CustomerTables } from "../billing/customers/tables.ts";
import type { DiscountTables } from "../billing/discounts/tables.ts";
import type { DisputeTables } from "../billing/disputes/tables.ts";
import type { FileTables } from "../billing/files/tables.ts";
import type { InvoiceTables } from "../billing/invoices/tables.ts";
import type { LicenseKeyTables } from "../billing/license-keys/tables.ts";
import type { MemberTables } from "../billing/members/tables.ts";
import type { MeterTables } from "../billing/meters/tables.ts";
import type { MetricDashboardTables } from "../billing/metric-dashboards/tables.ts";
import type { OrderTables } from "../billing/orders/tables.ts";
import type { BillingPaymentTables } from "../billing/payments/tables.ts";
import type { ProductTables } from "../billing/products/tables.ts";
import type { RefundTables } from "../billing/refunds/tables.ts";
import type { BillingOrganizationTables } from "../billing/seller-settings/tables.ts";
import type { StripeAccountTables } from "../billing/stripe-accounts/tables.ts";
import type { SubscriptionTables } from "../billing/subscriptions/tables.ts";
import type { TaxRateTables } from "../billing/tax-rates/tables.ts";
import type { UsageEventTables } from "../billing/usage-events/tables.ts";
import type { WalletTables } from "../billing/wallets/tables.ts";
import type { WebhookTables } from "../billing/webhook-endpoints/tables.ts";
import type { BrandingTables } from "../branding/tables.ts";
import type { ImportTables } from "../imports/tables.ts";
import type { MailTables } from "../mail/tables.ts";
import type { PaymentTables } from "../payment-processors/tables.ts";
import type { Bool, Timestamp } from "./column-types.ts";

/**
 * Row types as the database stores them. The tables below are better-auth's: its kysely adapter
 * reads and writes them itself, and these types serve Gatehouse's own queries on them (the fast
 * session path, API keys). SQLite keeps booleans as 0/1 and dates as ISO text; Postgres as
 * boolean and timestamptz. Every other table's row type lives with the domain that owns it.
 */

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
  /** The two-factor plugin's flag: TOTP or email codes are asked for at password sign-in. */
  twoFactorEnabled: Generated<Bool>;
  /** The language the person chose (one of i18n/locales.ts's), null until they choose. */
  locale: string | null;
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

/** Failed password sign-ins of one account (auth/account/lockout.ts); times as ISO text. */
export type AccountLockoutTable = {
  user_id: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
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
  /** Members must have two-factor enabled to reach the organization's data. */
  requireTwoFactor: Generated<Bool>;
  /** When no seat is free at an invitation's accept: "refuse" it or "add_seat" (migration 0044). */
  seatOverflow: Generated<string>;
};

/** A role an organization defined: its permissions as JSON text (`{ "orders": ["read"] }`). */
export type OrganizationRoleTable = {
  id: string;
  organizationId: string;
  /** Lower-case, unique in its organization, never a built-in role's name. */
  role: string;
  permission: string;
  description: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp | null;
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
  /** Gatehouse's own: JSON array of addresses and CIDR ranges; null allows any address (kit/ip-ranges.ts). */
  ipAllowlist: string | null;
};

export type JwksTable = {
  id: string;
  publicKey: string;
  /** Encrypted with AUTH_SECRET. */
  privateKey: string;
  createdAt: Timestamp;
  /** Stops signing from then (a successor took over); stays published for the grace period after. */
  expiresAt: Timestamp | null;
  alg: string | null;
  crv: string | null;
  /** Signs from then (published before it); null: from its creation (auth/signing-keys/). */
  activatesAt: Timestamp | null;
};

/** The two-factor plugin's secrets (encrypted with AUTH_SECRET); one row per user who set up TOTP. */
export type TwoFactorTable = {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: Generated<Bool>;
  failedVerificationCount: Generated<number>;
  lockedUntil: Timestamp | null;
};

/** The passkey plugin's WebAuthn credentials. */
export type PasskeyTable = {
  id: string;
  name: string | null;
  publicKey: string;
  userId: string;
  credentialID: string;
  counter: number;
  deviceType: string;
  backedUp: Bool;
  transports: string | null;
  createdAt: Timestamp | null;
  aaguid: string | null;
};

/** `@better-auth/sso`'s identity providers, one per organization and email domain. */
export type SsoProviderTable = {
  id: string;
  issuer: string;
  oidcConfig: string | null;
  samlConfig: string | null;
  userId: string | null;
  providerId: string;
  organizationId: string | null;
  domain: string;
  domainVerified: Bool;
  mandatory: Bool;
  defaultRole: string;
};

/**
 * Every table. Each domain owns its tables' row types (`<domain>/tables.ts`, snake_case like the
 * /v1 wire, times as ISO-8601 UTC text and JSON as text on both dialects); the auth tables above
 * are better-auth's.
 */
export type DatabaseSchema = {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  account_lockout: AccountLockoutTable;
  organization: OrganizationTable;
  member: MemberTable;
  organizationRole: OrganizationRoleTable;
  invitation: InvitationTable;
  team: TeamTable;
  teamMember: TeamMemberTable;
  apikey: ApiKeyTable;
  jwks: JwksTable;
  twoFactor: TwoFactorTable;
  passkey: PasskeyTable;
  ssoProvider: SsoProviderTable;
} & MailTables &
  BillingOrganizationTables &
  AccessTokenTables &
  WebhookTables &
  CustomFieldTables &
  CustomerTables &
  MemberTables &
  CustomerSeatTables &
  ProductTables &
  FileTables &
  BenefitTables &
  DiscountTables &
  InvoiceTables &
  OrderTables &
  WalletTables &
  RefundTables &
  DisputeTables &
  CustomerPaymentMethodTables &
  CustomerEmailUpdateTables &
  PaymentTables &
  TaxRateTables &
  CheckoutTables &
  CheckoutLinkTables &
  SubscriptionTables &
  BenefitGrantTables &
  LicenseKeyTables &
  CustomerSessionTables &
  UsageEventTables &
  MeterTables &
  CustomerMeterTables &
  ApiKeyMeterTables &
  MetricDashboardTables &
  BenefitFileDownloadTables &
  BillingPaymentTables &
  StripeAccountTables &
  AuditTables &
  AuditStreamTables &
  ImportTables &
  TwoFactorTables &
  StepUpTables &
  BrandingTables &
  ScimTables &
  SessionRevocationTables &
  NewDeviceTables &
  EnrollmentTables &
  SignupPolicyTables;
