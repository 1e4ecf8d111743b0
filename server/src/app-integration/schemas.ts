import { z } from "zod";

/**
 * Wire shapes of the routes an app on its own origin calls for the signed-in user's billing
 * (`POST /api/auth/billing/checkout`, `POST /api/auth/billing/portal`) and its sign-in page
 * (`GET /api/auth/sign-in-methods`). camelCase, as every /api/auth route.
 */

const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);

/** Whose billing: the user's own, or the active organization's (its owners and admins only). */
export const billingCustomerKind = z.enum(["user", "organization"]);

const billingTarget = {
  /** The selling organization's slug (or id); ENTITLEMENTS_SELLER when left out. */
  seller: z.string().min(1).max(256).optional(),
  /** Default: "organization" when the session has an active organization, else "user". */
  customer: billingCustomerKind.optional(),
};

export const checkoutBody = z.object({
  ...billingTarget,
  productId: z.string().min(1).max(64),
  productPriceId: z.string().min(1).max(64).optional(),
  seats: z.number().int().min(1).max(100_000).optional(),
  /** For a unit-based price: how many units (within the price's minimum_units and maximum_units). */
  units: z.number().int().min(1).max(1_000_000_000).optional(),
  /** Where the hosted checkout sends the buyer once paid: on BASE_URL or a trusted origin. */
  successUrl: httpUrl.optional(),
});

export const portalBody = z.object({
  ...billingTarget,
  /** Where the portal's back link leads: on BASE_URL or a trusted origin. */
  returnUrl: httpUrl.optional(),
});

export type BillingCustomerKind = z.infer<typeof billingCustomerKind>;
export type CheckoutBody = z.infer<typeof checkoutBody>;
export type PortalBody = z.infer<typeof portalBody>;

/** 201 of POST /billing/checkout: the hosted checkout page's `url`, and the checkout's `clientSecret` for `/v1/checkouts/client/*`. */
export type StartedCheckout = { id: string; url: string; clientSecret: string };

/** 201 of POST /billing/portal: the hosted customer portal, signed in as the customer for an hour. */
export type OpenedPortal = { url: string };
