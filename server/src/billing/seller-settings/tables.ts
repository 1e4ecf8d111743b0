import type { Generated } from "kysely";

export type BillingOrganizationTable = {
  organization_id: string;
  email: string | null;
  website: string | null;
  /** JSON array of { platform, url }. */
  socials: string;
  status: string;
  details_submitted_at: string | null;
  default_presentment_currency: string;
  default_tax_behavior: string;
  country: string | null;
  /** The language of customers who have none (a supported locale), null: none set. */
  default_locale: string | null;
  /** JSON objects, one per settings group. */
  feature_settings: string;
  subscription_settings: string;
  notification_settings: string;
  customer_email_settings: string;
  customer_portal_settings: string;
  /** 0065: JSON array of hosts, null until set. */
  embed_hosts: Generated<string | null>;
  created_at: string;
  modified_at: string | null;
};

/** Billing settings of an organization. Composed into the database schema by db/schema.ts. */
export type BillingOrganizationTables = {
  billing_organization: BillingOrganizationTable;
};
