import { type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { nowIso } from "../../kit/time.ts";
import { recordEvent } from "../common/events.ts";
import { revokeSeatsOfMember } from "../customer-seats/service.ts";
import * as repository from "./repository.ts";
import { roleOf, toMember } from "./resource.ts";
import type { MemberRole } from "./schemas.ts";

/**
 * A team customer's members made to follow a list kept elsewhere (the membership of a Gatehouse
 * organization bound to the seller: account-billing/organization-team). Each wanted member is
 * found by its external ID, else by its email (then it takes the external ID), and gets the
 * wanted email, name and role; the one wanted as owner becomes the owner (the previous owner is
 * demoted first, a customer has exactly one); members not wanted are removed, their seats freed.
 * Every change records its member.* event. Running it again with the same list changes nothing.
 */

export type WantedMember = { externalId: string; email: string; name: string | null; role: MemberRole };

type Row = repository.MemberRow;

export async function syncMembers(
  db: Executor,
  organizationId: string,
  customerId: string,
  wanted: readonly WantedMember[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const live = await repository.listAll(trx, organizationId, customerId);
    const matched = new Map<WantedMember, Row>();
    const wantedIds = new Set(wanted.map((want) => want.externalId));
    for (const want of wanted) {
      const email = want.email.toLowerCase();
      // By email only a member whose external ID names no wanted member (none, or the customer's own).
      const row =
        live.find((member) => member.external_id === want.externalId) ??
        live.find((member) => member.email === email && !wantedIds.has(member.external_id ?? ""));
      if (row && ![...matched.values()].includes(row)) matched.set(want, row);
    }
    const kept = new Set([...matched.values()].map((row) => row.id));
    const ownerWanted = wanted.find((want) => want.role === "owner");
    let currentOwner = live.find((row) => roleOf(row) === "owner");
    // Members no longer wanted go first, so their emails are free for the wanted ones; the owner
    // stays until ownership has moved, unless another is wanted in its place.
    for (const row of live) {
      if (kept.has(row.id) || (row.id === currentOwner?.id && !ownerWanted)) continue;
      await removeRow(trx, organizationId, row);
      if (row.id === currentOwner?.id) currentOwner = undefined;
    }
    let ownerId: string | undefined;
    for (const want of wanted) {
      const row = matched.get(want);
      const isOwner = row !== undefined && row.id === currentOwner?.id;
      // The owner's role changes only through the ownership move below; with no owner left, the
      // wanted one is made owner at once.
      const role: MemberRole =
        isOwner || (want === ownerWanted && !currentOwner)
          ? "owner"
          : want.role === "owner"
            ? "billing_manager"
            : want.role;
      const id = row
        ? await updateRow(trx, organizationId, row, { ...want, role })
        : await insertRow(trx, organizationId, customerId, { ...want, role });
      if (want === ownerWanted) ownerId = id;
    }
    await moveOwnership(trx, organizationId, currentOwner, ownerId, wanted, matched);
  });
}

async function moveOwnership(
  trx: Tx,
  organizationId: string,
  currentOwner: Row | undefined,
  ownerId: string | undefined,
  wanted: readonly WantedMember[],
  matched: Map<WantedMember, Row>,
): Promise<void> {
  // Without an owner before, the wanted one was made owner as it was written.
  if (ownerId === undefined || !currentOwner || ownerId === currentOwner.id) return;
  const stays = wanted.find((want) => matched.get(want)?.id === currentOwner.id);
  if (stays)
    await setRole(trx, organizationId, currentOwner.id, stays.role === "owner" ? "billing_manager" : stays.role);
  else await removeRow(trx, organizationId, currentOwner);
  await setRole(trx, organizationId, ownerId, "owner");
}

async function setRole(trx: Tx, organizationId: string, id: string, role: MemberRole): Promise<void> {
  await repository.update(trx, organizationId, id, { role, modified_at: nowIso() });
  const row = await repository.findAny(trx, organizationId, id);
  if (row) await recordEvent(trx, organizationId, "member.updated", toMember(row));
}

async function updateRow(trx: Tx, organizationId: string, row: Row, want: WantedMember): Promise<string> {
  const email = want.email.toLowerCase();
  const changes = {
    ...(row.external_id === want.externalId ? {} : { external_id: want.externalId }),
    ...(row.email === email ? {} : { email }),
    ...(row.name === want.name ? {} : { name: want.name }),
    ...(row.role === want.role ? {} : { role: want.role }),
  };
  if (Object.keys(changes).length === 0) return row.id;
  await repository.update(trx, organizationId, row.id, { ...changes, modified_at: nowIso() });
  const updated = await repository.findAny(trx, organizationId, row.id);
  if (updated) await recordEvent(trx, organizationId, "member.updated", toMember(updated));
  return row.id;
}

async function insertRow(trx: Tx, organizationId: string, customerId: string, want: WantedMember): Promise<string> {
  const values = {
    id: newId(),
    customer_id: customerId,
    email: want.email.toLowerCase(),
    name: want.name,
    external_id: want.externalId,
    role: want.role,
    created_at: nowIso(),
    modified_at: null,
    deleted_at: null,
  };
  await repository.insert(trx, organizationId, values);
  await recordEvent(trx, organizationId, "member.created", toMember({ ...values, organization_id: organizationId }));
  return values.id;
}

async function removeRow(trx: Tx, organizationId: string, row: Row): Promise<void> {
  const at = nowIso();
  await repository.update(trx, organizationId, row.id, { deleted_at: at, modified_at: at });
  await revokeSeatsOfMember(trx, organizationId, row.id);
  await recordEvent(trx, organizationId, "member.deleted", toMember({ ...row, deleted_at: at, modified_at: at }));
}
