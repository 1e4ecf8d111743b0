import { z } from "@hono/zod-openapi";
import { dateTimeInput } from "../common/datetime.ts";
import { listResourceSchema, paginationQuery } from "../common/pagination.ts";
import { repeatedQuery } from "../common/query.ts";
import { datetime, id, timestamps, uuid } from "../common/schemas.ts";
import { customer } from "../customers/schemas.ts";
import { orderStatus } from "../orders/schemas.ts";
import { subscriptionStatus } from "../subscriptions/core-fields.ts";

/** Wire shapes of `/v1/license-keys` and the customer portal's license-key endpoints (Polar `LicenseKey*`). */

export const licenseKeyStatus = z.enum(["granted", "revoked", "disabled"]).openapi("LicenseKeyStatus");
const INT4_MAX = 2_147_483_647;

const metaValue = z.union([z.string(), z.number(), z.boolean()]);
const conditions = z
  .record(z.string().min(1).max(40), z.union([z.string().max(500), z.number(), z.boolean()]))
  .refine((value) => Object.keys(value).length <= 50, "At most 50 conditions");

/**
 * Fields an API version adds (common/api-version.ts): optional here because an answer without the
 * Polar-Version header, or in an older version, leaves them out (versions.ts puts them in).
 */
export const licenseKeyMember = z
  .object({ id, email: z.string(), external_id: z.string().nullable() })
  .openapi("LicenseKeyMember");
const since = (version: string, description: string) => ({
  description: `From API version ${version}. ${description}`,
});
const memberFields = {
  member_id: z.string().nullable().optional().meta(since("2026-10", "The ID of the seat member holding this key.")),
  member: licenseKeyMember
    .nullable()
    .optional()
    .meta(since("2026-10", "The seat member holding this key; null for keys granted to the customer directly.")),
};

export const licenseKeySubscription = z
  .object({
    id,
    status: subscriptionStatus,
    current_period_start: datetime,
    current_period_end: datetime,
    cancel_at_period_end: z.boolean(),
    ends_at: datetime.nullable(),
  })
  .openapi("LicenseKeySubscription");
export const licenseKeyOrder = z
  .object({ id, created_at: datetime, status: orderStatus, paid: z.boolean() })
  .openapi("LicenseKeyOrder");
const originFields = {
  subscription_id: z.string().nullable().optional().meta(since("2027-01", "The subscription granting the key.")),
  subscription: licenseKeySubscription
    .nullable()
    .optional()
    .meta(since("2027-01", "The subscription granting the key.")),
  order_id: z.string().nullable().optional().meta(since("2027-01", "The one-time order granting the key.")),
  order: licenseKeyOrder.nullable().optional().meta(since("2027-01", "The one-time order granting the key.")),
};
export type LicenseKeyOrigin = {
  subscription_id: string | null;
  subscription: z.infer<typeof licenseKeySubscription> | null;
  order_id: string | null;
  order: z.infer<typeof licenseKeyOrder> | null;
};

const licenseKeyFields = {
  id,
  ...timestamps,
  organization_id: z.string(),
  customer_id: z.string(),
  customer: customer.openapi("LicenseKeyCustomer"),
  ...memberFields,
  benefit_id: z.string(),
  key: z.string(),
  display_key: z.string(),
  status: licenseKeyStatus,
  limit_activations: z.number().int().nullable(),
  usage: z.number().int(),
  limit_usage: z.number().int().nullable(),
  validations: z.number().int(),
  last_validated_at: datetime.nullable(),
  expires_at: datetime.nullable(),
};

export const licenseKeyRead = z.object(licenseKeyFields).openapi("LicenseKeyRead");
export const licenseKeyActivationBase = z
  .object({
    id,
    license_key_id: z.string(),
    label: z.string(),
    meta: z.record(z.string(), metaValue),
    ...timestamps,
  })
  .openapi("LicenseKeyActivationBase");
