import type { Metadata } from "../../billing/common/metadata.ts";

/**
 * What an origin (Polar's API, Stripe's) says of a business's billing, read into one shape per
 * kind before anything is written. Ids are the origin's; a reference to another object (a
 * product's benefits, a subscription's customer) is the origin's id of that object, resolved
 * to the Gatehouse object it became when written.
 */

/** The origin could not be read (unreachable, the key refused, an answer not understood): the run stops before writing. */
export class OriginReadError extends Error {
  override name = "OriginReadError";
}

/** Written in this order: each kind only references kinds before it. */
export const IMPORT_KINDS = [
  "custom_field",
  "meter",
  "benefit",
  "product",
  "discount",
  "customer",
  "subscription",
  "license_key",
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/** `import_item` kinds: the written kinds, and the prices each product brings. */
export type ItemKind = ImportKind | "price";

export type OriginCustomField = {
  id: string;
  type: string;
  slug: string;
  name: string;
  properties: Record<string, unknown>;
  metadata: Metadata;
};

export type OriginMeter = {
  id: string;
  name: string;
  unit: string | null;
  customLabel: string | null;
  customMultiplier: number | null;
  filter: unknown;
  aggregation: unknown;
  archived: boolean;
  metadata: Metadata;
};

export type OriginBenefit = {
  id: string;
  type: string;
  description: string;
  /** As the origin lists them; a meter credit's `meter_id` is the origin's meter. */
  properties: Record<string, unknown>;
  metadata: Metadata;
};

/** A price as a product's create body takes it; `meter_id` is the origin's meter. */
export type OriginPrice = {
  id: string;
  archived: boolean;
  amountType: string;
  currency: string;
  taxBehavior: string | null;
  priceAmount: number | null;
  minimumAmount: number | null;
  maximumAmount: number | null;
  presetAmount: number | null;
  unitAmount: string | null;
  capAmount: number | null;
  meterId: string | null;
  seatTiers: unknown;
  /** unit_based and metered_tiers prices: Polar's tiers, a unit-based price's minimum units and unit nouns. */
  tiers: unknown;
  minimumUnits: number | null;
  unitLabel: unknown;
};

export type OriginProduct = {
  id: string;
  name: string;
  description: string | null;
  visibility: string;
  recurringInterval: string | null;
  recurringIntervalCount: number | null;
  trialInterval: string | null;
  trialIntervalCount: number | null;
  archived: boolean;
  metadata: Metadata;
  /** The live prices first, then archived ones subscriptions still pay. */
  prices: OriginPrice[];
  benefitIds: string[];
  customFields: Array<{ id: string; required: boolean }>;
};

export type OriginDiscount = {
  id: string;
  name: string;
  code: string | null;
  type: string;
  amount: number | null;
  currency: string | null;
  basisPoints: number | null;
  duration: string;
  durationInMonths: number | null;
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  redemptionsCount: number;
  productIds: string[];
  metadata: Metadata;
};

export type OriginAddress = {
  line1: string | null;
  line2: string | null;
  postalCode: string | null;
  city: string | null;
  state: string | null;
  country: string;
};

export type OriginCustomer = {
  id: string;
  email: string;
  name: string | null;
  externalId: string | null;
  billingAddress: OriginAddress | null;
  taxId: string | null;
  locale: string | null;
  metadata: Metadata;
  /** A card the origin charges for this customer and that keeps working from Gatehouse (Stripe's). */
  paymentMethodId: string | null;
};

export type OriginSubscription = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  recurringInterval: string;
  recurringIntervalCount: number;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  trialStart: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  startedAt: string | null;
  customerId: string;
  productId: string;
  /** The static price it pays (one of its product's prices, archived or not). */
  priceId: string;
  discountId: string | null;
  seats: number | null;
  cancellationReason: string | null;
  cancellationComment: string | null;
  metadata: Metadata;
  customFieldData: Record<string, string | number | boolean | null>;
  /** The card its renewals are charged to, where it keeps working from Gatehouse (Stripe's). */
  paymentMethodId: string | null;
  /** Times from which the origin may have counted its periods (its start, its trial's end, its billing anchor). */
  anchorCandidates: string[];
  /** What the origin does with it that Gatehouse would not (several items, a coupon), if anything. */
  notImportable: string | null;
};

export type OriginLicenseKeyActivation = {
  id: string;
  label: string;
  meta: Record<string, string | number | boolean>;
  createdAt: string;
};

export type OriginLicenseKey = {
  id: string;
  customerId: string;
  benefitId: string;
  key: string;
  status: string;
  usage: number;
  limitUsage: number | null;
  limitActivations: number | null;
  validations: number;
  lastValidatedAt: string | null;
  expiresAt: string | null;
  activations: OriginLicenseKeyActivation[];
};

export type OriginRecords = {
  custom_field: OriginCustomField;
  meter: OriginMeter;
  benefit: OriginBenefit;
  product: OriginProduct;
  discount: OriginDiscount;
  customer: OriginCustomer;
  subscription: OriginSubscription;
  license_key: OriginLicenseKey;
};

/** Everything an origin said, by kind. */
export type OriginSnapshot = { [K in ImportKind]: Array<OriginRecords[K]> };

/** Where the billing comes from: its name in `import_item`/`import_run`, and the reading of everything. */
export type Origin = {
  source: "polar" | "stripe";
  /** What was read (the API's address), for the run's record and messages. */
  input: string;
  /** Reads every kind; `progress` hears how many of a kind were read so far. */
  read(progress: (kind: ImportKind, count: number) => void): Promise<OriginSnapshot>;
};
