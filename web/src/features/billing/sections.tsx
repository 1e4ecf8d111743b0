import type { ComponentType } from "react";
import type { Catalog } from "../../../../server/src/i18n/catalogs/en.ts";
import type { BillingSection } from "../../lib/paths";
import type { BillingResource } from "../../lib/permissions";
import { ApiReferenceSection } from "../api-reference/components/api-reference-section";
import { AccessTokensSection } from "../billing-access-tokens/components/access-tokens-section";
import { BenefitsArea } from "../billing-benefits/components/benefits-area";
import { CheckoutLinksSection } from "../billing-checkout-links/components/checkout-links-section";
import { CheckoutsSection } from "../billing-checkouts/components/checkouts-section";
import { CustomFieldsSection } from "../billing-custom-fields/components/custom-fields-section";
import { CustomersSection } from "../billing-customers/components/customers-section";
import { DiscountsSection } from "../billing-discounts/components/discounts-section";
import { EventsSection } from "../billing-events/components/events-section";
import type { BillingSectionProps } from "../billing-kit/lib/context";
import { MetersSection } from "../billing-meters/components/meters-section";
import { OrdersSection } from "../billing-orders/components/orders-section";
import { RefundsSection } from "../billing-orders/components/refunds-section";
import { OverviewSection } from "../billing-overview/components/overview-section";
import { ProductsArea } from "../billing-products/components/products-area";
import { BillingSettingsSection } from "../billing-settings/components/billing-settings-section";
import { SubscriptionsSection } from "../billing-subscriptions/components/subscriptions-section";
import { WebhooksSection } from "../billing-webhooks/components/webhooks-section";

/** A section's name in the billing catalog. */
export type BillingNavLabel = `nav.${keyof Catalog["billing"]["nav"] & string}`;

export interface BillingSectionEntry {
  value: BillingSection;
  /** Rendered with `t` from the billing namespace. */
  label: BillingNavLabel;
  /** The resource a member must be able to read to see the section (null: everyone). */
  resource: BillingResource | null;
  Component: ComponentType<BillingSectionProps>;
}

/**
 * The billing area's nav, in order. Each section is one component taking `BillingSectionProps`;
 * a feature adds its section by importing its component here.
 */
export const BILLING_NAV: readonly BillingSectionEntry[] = [
  { value: "overview", label: "nav.overview", resource: "metrics", Component: OverviewSection },
  { value: "products", label: "nav.products", resource: "products", Component: ProductsArea },
  { value: "benefits", label: "nav.benefits", resource: "benefits", Component: BenefitsArea },
  { value: "discounts", label: "nav.discounts", resource: "discounts", Component: DiscountsSection },
  { value: "customers", label: "nav.customers", resource: "customers", Component: CustomersSection },
  { value: "checkouts", label: "nav.checkouts", resource: "checkouts", Component: CheckoutsSection },
  { value: "checkout-links", label: "nav.checkoutLinks", resource: "checkout_links", Component: CheckoutLinksSection },
  { value: "orders", label: "nav.orders", resource: "orders", Component: OrdersSection },
  { value: "subscriptions", label: "nav.subscriptions", resource: "subscriptions", Component: SubscriptionsSection },
  { value: "meters", label: "nav.meters", resource: "meters", Component: MetersSection },
  { value: "events", label: "nav.events", resource: "events", Component: EventsSection },
  { value: "refunds", label: "nav.refunds", resource: "refunds", Component: RefundsSection },
  { value: "webhooks", label: "nav.webhooks", resource: "webhooks", Component: WebhooksSection },
  { value: "custom-fields", label: "nav.customFields", resource: "custom_fields", Component: CustomFieldsSection },
  {
    value: "access-tokens",
    label: "nav.accessTokens",
    resource: "organization_access_tokens",
    Component: AccessTokensSection,
  },
  { value: "settings", label: "nav.settings", resource: "organizations", Component: BillingSettingsSection },
  { value: "api-reference", label: "nav.apiReference", resource: null, Component: ApiReferenceSection },
];
