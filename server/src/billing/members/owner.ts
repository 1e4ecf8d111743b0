import type { Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import { recordEvent } from "../common/events.ts";
import * as repository from "./repository.ts";
import { toMember } from "./resource.ts";
import type { MemberOwnerCreate } from "./schemas.ts";

/**
 * The pieces of the member model the customers domain calls while it writes a customer: its
 * owner on creation, the owner's email kept equal to an individual customer's, the members gone
 * with their customer. Kept apart from service.ts, which reads customers through their service.
 */

export type OwnedCustomer = {
  id: string;
  email: string;
  name: string | null;
  external_id: string | null;
  created_at: string;
};

/**
 * The customer's owner member (member.created), made of `owner` or else of the customer's own
 * email, name and external ID. A customer that already has an owner keeps it.
 */
export async function createOwner(
  trx: Tx,
  organizationId: string,
  customer: OwnedCustomer,
  owner?: MemberOwnerCreate | null,
): Promise<repository.MemberRow> {
  const existing = await repository.findOwner(trx, organizationId, customer.id);
  if (existing) return existing;
  const row = {
    id: newId(),
    customer_id: customer.id,
    email: (owner?.email ?? customer.email).trim().toLowerCase(),
    name: owner?.name ?? customer.name,
    external_id: owner?.external_id ?? customer.external_id,
    role: "owner",
    created_at: customer.created_at,
    modified_at: null,
    deleted_at: null,
  };
  await repository.insert(trx, organizationId, row);
  await recordEvent(trx, organizationId, "member.created", toMember({ ...row, organization_id: organizationId }));
  return { ...row, organization_id: organizationId };
}

/**
 * An individual customer's owner follows the customer's email (Polar's sync): a drifted owner
 * would no longer be found by the customer's address. Team members keep their own addresses.
 */
export async function syncOwnerEmail(
  trx: Tx,
  organizationId: string,
  customer: { id: string; type: string; email: string },
): Promise<void> {
  if (customer.type !== "individual") return;
  const owner = await repository.findOwner(trx, organizationId, customer.id);
  if (!owner || owner.email === customer.email) return;
  await repository.update(trx, organizationId, owner.id, { email: customer.email, modified_at: nowIso() });
}

/** A deleted customer's members go with it (member.deleted each), the owner included. */
export async function removeMembersOf(trx: Tx, organizationId: string, customerId: string): Promise<void> {
  const at = nowIso();
  for (const row of await repository.listAll(trx, organizationId, customerId)) {
    await repository.update(trx, organizationId, row.id, { deleted_at: at, modified_at: at });
    await recordEvent(trx, organizationId, "member.deleted", toMember({ ...row, deleted_at: at, modified_at: at }));
  }
}
