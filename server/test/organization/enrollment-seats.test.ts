import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../helpers/billing.ts";
import { buyProduct, createSeatProduct } from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { enroll, memberRole, suggestionsOf, verifiedDomain, verifiedPerson } from "./enrollment-fixture.ts";
import { createOrganization, db, type ErrorBody, person } from "./fixtures.ts";

/**
 * Enrollment and paid seats: an organization whose seat-based subscription has no free seat does
 * not add people of its domain on its own — it suggests joining instead — and a suggested join
 * refused for want of a seat is a 403 with its code that writes nothing.
 */

const SELLER = `enroll-seller-${crypto.randomUUID().slice(0, 8)}`;
const DOMAIN = "seated.test";
let server: TestServer;
let seller: BillingOrg;

beforeAll(async () => {
  server = await startTestServer({ env: { ENTITLEMENTS_SELLER: SELLER } });
  seller = await billingOrg(server, "enroll-seller");
  await db(server).updateTable("organization").set({ slug: SELLER }).where("id", "=", seller.organization.id).execute();
});
afterAll(async () => server?.close());

describe("auto_join with seats", () => {
  it("takes a free seat, then falls back to suggesting; a join without a seat is refused", async () => {
    const productId = (await createSeatProduct(server, seller.token, "Team seats")).id;
    const owner = await person(server, "seat-owner");
    const team = await createOrganization(owner, { name: "Seated" });
    const { checkout } = await buyProduct(server, seller.token, productId, {
      email: owner.email,
      checkout: { external_customer_id: team.id, seats: 2 },
    });
    expect(checkout.status).toBe("succeeded");
    await verifiedDomain(server, team.id, DOMAIN);
    await enroll(owner, team.id, { domain: DOMAIN, mode: "auto_join" });

    // The owner holds one seat; the first person takes the other.
    const first = await verifiedPerson(server, "first", DOMAIN);
    expect(await memberRole(server, team.id, first.id)).toBe("member");

    const second = await verifiedPerson(server, "second", DOMAIN);
    expect(await memberRole(server, team.id, second.id)).toBeUndefined();
    expect(await suggestionsOf(second.client)).toEqual([
      expect.objectContaining({ organizationId: team.id, domain: DOMAIN }),
    ]);
    const refused = await second.client.post<ErrorBody>("/organization/enrollment/join", { organizationId: team.id });
    expect([refused.status, refused.body.code]).toEqual([403, "NO_SEATS_AVAILABLE"]);
    expect(await memberRole(server, team.id, second.id)).toBeUndefined();
  });
});
