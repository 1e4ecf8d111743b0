import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RefundResource } from "../../src/billing/refunds/service.ts";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import { testClock } from "../helpers/clock.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { createProduct, paidOrder } from "../helpers/orders.ts";
import { ProviderStub } from "../helpers/provider-stub.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** github_repository and discord grants call the provider's API (a local stub here) for the account the customer links. */

type Grant = {
  id: string;
  is_granted: boolean;
  is_revoked: boolean;
  error: { message: string; type: string; timestamp: string } | null;
  properties: Record<string, unknown>;
};

let server: TestServer;
let org: BillingOrg;
const stub = new ProviderStub();
const clock = testClock();

beforeAll(async () => {
  await stub.start();
  server = await startTestServer({
    env: {
      GITHUB_API_URL: `${stub.url}/github`,
      GITHUB_TOKEN: "ghp_test",
      DISCORD_API_URL: `${stub.url}/discord`,
      DISCORD_BOT_TOKEN: "bot_test",
      BENEFIT_PROVIDER_TIMEOUT_MS: "3000",
    },
  });
  org = await billingOrg(server, "providers");
});

afterAll(async () => {
  await server?.close();
  await stub.close();
  clock.uninstall();
});

const db = () => server.gatehouse.database.db;

const drain = () => drainGrantJobs(server.gatehouse.database.db);

async function purchase(
  benefit: Record<string, unknown>,
): Promise<{ grant: Grant; token: string; orderId: string; customerId: string }> {
  const created = await v1<{ id: string }>(server, "POST", "/benefits/", { token: org.token, body: benefit });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const product = await createProduct(server, org);
  expect(
    (
      await v1(server, "POST", `/products/${product.id}/benefits`, {
        token: org.token,
        body: { benefits: [created.body.id] },
      })
    ).status,
  ).toBe(200);
  const order = await paidOrder(server, org, { productId: product.id });
  await drain();
  const grants = await v1<{ items: Grant[] }>(server, "GET", `/benefits/${created.body.id}/grants`, {
    token: org.token,
  });
  const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
    token: org.token,
    body: { customer_id: order.customer_id },
  });
  return { grant: grants.body.items[0]!, token: session.body.token, orderId: order.id, customerId: order.customer_id };
}

const portalGrant = async (token: string, id: string) =>
  (await v1<Grant>(server, "GET", `/customer-portal/benefit-grants/${id}`, { token })).body;

