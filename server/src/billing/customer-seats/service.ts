import { randomBytes } from "node:crypto";
import { toJsonColumn } from "../../db/json-column.ts";
import { type Db, type Executor, inTransaction, type Tx } from "../../db/transaction.ts";
import { newId } from "../../kit/ids.ts";
import { now, nowIso } from "../../kit/time.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { enqueueBenefitGrants } from "../benefit-grants/service.ts";
import { isNotFoundError } from "../common/errors.ts";
import { recordEvent } from "../common/events.ts";
import { startSession } from "../customer-sessions/service.ts";
import { stateChanged } from "../customer-state/service.ts";
import * as customerRepository from "../customers/repository.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import { addMember } from "../members/add.ts";
import { liveMemberOf, membersById } from "../members/lookup.ts";
import type { Member } from "../members/schemas.ts";
import { type Container, namedContainer } from "./containers.ts";
import { SeatErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { CustomerSeat, SeatAssign, SeatsList } from "./schemas.ts";

/**
 * Polar's customer seats: the buyer of a seat-based subscription or order (the billing manager)
 * assigns its seats by email, customer id or external customer id; an assigned seat is pending
 * until its holder claims it with the one-time invitation token mailed to them (valid a day), or
 * claimed at once (`immediate_claim`). A claimed seat's holder gets the product's benefits as
 * their own grants; revoking the seat revokes them and frees the seat. Never more live seats
 * than bought: every assignment locks the subscription or order row first.
 *
 * A team customer's seats go to its members (Polar's member model): assigned by member id,
 * external member id or email (a new member is added for an unknown email), the seat's customer is
 * the team customer and its `member_id` the member; the benefits are granted to that member
 * (grants carrying `member_id`). Docs: docs/guides/billing.md, "Team customers".
 */

export const INVITATION_TTL_MS = 86_400_000;

export type SeatContext = { db: Db; baseURL: string };

function toResource(row: repository.SeatRow, holder: Customer | undefined, member: Member | undefined): CustomerSeat {
  return {
    created_at: row.created_at,
    modified_at: row.modified_at,
    id: row.id,
    subscription_id: row.subscription_id,
    order_id: row.order_id,
    status: row.status === "claimed" || row.status === "revoked" ? row.status : "pending",
    customer_id: row.customer_id,
    member_id: row.member_id,
    member: member ?? null,
    email: row.email,
    customer_email: holder?.email ?? null,
    invitation_token_expires_at: row.status === "pending" ? row.invitation_token_expires_at : null,
    claimed_at: row.claimed_at,
    revoked_at: row.revoked_at,
    seat_metadata: JSON.parse(row.seat_metadata) as Record<string, unknown>,
  };
}

export async function toResources(db: Executor, organizationId: string, rows: repository.SeatRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.customer_id ? [row.customer_id] : [])))];
  const holders = new Map<string, Customer>();
  for (const id of ids) {
    const found = await customerRepository.find(db, organizationId, id);
    if (found) holders.set(id, customers.toResource(found));
  }
  const members = await membersById(
    db,
    organizationId,
    rows.flatMap((row) => (row.member_id ? [row.member_id] : [])),
  );
  return rows.map((row) =>
    toResource(
      row,
      row.customer_id ? holders.get(row.customer_id) : undefined,
      row.member_id ? members.get(row.member_id) : undefined,
    ),
  );
}

async function resourceOf(db: Executor, organizationId: string, id: string): Promise<CustomerSeat> {
  const row = await repository.find(db, organizationId, id);
  if (!row) throw SeatErrors.NOT_FOUND();
  const [resource] = await toResources(db, organizationId, [row]);
  if (!resource) throw SeatErrors.NOT_FOUND();
  return resource;
}

/** A container the caller may act on: any of the organization's, or only the customer's own in the portal. */
async function ownContainer(
  db: Executor,
  organizationId: string,
  names: Parameters<typeof namedContainer>[2],
  customerId?: string,
): Promise<Container> {
  const container = await namedContainer(db, organizationId, names);
  if (customerId !== undefined && container.customerId !== customerId)
    throw container.kind === "subscription" ? SeatErrors.SUBSCRIPTION_NOT_FOUND() : SeatErrors.ORDER_NOT_FOUND();
  return container;
}

