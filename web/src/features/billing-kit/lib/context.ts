import type { BillingAbilities } from "../../../lib/permissions";

/** What every billing section gets: the organization on screen and what the viewer may do in it. */
export interface BillingContext {
  organizationId: string;
  slug: string;
  name: string;
  can: BillingAbilities;
  /** The URL's sub-page of the section (`/billing/customers/:item`): an id, `new`, or undefined. */
  item: string | undefined;
}

export interface BillingSectionProps {
  billing: BillingContext;
}
