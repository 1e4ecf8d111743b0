import type { Executor } from "../../db/transaction.ts";
import * as repository from "./repository.ts";
import { toMember } from "./resource.ts";
import type { Member } from "./schemas.ts";

/**
 * Members by id for the resources that embed one (benefit grants, seats, license keys), and the
 * member a request names within a customer (seat assignment, usage events). Kept apart from
 * service.ts, which reads customers: these domains only need the member rows.
 */

/** The members with these ids (deleted ones too: a grant or a seat still names who held it). */
export async function membersById(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, Member>> {
  const unique = [...new Set(ids)];
  const rows = unique.length === 0 ? [] : await repository.findMany(db, organizationId, unique);
  return new Map(rows.map((row) => [row.id, toMember(row)]));
}

/** A live member of the customer named by its id or external id, or undefined. */
export async function liveMemberOf(
  db: Executor,
  organizationId: string,
  customerId: string,
  ref: { id: string } | { externalId: string },
): Promise<Member | undefined> {
  const row =
    "id" in ref
      ? await repository.find(db, organizationId, customerId, ref.id)
      : await repository.findByExternalId(db, organizationId, customerId, ref.externalId);
  return row ? toMember(row) : undefined;
}

/** The live members of the customers, by customer id then external id (usage event validation). */
export async function liveMembersOfCustomers(
  db: Executor,
  organizationId: string,
  customerIds: readonly string[],
): Promise<Member[]> {
  const unique = [...new Set(customerIds)];
  if (unique.length === 0) return [];
  return (await repository.liveOfCustomers(db, organizationId, unique)).map(toMember);
}
