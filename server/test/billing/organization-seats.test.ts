import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import { buyProduct, createSeatProduct } from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import {
  createOrganization,
  db,
  type ErrorBody,
  invite,
  type Member,
  type Organization,
  type Person,
  person,
} from "../organization/fixtures.ts";

/**
 * Seats bound to an organization's membership. The organization's seat-based
 * subscription (bought from ENTITLEMENTS_SELLER with the organization's id as external customer
 * id) caps its members: accepting an invitation takes a seat in the accept's transaction, or is
 * refused with NO_SEATS_AVAILABLE, or — with `seatOverflow: "add_seat"` — a seat is added
 * (prorated, charged) first; removing a member frees the seat; parallel accepts never exceed it.
 */

const SELLER = `seats-seller-${crypto.randomUUID().slice(0, 8)}`;
let server: TestServer;
let seller: BillingOrg;
let productId: string;

type Summary = {
  enforced: boolean;
  paid: number | null;
  used: number;
  available: number | null;
  pendingInvitations: number;
  overflow: string;
  productName: string | null;
};

beforeAll(async () => {
  server = await startTestServer({ env: { ENTITLEMENTS_SELLER: SELLER } });
  seller = await billingOrg(server, "seats-seller");
  await db(server).updateTable("organization").set({ slug: SELLER }).where("id", "=", seller.organization.id).execute();
  productId = (await createSeatProduct(server, seller.token, "Team seats")).id;
});
afterAll(async () => server?.close());

/** An organization with its owner, subscribed to `seats` seats. */
async function seatedOrganization(seats: number): Promise<{ owner: Person; team: Organization }> {
  const owner = await person(server, "seat-owner");
  const team = await createOrganization(owner, { name: "Seated team" });
  const { checkout } = await buyProduct(server, seller.token, productId, {
    email: owner.email,
    checkout: { external_customer_id: team.id, seats },
  });
  expect(checkout.status).toBe("succeeded");
  return { owner, team };
}

const summaryOf = async (who: Person, organizationId: string) =>
  (await who.client.get<Summary>("/organization/seats", { query: { organizationId } })).body;

async function invited(owner: Person, organizationId: string) {
  const joiner = await person(server, "joiner");
  const invitation = await invite(owner, organizationId, joiner.email);
  return { joiner, invitation };
}

const accept = (joiner: Person, invitationId: string) =>
  joiner.client.post<{ member: Member } & ErrorBody>("/organization/accept-invitation", { invitationId });

