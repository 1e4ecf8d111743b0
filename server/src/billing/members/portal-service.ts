import { type Db, inTransaction } from "../../db/transaction.ts";
import { systemAccess } from "../api-access/system-access.ts";
import type { PageRequest } from "../common/pagination.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure } from "../common/validation.ts";
import type { CustomerPrincipal } from "../customer-sessions/service.ts";
import type { Customer } from "../customers/schemas.ts";
import { addMember } from "./add.ts";
import { MemberErrors } from "./errors.ts";
import { createOwner } from "./owner.ts";
import * as repository from "./repository.ts";
import { roleOf, toPortalMember } from "./resource.ts";
import type { PortalMember, PortalMemberCreate, PortalMemberUpdate } from "./schemas.ts";
import { changeMember, findCustomer, mustFind, removeMember } from "./service.ts";

/**
 * The portal's members (Polar's `/v1/customer-portal/members`): the owner and billing managers
 * of a team customer manage its members; a member gets 403, an individual customer too.
 */

type Acting = { customer: Customer; member: repository.MemberRow };

/**
 * The member behind a portal caller: the member of a member session, else the customer's owner
 * (made now for a customer that has none yet, as Polar's sign-in does).
 */
export async function actingMember(db: Db, principal: CustomerPrincipal): Promise<Acting> {
  const organizationId = principal.organizationId;
  const customer = await findCustomer(db, systemAccess(organizationId), { id: principal.customerId });
  if (principal.memberId) {
    return { customer, member: await mustFind(db, organizationId, customer.id, { id: principal.memberId }) };
  }
  const member =
    (await repository.findOwner(db, organizationId, customer.id)) ??
    (await inTransaction(db, (trx) => createOwner(trx, organizationId, customer)));
  return { customer, member };
}

/** Owners and billing managers of team customers only, in Polar's order (role, then customer type). */
async function manager(db: Db, principal: CustomerPrincipal): Promise<Acting> {
  return mustManage(await actingMember(db, principal));
}

function mustManage(acting: Acting): Acting {
  if (roleOf(acting.member) === "member") throw MemberErrors.NOT_A_MANAGER();
  if (acting.customer.type !== "team") throw MemberErrors.NOT_A_TEAM();
  return acting;
}

/**
 * The manager and the member they act on. An id the customer has no member of is 404 before the
 * role is looked at (as every unknown id of `/v1`), so only a real member's change can be a 403.
 */
async function managerOf(db: Db, principal: CustomerPrincipal, id: string) {
  const acting = await actingMember(db, principal);
  const target = await mustFind(db, principal.organizationId, acting.customer.id, { id });
  return { ...mustManage(acting), target };
}

export async function list(db: Db, principal: CustomerPrincipal, page: PageRequest) {
  const { customer } = await manager(db, principal);
  const { rows, total } = await repository.list(
    db,
    principal.organizationId,
    customer.id,
    {},
    [{ field: "created_at", direction: "asc" }],
    page,
  );
  return toListResource(rows.map(toPortalMember), total, page);
}

/** Adds a member (member.created); the owner role can't be given, a customer has exactly one owner. */
export async function add(db: Db, principal: CustomerPrincipal, body: PortalMemberCreate): Promise<PortalMember> {
  const { customer } = await manager(db, principal);
  if (body.role === "owner") {
    throw ValidationFailure.at(["body", "role"], "Cannot add a member as owner. There must be exactly one owner.");
  }
  const created = await addMember(db, principal.organizationId, customer, {
    email: body.email,
    name: body.name ?? null,
    externalId: null,
    role: body.role,
  });
  return toPortal(db, principal.organizationId, customer.id, created.id);
}

/** A name or a role; nobody changes their own role, only the owner hands ownership over. */
export async function update(
  db: Db,
  principal: CustomerPrincipal,
  id: string,
  body: PortalMemberUpdate,
): Promise<PortalMember> {
  const { customer, member: actor, target } = await managerOf(db, principal, id);
  if (body.role != null && body.role !== roleOf(target) && target.id === actor.id) {
    throw ValidationFailure.at(["path", "id"], "You cannot modify your own role.");
  }
  await changeMember(db, principal.organizationId, customer, { id }, body, { kind: "member", member: actor });
  return toPortal(db, principal.organizationId, customer.id, id);
}

/** Removes a member (member.deleted); not oneself, not the owner. */
export async function remove(db: Db, principal: CustomerPrincipal, id: string): Promise<void> {
  const { customer, member: actor, target } = await managerOf(db, principal, id);
  if (target.id === actor.id) throw ValidationFailure.at(["path", "id"], "You cannot remove yourself from the team.");
  await removeMember(db, principal.organizationId, customer.id, { id });
}

async function toPortal(db: Db, organizationId: string, customerId: string, id: string): Promise<PortalMember> {
  return toPortalMember(await mustFind(db, organizationId, customerId, { id }));
}
