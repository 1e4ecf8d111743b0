import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

let server: TestServer;
let seller: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "orgs");
});
afterAll(() => server?.close());

const eventsOf = (organizationId: string) =>
  server.gatehouse.database.db
    .selectFrom("billing_event")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy("created_at")
    .execute();

describe("/v1/organizations through @polar-sh/sdk 0.47 (strict responses)", () => {
  it("gets the organization with its default settings and every Polar key", async () => {
    const organization = await sdk047(server, seller.token).organizations.get({ id: seller.organization.id });
    expect(organization).toMatchObject({
      id: seller.organization.id,
      name: seller.organization.name,
      slug: seller.organization.slug,
      status: "created",
      email: null,
      website: null,
      socials: [],
      detailsSubmittedAt: null,
      modifiedAt: null,
      featureSettings: { issueFundingEnabled: false },
      subscriptionSettings: {
        allowMultipleSubscriptions: false,
        allowCustomerUpdates: true,
        prorationBehavior: "prorate",
      },
      notificationSettings: { newOrder: true, newSubscription: true },
    });
    expect(organization.createdAt).toBeInstanceOf(Date);
  });

  it("lists the token's organization, paginated and filtered by slug", async () => {
    const polar = sdk047(server, seller.token);
    const page = await polar.organizations.list({});
    expect(page.result.items.map((o) => o.id)).toEqual([seller.organization.id]);
    expect(page.result.pagination).toEqual({ totalCount: 1, maxPage: 1 });
    const none = await polar.organizations.list({ slug: "no-such-slug" });
    expect(none.result).toEqual({ items: [], pagination: { totalCount: 0, maxPage: 0 } });
  });

  it("updates and records organization.updated in the outbox", async () => {
    const before = (await eventsOf(seller.organization.id)).length;
    const updated = await sdk047(server, seller.token).organizations.update({
      id: seller.organization.id,
      organizationUpdate: {
        name: "Renamed seller",
        email: "billing@example.com",
        website: "https://example.com",
        socials: [{ platform: "github", url: "https://github.com/example" }],
        featureSettings: { issueFundingEnabled: true },
        subscriptionSettings: {
          allowMultipleSubscriptions: true,
          allowCustomerUpdates: false,
          prorationBehavior: "invoice",
          benefitRevocationGracePeriod: 0,
          preventTrialAbuse: false,
        },
        notificationSettings: { newOrder: false, newSubscription: true },
      },
    });
    expect(updated).toMatchObject({
      name: "Renamed seller",
      email: "billing@example.com",
      website: "https://example.com",
      socials: [{ platform: "github", url: "https://github.com/example" }],
      featureSettings: { issueFundingEnabled: true },
      subscriptionSettings: {
        allowMultipleSubscriptions: true,
        allowCustomerUpdates: false,
        prorationBehavior: "invoice",
      },
      prorationBehavior: "invoice",
      allowCustomerUpdates: false,
      notificationSettings: { newOrder: false, newSubscription: true },
    });
    expect(updated.modifiedAt).toBeInstanceOf(Date);
    const events = await eventsOf(seller.organization.id);
    expect(events).toHaveLength(before + 1);
    const event = events.at(-1)!;
    const payload = JSON.parse(event.payload) as {
      type: string;
      timestamp: string;
      data: { id: string; name: string };
    };
    expect(event.type).toBe("organization.updated");
    expect(payload).toMatchObject({
      type: "organization.updated",
      data: { id: seller.organization.id, name: "Renamed seller" },
    });
    expect(payload.timestamp).toMatch(/Z$/);
  });

  it("a partial update keeps the other settings", async () => {
    const response = await v1<{ email: string; subscription_settings: { allow_multiple_subscriptions: boolean } }>(
      server,
      "PATCH",
      `/organizations/${seller.organization.id}`,
      {
        token: seller.token,
        body: { email: null },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.email).toBeNull();
    expect(response.body.subscription_settings.allow_multiple_subscriptions).toBe(true);
  });

  it("an unknown organization is 404 ResourceNotFound", async () => {
    const response = await v1(server, "GET", `/organizations/${crypto.randomUUID()}`, { token: seller.token });
    expectError(response, 404, "ResourceNotFound");
  });
});

describe("/v1/organizations through @polar-sh/sdk 1.0", () => {
  it("gets, lists and updates", async () => {
    const polar = sdk10(server, seller.token);
    const organization = await polar.organizations.get(seller.organization.id);
    expect(organization.id).toBe(seller.organization.id);
    const list = await polar.organizations.list();
    expect(list.items.map((o) => o.id)).toEqual([seller.organization.id]);
    const updated = await polar.organizations.update(seller.organization.id, { website: "https://gatehouse.example" });
    expect(updated.website).toBe("https://gatehouse.example");
  });
});
