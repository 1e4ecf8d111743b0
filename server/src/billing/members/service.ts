import { type Db, inTransaction, type Tx } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violations.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { isNotFoundError } from "../common/errors.ts";
import { recordEvent } from "../common/events.ts";
import { toListResource } from "../common/pagination.ts";
import { ValidationFailure } from "../common/validation.ts";
import { revokeSeatsOfMember } from "../customer-seats/service.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import { addMember, memberEmailTaken } from "./add.ts";
import { MemberErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import { roleOf, toMember } from "./resource.ts";
import type { Member, MemberCreate, MemberList, MemberListQuery, MemberRole } from "./schemas.ts";

/**
 * A customer's members (Polar's member model): every customer has exactly one owner; an
 * individual customer has only that owner, a team customer adds billing managers and members.
 * Emails and external IDs are unique among a customer's live members.
 */

/** How the customer of a request is named: its id or its external id. */
export type CustomerRef = { id: string } | { externalId: string };
/** How a member is named within its customer. */
export type MemberRef = { id: string } | { externalId: string };

export async function findCustomer(db: Db, access: OrganizationScope, ref: CustomerRef): Promise<Customer> {
  try {
    return "id" in ref
      ? await customers.get(db, access, ref.id)
      : await customers.getExternal(db, access, ref.externalId);
  } catch (error) {
    if (isNotFoundError(error)) throw MemberErrors.CUSTOMER_NOT_FOUND();
    throw error;
  }
}

export async function mustFind(
  db: Db | Tx,
  organizationId: string,
  customerId: string,
  ref: MemberRef,
): Promise<repository.MemberRow> {
  const row =
    "id" in ref
      ? await repository.find(db, organizationId, customerId, ref.id)
      : await repository.findByExternalId(db, organizationId, customerId, ref.externalId);
  if (!row) throw MemberErrors.NOT_FOUND();
  return row;
}

export async function list(
  db: Db,
  access: OrganizationScope,
  customerRef: CustomerRef,
  query: MemberListQuery,
): Promise<MemberList> {
  const customer = await findCustomer(db, access, customerRef);
  const { rows, total } = await repository.list(
    db,
    access.organizationId,
    customer.id,
    { role: query.role },
    query.sorting,
    query,
  );
  return toListResource(rows.map(toMember), total, query);
}

export async function get(
  db: Db,
  access: OrganizationScope,
  customerRef: CustomerRef,
  memberRef: MemberRef,
): Promise<Member> {
  const customer = await findCustomer(db, access, customerRef);
  return toMember(await mustFind(db, access.organizationId, customer.id, memberRef));
}

/**
 * Polar's create: an individual customer has its owner only (403); a member whose email the
 * customer already has is answered as it is (nothing recorded).
 */
export async function create(
  db: Db,
  access: OrganizationScope,
  customerRef: CustomerRef,
  body: MemberCreate,
): Promise<Member> {
  const customer = await findCustomer(db, access, customerRef);
  return addMember(db, access.organizationId, customer, {
    email: body.email,
    name: body.name ?? null,
    externalId: body.external_id ?? null,
    role: body.role,
  });
}

export type MemberChange = {
  name?: string | null | undefined;
  email?: string | null | undefined;
  role?: MemberRole | null | undefined;
};

/**
 * Who asks for a change: the organization (may transfer ownership) or a portal member (only the
 * owner transfers ownership).
 */
export type ChangeActor = { kind: "organization" } | { kind: "member"; member: repository.MemberRow };

export async function update(
  db: Db,
  access: OrganizationScope,
  customerRef: CustomerRef,
  memberRef: MemberRef,
  body: MemberChange,
): Promise<Member> {
  const customer = await findCustomer(db, access, customerRef);
  return changeMember(db, access.organizationId, customer, memberRef, body, { kind: "organization" });
}

/**
 * Polar's member update: a name, an email (not an individual customer's owner's, which follows the
 * customer), a role. Making a member the owner demotes the current owner to billing manager; the
 * owner can't otherwise lose the role, a customer has exactly one.
 */
export async function changeMember(
  db: Db,
  organizationId: string,
  customer: Customer,
  memberRef: MemberRef,
  body: MemberChange,
  actor: ChangeActor,
): Promise<Member> {
  try {
    return await inTransaction(db, async (trx) => {
      const current = await mustFind(trx, organizationId, customer.id, memberRef);
      const now = nowIso();
      const currentRole = roleOf(current);
      let roleChange: MemberRole | undefined;
      if (body.role != null && body.role !== currentRole) {
        if (currentRole === "owner") {
          throw ValidationFailure.at(["body", "role"], "Cannot change role. Customer must have exactly one owner.");
        }
        if (body.role === "owner") {
          if (actor.kind === "member" && roleOf(actor.member) !== "owner") {
            throw ValidationFailure.at(["body", "role"], "Only the owner can transfer ownership.");
          }
          const owner = await repository.findOwner(trx, organizationId, customer.id);
          if (owner) {
            await repository.update(trx, organizationId, owner.id, { role: "billing_manager", modified_at: now });
            const demoted = await repository.findAny(trx, organizationId, owner.id);
            if (demoted) await recordEvent(trx, organizationId, "member.updated", toMember(demoted));
          }
        }
        roleChange = body.role;
      }
      const email = body.email == null ? undefined : body.email.trim().toLowerCase();
      const emailChange = email !== undefined && email !== current.email ? email : undefined;
      if (emailChange !== undefined) await assertEmailChangeable(trx, organizationId, customer, current, emailChange);
      const nameChange = body.name === undefined || body.name === current.name ? undefined : body.name;
      if (roleChange === undefined && emailChange === undefined && nameChange === undefined) return toMember(current);
      await repository.update(trx, organizationId, current.id, {
        ...(roleChange === undefined ? {} : { role: roleChange }),
        ...(emailChange === undefined ? {} : { email: emailChange }),
        ...(nameChange === undefined ? {} : { name: nameChange }),
        modified_at: now,
      });
      const updated = await repository.findAny(trx, organizationId, current.id);
      if (!updated) throw MemberErrors.NOT_FOUND();
      const resource = toMember(updated);
      await recordEvent(trx, organizationId, "member.updated", resource);
      return resource;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationFailure.at(["body", "email"], memberEmailTaken);
    throw error;
  }
}

async function assertEmailChangeable(
  trx: Tx,
  organizationId: string,
  customer: Customer,
  member: repository.MemberRow,
  email: string,
): Promise<void> {
  if (customer.type === "individual") {
    throw ValidationFailure.at(
      ["body", "email"],
      "Cannot change the email of an individual customer's owner. Update the customer's email instead.",
    );
  }
  const holder = await repository.findByEmail(trx, organizationId, customer.id, email);
  if (holder && holder.id !== member.id) throw ValidationFailure.at(["body", "email"], memberEmailTaken);
}

export async function remove(
  db: Db,
  access: OrganizationScope,
  customerRef: CustomerRef,
  memberRef: MemberRef,
): Promise<void> {
  const customer = await findCustomer(db, access, customerRef);
  await removeMember(db, access.organizationId, customer.id, memberRef);
}

/** Soft delete (member.deleted); the owner stays until ownership is transferred. The member's seats are freed. */
export async function removeMember(
  db: Db,
  organizationId: string,
  customerId: string,
  memberRef: MemberRef,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const current = await mustFind(trx, organizationId, customerId, memberRef);
    if (roleOf(current) === "owner") {
      throw ValidationFailure.at(["body"], "Cannot delete the only owner. Transfer ownership first.");
    }
    const at = nowIso();
    await repository.update(trx, organizationId, current.id, { deleted_at: at, modified_at: at });
    await revokeSeatsOfMember(trx, organizationId, current.id);
    await recordEvent(trx, organizationId, "member.deleted", toMember({ ...current, deleted_at: at, modified_at: at }));
  });
}
