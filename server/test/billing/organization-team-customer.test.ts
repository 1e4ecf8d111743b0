import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, createToken, v1 } from "../helpers/billing.ts";
import { buyProduct, createSeatProduct } from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createRole, setRoles } from "../organization/custom-role-fixtures.ts";
import {
  createOrganization,
  db,
  invite,
  joinedMember,
  type Organization,
  type Person,
  person,
} from "../organization/fixtures.ts";

/**
 * The organization bound to the seller (ENTITLEMENTS_SELLER) is a team customer there: when its
 * customer is made or bound it becomes `type: team`, and its members follow the organization's
 * membership through the organization plugin's hooks — owner → owner, whoever may manage its
 * billing (organization: update: admin, or an own role granting it) → billing manager, others → member, external id = the user's id, email = the user's.
 */

const APP_ORIGIN = "http://127.0.0.1:5173";
const SELLER_SLUG = `team-seller-${crypto.randomUUID().slice(0, 8)}`;

let server: TestServer;
let seller: BillingOrg;
let seatsProductId: string;

type CustomerMember = { id: string; email: string; external_id: string | null; role: string; name: string | null };
type List<T> = { items: T[]; pagination: { total_count: number } };

beforeAll(async () => {
  server = await startTestServer({ env: { ENTITLEMENTS_SELLER: SELLER_SLUG, TRUSTED_ORIGINS: APP_ORIGIN } });
  const owner = await person(server, "team-seller");
  const organization = await createOrganization(owner, { name: "Team seller", slug: SELLER_SLUG });
  seller = { owner, organization, token: await createToken(server, owner, organization.id) };
  seatsProductId = (await createSeatProduct(server, seller.token, "Team seats")).id;
});
afterAll(async () => server?.close());

