import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expectError, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createSeatProduct, VOLUME_SEAT_TIERS } from "../helpers/checkout.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * A team customer's seats go to its members: assigning a seat by member id, external member id
 * or email grants the product's benefits to that member (grants carrying `member_id` and
 * `member`), revoking the seat or removing the member revokes them, license keys name the member
 * from API version 2026-10, and the portal shows a `member` only their own grants.
 */

let server: TestServer;
let seller: BillingOrg;

type Member = { id: string; email: string; external_id: string | null; role: string; customer_id: string };
type Seat = {
  id: string;
  status: string;
  customer_id: string | null;
  member_id: string | null;
  member: Member | null;
  email: string | null;
};
type Grant = {
  id: string;
  customer_id: string;
  member_id: string | null;
  member: Member | null;
  benefit_id: string;
  is_granted: boolean;
  is_revoked: boolean;
};
type List<T> = { items: T[]; pagination: { total_count: number; max_page: number } };

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "member-grants");
});
afterAll(async () => server?.close());

const tagOf = () => crypto.randomUUID().slice(0, 8);

/** A team plan with a feature flag and a license key, bought with `seats` seats by a new team customer. */
async function teamWithSeats(seats: number) {
  const tag = tagOf();
  const flag = await v1<{ id: string }>(server, "POST", "/benefits/", {
    token: seller.token,
    body: { type: "feature_flag", description: `Team features ${tag}`, properties: {}, metadata: {} },
  });
  const license = await v1<{ id: string }>(server, "POST", "/benefits/", {
    token: seller.token,
    body: {
      type: "license_keys",
      description: `Team license ${tag}`,
      properties: { prefix: "TEAM", expires: null, activations: null, limit_usage: null },
    },
  });
  expect(license.status, JSON.stringify(license.body)).toBe(201);
  const product = await createSeatProduct(server, seller.token, `Team plan ${tag}`, VOLUME_SEAT_TIERS);
  await v1(server, "POST", `/products/${product.id}/benefits`, {
    token: seller.token,
    body: { benefits: [flag.body.id, license.body.id] },
  });
  const ownerEmail = `owner-${tag}@example.com`;
  const team = await v1<{ id: string; type: string }>(server, "POST", "/customers/", {
    token: seller.token,
    body: { type: "team", name: `Team ${tag}`, external_id: `team-${tag}`, owner: { email: ownerEmail, name: "Olga" } },
  });
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  const { checkout } = await buyProduct(server, seller.token, product.id, {
    email: ownerEmail,
    checkout: { seats, customer_id: team.body.id },
  });
  expect(checkout.status).toBe("succeeded");
  expect(checkout.customer_id).toBe(team.body.id);
  const subscriptions = await v1<List<{ id: string; customer_id: string }>>(
    server,
    "GET",
    `/subscriptions/?product_id=${product.id}`,
    { token: seller.token },
  );
  const subscription = subscriptions.body.items[0];
  if (!subscription) throw new Error("no subscription");
  await drainGrantJobs(server.gatehouse.database.db);
  return {
    tag,
    teamId: team.body.id,
    subscriptionId: subscription.id,
    flagId: flag.body.id,
    licenseId: license.body.id,
  };
}

const grantsOf = async (benefitId: string, query: Record<string, string> = {}) => {
  const listed = await v1<List<Grant>>(server, "GET", `/benefits/${benefitId}/grants`, { token: seller.token, query });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body.items;
};

const assign = (body: Record<string, unknown>) =>
  v1<Seat>(server, "POST", "/customer-seats", { token: seller.token, body });

