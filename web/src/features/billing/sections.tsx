import type { ComponentType } from "react";
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
import { MetersSection } from "../billing-meters/components/meters-section";
import { OrdersSection } from "../billing-orders/components/orders-section";
import { RefundsSection } from "../billing-orders/components/refunds-section";
import { OverviewSection } from "../billing-overview/components/overview-section";
import { ProductsArea } from "../billing-products/components/products-area";
import { BillingSettingsSection } from "../billing-settings/components/billing-settings-section";
import { SubscriptionsSection } from "../billing-subscriptions/components/subscriptions-section";
import { WebhooksSection } from "../billing-webhooks/components/webhooks-section";
import type { BillingSectionProps } from "./lib/context";

export interface BillingSectionEntry {
  value: BillingSection;
  label: string;
  /** The resource a member must be able to read to see the section (null: everyone). */
  resource: BillingResource | null;
  Component: ComponentType<BillingSectionProps>;
}

/**
 * The billing area's nav, in order. Each section is one component taking `BillingSectionProps`;
 * a feature adds its section by importing its component here.
 */
export const BILLING_NAV: readonly BillingSectionEntry[] = [
  { value: "overview", label: "Overview", resource: "metrics", Component: OverviewSection },
  { value: "products", label: "Products", resource: "products", Component: ProductsArea },
  { value: "benefits", label: "Benefits", resource: "benefits", Component: BenefitsArea },
  { value: "discounts", label: "Discounts", resource: "discounts", Component: DiscountsSection },
  { value: "customers", label: "Customers", resource: "customers", Component: CustomersSection },
  { value: "checkouts", label: "Checkouts", resource: "checkouts", Component: CheckoutsSection },
  { value: "checkout-links", label: "Checkout links", resource: "checkout_links", Component: CheckoutLinksSection },
  { value: "orders", label: "Orders", resource: "orders", Component: OrdersSection },
  { value: "subscriptions", label: "Subscriptions", resource: "subscriptions", Component: SubscriptionsSection },
  { value: "meters", label: "Meters", resource: "meters", Component: MetersSection },
  { value: "events", label: "Events", resource: "events", Component: EventsSection },
  { value: "refunds", label: "Refunds", resource: "refunds", Component: RefundsSection },
  { value: "webhooks", label: "Webhooks", resource: "webhooks", Component: WebhooksSection },
  { value: "custom-fields", label: "Custom fields", resource: "custom_fields", Component: CustomFieldsSection },
  {
    value: "access-tokens",
    label: "Access tokens",
    resource: "organization_access_tokens",
    Component: AccessTokensSection,
  },
  { value: "settings", label: "Settings", resource: "organizations", Component: BillingSettingsSection },
  { value: "api-reference", label: "API reference", resource: null, Component: ApiReferenceSection },
];
