import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct, createSeatProduct, VOLUME_SEAT_TIERS } from "../helpers/checkout.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Polar's seat-based prices (volume and graduated tiers), the seat count chosen
 * at checkout, and `/v1/customer-seats` (list, assign, claim by the mailed token, revoke, resend)
 * through `@polar-sh/sdk` 0.47, with the holder's benefits following the seat.
 */

let server: TestServer;
let seller: BillingOrg;

type Subscription = { id: string; seats: number | null; amount: number; customer_id: string };

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "seats");
});
afterAll(async () => server?.close());

const email = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

const seatPlan = (extra: Record<string, unknown> = {}) =>
  createSeatProduct(server, seller.token, "Team plan", VOLUME_SEAT_TIERS, extra);

async function subscribe(productId: string, seats: number, buyer = email("buyer")) {
  const { checkout } = await buyProduct(server, seller.token, productId, { email: buyer, checkout: { seats } });
  expect(checkout.status).toBe("succeeded");
  const list = await v1<{ items: Subscription[] }>(server, "GET", `/subscriptions/?product_id=${productId}`, {
    token: seller.token,
  });
  const subscription = list.body.items.find((item) => item.customer_id === checkout.customer_id);
  if (!subscription) throw new Error("no subscription");
  return { checkout, subscription };
}

describe("seat-based prices", () => {
  it("are created and read through SDK 0.47 with their tiers and bounds", async () => {
    const polar = sdk047(server, seller.token);
    const product = await polar.products.create({
      name: "SDK seats",
      recurringInterval: "month",
      prices: [
        {
          amountType: "seat_based",
          priceCurrency: "usd",
          seatTiers: {
            seatTierType: "graduated",
            tiers: [
              { minSeats: 1, maxSeats: 3, pricePerSeat: 1500 },
              { minSeats: 4, pricePerSeat: 1000 },
            ],
          },
        },
      ],
    });
    const price = product.prices[0];
    expect(price && "amountType" in price && price.amountType).toBe("seat_based");
    if (!price || !("seatTiers" in price)) throw new Error("not a seat price");
    expect(price.seatTiers).toMatchObject({ seatTierType: "graduated", minimumSeats: 1, maximumSeats: null });
    expect(price.seatTiers.tiers).toHaveLength(2);
    const fetched = await polar.products.get({ id: product.id });
    expect(fetched.prices[0]).toMatchObject({ amountType: "seat_based" });
  });

  it("refuse tiers with a gap or an unbounded tier before the last", async () => {
    const gap = await v1(server, "POST", "/products/", {
      token: seller.token,
      body: {
        name: "Gap",
        recurring_interval: "month",
        prices: [
          {
            amount_type: "seat_based",
            seat_tiers: {
              tiers: [
                { min_seats: 1, max_seats: 3, price_per_seat: 100 },
                { min_seats: 5, price_per_seat: 90 },
              ],
            },
          },
        ],
      },
    });
    expect(gap.status).toBe(422);
    expect(JSON.stringify(gap.body)).toContain("Gap or overlap between tiers: tier ending at 3 and tier starting at 5");
    const unbounded = await v1(server, "POST", "/products/", {
      token: seller.token,
      body: {
        name: "Unbounded",
        prices: [
          {
            amount_type: "seat_based",
            seat_tiers: {
              tiers: [
                { min_seats: 1, price_per_seat: 100 },
                { min_seats: 2, price_per_seat: 90 },
              ],
            },
          },
        ],
      },
    });
    expect(unbounded.status).toBe(422);
    expect(JSON.stringify(unbounded.body)).toContain("Only the last tier can have unlimited max_seats");
  });
});