export async function list(
  db: Db,
  organizationId: string,
  names: { subscription_id?: string | null; order_id?: string | null },
  customerId?: string,
): Promise<SeatsList> {
  const container = await ownContainer(db, organizationId, names, customerId);
  const rows = await repository.listOf(db, organizationId, container);
  const live = rows.filter((row) => row.status !== "revoked").length;
  return {
    seats: await toResources(db, organizationId, rows),
    available_seats: Math.max(0, container.seats - live),
    total_seats: container.seats,
  };
}

/** Who a seat goes to: a customer, or a member of the team customer that bought it. */
type SeatTarget = { holder: Customer; member: Member | null };

/**
 * The seat's holder: exactly one of email, customer id, external customer id, member id,
 * external member id. A team customer's seats go to its members: a member id or external member
 * id names one of them, an email finds or adds one. Any other customer's seats go to customers
 * (an email finds or creates one); member ids name nobody there.
 */
async function targetOf(trx: Tx, container: Container, body: SeatAssign): Promise<SeatTarget> {
  const given = [body.email, body.customer_id, body.external_customer_id, body.member_id, body.external_member_id];
  if (given.filter((value) => value != null).length !== 1) throw SeatErrors.ONE_TARGET();
  const buyer = await customers.get(trx, systemAccess(container.organizationId), container.customerId);
  const byMember = body.member_id != null || body.external_member_id != null;
  if (buyer.type === "team" && (byMember || body.email != null)) return memberTarget(trx, buyer, body);
  if (byMember) throw SeatErrors.MEMBER_NOT_FOUND();
  return { holder: await holderOf(trx, container.organizationId, body), member: null };
}

async function memberTarget(trx: Tx, team: Customer, body: SeatAssign): Promise<SeatTarget> {
  const organizationId = team.organization_id;
  if (body.email != null) {
    const member = await addMember(trx, organizationId, team, {
      email: body.email,
      name: null,
      externalId: null,
      role: "member",
    });
    return { holder: team, member };
  }
  const ref = body.member_id != null ? { id: body.member_id } : { externalId: body.external_member_id ?? "" };
  const member = await liveMemberOf(trx, organizationId, team.id, ref);
  if (!member) throw SeatErrors.MEMBER_NOT_FOUND();
  return { holder: team, member };
}

async function holderOf(trx: Tx, organizationId: string, body: SeatAssign): Promise<Customer> {
  const access = systemAccess(organizationId);
  try {
    if (body.customer_id) return await customers.get(trx, access, body.customer_id);
    if (body.external_customer_id) return await customers.getExternal(trx, access, body.external_customer_id);
  } catch (error) {
    if (isNotFoundError(error)) throw SeatErrors.CUSTOMER_NOT_FOUND();
    throw error;
  }
  return customers.findOrCreateForCheckout(trx, organizationId, {
    customerId: null,
    email: body.email ?? "",
    externalId: null,
    name: null,
    billingAddress: null,
    taxId: null,
    metadata: {},
  });
}

/**
 * The product's benefits follow a claimed seat's holder (not the buyer: they have their own), or
 * the team customer's member holding it (grants of the team customer carrying the member).
 */
async function followBenefits(
  trx: Tx,
  container: Container,
  holder: { customerId: string | null; memberId: string | null },
  action: "grant" | "revoke",
) {
  const { customerId, memberId } = holder;
  if (!customerId || (customerId === container.customerId && !memberId)) return;
  await enqueueBenefitGrants(trx, {
    organizationId: container.organizationId,
    customerId,
    memberId,
    productId: container.productId,
    orderId: container.kind === "order" ? container.id : null,
    subscriptionId: container.kind === "subscription" ? container.id : null,
    action,
  });
  await stateChanged(trx, container.organizationId, customerId);
}

export type NewSeat = {
  holder: Customer;
  /** The team customer's member the seat goes to (then `holder` is the team customer). */
  member?: Member | null;
  metadata: Record<string, unknown>;
  immediateClaim: boolean;
  memberUserId: string | null;
};

