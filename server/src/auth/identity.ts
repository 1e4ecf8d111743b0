/**
 * What billing may ask of identity, and nothing more: what a member's roles (built-in or the
 * organization's own) may do on a billing resource, and whether a member lacks the second factor their organization requires.
 * Billing imports auth through this file only (a lint rule holds it); who is a member of which
 * organization is read from `membership/`, below both.
 */
export type { BillingAction, BillingResource } from "./roles/organization.ts";
export { type Grants, memberGrants, memberMay } from "./roles/permissions.ts";
export { STEP_UP_ERRORS, type StepUpRefusal, sessionStepUpRefusal } from "./step-up/freshness.ts";
export { lacksRequiredTwoFactor, TWO_FACTOR_REQUIRED } from "./two-factor/organization-requirement.ts";
