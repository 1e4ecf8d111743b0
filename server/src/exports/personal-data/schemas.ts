import { z } from "zod";

/**
 * The document a person downloads with everything Gatehouse holds about them. The service's
 * result is parsed through this schema before it is sent, and zod drops every key a schema does
 * not name: a token, hash or key column read by mistake can never reach the file.
 */

const instant = z.iso.datetime({ offset: true });

const profile = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: instant,
  twoFactorEnabled: z.boolean(),
  /** The platform role(s), comma-separated ("admin"); null for a plain user. */
  platformRole: z.string().nullable(),
  /** The language the person saved; null until they chose one. */
  locale: z.string().nullable(),
});

/** A way to sign in: "credential" is the password (its hash is not exported), any other a provider. */
const linkedAccount = z.object({
  provider: z.string(),
  accountId: z.string(),
  scopes: z.array(z.string()),
  createdAt: instant,
});

const session = z.object({
  createdAt: instant,
  expiresAt: instant,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session that asked for this download. */
  current: z.boolean(),
});

const passkey = z.object({
  name: z.string().nullable(),
  deviceType: z.string(),
  createdAt: instant.nullable(),
});

const membership = z.object({
  organization: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  role: z.string(),
  joinedAt: instant,
  teams: z.array(z.object({ id: z.string(), name: z.string(), joinedAt: instant.nullable() })),
});

const invitation = z.object({
  id: z.string(),
  organization: z.object({ id: z.string(), name: z.string() }),
  role: z.string().nullable(),
  status: z.string(),
  createdAt: instant,
  expiresAt: instant,
});

/** `start` is the key's first characters, as the API-key list shows them; the key itself is stored hashed. */
const apiKey = z.object({
  id: z.string(),
  name: z.string().nullable(),
  prefix: z.string().nullable(),
  start: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: instant,
  expiresAt: instant.nullable(),
  lastUsedAt: instant.nullable(),
});

/** Amounts in the currency's minor units (cents), as everywhere in billing. */
const order = z.object({
  id: z.string(),
  createdAt: instant,
  status: z.string(),
  billingReason: z.string(),
  product: z.string().nullable(),
  invoiceNumber: z.string(),
  currency: z.string(),
  subtotalAmount: z.number().int(),
  discountAmount: z.number().int(),
  taxAmount: z.number().int(),
  totalAmount: z.number().int(),
  refundedAmount: z.number().int(),
  items: z.array(z.object({ label: z.string(), amount: z.number().int() })),
});

const subscription = z.object({
  id: z.string(),
  createdAt: instant,
  status: z.string(),
  product: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  recurringInterval: z.string(),
  currentPeriodStart: instant,
  currentPeriodEnd: instant.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: instant.nullable(),
  startedAt: instant.nullable(),
  endsAt: instant.nullable(),
  endedAt: instant.nullable(),
});

/** A benefit granted now; its properties (license keys, linked accounts) stay in the customer portal. */
const benefitGrant = z.object({
  id: z.string(),
  benefit: z.object({ type: z.string(), description: z.string() }),
  grantedAt: instant.nullable(),
  orderId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
});

/** What the person bought from one seller, as that seller's customer. */
const purchases = z.object({
  seller: z.object({ id: z.string(), name: z.string() }),
  customer: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    createdAt: instant,
  }),
  orders: z.array(order),
  subscriptions: z.array(subscription),
  benefitGrants: z.array(benefitGrant),
});

export const personalDataSchema = z.object({
  exportedAt: instant,
  profile,
  linkedAccounts: z.array(linkedAccount),
  sessions: z.array(session),
  passkeys: z.array(passkey),
  organizations: z.array(membership),
  invitations: z.array(invitation),
  apiKeys: z.array(apiKey),
  purchases: z.array(purchases),
});

export type PersonalData = z.infer<typeof personalDataSchema>;
export type Membership = z.infer<typeof membership>;
export type Purchases = z.infer<typeof purchases>;