/**
 * Takes one of the container's free seats for `seat.holder`, in the caller's transaction: the
 * container's row is locked first, so parallel assignments are serialized and never exceed the
 * seats bought. Returns the seat and, when pending, its invitation token.
 */
export async function takeSeat(
  trx: Tx,
  container: Container,
  seat: NewSeat,
): Promise<{ resource: CustomerSeat; token: string | null }> {
  const { organizationId } = container;
  if (!container.open) throw container.kind === "order" ? SeatErrors.ORDER_NOT_PAID() : SeatErrors.NO_SEATS();
  await repository.lockContainer(trx, organizationId, container);
  if ((await repository.countLive(trx, organizationId, container)) >= container.seats) throw SeatErrors.NO_SEATS();
  const member = seat.member ?? null;
  const held = member
    ? await repository.liveSeatOfMember(trx, organizationId, container, member.id)
    : await repository.liveSeatOf(trx, organizationId, container, seat.holder.id);
  if (held) throw SeatErrors.ALREADY_ASSIGNED();
  const at = nowIso();
  const token = seat.immediateClaim ? null : randomBytes(32).toString("base64url");
  const id = newId();
  await repository.insert(trx, organizationId, {
    id,
    subscription_id: container.kind === "subscription" ? container.id : null,
    order_id: container.kind === "order" ? container.id : null,
    status: seat.immediateClaim ? "claimed" : "pending",
    customer_id: seat.holder.id,
    member_id: member?.id ?? null,
    email: member?.email ?? seat.holder.email,
    invitation_token: token,
    invitation_token_expires_at: token ? new Date(now().getTime() + INVITATION_TTL_MS).toISOString() : null,
    claimed_at: seat.immediateClaim ? at : null,
    revoked_at: null,
    seat_metadata: toJsonColumn(seat.metadata),
    member_user_id: seat.memberUserId,
    created_at: at,
    modified_at: null,
  });
  const resource = await resourceOf(trx, organizationId, id);
  await recordEvent(
    trx,
    organizationId,
    seat.immediateClaim ? "customer_seat.claimed" : "customer_seat.assigned",
    resource,
  );
  if (seat.immediateClaim)
    await followBenefits(trx, container, { customerId: seat.holder.id, memberId: member?.id ?? null }, "grant");
  return { resource, token };
}

export async function assign(
  db: Db,
  organizationId: string,
  body: SeatAssign,
  customerId?: string,
): Promise<{ resource: CustomerSeat; token: string | null }> {
  return inTransaction(db, async (trx) => {
    const container = await ownContainer(trx, organizationId, body, customerId);
    const { holder, member } = await targetOf(trx, container, body);
    return takeSeat(trx, container, {
      holder,
      member,
      metadata: body.metadata ?? {},
      immediateClaim: body.immediate_claim,
      memberUserId: null,
    });
  });
}

async function containerOfSeat(trx: Executor, row: repository.SeatRow): Promise<Container> {
  return namedContainer(trx, row.organization_id, { subscription_id: row.subscription_id, order_id: row.order_id });
}

/** Revokes a live seat in the caller's transaction: the seat is free again, its holder's benefits go. */
export async function revokeSeat(trx: Tx, row: repository.SeatRow): Promise<CustomerSeat> {
  const container = await containerOfSeat(trx, row);
  await repository.update(trx, row.organization_id, row.id, {
    status: "revoked",
    revoked_at: nowIso(),
    invitation_token: null,
    modified_at: nowIso(),
  });
  const resource = await resourceOf(trx, row.organization_id, row.id);
  await recordEvent(trx, row.organization_id, "customer_seat.revoked", resource);
  if (row.status === "claimed")
    await followBenefits(trx, container, { customerId: row.customer_id, memberId: row.member_id }, "revoke");
  return resource;
}

/** The seat when the caller may act on it (the portal: only seats of the customer's own containers). */
async function ownSeat(db: Executor, organizationId: string, seatId: string, customerId?: string) {
  const row = await repository.find(db, organizationId, seatId);
  if (!row) throw SeatErrors.NOT_FOUND();
  if (customerId !== undefined && (await containerOfSeat(db, row)).customerId !== customerId)
    throw SeatErrors.NOT_FOUND();
  return row;
}

