import { grantsOfRoles } from "../../auth/roles/permissions.ts";
import { systemAccess } from "../../billing/api-access/system-access.ts";
import { isNotFoundError } from "../../billing/common/errors.ts";
import type { Customer } from "../../billing/customers/schemas.ts";
import { getExternal, makeTeam } from "../../billing/customers/service.ts";
import type { MemberRole } from "../../billing/members/schemas.ts";
import { syncMembers, type WantedMember } from "../../billing/members/sync.ts";
import { type Executor, inTransaction } from "../../db/transaction.ts";
import { sellerByIdOrSlug } from "../entitlements/repository.ts";
import * as repository from "./repository.ts";

/**
 * The bridge between a Gatehouse organization and its customer at the seller (ENTITLEMENTS_SELLER):
 * the seller's customer whose external id is the organization's id is a team customer whose
 * members follow the organization's membership — owner → owner, admin → billing manager, any
 * other role → member, each with the user's id as external id and the user's email and name.
 * Run when the customer is made or bound (app-integration) and after every membership change
 * (the organization plugin's hooks, through MembershipSeats), in the change's transaction when it
 * has one. Docs: docs/guides/seats-and-entitlements.md, "The organization as a team customer".
 */

/**
 * A member's billing role from their organization roles (comma-separated): the organization's
 * owner owns the team (the first one; later owners manage its billing), and whoever may manage the
 * organization's billing — `organization: update`, the permission the app's billing routes ask
 * (app-integration/payer.ts), custom roles included — is a billing manager; everyone else a member.
 */
async function memberRoleOf(db: Executor, organizationId: string, roles: string): Promise<MemberRole> {
  const held = roles
    .split(",")
    .map((role) => role.trim())
    .filter(Boolean);
  if (held.includes("owner")) return "owner";
  return (await grantsOfRoles(db, organizationId, held)).allows("organization", "update")
    ? "billing_manager"
    : "member";
}

/** The members the organization's team customer should have, in membership order. */
async function wantedMembers(db: Executor, organizationId: string): Promise<WantedMember[]> {
  let owned = false;
  const wanted: WantedMember[] = [];
  for (const row of await repository.organizationMembers(db, organizationId)) {
    let role = await memberRoleOf(db, organizationId, row.role);
    if (role === "owner") {
      role = owned ? "billing_manager" : "owner";
      owned = true;
    }
    wanted.push({ externalId: row.userId, email: row.email, name: row.name || null, role });
  }
  return wanted;
}

async function organizationCustomer(db: Executor, sellerId: string, organizationId: string): Promise<Customer | null> {
  try {
    return await getExternal(db, systemAccess(sellerId), organizationId);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/** Makes the customer a team customer and its members the organization's (in the caller's transaction, if any). */
export async function followOrganization(db: Executor, sellerId: string, organizationId: string): Promise<void> {
  const customer = await organizationCustomer(db, sellerId, organizationId);
  if (!customer) return;
  await inTransaction(db, async (trx) => {
    const team = await makeTeam(trx, sellerId, customer.id);
    await syncMembers(trx, sellerId, team.id, await wantedMembers(trx, organizationId));
  });
}

/** The same, for the seller a deployment names (nothing without one, or without the organization's customer). */
export async function followOrganizationAt(
  db: Executor,
  sellerName: string | undefined,
  organizationId: string,
): Promise<void> {
  if (!sellerName) return;
  const seller = await sellerByIdOrSlug(db, sellerName);
  if (seller) await followOrganization(db, seller.id, organizationId);
}