/** The seller's customer of the organization, or undefined. */
const customerOf = (organizationId: string) =>
  db(server)
    .selectFrom("customer")
    .select(["id", "type", "email"])
    .where("organization_id", "=", seller.organization.id)
    .where("external_id", "=", organizationId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();

/** The customer's members as [external id, email, role], sorted. */
async function membersOf(customerId: string): Promise<Array<[string | null, string, string]>> {
  const listed = await v1<List<CustomerMember>>(server, "GET", `/customers/${customerId}/members`, {
    token: seller.token,
    query: { limit: "100" },
  });
  expect(listed.status).toBe(200);
  return listed.body.items
    .map((member): [string | null, string, string] => [member.external_id, member.email, member.role])
    .sort((x, y) => (x[0] ?? "").localeCompare(y[0] ?? ""));
}

const sorted = (rows: Array<[string | null, string, string]>) =>
  [...rows].sort((x, y) => (x[0] ?? "").localeCompare(y[0] ?? ""));

/** The organization's checkout at the seller (the app's billing route): it makes the organization's customer. */
async function startCheckout(who: Person) {
  const started = await who.client.post<{ id: string }>(
    "/billing/checkout",
    { productId: seatsProductId, seats: 5 },
    { headers: { origin: APP_ORIGIN } },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(201);
}

const memberEvents = async (customerId: string) =>
  (
    await db(server)
      .selectFrom("billing_event")
      .select(["type", "payload"])
      .where("organization_id", "=", seller.organization.id)
      .where("type", "like", "member.%")
      .orderBy("created_at")
      .execute()
  )
    .map((row) => ({ type: row.type, data: (JSON.parse(row.payload) as { data: { customer_id: string } }).data }))
    .filter((event) => event.data.customer_id === customerId)
    .map((event) => event.type)
    // Events of one transaction share their time: compared as a set with counts.
    .sort();

describe("the organization's customer at the seller", () => {
  let owner: Person;
  let team: Organization;

  beforeAll(async () => {
    owner = await person(server, "bridge-owner");
    team = await createOrganization(owner, { name: "Bridge team" });
  });

  it("is made a team customer whose members are the organization's, roles mapped", async () => {
    const admin = await joinedMember(server, owner, team.id, "admin", "bridge-admin");
    const plain = await joinedMember(server, owner, team.id, "member", "bridge-member");
    // No customer yet: membership changes leave the seller alone.
    expect(await customerOf(team.id)).toBeUndefined();

    await startCheckout(owner);
    const customer = await customerOf(team.id);
    expect(customer?.type).toBe("team");
    expect(await membersOf(customer?.id ?? "")).toEqual(
      sorted([
        [owner.id, owner.email, "owner"],
        [admin.id, admin.email, "billing_manager"],
        [plain.id, plain.email, "member"],
      ]),
    );
    // The owner made with the customer (its tagged billing address) gave way to the organization's owner.
    expect(await memberEvents(customer?.id ?? "")).toEqual([
      "member.created",
      "member.created",
      "member.created",
      "member.created",
      "member.deleted",
    ]);
  });

  it("follows joins, role changes, removals and departures", async () => {
    const customer = await customerOf(team.id);
    const customerId = customer?.id ?? "";
    const joiner = await joinedMember(server, owner, team.id, "member", "bridge-joiner");
    expect((await membersOf(customerId)).find((row) => row[0] === joiner.id)).toEqual([
      joiner.id,
      joiner.email,
      "member",
    ]);

    const promoted = await owner.client.post("/organization/update-member-role", {
      memberId: joiner.member.id,
      role: "admin",
      organizationId: team.id,
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect((await membersOf(customerId)).find((row) => row[0] === joiner.id)?.[2]).toBe("billing_manager");

    // A role of the organization's own that may manage its billing (organization: update) makes a
    // billing manager too; one that may not, a member.
    await createRole(owner, team.id, "finance", { organization: ["update"] });
    await createRole(owner, team.id, "support", { member: ["create"] });
    expect((await setRoles(owner, team.id, joiner.member.id, "finance")).status).toBe(200);
    expect((await membersOf(customerId)).find((row) => row[0] === joiner.id)?.[2]).toBe("billing_manager");
    expect((await setRoles(owner, team.id, joiner.member.id, "support")).status).toBe(200);
    expect((await membersOf(customerId)).find((row) => row[0] === joiner.id)?.[2]).toBe("member");

    const removed = await owner.client.post("/organization/remove-member", {
      memberIdOrEmail: joiner.member.id,
      organizationId: team.id,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await membersOf(customerId)).map((row) => row[0])).not.toContain(joiner.id);

    const leaver = await joinedMember(server, owner, team.id, "member", "bridge-leaver");
    expect((await membersOf(customerId)).map((row) => row[0])).toContain(leaver.id);
    const left = await leaver.client.post("/organization/leave", { organizationId: team.id });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect((await membersOf(customerId)).map((row) => row[0])).not.toContain(leaver.id);
  });

  it("moves ownership when the organization's owner changes", async () => {
    const customerId = (await customerOf(team.id))?.id ?? "";
    const second = await joinedMember(server, owner, team.id, "owner", "bridge-second-owner");
    // Two owners in the organization: the first is the customer's owner, the second manages billing.
    expect((await membersOf(customerId)).find((row) => row[0] === second.id)?.[2]).toBe("billing_manager");
    const left = await owner.client.post("/organization/leave", { organizationId: team.id });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    const rows = await membersOf(customerId);
    expect(rows.find((row) => row[0] === second.id)?.[2]).toBe("owner");
    expect(rows.map((row) => row[0])).not.toContain(owner.id);
    expect(rows.filter((row) => row[2] === "owner")).toHaveLength(1);
  });
});

describe("a customer the seller made for the organization", () => {
  it("is bound at the organization's next membership change: a team customer with its members", async () => {
    const owner = await person(server, "bound-owner");
    const team = await createOrganization(owner, { name: "Bound team" });
    const made = await v1<{ id: string; type: string }>(server, "POST", "/customers/", {
      token: seller.token,
      body: { email: owner.email, external_id: team.id, name: "Bound team" },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.type).toBe("individual");

    const joiner = await joinedMember(server, owner, team.id, "member", "bound-joiner");
    const customer = await customerOf(team.id);
    expect(customer?.type).toBe("team");
    // The owner made with the customer had the owner's address: it is the owner, now under the user's id.
    expect(await membersOf(made.body.id)).toEqual(
      sorted([
        [owner.id, owner.email, "owner"],
        [joiner.id, joiner.email, "member"],
      ]),
    );
  });

  it("is bound when the organization starts a checkout", async () => {
    const owner = await person(server, "checkout-owner");
    const team = await createOrganization(owner, { name: "Checkout team" });
    const made = await v1<{ id: string }>(server, "POST", "/customers/", {
      token: seller.token,
      body: { email: `billing-${team.id}@example.com`, external_id: team.id },
    });
    expect(made.status).toBe(201);
    await startCheckout(owner);
    expect((await customerOf(team.id))?.type).toBe("team");
    expect(await membersOf(made.body.id)).toEqual([[owner.id, owner.email, "owner"]]);
  });
});

describe("an accept refused for want of a seat", () => {
  it("adds no member to the team customer: the member is added in the accept's transaction", async () => {
    const owner = await person(server, "full-owner");
    const team = await createOrganization(owner, { name: "Full team" });
    const { checkout } = await buyProduct(server, seller.token, seatsProductId, {
      email: owner.email,
      checkout: { external_customer_id: team.id, seats: 2 },
    });
    expect(checkout.status).toBe("succeeded");
    const joiner = await joinedMember(server, owner, team.id, "member", "full-joiner");
    const customer = await customerOf(team.id);
    expect(customer?.type).toBe("team");
    expect((await membersOf(customer?.id ?? "")).map((row) => row[0]).sort()).toEqual([owner.id, joiner.id].sort());

    const late = await person(server, "full-late");
    const invitation = await invite(owner, team.id, late.email);
    const refused = await late.client.post<{ code?: string }>("/organization/accept-invitation", {
      invitationId: invitation.id,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("NO_SEATS_AVAILABLE");
    expect((await membersOf(customer?.id ?? "")).map((row) => row[0])).not.toContain(late.id);
  });
});
