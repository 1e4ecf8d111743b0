import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import { type BillingOrg, billingMember, createToken, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, type Organization, type Person, person } from "../organization/fixtures.ts";

/**
 * `POST /api/auth/billing/portal`: the hosted customer portal signed in as the signed-in user's
 * customer, or the active organization's (owners and admins), through a customer session whose
 * token the URL carries; a payer who is not a customer yet becomes one, and a customer the
 * seller already has under the address is taken over only by someone who owns the address.
 */

const APP_ORIGIN = "http://127.0.0.1:5173";
const SELLER_SLUG = `portal-seller-${crypto.randomUUID().slice(0, 8)}`;

type Opened = { url: string };
type Refusal = { code: string; message: string };
type PortalCustomer = { id: string; email: string; name: string | null; external_id?: string | null };

let server: TestServer;
let seller: BillingOrg;

const open = <T>(who: Person, body: Record<string, unknown> = {}) =>
  who.client.post<T>("/billing/portal", body, { headers: { origin: APP_ORIGIN } });

/** The customer session token of a portal URL, as the web app's portal page takes it. */
function tokenOf(url: string): string {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(`${server.url}/portal`);
  const token = parsed.searchParams.get("customer_session_token");
  expect(token).toMatch(/^polar_cst_/);
  return String(token);
}

const asCustomer = <T>(token: string, path: string) => v1<T>(server, "GET", path, { token });

const db = () => server.gatehouse.database.db;
const customersOfSeller = () =>
  db()
    .selectFrom("customer")
    .select(["id", "email", "external_id", "name"])
    .where("organization_id", "=", seller.organization.id)
    .orderBy("id")
    .execute();

beforeAll(async () => {
  server = await startTestServer({ env: { ENTITLEMENTS_SELLER: SELLER_SLUG, TRUSTED_ORIGINS: APP_ORIGIN } });
  const owner = await person(server, "portal-seller");
  const organization = await createOrganization(owner, { name: "Portal seller", slug: SELLER_SLUG });
  seller = { owner, organization, token: await createToken(server, owner, organization.id) };
});
afterAll(async () => server?.close());

