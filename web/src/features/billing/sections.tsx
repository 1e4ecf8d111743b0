import type { ComponentType } from 'react';
import type { BillingSection } from '../../lib/paths';
import type { BillingResource } from '../../lib/permissions';
import { SectionPlaceholder } from './components/section-placeholder';
import type { BillingSectionProps } from './lib/context';

export interface BillingSectionEntry {
  value: BillingSection;
  label: string;
  /** The resource a member must be able to read to see the section (null: everyone). */
  resource: BillingResource | null;
  Component: ComponentType<BillingSectionProps>;
}

function placeholder(title: string): ComponentType<BillingSectionProps> {
  return function Placeholder() {
    return <SectionPlaceholder title={title} />;
  };
}

/**
 * The billing area's nav, in order. Each section is one component taking `BillingSectionProps`;
 * replace a placeholder by importing the feature's section component here.
 */
export const BILLING_NAV: readonly BillingSectionEntry[] = [
  { value: 'products', label: 'Products', resource: 'products', Component: placeholder('Products') },
  { value: 'benefits', label: 'Benefits', resource: 'benefits', Component: placeholder('Benefits') },
  { value: 'discounts', label: 'Discounts', resource: 'discounts', Component: placeholder('Discounts') },
  { value: 'customers', label: 'Customers', resource: 'customers', Component: placeholder('Customers') },
  { value: 'custom-fields', label: 'Custom fields', resource: 'custom_fields', Component: placeholder('Custom fields') },
  { value: 'access-tokens', label: 'Access tokens', resource: 'organization_access_tokens', Component: placeholder('Access tokens') },
  { value: 'settings', label: 'Settings', resource: 'organizations', Component: placeholder('Settings') },
  { value: 'api-reference', label: 'API reference', resource: null, Component: placeholder('API reference') },
];