describe("seats bound to membership", () => {
  it("caps members at the seats paid, frees a removed member's seat, and buys more", async () => {
    const { owner, team } = await seatedOrganization(2);
    expect(await summaryOf(owner, team.id)).toMatchObject({
      enforced: true,
      paid: 2,
      used: 1,
      available: 1,
      overflow: "refuse",
      productName: "Team seats",
    });

    const first = await invited(owner, team.id);
    const accepted = await accept(first.joiner, first.invitation.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    // Full: the next accept is refused, and leaves the invitation pending and no member behind.
    const second = await invited(owner, team.id);
    const refused = await accept(second.joiner, second.invitation.id);
    expect({ status: refused.status, code: refused.body.code, message: refused.body.message }).toEqual({
      status: 403,
      code: "NO_SEATS_AVAILABLE",
      message: "No seat is free in this organization: ask an owner or admin to buy more seats",
    });
    const invitation = await db(server)
      .selectFrom("invitation")
      .select("status")
      .where("id", "=", second.invitation.id)
      .executeTakeFirst();
    expect(invitation?.status).toBe("pending");
    const members = await db(server)
      .selectFrom("member")
      .select("userId")
      .where("organizationId", "=", team.id)
      .execute();
    expect(members.map((member) => member.userId)).not.toContain(second.joiner.id);

    // The owner previews, then buys a third seat; the invitation now goes through.
    const preview = await owner.client.post<{ due_now: number; new_amount: number }>("/organization/seats/preview", {
      organizationId: team.id,
      seats: 3,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.new_amount).toBe(3000);
    expect(preview.body.due_now).toBeGreaterThan(0);
    const bought = await owner.client.post<Summary>("/organization/seats/update", {
      organizationId: team.id,
      seats: 3,
    });
    expect(bought.body).toMatchObject({ paid: 3, used: 2, available: 1 });
    expect((await accept(second.joiner, second.invitation.id)).status).toBe(200);

    // A member cannot buy seats, nor go below the seats in use.
    expect(
      (await first.joiner.client.post("/organization/seats/update", { organizationId: team.id, seats: 5 })).status,
    ).toBe(403);
    const below = await owner.client.post<ErrorBody>("/organization/seats/update", {
      organizationId: team.id,
      seats: 2,
    });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe("3 seats are in use: remove members before going below");

    // Removing a member frees their seat (and revokes the seat Polar-side).
    const removed = await owner.client.post("/organization/remove-member", {
      organizationId: team.id,
      memberIdOrEmail: first.joiner.email,
    });
    expect(removed.status).toBe(200);
    expect(await summaryOf(owner, team.id)).toMatchObject({ paid: 3, used: 2, available: 1 });
    const seats = await v1<{ seats: Array<{ status: string; email: string }> }>(
      server,
      "GET",
      `/customer-seats?subscription_id=${bought.body ? await subscriptionOf(team.id) : ""}`,
      { token: seller.token },
    );
    expect(seats.body.seats.find((seat) => seat.email === first.joiner.email)?.status).toBe("revoked");
    expect(seats.body.seats.find((seat) => seat.email === second.joiner.email)?.status).toBe("claimed");
  });

  it("never lets parallel accepts exceed the seats paid", async () => {
    const { owner, team } = await seatedOrganization(3);
    const joiners = await Promise.all(Array.from({ length: 6 }, () => invited(owner, team.id)));
    const results = await Promise.all(joiners.map(({ joiner, invitation }) => accept(joiner, invitation.id)));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 200, 403, 403, 403, 403]);
    const members = await db(server).selectFrom("member").select("id").where("organizationId", "=", team.id).execute();
    expect(members).toHaveLength(3);
    expect(await summaryOf(owner, team.id)).toMatchObject({ paid: 3, used: 3, available: 0 });
  });

  it("adds a seat on accept when the organization says so, and refuses a bad setting", async () => {
    const { owner, team } = await seatedOrganization(1);
    const bad = await owner.client.post<ErrorBody>("/organization/update", {
      organizationId: team.id,
      data: { seatOverflow: "sometimes" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("seatOverflow must be one of: refuse, add_seat");
    const set = await owner.client.post("/organization/update", {
      organizationId: team.id,
      data: { seatOverflow: "add_seat" },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    const { joiner, invitation } = await invited(owner, team.id);
    const accepted = await accept(joiner, invitation.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await summaryOf(owner, team.id)).toMatchObject({ paid: 2, used: 2, overflow: "add_seat" });
    const orders = await v1<{ items: Array<{ billing_reason: string }> }>(
      server,
      "GET",
      `/orders/?subscription_id=${await subscriptionOf(team.id)}`,
      { token: seller.token },
    );
    expect(orders.body.items.map((order) => order.billing_reason)).toContain("subscription_update");
  });

  it("enforces nothing for an organization without a seat subscription, and answers members only", async () => {
    const owner = await person(server, "free-owner");
    const team = await createOrganization(owner, { name: "Free team" });
    expect(await summaryOf(owner, team.id)).toMatchObject({ enforced: false, paid: null, used: 1 });
    const { joiner, invitation } = await invited(owner, team.id);
    expect((await accept(joiner, invitation.id)).status).toBe(200);
    const stranger = await person(server, "stranger");
    const refused = await stranger.client.get<ErrorBody>("/organization/seats", { query: { organizationId: team.id } });
    expect(refused.status).toBe(403);
    const noPlan = await owner.client.post<ErrorBody>("/organization/seats/update", {
      organizationId: team.id,
      seats: 3,
    });
    expect({ status: noPlan.status, code: noPlan.body.code }).toEqual({ status: 404, code: "NO_SEAT_PLAN" });
  });
});

async function subscriptionOf(organizationId: string): Promise<string> {
  const row = await db(server)
    .selectFrom("billing_subscription")
    .innerJoin("customer", "customer.id", "billing_subscription.customer_id")
    .select("billing_subscription.id")
    .where("customer.external_id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return row.id;
}