describe("POST /api/auth/billing/portal for the user", () => {
  it("someone who bought: 201 { url }, the portal as their customer, with their order and the return link", async () => {
    const buyer = await person(server, "portal-buyer");
    const product = await createProduct(server, seller.token, { name: "Poster" });
    const { checkout } = await buyProduct(server, seller.token, product.id, {
      email: buyer.email,
      checkout: { external_customer_id: buyer.id },
    });
    expect(checkout.status).toBe("succeeded");
    const response = await open<Opened>(buyer, { returnUrl: `${APP_ORIGIN}/account` });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(Object.keys(response.body)).toEqual(["url"]);
    const token = tokenOf(response.body.url);
    const me = await asCustomer<PortalCustomer>(token, "/customer-portal/customers/me");
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body).toMatchObject({ id: checkout.customer_id, email: buyer.email });
    const orders = await asCustomer<{ items: Array<{ product_id: string }> }>(token, "/customer-portal/orders/");
    expect(orders.body.items.map((order) => order.product_id)).toEqual([product.id]);
    const session = await asCustomer<{ return_url: string | null }>(
      token,
      "/customer-portal/customer-session/introspect",
    );
    expect(session.body.return_url).toBe(`${APP_ORIGIN}/account`);
  });

  it("someone who is no customer yet becomes one (their address, name and id) and enters an empty portal", async () => {
    const newcomer = await person(server, "portal-newcomer");
    const response = await open<Opened>(newcomer);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const token = tokenOf(response.body.url);
    expect((await asCustomer<PortalCustomer>(token, "/customer-portal/customers/me")).body).toMatchObject({
      email: newcomer.email,
      name: "Test User",
    });
    expect((await asCustomer<{ items: unknown[] }>(token, "/customer-portal/orders/")).body.items).toEqual([]);
    const mine = (await customersOfSeller()).filter((customer) => customer.external_id === newcomer.id);
    expect(mine).toEqual([expect.objectContaining({ email: newcomer.email, name: "Test User" })]);
    // A second visit finds the same customer.
    const again = await open<Opened>(newcomer);
    expect((await asCustomer<PortalCustomer>(tokenOf(again.body.url), "/customer-portal/customers/me")).body.id).toBe(
      mine[0]?.id,
    );
    expect((await customersOfSeller()).filter((customer) => customer.external_id === newcomer.id)).toHaveLength(1);
  });

  it("a customer who bought under the address without an account: taken over by the verified owner of the address", async () => {
    const email = uniqueEmail("portal-guest");
    const product = await createProduct(server, seller.token, { name: "Mug" });
    const { checkout } = await buyProduct(server, seller.token, product.id, { email });
    const client = server.client();
    const userId = await signUpVerified(server, client, email);
    const response = await client.post<Opened>("/billing/portal", {}, { headers: { origin: APP_ORIGIN } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const me = await asCustomer<PortalCustomer>(tokenOf(response.body.url), "/customer-portal/customers/me");
    expect(me.body.id).toBe(checkout.customer_id);
    const stored = (await customersOfSeller()).find((customer) => customer.id === checkout.customer_id);
    expect(stored?.external_id).toBe(userId);
  });

  it("…but not by an unverified account (403 EMAIL_NOT_VERIFIED), and never one with another id (409)", async () => {
    const guest = uniqueEmail("portal-unverified");
    const product = await createProduct(server, seller.token, { name: "Pen" });
    await buyProduct(server, seller.token, product.id, { email: guest });
    const claimant = server.client();
    expect((await claimant.signUp(guest)).status).toBe(200);
    const before = await customersOfSeller();
    const refused = await claimant.post<Refusal>("/billing/portal", {}, { headers: { origin: APP_ORIGIN } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
      message: "Verify your email address first: the seller already has a customer with it",
    });
    expect(await customersOfSeller()).toEqual(before);

    const taken = await person(server, "portal-taken");
    const other = await v1(server, "POST", "/customers/", {
      token: seller.token,
      body: { email: taken.email, external_id: "someone-else" },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const beforeConflict = await customersOfSeller();
    const conflict = await open<Refusal>(taken);
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({
      code: "CUSTOMER_EMAIL_TAKEN",
      message: "Another customer of this seller already has this email address",
    });
    expect(await customersOfSeller()).toEqual(beforeConflict);
  });
});

describe("POST /api/auth/billing/portal for the active organization", () => {
  let owner: Person;
  let team: Organization;

  beforeAll(async () => {
    owner = await person(server, "portal-team-owner");
    team = await createOrganization(owner, { name: "Portal team" });
  });

  it("the owner: the organization's customer (its name, the owner's tagged address)", async () => {
    const response = await open<Opened>(owner);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const me = await asCustomer<PortalCustomer>(tokenOf(response.body.url), "/customer-portal/customers/me");
    const [local, domain] = owner.email.split("@");
    expect(me.body).toMatchObject({ name: "Portal team", email: `${local}+${team.slug}@${domain}` });
    const stored = (await customersOfSeller()).find((customer) => customer.id === me.body.id);
    expect(stored?.external_id).toBe(team.id);
    // The owner's own portal is another customer.
    const own = await open<Opened>(owner, { customer: "user" });
    const ownMe = await asCustomer<PortalCustomer>(tokenOf(own.body.url), "/customer-portal/customers/me");
    expect(ownMe.body).toMatchObject({ email: owner.email });
    expect(ownMe.body.id).not.toBe(me.body.id);
    // The organization's audit log names who opened its billing portal; the owner's own visit is not the organization's.
    const log = await owner.client.get<{ entries: Array<{ action: string; actor: { id: string } }> }>(
      "/organization/audit-log",
      { query: { action: "billing.portal_opened" } },
    );
    expect(log.status).toBe(200);
    expect(log.body.entries).toEqual([
      expect.objectContaining({ action: "billing.portal_opened", actor: expect.objectContaining({ id: owner.id }) }),
    ]);
  });

  it("a plain member: 403, nothing made", async () => {
    const member = await billingMember(server, { owner, organization: team, token: "" }, "member");
    const before = await customersOfSeller();
    const refused = await open<Refusal>(member, { customer: "organization" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("ORGANIZATION_BILLING_NOT_ALLOWED");
    expect(await customersOfSeller()).toEqual(before);
  });
});

describe("POST /api/auth/billing/portal refusals", () => {
  it("signed out 401; unknown seller 404; untrusted returnUrl 400; malformed body 400", async () => {
    expect((await server.client().post("/billing/portal", {}, { headers: { origin: APP_ORIGIN } })).status).toBe(401);
    const someone = await person(server, "portal-refused");
    const before = await customersOfSeller();
    const unknown = await open<Refusal>(someone, { seller: "nobody-sells-here" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("SELLER_NOT_FOUND");
    const untrusted = await open<Refusal>(someone, { returnUrl: "https://evil.example/back" });
    expect(untrusted.status).toBe(400);
    expect(untrusted.body).toMatchObject({
      code: "UNTRUSTED_RETURN_URL",
      message: "returnUrl must be on Gatehouse's own origin or a trusted origin",
    });
    for (const body of [{ customer: "everyone" }, { returnUrl: "not a url" }, { seller: "" }]) {
      const malformed = await open<Refusal>(someone, body);
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ code: "VALIDATION_ERROR", message: "Invalid body parameters" });
    }
    expect(await customersOfSeller()).toEqual(before);
  });
});
