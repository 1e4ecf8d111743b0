import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../helpers/account-flows.ts";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import { type StripeStandIn, startStripeStandIn } from "../helpers/stripe-stand-in.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The sensitive /v1 actions — creating an organization access token, connecting Stripe — need a
 * recent sign-in from a session (403 NotPermitted, `Gatehouse-Error-Code: SESSION_NOT_FRESH`);
 * an access token has no sign-in to renew and is not held to it.
 */
const FRESH_AGE = 86_400; // SESSION_FRESH_AGE default
const SECRET = "sk_test_51GatehouseStepUpKey00001";
const keys = {
  secret_key: SECRET,
  publishable_key: "pk_test_51GatehouseStepUpPub001",
  webhook_secret: "whsec_GatehouseStepUpSecret001",
};

let stripe: StripeStandIn;
let server: TestServer;
let seller: BillingOrg;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  stripe.addKey(SECRET, "acct_1GatehouseStepUp1");
  server = await startTestServer({ env: { STRIPE_API_URL: stripe.url } });
  seller = await billingOrg(server, "step-up-seller");
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const db = () => server.gatehouse.database.db;

/** Makes the owner's sign-ins older than SESSION_FRESH_AGE (records and createdAt, by the wall clock). */
async function ageOwnerSignIns(): Promise<void> {
  const then = new Date(Date.now() - (FRESH_AGE + 60) * 1000).toISOString();
  const sessions = db().selectFrom("session").select("id").where("userId", "=", seller.owner.id);
  await db()
    .updateTable("session_authentication")
    .set({ auth_time: then })
    .where("session_id", "in", sessions)
    .execute();
  await db().updateTable("session").set({ createdAt: then }).where("userId", "=", seller.owner.id).execute();
}

const tokenCount = async () =>
  (
    await db()
      .selectFrom("organization_access_token")
      .select("id")
      .where("organization_id", "=", seller.organization.id)
      .execute()
  ).length;

const createTokenBody = () => ({
  organization_id: seller.organization.id,
  comment: "step-up",
  scopes: ["organizations:read"],
});

describe("sensitive /v1 actions", () => {
  it("a stale session may not create an access token; a token may; the session may again once re-authenticated", async () => {
    await ageOwnerSignIns();
    const before = await tokenCount();
    const refused = await v1<{ error: string; detail: string }>(server, "POST", "/organization-access-tokens/", {
      client: seller.owner.client,
      body: createTokenBody(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: "NotPermitted",
      detail: "Sign in again to perform this action: your sign-in is too old.",
    });
    expect(refused.headers.get("gatehouse-error-code")).toBe("SESSION_NOT_FRESH");
    expect(await tokenCount()).toBe(before);

    const byToken = await v1(server, "POST", "/organization-access-tokens/", {
      token: seller.token,
      body: { comment: "by token", scopes: ["organizations:read"] },
    });
    expect(byToken.status).toBe(201);

    expect((await seller.owner.client.post("/reauthenticate", { password: PASSWORD })).status).toBe(200);
    const accepted = await v1(server, "POST", "/organization-access-tokens/", {
      client: seller.owner.client,
      body: createTokenBody(),
    });
    expect(accepted.status).toBe(201);
    expect(await tokenCount()).toBe(before + 2);
  });

  it("a stale session may not connect Stripe, and nothing is stored; after re-authentication it connects", async () => {
    await ageOwnerSignIns();
    const path = `/organizations/${seller.organization.id}/stripe-account`;
    const refused = await v1(server, "PUT", path, { client: seller.owner.client, body: keys });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("gatehouse-error-code")).toBe("SESSION_NOT_FRESH");
    const stored = () =>
      db()
        .selectFrom("billing_stripe_account")
        .select("organization_id")
        .where("organization_id", "=", seller.organization.id)
        .executeTakeFirst();
    expect(await stored()).toBeUndefined();

    expect((await seller.owner.client.post("/reauthenticate", { password: PASSWORD })).status).toBe(200);
    const connected = await v1(server, "PUT", path, { client: seller.owner.client, body: keys });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(await stored()).toBeDefined();
  });
});