export async function revoke(db: Db, organizationId: string, seatId: string, customerId?: string) {
  return inTransaction(db, async (trx) => {
    const row = await ownSeat(trx, organizationId, seatId, customerId);
    if (row.status === "revoked") return resourceOf(trx, organizationId, row.id);
    // A membership seat follows the membership (removing the member frees it), not the other way round.
    if (row.member_user_id !== null) throw SeatErrors.MEMBERSHIP_SEAT();
    return revokeSeat(trx, row);
  });
}

/** A pending seat's invitation again, with a fresh token valid a day. */
export async function resend(
  db: Db,
  organizationId: string,
  seatId: string,
  customerId?: string,
): Promise<{ resource: CustomerSeat; token: string }> {
  return inTransaction(db, async (trx) => {
    const row = await ownSeat(trx, organizationId, seatId, customerId);
    if (row.status !== "pending") throw SeatErrors.NOT_PENDING();
    const token = randomBytes(32).toString("base64url");
    await repository.update(trx, organizationId, row.id, {
      invitation_token: token,
      invitation_token_expires_at: new Date(now().getTime() + INVITATION_TTL_MS).toISOString(),
      modified_at: nowIso(),
    });
    return { resource: await resourceOf(trx, organizationId, row.id), token };
  });
}

/** A pending seat whose token is still valid, or null. */
async function pendingByToken(db: Executor, token: string): Promise<repository.SeatRow | null> {
  const row = await repository.findByToken(db, token);
  if (row?.status !== "pending" || !row.invitation_token_expires_at) return null;
  return Date.parse(row.invitation_token_expires_at) < now().getTime() ? null : row;
}

export async function claimInfo(db: Db, token: string) {
  const row = await pendingByToken(db, token);
  if (!row) throw SeatErrors.CLAIM_NOT_FOUND();
  const container = await containerOfSeat(db, row);
  const product = await repository.claimProduct(db, container.productId);
  const seller = await repository.claimSeller(db, row.organization_id);
  if (!product || !seller) throw SeatErrors.CLAIM_NOT_FOUND();
  return {
    product_name: product.name,
    product_id: product.id,
    organization_name: seller.name,
    organization_slug: seller.slug,
    customer_email: row.email ?? "",
    can_claim: true,
  };
}

/** Claims a pending seat by its token (used once): its holder's benefits, and a portal session for them. */
export async function claim(ctx: SeatContext, token: string) {
  return inTransaction(ctx.db, async (trx) => {
    const row = await pendingByToken(trx, token);
    if (!row?.customer_id) throw SeatErrors.INVALID_TOKEN();
    const at = nowIso();
    if (!(await repository.claimPending(trx, row.id, at))) throw SeatErrors.INVALID_TOKEN();
    const container = await containerOfSeat(trx, row);
    const resource = await resourceOf(trx, row.organization_id, row.id);
    await recordEvent(trx, row.organization_id, "customer_seat.claimed", resource);
    await followBenefits(trx, container, { customerId: row.customer_id, memberId: row.member_id }, "grant");
    const holder = await customers.get(trx, systemAccess(row.organization_id), row.customer_id);
    // A member's seat opens a member session: the portal shows them what their role allows.
    const session = await startSession(trx, row.organization_id, holder, null, ctx.baseURL, row.member_id);
    return { seat: resource, customer_session_token: session.token };
  });
}

/** Every live seat of a container, revoked (its subscription ended or was revoked). */
export async function revokeAllSeats(trx: Tx, organizationId: string, ref: repository.ContainerRef): Promise<void> {
  for (const row of await repository.listOf(trx, organizationId, ref)) {
    if (row.status !== "revoked") await revokeSeat(trx, row);
  }
}

/** A team customer's member is removed: the seats they hold are revoked, and their benefits with them. */
export async function revokeSeatsOfMember(trx: Tx, organizationId: string, memberId: string): Promise<void> {
  for (const row of await repository.liveSeatsOfMember(trx, organizationId, memberId)) await revokeSeat(trx, row);
}
