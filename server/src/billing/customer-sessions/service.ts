import type { Db, Executor } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { now } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { isNotFoundError } from "../common/errors.ts";
import { ValidationFailure } from "../common/validation.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import { liveMemberOf } from "../members/lookup.ts";
import { CustomerSessionErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { CustomerCustomerSession, CustomerSessionCreate, CustomerSessionResource } from "./schemas.ts";
import {
  CUSTOMER_SESSION_PREFIX,
  CUSTOMER_SESSION_TTL_MS,
  generateCustomerSessionToken,
  hashCustomerSessionToken,
} from "./token.ts";

/** A customer signed in to the portal: by a customer session token, or as a Gatehouse user whose id is the customer's external_id. */
export type CustomerPrincipal = {
  kind: "customer";
  organizationId: string;
  customerId: string;
  customerSessionId: string | null;
  /** The member a member session acts as; none: the customer's owner acts (a customer session, a signed-in user). */
  memberId?: string | null;
};

export const customerPortalUrl = (baseURL: string, token: string) =>
  `${baseURL}/portal?customer_session_token=${encodeURIComponent(token)}`;

/**
 * Polar's `POST /v1/customer-sessions/`: a session for the customer named by `customer_id` or
 * `external_customer_id` (unknown or deleted → 422 at that field), valid for one hour.
 */
export async function create(
  db: Db,
  access: OrganizationAccess,
  body: CustomerSessionCreate,
  baseURL: string,
): Promise<CustomerSessionResource> {
  const customer = await findCustomer(db, access, body);
  const memberId = await findMember(db, access, customer, body);
  return startSession(db, access.organizationId, customer, body.return_url ?? null, baseURL, memberId);
}

/**
 * Polar's member session: the member named by `member_id` or `external_member_id` (another
 * customer's or unknown → 422 at that field). A team customer's session must name one; an
 * individual customer's acts as its owner.
 */
async function findMember(
  db: Db,
  access: OrganizationAccess,
  customer: Customer,
  body: CustomerSessionCreate,
): Promise<string | null> {
  const [field, ref] =
    body.member_id != null
      ? (["member_id", { id: body.member_id }] as const)
      : body.external_member_id != null
        ? (["external_member_id", { externalId: body.external_member_id }] as const)
        : [null, null];
  if (field === null) {
    if (customer.type === "team") {
      throw ValidationFailure.at(["body", "member_id"], "member_id is required for team customers.", "value_error");
    }
    return null;
  }
  const member = await liveMemberOf(db, access.organizationId, customer.id, ref);
  if (!member) throw ValidationFailure.at(["body", field], "Member does not exist for this customer.", "value_error");
  return member.id;
}

/** A new customer session for a known customer: by the API, or by a code mailed to the customer (portal sign-in). */
export async function startSession(
  db: Executor,
  organizationId: string,
  customer: Customer,
  returnUrl: string | null,
  baseURL: string,
  memberId: string | null = null,
): Promise<CustomerSessionResource> {
  const token = generateCustomerSessionToken();
  const createdAt = now();
  const row = {
    id: newId(),
    customer_id: customer.id,
    member_id: memberId,
    token_hash: hashCustomerSessionToken(token),
    return_url: returnUrl,
    expires_at: new Date(createdAt.getTime() + CUSTOMER_SESSION_TTL_MS).toISOString(),
    created_at: createdAt.toISOString(),
    modified_at: null,
  };
  await repository.insert(db, organizationId, row);
  return {
    created_at: row.created_at,
    modified_at: null,
    id: row.id,
    token,
    expires_at: row.expires_at,
    return_url: row.return_url,
    customer_portal_url: customerPortalUrl(baseURL, token),
    customer_id: customer.id,
    customer,
  };
}

async function findCustomer(db: Db, access: OrganizationAccess, body: CustomerSessionCreate): Promise<Customer> {
  const [field, lookup] =
    "customer_id" in body
      ? (["customer_id", () => customers.get(db, access, body.customer_id)] as const)
      : (["external_customer_id", () => customers.getExternal(db, access, body.external_customer_id)] as const);
  try {
    return await lookup();
  } catch (error) {
    if (isNotFoundError(error)) throw ValidationFailure.at(["body", field], "Customer does not exist.", "value_error");
    throw error;
  }
}

/**
 * The customer behind a `polar_cst_` token, or null when it is unknown or expired, or its
 * customer was deleted since.
 */
export async function authenticate(db: Db, token: string): Promise<CustomerPrincipal | null> {
  if (!token.startsWith(CUSTOMER_SESSION_PREFIX)) return null;
  const row = await repository.findByHash(db, hashCustomerSessionToken(token));
  if (!row || row.expires_at <= now().toISOString()) return null;
  if (!(await customerExists(db, row.organization_id, row.customer_id))) return null;
  // A member session ends with its member's removal.
  if (row.member_id && !(await liveMemberOf(db, row.organization_id, row.customer_id, { id: row.member_id })))
    return null;
  return {
    kind: "customer",
    organizationId: row.organization_id,
    customerId: row.customer_id,
    customerSessionId: row.id,
    memberId: row.member_id,
  };
}

/** The customer of `organizationId` whose external_id is the signed-in user's id, or null. */
export async function customerOfUser(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<CustomerPrincipal | null> {
  try {
    const customer = await customers.getExternal(db, systemAccess(organizationId), userId);
    return { kind: "customer", organizationId, customerId: customer.id, customerSessionId: null };
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

async function customerExists(db: Db, organizationId: string, customerId: string): Promise<boolean> {
  try {
    await customers.get(db, systemAccess(organizationId), customerId);
    return true;
  } catch (error) {
    if (isNotFoundError(error)) return false;
    throw error;
  }
}

/**
 * Polar's `GET /v1/customer-portal/customer-session/introspect`: when the caller's session ends
 * and where the portal's back button leads. A signed-in user (cookie) has no customer session → 401.
 */
export async function introspect(db: Db, principal: CustomerPrincipal): Promise<CustomerCustomerSession> {
  const row = principal.customerSessionId
    ? await repository.findById(db, principal.organizationId, principal.customerSessionId)
    : undefined;
  if (!row) throw CustomerSessionErrors.NOT_A_CUSTOMER_SESSION();
  return { expires_at: row.expires_at, return_url: row.return_url };
}
