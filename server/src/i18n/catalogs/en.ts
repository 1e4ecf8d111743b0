/**
 * The English catalog, every namespace: the source every other locale is checked against
 * (scripts/check-catalogs) and the type of the web app's keys. One JSON file per namespace:
 * a namespace is a feature of the web app (its folder's name), or common, errors, mail, invoice.
 */

import account from "./en/account.json" with { type: "json" };
import admin from "./en/admin.json" with { type: "json" };
import apiKeys from "./en/api-keys.json" with { type: "json" };
import apiReference from "./en/api-reference.json" with { type: "json" };
import audit from "./en/audit.json" with { type: "json" };
import auditStreams from "./en/audit-streams.json" with { type: "json" };
import auth from "./en/auth.json" with { type: "json" };
import billing from "./en/billing.json" with { type: "json" };
import billingAccessTokens from "./en/billing-access-tokens.json" with { type: "json" };
import billingBenefits from "./en/billing-benefits.json" with { type: "json" };
import billingCheckoutLinks from "./en/billing-checkout-links.json" with { type: "json" };
import billingCheckouts from "./en/billing-checkouts.json" with { type: "json" };
import billingCustomFields from "./en/billing-custom-fields.json" with { type: "json" };
import billingCustomers from "./en/billing-customers.json" with { type: "json" };
import billingDiscounts from "./en/billing-discounts.json" with { type: "json" };
import billingEvents from "./en/billing-events.json" with { type: "json" };
import billingMail from "./en/billing-mail.json" with { type: "json" };
import billingMeters from "./en/billing-meters.json" with { type: "json" };
import billingOrders from "./en/billing-orders.json" with { type: "json" };
import billingOverview from "./en/billing-overview.json" with { type: "json" };
import billingProducts from "./en/billing-products.json" with { type: "json" };
import billingSettings from "./en/billing-settings.json" with { type: "json" };
import billingSubscriptions from "./en/billing-subscriptions.json" with { type: "json" };
import billingWebhooks from "./en/billing-webhooks.json" with { type: "json" };
import branding from "./en/branding.json" with { type: "json" };
import checkout from "./en/checkout.json" with { type: "json" };
import common from "./en/common.json" with { type: "json" };
import devOutbox from "./en/dev-outbox.json" with { type: "json" };
import enrollment from "./en/enrollment.json" with { type: "json" };
import errors from "./en/errors.json" with { type: "json" };
import invoice from "./en/invoice.json" with { type: "json" };
import mail from "./en/mail.json" with { type: "json" };
import newDevice from "./en/new-device.json" with { type: "json" };
import oauth from "./en/oauth.json" with { type: "json" };
import organizations from "./en/organizations.json" with { type: "json" };
import passkeys from "./en/passkeys.json" with { type: "json" };
import portal from "./en/portal.json" with { type: "json" };
import roles from "./en/roles.json" with { type: "json" };
import scim from "./en/scim.json" with { type: "json" };
import signupPolicy from "./en/signup-policy.json" with { type: "json" };
import sso from "./en/sso.json" with { type: "json" };
import stepUp from "./en/step-up.json" with { type: "json" };
import twoFactor from "./en/two-factor.json" with { type: "json" };

export const englishCatalog = {
  common: common,
  errors: errors,
  account: account,
  admin: admin,
  "api-keys": apiKeys,
  "api-reference": apiReference,
  audit: audit,
  "audit-streams": auditStreams,
  auth: auth,
  billing: billing,
  "billing-access-tokens": billingAccessTokens,
  "billing-benefits": billingBenefits,
  "billing-checkout-links": billingCheckoutLinks,
  "billing-checkouts": billingCheckouts,
  "billing-custom-fields": billingCustomFields,
  "billing-customers": billingCustomers,
  "billing-discounts": billingDiscounts,
  "billing-events": billingEvents,
  "billing-mail": billingMail,
  "billing-meters": billingMeters,
  "billing-orders": billingOrders,
  "billing-overview": billingOverview,
  "billing-products": billingProducts,
  "billing-settings": billingSettings,
  "billing-subscriptions": billingSubscriptions,
  "billing-webhooks": billingWebhooks,
  branding: branding,
  checkout: checkout,
  "dev-outbox": devOutbox,
  enrollment: enrollment,
  invoice: invoice,
  mail: mail,
  oauth: oauth,
  organizations: organizations,
  "new-device": newDevice,
  passkeys: passkeys,
  portal: portal,
  roles: roles,
  scim: scim,
  "signup-policy": signupPolicy,
  sso: sso,
  "step-up": stepUp,
  "two-factor": twoFactor,
};

export type Catalog = typeof englishCatalog;
