/**
 * What billing may ask of identity, and nothing more: what an organization role may do on a
 * billing resource, and whether a member lacks the second factor their organization requires.
 * Billing imports auth through this file only (a lint rule holds it); who is a member of which
 * organization is read from `membership/`, below both.
 */
export {
  type BillingAction,
  type BillingResource,
  type OrganizationRole,
  organizationRoles,
} from "./roles/organization.ts";
export { lacksRequiredTwoFactor, TWO_FACTOR_REQUIRED } from "./two-factor/organization-requirement.ts";