const link = async (token: string, id: string, type: string, accountId: string | null) => {
  const response = await v1<Grant>(server, "PATCH", `/customer-portal/benefit-grants/${id}`, {
    token,
    body: { benefit_type: type, properties: { account_id: accountId } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const revokeOrder = async (orderId: string) => {
  const refund = await v1<RefundResource>(server, "POST", "/refunds/", {
    token: org.token,
    body: { order_id: orderId, amount: 1000, reason: "customer_request", revoke_benefits: true },
  });
  expect(refund.status, JSON.stringify(refund.body)).toBe(201);
  await drain();
};

const stateEvents = async (customerId: string) =>
  (
    await db().selectFrom("billing_event").select("payload").where("type", "=", "customer.state_changed").execute()
  ).filter((row) => row.payload.includes(customerId)).length;

describe("github_repository", () => {
  it("waits for the customer's account, then adds the collaborator; an account change moves it; a revoke removes it", async () => {
    stub.take();
    const { grant, token, orderId, customerId } = await purchase({
      type: "github_repository",
      description: "Repo access",
      properties: { repository_owner: "gatehouse", repository_name: "private", permission: "pull" },
    });
    // Polar: not granted until the customer connects an account; not retried.
    expect(grant).toMatchObject({
      is_granted: false,
      is_revoked: false,
      properties: { account_id: null },
      error: { type: "BenefitActionRequiredError", message: "The customer needs to connect their GitHub account" },
    });
    expect(stub.take()).toEqual([]);
    const job = await db()
      .selectFrom("benefit_grant_job")
      .selectAll()
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe("done");

    expect(await link(token, grant.id, "github_repository", "octocat")).toMatchObject({
      id: grant.id,
      properties: { account_id: "octocat" },
    });
    // The provider is called outside any transaction: the API (and its database) answers meanwhile.
    const during: number[] = [];
    stub.onRequest = async () => {
      stub.onRequest = null;
      during.push((await v1(server, "GET", `/customer-portal/benefit-grants/${grant.id}`, { token })).status);
    };
    await drain();
    expect(during).toEqual([200]);
    expect(stub.take()).toEqual([
      {
        method: "PUT",
        path: "/github/repos/gatehouse/private/collaborators/octocat",
        authorization: "Bearer ghp_test",
        body: { permission: "pull" },
      },
    ]);
    expect(await portalGrant(token, grant.id)).toMatchObject({
      is_granted: true,
      error: null,
      properties: {
        account_id: "octocat",
        granted_account_id: "octocat",
        repository_owner: "gatehouse",
        repository_name: "private",
        permission: "pull",
      },
    });
    const states = await stateEvents(customerId);
    expect(states).toBeGreaterThan(0);

    // Another account: the old access goes (an invitation not accepted yet is deleted), the new one comes.
    stub.invitations = [{ id: 42, invitee: { login: "OctoCat" } }];
    await link(token, grant.id, "github_repository", "hubot");
    await drain();
    const invitations = {
      method: "GET",
      path: "/github/repos/gatehouse/private/invitations?per_page=100",
      authorization: "Bearer ghp_test",
      body: undefined,
    };
    expect(stub.take()).toEqual([
      invitations,
      {
        method: "DELETE",
        path: "/github/repos/gatehouse/private/invitations/42",
        authorization: "Bearer ghp_test",
        body: undefined,
      },
      {
        method: "PUT",
        path: "/github/repos/gatehouse/private/collaborators/hubot",
        authorization: "Bearer ghp_test",
        body: { permission: "pull" },
      },
    ]);

    // The invitation was accepted; the seller changes the permission: the access is granted again with it.
    stub.invitations = [];
    const removal = {
      method: "DELETE",
      path: "/github/repos/gatehouse/private/collaborators/hubot",
      authorization: "Bearer ghp_test",
      body: undefined,
    };
    const benefitId = ((await portalGrant(token, grant.id)) as Grant & { benefit_id: string }).benefit_id;
    const edited = await v1(server, "PATCH", `/benefits/${benefitId}`, {
      token: org.token,
      body: {
        type: "github_repository",
        properties: { repository_owner: "gatehouse", repository_name: "private", permission: "push" },
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await drain();
    expect(stub.take()).toEqual([
      invitations,
      removal,
      {
        method: "PUT",
        path: "/github/repos/gatehouse/private/collaborators/hubot",
        authorization: "Bearer ghp_test",
        body: { permission: "push" },
      },
    ]);

    await revokeOrder(orderId);
    expect(stub.take()).toEqual([invitations, removal]);
    expect(await portalGrant(token, grant.id)).toMatchObject({
      is_granted: false,
      is_revoked: true,
      properties: { account_id: "hubot" },
    });
    expect(await stateEvents(customerId)).toBeGreaterThan(states);
    // A revoked grant cannot be updated (Polar: 403); the benefit type must be the grant's (422).
    expect(
      (
        await v1(server, "PATCH", `/customer-portal/benefit-grants/${grant.id}`, {
          token,
          body: { benefit_type: "github_repository", properties: { account_id: "x" } },
        })
      ).status,
    ).toBe(403);
  });
});

describe("discord", () => {
  it("a failing provider records the error and is retried until the role is given; a revoke takes the role back (or kicks)", async () => {
    stub.take();
    const guild = "123456789012345678";
    const { grant, token, orderId } = await purchase({
      type: "discord",
      description: "Discord role",
      properties: { guild_token: guild, role_id: "999", kick_member: false },
    });
    expect(grant).toMatchObject({ is_granted: false, error: { type: "BenefitActionRequiredError" } });
    expect(
      (
        await v1(server, "PATCH", `/customer-portal/benefit-grants/${grant.id}`, {
          token,
          body: { benefit_type: "github_repository", properties: { account_id: "x" } },
        })
      ).status,
    ).toBe(422);

    stub.failNext(1, 502);
    await link(token, grant.id, "discord", "555555555555555555");
    await drain();
    let current = await portalGrant(token, grant.id);
    expect(current).toMatchObject({
      is_granted: false,
      error: { type: "BenefitProviderError", message: expect.stringContaining("Discord answered 502") },
    });
    const job = await db()
      .selectFrom("benefit_grant_job")
      .selectAll()
      .where("action", "=", "update")
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "pending", attempts: 1 });

    clock.advance(10_001);
    await drain();
    current = await portalGrant(token, grant.id);
    expect(current).toMatchObject({
      is_granted: true,
      error: null,
      properties: {
        account_id: "555555555555555555",
        guild_id: guild,
        role_id: "999",
        granted_account_id: "555555555555555555",
      },
    });
    const put = {
      method: "PUT",
      path: `/discord/guilds/${guild}/members/555555555555555555/roles/999`,
      authorization: "Bot bot_test",
      body: undefined,
    };
    expect(stub.take()).toEqual([put, put]);

    await revokeOrder(orderId);
    expect(stub.take()).toEqual([
      {
        method: "DELETE",
        path: `/discord/guilds/${guild}/members/555555555555555555/roles/999`,
        authorization: "Bot bot_test",
        body: undefined,
      },
    ]);

    const kicking = await purchase({
      type: "discord",
      description: "Discord kick",
      properties: { guild_token: guild, role_id: "777", kick_member: true },
    });
    await link(kicking.token, kicking.grant.id, "discord", "666666666666666666");
    await drain();
    await revokeOrder(kicking.orderId);
    expect(stub.take().map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT /discord/guilds/${guild}/members/666666666666666666/roles/777`,
      `DELETE /discord/guilds/${guild}/members/666666666666666666`,
    ]);
  });
});
