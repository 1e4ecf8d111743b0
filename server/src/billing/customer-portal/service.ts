import type { Db } from "../../db/transaction.ts";
import { systemAccess } from "../api-access/system-access.ts";
import * as benefitGrants from "../benefit-grants/service.ts";
import { CommonErrors } from "../common/errors.ts";
import { toListResource } from "../common/pagination.ts";
import type { CustomerPrincipal } from "../customer-sessions/service.ts";
import * as customers from "../customers/service.ts";
import { actingMember } from "../members/portal-service.ts";
import { roleOf } from "../members/resource.ts";
import { productListQuery } from "../products/schemas.ts";
import * as products from "../products/service.ts";
import { OrganizationErrors } from "../seller-settings/errors.ts";
import * as organizations from "../seller-settings/service.ts";
import * as repository from "./repository.ts";
import type {
  CustomerBenefitGrant,
  CustomerBenefitGrantList,
  CustomerBenefitGrantListQuery,
  CustomerOrganizationData,
  CustomerOrganizationList,
  CustomerPortalCustomer,
  CustomerPortalCustomerUpdate,
  PortalAuthenticatedUser,
} from "./schemas.ts";
import { toCustomerOrganization, toCustomerProduct } from "./shapes.ts";
import { subscriberBenefit } from "./subscriber-benefit.ts";

/**
 * The customer portal acts for one customer of one organization: every read goes through the
 * owning domain's service with the organization's system access, then keeps only what belongs
 * to the signed-in customer (another customer's object is 404, as if it did not exist).
 */

export async function me(db: Db, customer: CustomerPrincipal): Promise<CustomerPortalCustomer> {
  const row = await customers.get(db, systemAccess(customer.organizationId), customer.customerId);
  return {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    email: row.email,
    email_verified: row.email_verified,
    name: row.name,
    billing_name: row.name,
    billing_address: row.billing_address,
    tax_id: row.tax_id,
    oauth_accounts: {},
    default_payment_method_id: null,
    type: row.type,
    locale: row.locale,
  };
}

/** Polar's portal update: billing name (the customer's name), billing address, tax ID; records customer.updated. */
export async function updateMe(
  db: Db,
  customer: CustomerPrincipal,
  body: CustomerPortalCustomerUpdate,
): Promise<CustomerPortalCustomer> {
  await customers.update(db, systemAccess(customer.organizationId), customer.customerId, {
    ...(body.billing_name === undefined ? {} : { name: body.billing_name }),
    ...(body.billing_address === undefined ? {} : { billing_address: body.billing_address }),
    ...(body.tax_id === undefined ? {} : { tax_id: body.tax_id }),
  });
  return me(db, customer);
}

// ---- benefit grants ----------------------------------------------------------------------------

/**
 * The member whose grants alone a portal caller sees: a member session with the `member` role
 * sees only the benefits granted to that member; the owner, a billing manager and a customer
 * session see all of the customer's (undefined).
 */
export async function onlyMemberOf(db: Db, principal: CustomerPrincipal): Promise<string | undefined> {
  if (!principal.memberId) return undefined;
  const { member } = await actingMember(db, principal);
  return roleOf(member) === "member" ? member.id : undefined;
}

/**
 * The benefits granted to the customer now (benefit-grants' `grantsOfCustomer`), filtered, sorted
 * and paginated here: a customer holds few grants. A `member` sees only their own.
 */
