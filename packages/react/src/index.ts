export { GatehouseError } from "./client/errors.js";
export type { GatehouseClient } from "./client/gatehouse-client.js";
export type {
  CustomerEntitlements,
  Entitlements,
  FeatureValue,
  GatehouseOrganization,
  GatehouseSession,
  GatehouseUser,
} from "./client/types.js";
export { ManageBilling, type ManageBillingProps } from "./components/manage-billing/manage-billing.js";
export {
  OrganizationSwitcher,
  type OrganizationSwitcherProps,
} from "./components/organization-switcher/organization-switcher.js";
export type { PlanChoice } from "./components/pricing-table/plan-card.js";
export { PricingTable, type PricingTableProps } from "./components/pricing-table/pricing-table.js";
export { Protect, type ProtectProps } from "./components/protect/protect.js";
export { SignIn, type SignInProps } from "./components/sign-in/sign-in.js";
export { SignUp, type SignUpProps } from "./components/sign-up/sign-up.js";
export { UserButton, type UserButtonProps } from "./components/user-button/user-button.js";
export {
  type EntitledProduct,
  type EntitlementsResult,
  type MeterBalance,
  useEntitlements,
} from "./hooks/use-entitlements.js";
export {
  type OrganizationsResult,
  type SessionResult,
  useOrganization,
  useOrganizations,
  useSession,
  useUser,
} from "./hooks/use-session.js";
export {
  type CaptchaSettings,
  type SignInMethods,
  type SignInMethodsResult,
  type SocialProvider,
  useSignInMethods,
} from "./hooks/use-sign-in-methods.js";
export {
  directionOf,
  locales,
  type MessageOverrides,
  type Messages,
  matchLocale,
  type PluralKey,
  type PluralMessage,
  type SupportedLocale,
  type TextKey,
  type Translate,
} from "./i18n/index.js";
export { useGatehouse } from "./provider/context.js";
export { GatehouseProvider, type GatehouseProviderProps } from "./provider/gatehouse-provider.js";
export { type Localization, useLocalization } from "./provider/localization.js";