describe("checkout with seats", () => {
  it("prices the chosen seats by tier, within the bounds, and the subscription keeps them", async () => {
    const product = await seatPlan();
    const created = await v1<{
      amount: number;
      seats: number;
      min_seats: number;
      max_seats: number;
      client_secret: string;
    }>(server, "POST", "/checkouts/", { token: seller.token, body: { products: [product.id] } });
    expect(created.body).toMatchObject({ seats: 2, min_seats: 2, max_seats: 10, amount: 2000 });
    const updated = await v1<{ amount: number; seats: number }>(
      server,
      "PATCH",
      `/checkouts/client/${created.body.client_secret}`,
      { body: { seats: 6 } },
    );
    expect(updated.body).toMatchObject({ seats: 6, amount: 4800 });
    const tooMany = await v1(server, "PATCH", `/checkouts/client/${created.body.client_secret}`, {
      body: { seats: 11 },
    });
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany.body)).toContain("Maximum 10 seats allowed.");
    const tooFew = await v1(server, "PATCH", `/checkouts/client/${created.body.client_secret}`, { body: { seats: 1 } });
    expect(JSON.stringify(tooFew.body)).toContain("Minimum 2 seats required.");

    const fixed = await createProduct(server, seller.token);
    const notSeats = await v1(server, "POST", "/checkouts/", {
      token: seller.token,
      body: { products: [fixed.id], seats: 3 },
    });
    expect(notSeats.status).toBe(422);
    expect(JSON.stringify(notSeats.body)).toContain("Seats can only be set for seat-based pricing.");

    const { subscription } = await subscribe(product.id, 3);
    expect(subscription).toMatchObject({ seats: 3, amount: 3000 });
  });
});