export async function listBenefitGrants(
  db: Db,
  customer: CustomerPrincipal,
  query: CustomerBenefitGrantListQuery,
): Promise<CustomerBenefitGrantList> {
  const grants = await benefitGrants.grantsOfCustomer(db, customer.organizationId, customer.customerId);
  const onlyMember = await onlyMemberOf(db, customer);
  const matches = (value: string | null, wanted: readonly string[] | undefined) =>
    !wanted?.length || (value !== null && wanted.includes(value));
  const kept = grants.filter(
    (grant) =>
      (onlyMember === undefined || grant.member_id === onlyMember) &&
      matches(grant.member_id, query.member_id) &&
      matches(grant.benefit.type, query.type) &&
      matches(grant.benefit_id, query.benefit_id) &&
      matches(grant.order_id, query.order_id) &&
      matches(grant.subscription_id, query.subscription_id),
  );
  // One organization per customer: "organization" orders nothing; "product_benefit" orders by benefit description.
  const key = (grant: (typeof kept)[number], field: CustomerBenefitGrantListQuery["sorting"][number]["field"]) =>
    field === "type"
      ? grant.benefit.type
      : field === "granted_at"
        ? (grant.granted_at ?? "")
        : field === "product_benefit"
          ? grant.benefit.description
          : "";
  kept.sort((x, y) => {
    for (const term of query.sorting) {
      const order = key(x, term.field).localeCompare(key(y, term.field));
      if (order !== 0) return term.direction === "asc" ? order : -order;
    }
    return x.id.localeCompare(y.id);
  });
  const window = kept.slice((query.page - 1) * query.limit, query.page * query.limit);
  if (window.length === 0) return toListResource([], kept.length, query);
  const organization = toCustomerOrganization(await organizations.get(db, systemAccess(customer.organizationId)));
  const { customer_portal_settings: _settings, ...subscriberOrganization } = organization;
  const portalCustomer = await me(db, customer);
  const items: CustomerBenefitGrant[] = window.map((grant) => ({
    created_at: grant.created_at,
    modified_at: grant.modified_at,
    id: grant.id,
    granted_at: grant.granted_at,
    revoked_at: grant.revoked_at,
    customer_id: grant.customer_id,
    member_id: grant.member_id,
    benefit_id: grant.benefit_id,
    subscription_id: grant.subscription_id,
    order_id: grant.order_id,
    is_granted: grant.is_granted,
    is_revoked: grant.is_revoked,
    error: grant.error,
    customer: portalCustomer,
    benefit: subscriberBenefit(grant.benefit, subscriberOrganization),
    properties: grant.properties,
  }));
  return toListResource(items, kept.length, query);
}

// ---- organizations, the signed-in user, payment methods -----------------------------------------

/**
 * Polar's public `GET /v1/customer-portal/organizations/{slug}`: the seller and the products a
 * customer may buy or switch to (public, unarchived; at most 100, enough for a portal's plan list).
 */
export async function organizationBySlug(db: Db, slug: string): Promise<CustomerOrganizationData> {
  const organizationId = await repository.organizationIdBySlug(db, slug);
  if (!organizationId) throw OrganizationErrors.NOT_FOUND();
  const access = systemAccess(organizationId);
  const organization = toCustomerOrganization(await organizations.get(db, access));
  const page = await products.list(
    db,
    access,
    productListQuery.parse({ is_archived: "false", visibility: ["public"], limit: 100, sorting: ["created_at"] }),
  );
  return { organization, products: page.items.map((product) => toCustomerProduct(product, product)) };
}

/** Gatehouse extension: the organizations in which the signed-in user is a customer (external_id = user id). */
export async function organizationsOfUser(
  db: Db,
  userId: string | null,
  page: { page: number; limit: number },
): Promise<CustomerOrganizationList> {
  if (!userId) throw CommonErrors.unauthorized();
  const ids = await repository.organizationIdsOfUser(db, userId);
  const window = ids.slice((page.page - 1) * page.limit, page.page * page.limit);
  const items = await Promise.all(
    window.map(async (id) => toCustomerOrganization(await organizations.get(db, systemAccess(id)))),
  );
  return toListResource(items, ids.length, page);
}

/** The same list for a customer session: the one organization it belongs to. */
export async function organizationOfSession(
  db: Db,
  organizationId: string,
  page: { page: number; limit: number },
): Promise<CustomerOrganizationList> {
  const items =
    page.page === 1 ? [toCustomerOrganization(await organizations.get(db, systemAccess(organizationId)))] : [];
  return toListResource(items, 1, page);
}

/** Polar's `GET /v1/customer-portal/customer-session/user`. */
export async function authenticatedUser(db: Db, customer: CustomerPrincipal): Promise<PortalAuthenticatedUser> {
  const row = await me(db, customer);
  if (customer.memberId) {
    // A member session: the member is the user (Polar's member auth subject).
    const { member } = await actingMember(db, customer);
    const role = roleOf(member);
    return { type: "member", name: member.name, email: member.email, customer_id: row.id, member_id: member.id, role };
  }
  return { type: "customer", name: row.name, email: row.email ?? "", customer_id: row.id, member_id: null, role: null };
}
