import type { Executor, Tx } from "../../db/transaction.ts";

/**
 * Seats an organization's membership takes when a seller sells them. Identity knows only this
 * shape; the seats themselves (plans, charges, the seat records) are billing's, handed in by the
 * composition root. Without it, membership takes no seats.
 */
export type MembershipSeats = {
  /** An organization that adds seats on demand gets one, charged, before an accept that finds none free. */
  addSeatIfFull(db: Executor, organizationId: string): Promise<void>;
  /** Inside the accept's transaction: a seat for the new member, or a 403 refusal. */
  takeSeat(trx: Tx, organizationId: string, user: { id: string; email: string; name: string | null }): Promise<void>;
  /** After a member left or was removed: their seat is free again. */
  releaseSeats(db: Executor, organizationId: string): Promise<void>;
  /**
   * After the membership changed (a member joined, left, was removed or got another role), in the
   * change's transaction when it has one: billing follows it (the organization's team customer).
   */
  membershipChanged(db: Executor, organizationId: string): Promise<void>;
};

export const NO_MEMBERSHIP_SEATS: MembershipSeats = {
  addSeatIfFull: async () => {},
  takeSeat: async () => {},
  releaseSeats: async () => {},
  membershipChanged: async () => {},
};