async function sessionOf(body: Record<string, unknown>) {
  const created = await v1<{ token: string }>(server, "POST", "/customer-sessions/", { token: seller.token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.token;
}

describe("seats of a team customer", () => {
  it("go to a member by email (added as a member) and grant the benefits to that member", async () => {
    const t = await teamWithSeats(3);
    const email = `ann-${t.tag}@example.com`;
    const seat = await assign({ subscription_id: t.subscriptionId, email, immediate_claim: true });
    expect(seat.status, JSON.stringify(seat.body)).toBe(200);
    expect(seat.body).toMatchObject({ status: "claimed", customer_id: t.teamId, email });
    expect(seat.body.member).toMatchObject({ email, role: "member", customer_id: t.teamId });
    expect(seat.body.member_id).toBe(seat.body.member?.id);

    const members = await v1<List<Member>>(server, "GET", `/customers/${t.teamId}/members`, { token: seller.token });
    expect(members.body.items.map((member) => [member.email, member.role]).sort()).toEqual(
      [
        [email, "member"],
        [`owner-${t.tag}@example.com`, "owner"],
      ].sort(),
    );

    await drainGrantJobs(server.gatehouse.database.db);
    const memberId = seat.body.member_id ?? "";
    const flagGrants = await grantsOf(t.flagId, { member_id: memberId });
    expect(flagGrants).toHaveLength(1);
    expect(flagGrants[0]).toMatchObject({
      customer_id: t.teamId,
      member_id: memberId,
      is_granted: true,
      member: { id: memberId, email, role: "member" },
    });
    // The buyer's own grants carry no member; they are not the member's.
    const all = await grantsOf(t.flagId, { customer_id: t.teamId });
    expect(all.map((grant) => grant.member_id).sort()).toEqual([memberId, null].sort());
    // Listed through /v1/benefit-grants/ with the member filter too.
    const listed = await v1<List<Grant>>(server, "GET", "/benefit-grants/", {
      token: seller.token,
      query: { member_id: memberId },
    });
    expect(listed.body.items.map((grant) => grant.benefit_id).sort()).toEqual([t.flagId, t.licenseId].sort());

    // SDK 0.47 (strict) still reads seats and grants carrying a member.
    const strict = sdk047(server, seller.token);
    const seats = await strict.customerSeats.listSeats({ subscriptionId: t.subscriptionId });
    expect(seats.seats.map((item) => item.id)).toEqual([seat.body.id]);
    const page = await strict.benefits.grants({ id: t.flagId, customerId: t.teamId });
    expect(page.result.items).toHaveLength(2);
  });

  it("go to a member by id or external id; a pending seat's claim opens a member session", async () => {
    const t = await teamWithSeats(3);
    const added = await v1<Member>(server, "POST", `/customers/${t.teamId}/members`, {
      token: seller.token,
      body: { email: `ben-${t.tag}@example.com`, external_id: `ben-${t.tag}`, role: "billing_manager" },
    });
    expect(added.status).toBe(201);
    const pending = await assign({ subscription_id: t.subscriptionId, external_member_id: `ben-${t.tag}` });
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    expect(pending.body).toMatchObject({ status: "pending", member_id: added.body.id, email: added.body.email });
    // The same member twice is refused.
    expectError(
      await assign({ subscription_id: t.subscriptionId, member_id: added.body.id }),
      400,
      "SeatAlreadyAssigned",
    );

    const mail = await server.smtp.mailTo(added.body.email, "You have a seat");
    const link = mail.links.find((url) => url.includes("/seats/claim?token="));
    const token = new URL(link ?? "http://x/").searchParams.get("token") ?? "";
    const claimed = await v1<{ seat: Seat; customer_session_token: string }>(server, "POST", "/customer-seats/claim", {
      body: { invitation_token: token },
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.seat).toMatchObject({ status: "claimed", member_id: added.body.id });
    const user = await v1<{ member_id: string; role: string }>(
      server,
      "GET",
      "/customer-portal/customer-session/user",
      {
        token: claimed.body.customer_session_token,
      },
    );
    expect(user.body).toMatchObject({ member_id: added.body.id, role: "billing_manager" });

    await drainGrantJobs(server.gatehouse.database.db);
    expect((await grantsOf(t.flagId, { member_id: added.body.id })).map((grant) => grant.is_granted)).toEqual([true]);
  });

  it("refuse a member the team does not have, and member ids on an individual customer's seats", async () => {
    const t = await teamWithSeats(2);
    expectError(
      await assign({ subscription_id: t.subscriptionId, external_member_id: "nobody" }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await assign({ subscription_id: t.subscriptionId, member_id: crypto.randomUUID() }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await assign({ subscription_id: t.subscriptionId, member_id: crypto.randomUUID(), email: "two@example.com" }),
      400,
      "InvalidSeatAssignmentRequest",
    );
    const seats = await v1<{ seats: Seat[] }>(server, "GET", `/customer-seats?subscription_id=${t.subscriptionId}`, {
      token: seller.token,
    });
    expect(seats.body.seats).toEqual([]);

    const product = await createSeatProduct(server, seller.token, `Solo plan ${t.tag}`, VOLUME_SEAT_TIERS);
    const { checkout } = await buyProduct(server, seller.token, product.id, {
      email: `solo-${t.tag}@example.com`,
      checkout: { seats: 2 },
    });
    const solo = await v1<List<{ id: string }>>(server, "GET", `/subscriptions/?product_id=${product.id}`, {
      token: seller.token,
    });
    expect(checkout.status).toBe("succeeded");
    expectError(
      await assign({ subscription_id: solo.body.items[0]?.id, member_id: crypto.randomUUID() }),
      404,
      "ResourceNotFound",
    );
  });

  it("revoke the member's benefits when the seat is revoked or the member removed", async () => {
    const t = await teamWithSeats(3);
    const first = await assign({
      subscription_id: t.subscriptionId,
      email: `cy-${t.tag}@example.com`,
      immediate_claim: true,
    });
    const second = await assign({
      subscription_id: t.subscriptionId,
      email: `di-${t.tag}@example.com`,
      immediate_claim: true,
    });
    await drainGrantJobs(server.gatehouse.database.db);
    const firstMember = first.body.member_id ?? "";
    const secondMember = second.body.member_id ?? "";
    expect((await grantsOf(t.flagId, { member_id: firstMember }))[0]?.is_granted).toBe(true);

    const revoked = await v1<Seat>(server, "DELETE", `/customer-seats/${first.body.id}`, { token: seller.token });
    expect(revoked.body.status).toBe("revoked");
    await drainGrantJobs(server.gatehouse.database.db);
    expect((await grantsOf(t.flagId, { member_id: firstMember }))[0]).toMatchObject({
      is_granted: false,
      is_revoked: true,
    });

    const removed = await v1(server, "DELETE", `/customers/${t.teamId}/members/${secondMember}`, {
      token: seller.token,
    });
    expect(removed.status).toBe(204);
    const seats = await v1<{ seats: Seat[]; available_seats: number }>(
      server,
      "GET",
      `/customer-seats?subscription_id=${t.subscriptionId}`,
      { token: seller.token },
    );
    expect(seats.body.seats.map((seat) => seat.status)).toEqual(["revoked", "revoked"]);
    expect(seats.body.available_seats).toBe(3);
    await drainGrantJobs(server.gatehouse.database.db);
    expect((await grantsOf(t.flagId, { member_id: secondMember }))[0]).toMatchObject({ is_granted: false });
    // The team's own grant stays.
    expect((await grantsOf(t.flagId, { customer_id: t.teamId, is_granted: "true" })).map((g) => g.member_id)).toEqual([
      null,
    ]);
  });
});

describe("license keys granted to a member", () => {
  it("name the member from API version 2026-10 and not before", async () => {
    const t = await teamWithSeats(2);
    const seat = await assign({
      subscription_id: t.subscriptionId,
      email: `kay-${t.tag}@example.com`,
      immediate_claim: true,
    });
    await drainGrantJobs(server.gatehouse.database.db);
    const memberId = seat.body.member_id ?? "";
    type Key = { id: string; customer_id: string; member_id?: string | null; member?: unknown };
    const keys = await v1<List<Key>>(server, "GET", "/license-keys/", {
      token: seller.token,
      query: { benefit_id: t.licenseId },
      headers: { "polar-version": "2026-10" },
    });
    expect(keys.status, JSON.stringify(keys.body)).toBe(200);
    const byMember = keys.body.items.find((key) => key.member_id === memberId);
    expect(byMember).toMatchObject({
      customer_id: t.teamId,
      member: { id: memberId, email: `kay-${t.tag}@example.com`, external_id: null },
    });
    // The team's own key names no member.
    expect(keys.body.items.filter((key) => key.member_id === null)).toHaveLength(1);
    const unversioned = await v1<Key>(server, "GET", `/license-keys/${byMember?.id}`, { token: seller.token });
    expect(unversioned.body).not.toHaveProperty("member_id");
  });
});

describe("the portal under a member session", () => {
  it("shows a member their own grants only; the owner and a billing manager see all", async () => {
    const t = await teamWithSeats(3);
    const ann = await assign({
      subscription_id: t.subscriptionId,
      email: `pa-${t.tag}@example.com`,
      immediate_claim: true,
    });
    const bob = await assign({
      subscription_id: t.subscriptionId,
      email: `pb-${t.tag}@example.com`,
      immediate_claim: true,
    });
    await drainGrantJobs(server.gatehouse.database.db);
    const annId = ann.body.member_id ?? "";
    const bobId = bob.body.member_id ?? "";

    const annToken = await sessionOf({ customer_id: t.teamId, member_id: annId });
    const own = await v1<List<Grant>>(server, "GET", "/customer-portal/benefit-grants/", { token: annToken });
    expect(own.status).toBe(200);
    expect(own.body.items.map((grant) => grant.member_id)).toEqual([annId, annId]);
    expect(own.body.pagination.total_count).toBe(2);
    const bobGrant = (await grantsOf(t.flagId, { member_id: bobId }))[0];
    expectError(
      await v1(server, "GET", `/customer-portal/benefit-grants/${bobGrant?.id}`, { token: annToken }),
      404,
      "ResourceNotFound",
    );
    const annGrant = (await grantsOf(t.flagId, { member_id: annId }))[0];
    const mine = await v1<Grant>(server, "GET", `/customer-portal/benefit-grants/${annGrant?.id}`, { token: annToken });
    expect(mine.body).toMatchObject({ id: annGrant?.id, member_id: annId });

    // The same for license keys: the member's own only; another member's is 404, even to rotate.
    type PortalKey = { id: string };
    const annKeys = await v1<List<PortalKey>>(server, "GET", "/customer-portal/license-keys/", { token: annToken });
    expect(annKeys.body.pagination.total_count).toBe(1);
    const allKeys = await v1<List<PortalKey & { customer_id: string }>>(server, "GET", "/license-keys/", {
      token: seller.token,
      query: { benefit_id: t.licenseId },
    });
    expect(allKeys.body.items).toHaveLength(3);
    const otherKey = allKeys.body.items.find((key) => key.id !== annKeys.body.items[0]?.id);
    expectError(
      await v1(server, "GET", `/customer-portal/license-keys/${otherKey?.id}`, { token: annToken }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "POST", `/customer-portal/license-keys/${otherKey?.id}/rotate`, { token: annToken }),
      404,
      "ResourceNotFound",
    );
    const ownKey = await v1<PortalKey>(server, "GET", `/customer-portal/license-keys/${annKeys.body.items[0]?.id}`, {
      token: annToken,
    });
    expect(ownKey.status).toBe(200);

    // The owner sees the team's grants and every member's: 2 benefits × 3.
    const owners = await v1<List<Member>>(server, "GET", `/customers/${t.teamId}/members`, {
      token: seller.token,
      query: { role: "owner" },
    });
    const ownerToken = await sessionOf({ customer_id: t.teamId, member_id: owners.body.items[0]?.id });
    const all = await v1<List<Grant>>(server, "GET", "/customer-portal/benefit-grants/", { token: ownerToken });
    expect(all.body.pagination.total_count).toBe(6);
    const filtered = await v1<List<Grant>>(server, "GET", "/customer-portal/benefit-grants/", {
      token: ownerToken,
      query: { member_id: bobId },
    });
    expect(filtered.body.items.map((grant) => grant.member_id)).toEqual([bobId, bobId]);

    // A billing manager sees all too.
    await v1(server, "PATCH", `/customers/${t.teamId}/members/${bobId}`, {
      token: seller.token,
      body: { role: "billing_manager" },
    });
    const bobToken = await sessionOf({ customer_id: t.teamId, member_id: bobId });
    const managed = await v1<List<Grant>>(server, "GET", "/customer-portal/benefit-grants/", { token: bobToken });
    expect(managed.body.pagination.total_count).toBe(6);
    const managedKeys = await v1<List<{ id: string }>>(server, "GET", "/customer-portal/license-keys/", {
      token: bobToken,
    });
    expect(managedKeys.body.pagination.total_count).toBe(3);
  });
});
