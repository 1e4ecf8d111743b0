import { type Db, inTransaction, type Tx } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violations.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import { recordEvent } from "../common/events.ts";
import { ValidationFailure } from "../common/validation.ts";
import type { Customer } from "../customers/schemas.ts";
import { MemberErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import { toMember } from "./resource.ts";
import type { Member, MemberRole } from "./schemas.ts";

/**
 * Adding a member to a customer, apart from service.ts so that seats (which the service's member
 * removal frees) can add the member a seat is assigned to by email without an import cycle.
 */

export type NewMember = { email: string; name: string | null; externalId: string | null; role: MemberRole };

/** Adds a member to a customer (org API and portal): the existing one when its email is taken. */
export async function addMember(
  db: Db | Tx,
  organizationId: string,
  customer: Customer,
  input: NewMember,
): Promise<Member> {
  const email = input.email.trim().toLowerCase();
  try {
    return await inTransaction(db, async (trx) => {
      if (customer.type === "individual" && (await repository.countLive(trx, organizationId, customer.id)) >= 1) {
        throw MemberErrors.INDIVIDUAL_CUSTOMER();
      }
      const existing = await repository.findByEmail(trx, organizationId, customer.id, email);
      if (existing) return toMember(existing);
      if (input.externalId && (await repository.findByExternalId(trx, organizationId, customer.id, input.externalId))) {
        throw externalIdTaken();
      }
      const values = {
        id: newId(),
        customer_id: customer.id,
        email,
        name: input.name,
        external_id: input.externalId,
        role: input.role,
        created_at: nowIso(),
        modified_at: null,
        deleted_at: null,
      };
      await repository.insert(trx, organizationId, values);
      const created = toMember({ ...values, organization_id: organizationId });
      await recordEvent(trx, organizationId, "member.created", created);
      return created;
    });
  } catch (error) {
    // A concurrent writer took the email or external ID first.
    if (isUniqueViolation(error)) throw ValidationFailure.at(["body", "email"], memberEmailTaken);
    throw error;
  }
}

export const memberEmailTaken = "A member with this email already exists for this customer.";
const externalIdTaken = () =>
  ValidationFailure.at(["body", "external_id"], "A member with this external ID already exists for this customer.");