export const licenseKeyWithActivations = z
  .object({ ...licenseKeyFields, activations: z.array(licenseKeyActivationBase) })
  .openapi("LicenseKeyWithActivations");
export const licenseKeyActivationRead = licenseKeyActivationBase
  .extend({ license_key: licenseKeyRead })
  .openapi("LicenseKeyActivationRead");
export const validatedLicenseKey = z
  .object({ ...licenseKeyFields, ...originFields, activation: licenseKeyActivationBase.nullable() })
  .openapi("ValidatedLicenseKey");
/** What activate answers (Polar 1.0's `LicenseKeyActivationCreated`): the key with what granted it from 2027-01. */
export const grantedLicenseKey = z.object({ ...licenseKeyFields, ...originFields }).openapi("GrantedLicenseKey");
export const licenseKeyActivationCreated = licenseKeyActivationBase
  .extend({ license_key: grantedLicenseKey })
  .openapi("LicenseKeyActivationCreated");
export type LicenseKeyActivationCreated = z.infer<typeof licenseKeyActivationCreated>;

export type LicenseKeyRead = z.infer<typeof licenseKeyRead>;
export type LicenseKeyActivationBase = z.infer<typeof licenseKeyActivationBase>;
export type LicenseKeyWithActivations = z.infer<typeof licenseKeyWithActivations>;
export type LicenseKeyActivationRead = z.infer<typeof licenseKeyActivationRead>;
export type ValidatedLicenseKey = z.infer<typeof validatedLicenseKey>;

export const licenseKeyList = listResourceSchema(licenseKeyRead, "ListResource_LicenseKeyRead_");
export type LicenseKeyList = z.infer<typeof licenseKeyList>;

export const licenseKeyListQuery = z.object({
  ...paginationQuery,
  organization_id: repeatedQuery(uuid).optional().meta({ description: "Filter by organization ID." }),
  benefit_id: repeatedQuery(uuid).optional().meta({ description: "Filter by benefit ID." }),
  status: repeatedQuery(licenseKeyStatus).optional().meta({ description: "Filter by status." }),
});
export type LicenseKeyListQuery = z.infer<typeof licenseKeyListQuery>;

export const licenseKeyUpdate = z
  .object({
    status: licenseKeyStatus.nullish(),
    usage: z.number().int().min(0).max(INT4_MAX).default(0),
    limit_activations: z.number().int().min(1).max(50).nullish(),
    limit_usage: z.number().int().min(1).max(INT4_MAX).nullish(),
    expires_at: dateTimeInput.nullish(),
  })
  .openapi("LicenseKeyUpdate");
export type LicenseKeyUpdate = z.infer<typeof licenseKeyUpdate>;

export const licenseKeyValidate = z
  .object({
    key: z.string().min(1).max(512),
    organization_id: uuid,
    activation_id: uuid.nullish(),
    benefit_id: uuid.nullish(),
    customer_id: uuid.nullish(),
    increment_usage: z.number().int().min(0).max(INT4_MAX).nullish(),
    conditions: conditions.optional(),
  })
  .openapi("LicenseKeyValidate");
export type LicenseKeyValidate = z.infer<typeof licenseKeyValidate>;

export const licenseKeyActivate = z
  .object({
    key: z.string().min(1).max(512),
    organization_id: uuid,
    label: z.string().min(1).max(256),
    conditions: conditions.optional(),
    meta: conditions.optional(),
  })
  .openapi("LicenseKeyActivate");
export type LicenseKeyActivate = z.infer<typeof licenseKeyActivate>;

export const licenseKeyDeactivate = z
  .object({
    key: z.string().min(1).max(512),
    organization_id: uuid,
    activation_id: uuid,
  })
  .openapi("LicenseKeyDeactivate");
export type LicenseKeyDeactivate = z.infer<typeof licenseKeyDeactivate>;

export const activationParams = z.object({
  id: z.uuid().openapi({ param: { name: "id", in: "path" } }),
  activation_id: z.uuid().openapi({ param: { name: "activation_id", in: "path" } }),
});
