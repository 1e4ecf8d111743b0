import { z } from "zod";

/**
 * The parts of Polar's `/v1` resources an import reads, leniently: keys Polar added after (or
 * dropped before) the version this was written against are not required, unknown keys are
 * ignored, so the same reader works against Polar and against another Gatehouse.
 */

const metadata = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish();
const text = z.string().nullish();
const integer = z.number().int().nullish();
const properties = z.record(z.string(), z.unknown()).nullish();

export const polarPrice = z.object({
  id: z.string(),
  amount_type: z.string(),
  is_archived: z.boolean().nullish(),
  price_currency: z.string().nullish(),
  tax_behavior: text,
  price_amount: integer,
  minimum_amount: integer,
  maximum_amount: integer,
  preset_amount: integer,
  unit_amount: z.union([z.string(), z.number()]).nullish(),
  cap_amount: integer,
  meter_id: text,
  seat_tiers: z.unknown().optional(),
  /** Tiered prices (unit_based, metered_tiers): checked by the product create schema on import. */
  tiers: z.unknown().optional(),
  minimum_units: integer,
  unit_label: z.unknown().optional(),
  /** Legacy recurring prices carry the interval their product lacks. */
  recurring_interval: text,
});

export const polarProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: text,
  visibility: text,
  recurring_interval: text,
  recurring_interval_count: integer,
  is_recurring: z.boolean().nullish(),
  trial_interval: text,
  trial_interval_count: integer,
  is_archived: z.boolean().nullish(),
  metadata,
  prices: z.array(polarPrice).nullish(),
  benefits: z.array(z.object({ id: z.string() })).nullish(),
  attached_custom_fields: z.array(z.object({ custom_field_id: z.string(), required: z.boolean().nullish() })).nullish(),
});

export const polarBenefit = z.object({
  id: z.string(),
  type: z.string(),
  description: z.string(),
  properties,
  metadata,
});

export const polarCustomField = z.object({
  id: z.string(),
  type: z.string(),
  slug: z.string(),
  name: z.string(),
  properties,
  metadata,
});

export const polarMeter = z.object({
  id: z.string(),
  name: z.string(),
  unit: text,
  custom_label: text,
  custom_multiplier: integer,
  filter: z.unknown(),
  aggregation: z.unknown(),
  archived_at: text,
  metadata,
});

export const polarDiscount = z.object({
  id: z.string(),
  name: z.string(),
  code: text,
  type: z.string(),
  amount: integer,
  currency: text,
  basis_points: integer,
  duration: z.string(),
  duration_in_months: integer,
  starts_at: text,
  ends_at: text,
  max_redemptions: integer,
  redemptions_count: integer,
  products: z.array(z.object({ id: z.string() })).nullish(),
  metadata,
});

const polarAddress = z.object({
  line1: text,
  line2: text,
  postal_code: text,
  city: text,
  state: text,
  country: z.string(),
});

export const polarCustomer = z.object({
  id: z.string(),
  email: z.string(),
  name: text,
  external_id: text,
  billing_address: polarAddress.nullish(),
  /** `[value, format]`. */
  tax_id: z.array(z.string().nullable()).nullish(),
  locale: text,
  metadata,
});

export const polarSubscription = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  recurring_interval: z.string(),
  recurring_interval_count: integer,
  current_period_start: z.string(),
  current_period_end: z.string().nullish(),
  trial_start: text,
  trial_end: text,
  cancel_at_period_end: z.boolean(),
  canceled_at: text,
  started_at: text,
  customer_id: z.string(),
  product_id: z.string(),
  discount_id: text,
  seats: integer,
  customer_cancellation_reason: text,
  customer_cancellation_comment: text,
  metadata,
  custom_field_data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullable()).nullish(),
  prices: z.array(polarPrice).nullish(),
});

export const polarLicenseKey = z.object({
  id: z.string(),
  customer_id: z.string(),
  benefit_id: z.string(),
  key: z.string(),
  status: z.string(),
  usage: integer,
  limit_usage: integer,
  limit_activations: integer,
  validations: integer,
  last_validated_at: text,
  expires_at: text,
});

export const polarLicenseKeyActivations = z.object({
  activations: z
    .array(
      z.object({
        id: z.string(),
        label: z.string(),
        meta: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
        created_at: z.string(),
      }),
    )
    .nullish(),
});

export type PolarPrice = z.infer<typeof polarPrice>;
export type PolarProduct = z.infer<typeof polarProduct>;
export type PolarSubscription = z.infer<typeof polarSubscription>;
export type PolarDiscount = z.infer<typeof polarDiscount>;
export type PolarCustomer = z.infer<typeof polarCustomer>;
