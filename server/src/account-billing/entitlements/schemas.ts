import { z } from "zod";

/**
 * What a customer may do now under its plan, as the entitlements route, the
 * better-auth client and the JWT carry it: derived from Polar's customer state (active
 * subscriptions, granted benefits, customer meters) of the seller's customer.
 */

const featureValue = z.union([z.string(), z.number(), z.boolean()]);

export const customerEntitlements = z.object({
  customerId: z.string(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      status: z.string(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
  benefits: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      metadata: z.record(z.string(), featureValue),
    }),
  ),
  /** The granted feature flags' metadata, merged: `{ sso: true, max_projects: 10 }`. */
  features: z.record(z.string(), featureValue),
  meters: z.array(
    z.object({
      meterId: z.string(),
      consumedUnits: z.number(),
      creditedUnits: z.number(),
      balance: z.number(),
    }),
  ),
});

export const entitlements = z.object({
  /** The organization whose products grant them (ENTITLEMENTS_SELLER, or the `seller` asked). */
  seller: z.object({ id: z.string(), slug: z.string() }),
  /** The signed-in user's, as the seller's customer whose external id is the user's id; null when not a customer. */
  user: customerEntitlements.nullable(),
  /** The session's active organization's, as the customer whose external id is the organization's id. */
  organization: customerEntitlements.extend({ organizationId: z.string() }).nullable(),
});

export const entitlementsQuery = z.object({
  seller: z.string().min(1).optional(),
});

export type CustomerEntitlements = z.infer<typeof customerEntitlements>;
export type Entitlements = z.infer<typeof entitlements>;
export type FeatureValue = z.infer<typeof featureValue>;