describe("/v1/customer-seats", () => {
  it("assigns by email with a mailed token, claims it, revokes it, and never exceeds the seats", async () => {
    const benefit = await v1<{ id: string }>(server, "POST", "/benefits/", {
      token: seller.token,
      body: { type: "feature_flag", description: "Team features", properties: {}, metadata: { team: true } },
    });
    const product = await seatPlan({ name: "Seats with benefit" });
    await v1(server, "POST", `/products/${product.id}/benefits`, {
      token: seller.token,
      body: { benefits: [benefit.body.id] },
    });
    const { subscription } = await subscribe(product.id, 2);
    const polar = sdk047(server, seller.token);

    const empty = await polar.customerSeats.listSeats({ subscriptionId: subscription.id });
    expect(empty).toMatchObject({ seats: [], availableSeats: 2, totalSeats: 2 });

    const alice = email("alice");
    const assigned = await polar.customerSeats.assignSeat({ subscriptionId: subscription.id, email: alice });
    expect(assigned).toMatchObject({ status: "pending", email: alice, subscriptionId: subscription.id });
    expect(assigned.invitationTokenExpiresAt).toBeInstanceOf(Date);

    const mail = await server.smtp.mailTo(alice, "You have a seat");
    const link = mail.links.find((url) => url.includes("/seats/claim?token="));
    const token = new URL(link ?? "http://x/").searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(20);

    const info = await polar.customerSeats.getClaimInfo({ invitationToken: token });
    expect(info).toMatchObject({ productName: "Seats with benefit", customerEmail: alice, canClaim: true });

    const claimed = await polar.customerSeats.claimSeat({ invitationToken: token });
    expect(claimed.seat.status).toBe("claimed");
    expect(claimed.customerSessionToken).toMatch(/^polar_cst_/);
    // The holder's portal session lists the subscription they hold a seat of.
    const holding = await sdk047(server, "unused").customerPortal.seats.listClaimedSubscriptions(
      { customerSession: claimed.customerSessionToken },
      {},
    );
    expect(holding.result.items.map((item) => item.id)).toEqual([subscription.id]);
    // The token works once.
    const again = await v1(server, "POST", "/customer-seats/claim", { body: { invitation_token: token } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: "InvalidInvitationToken" });

    // The holder gets the product's benefits as their own grant.
    await drainGrantJobs(server.gatehouse.database.db);
    const grants = await v1<{ items: Array<{ customer_id: string; is_granted: boolean }> }>(
      server,
      "GET",
      `/benefits/${benefit.body.id}/grants`,
      { token: seller.token },
    );
    expect(grants.body.items.filter((grant) => grant.is_granted).map((grant) => grant.customer_id)).toContain(
      claimed.seat.customerId,
    );

    // Immediate claim takes the last seat; a third is refused.
    const bob = await polar.customerSeats.assignSeat({
      subscriptionId: subscription.id,
      email: email("bob"),
      immediateClaim: true,
    });
    expect(bob.status).toBe("claimed");
    const full = await v1(server, "POST", "/customer-seats", {
      token: seller.token,
      body: { subscription_id: subscription.id, email: email("carol") },
    });
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({ error: "SeatNotAvailable" });

    // Revoking frees the seat and takes the benefit back.
    const revoked = await polar.customerSeats.revokeSeat({ seatId: claimed.seat.id });
    expect(revoked.status).toBe("revoked");
    await drainGrantJobs(server.gatehouse.database.db);
    const after = await v1<{ items: Array<{ customer_id: string; is_granted: boolean }> }>(
      server,
      "GET",
      `/benefits/${benefit.body.id}/grants`,
      { token: seller.token },
    );
    expect(after.body.items.some((grant) => grant.customer_id === claimed.seat.customerId && grant.is_granted)).toBe(
      false,
    );
    const listed = await polar.customerSeats.listSeats({ subscriptionId: subscription.id });
    expect(listed.availableSeats).toBe(1);
  });

  it("resends a pending seat's invitation with a new token, and refuses bad requests clearly", async () => {
    const product = await seatPlan({ name: "Resend plan" });
    const { subscription } = await subscribe(product.id, 2);
    const polar = sdk047(server, seller.token);
    const dana = email("dana");
    const seat = await polar.customerSeats.assignSeat({ subscriptionId: subscription.id, email: dana });
    const first = await server.smtp.mailTo(dana, "You have a seat");
    server.smtp.clear();
    await polar.customerSeats.resendInvitation({ seatId: seat.id });
    const second = await server.smtp.mailTo(dana, "You have a seat");
    const tokenOf = (links: string[]) =>
      new URL(links.find((url) => url.includes("token=")) ?? "http://x/").searchParams.get("token");
    expect(tokenOf(second.links)).not.toBe(tokenOf(first.links));
    // The first token no longer works.
    const stale = await v1(server, "GET", `/customer-seats/claim/${tokenOf(first.links)}`);
    expect(stale.status).toBe(404);

    const none = await v1(server, "GET", "/customer-seats", { token: seller.token });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ detail: "Either subscription_id or order_id must be provided" });
    const two = await v1(server, "POST", "/customer-seats", {
      token: seller.token,
      body: { subscription_id: subscription.id, email: email("x"), customer_id: crypto.randomUUID() },
    });
    expect(two.status).toBe(400);
    expect(two.body).toMatchObject({ error: "InvalidSeatAssignmentRequest" });
    const unknown = await v1(server, "DELETE", `/customer-seats/${crypto.randomUUID()}`, { token: seller.token });
    expect(unknown.status).toBe(404);
    const unauthenticated = await v1(server, "GET", `/customer-seats?subscription_id=${subscription.id}`);
    expect(unauthenticated.status).toBe(401);
  });

  it("lets the buyer manage their seats in the customer portal, and no one else's", async () => {
    const product = await seatPlan({ name: "Portal seats" });
    const { subscription } = await subscribe(product.id, 3);
    const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
      token: seller.token,
      body: { customer_id: subscription.customer_id },
    });
    const portal = sdk047(server, "unused");
    const security = { customerSession: session.body.token };
    const listed = await portal.customerPortal.seats.listSeats(security, { subscriptionId: subscription.id });
    expect(listed.totalSeats).toBe(3);
    const erin = email("erin");
    const seat = await portal.customerPortal.seats.assignSeat(security, {
      subscriptionId: subscription.id,
      email: erin,
    });
    expect(seat.status).toBe("pending");
    await server.smtp.mailTo(erin, "You have a seat");
    const revoked = await portal.customerPortal.seats.revokeSeat(security, { seatId: seat.id });
    expect(revoked.status).toBe("revoked");

    // Another customer's session sees nothing of it.
    const other = await subscribe((await seatPlan({ name: "Other seats" })).id, 2);
    const otherSession = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
      token: seller.token,
      body: { customer_id: other.subscription.customer_id },
    });
    const foreign = await v1(server, "GET", `/customer-portal/seats?subscription_id=${subscription.id}`, {
      headers: { authorization: `Bearer ${otherSession.body.token}` },
    });
    expect(foreign.status).toBe(404);
  });
});
