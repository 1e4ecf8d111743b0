import { randomUUID } from "node:crypto";
import { APIError } from "better-auth/api";
import { type Executor, inTransaction } from "../../../db/transaction.ts";
import { isMember } from "../../../membership/repository.ts";
import { MEMBERSHIP_LIMIT } from "../plugin.ts";
import type { MembershipSeats } from "../seats.ts";
import { EnrollmentErrors } from "./errors.ts";
import { type Offer, offersFor, type Person } from "./offers.ts";
import { countMembers, insertMember } from "./repository.ts";
import { type EnrolledMember, JOINABLE_MODES } from "./schemas.ts";
import { roleToGive } from "./settings.ts";

/**
 * Makes the person a member with the offer's role, in one transaction with the seat it takes: the
 * organization's membership limit and its paid seats (MembershipSeats) refuse with 403, and a
 * refused join writes nothing.
 */
export async function addEnrolledMember(
  db: Executor,
  seats: MembershipSeats,
  offer: Offer,
  person: Person,
): Promise<EnrolledMember> {
  const role = await roleToGive(db, offer.organizationId, offer.role);
  return inTransaction(db, async (trx) => {
    if (await isMember(trx, offer.organizationId, person.id)) throw EnrollmentErrors.alreadyAMember();
    if ((await countMembers(trx, offer.organizationId)) >= MEMBERSHIP_LIMIT)
      throw EnrollmentErrors.membershipLimitReached();
    const member = { id: randomUUID(), organizationId: offer.organizationId, userId: person.id, role };
    // The seat first, as at an invitation's accept: seats count the members already there.
    await seats.takeSeat(trx, offer.organizationId, { id: person.id, email: person.email, name: person.name });
    await insertMember(trx, { ...member, createdAt: new Date().toISOString() });
    await seats.membershipChanged(trx, offer.organizationId);
    return member;
  });
}

/**
 * The signed-in person joins an organization that suggests it (or would have added them but had no
 * free seat). An organization that adds seats on demand gets one first, as at an invitation's accept.
 */
export async function joinSuggested(
  db: Executor,
  seats: MembershipSeats,
  userId: string,
  organizationId: string,
): Promise<EnrolledMember> {
  if (await isMember(db, organizationId, userId)) throw EnrollmentErrors.alreadyAMember();
  const found = await offersFor(db, userId);
  const offer = found?.offers.find((candidate) => candidate.organizationId === organizationId);
  if (!found || !offer || !JOINABLE_MODES.has(offer.mode)) throw EnrollmentErrors.notSuggested();
  if (offer.seatOverflow === "add_seat") await seats.addSeatIfFull(db, organizationId);
  return addEnrolledMember(db, seats, offer, found.person);
}

/** Whether an error is the refusal of a join for want of a seat or room (then it stays a suggestion). */
export const isRoomRefusal = (error: unknown): boolean => error instanceof APIError && error.statusCode === 403;
