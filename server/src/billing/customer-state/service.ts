import type { OrganizationAccess } from "../access/access.ts";
import * as customers from "../customers/service.ts";
import type { Customer } from "../customers/schemas.ts";
import type { Db } from "../kit/transaction.ts";
import type { CustomerStateResource } from "./schemas.ts";

/**
 * The customer and what it holds now. Subscriptions (subscriptions service) and benefit grants
 * (benefit-grants service) are not served yet: empty lists until they are; meters are not planned.
 */
function toState(customer: Customer): CustomerStateResource {
  return { ...customer, active_subscriptions: [], granted_benefits: [], active_meters: [] };
}

export async function get(db: Db, access: OrganizationAccess, id: string): Promise<CustomerStateResource> {
  return toState(await customers.get(db, access, id));
}

export async function getExternal(db: Db, access: OrganizationAccess, externalId: string): Promise<CustomerStateResource> {
  return toState(await customers.getExternal(db, access, externalId));
}
