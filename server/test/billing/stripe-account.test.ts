import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRIPE_KEYS_PURPOSE } from "../../src/billing/stripe-accounts/service.ts";
import { secretBox } from "../../src/kit/sealed-secrets.ts";
import {
  type BillingOrg,
  billingMember,
  billingOrg,
  createToken,
  expect422,
  expectError,
  v1,
} from "../helpers/billing.ts";
import { type StripeStandIn, startStripeStandIn } from "../helpers/stripe-stand-in.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Connecting an organization's Stripe account: the keys are checked with Stripe
 * (the stand-in on loopback, through STRIPE_API_URL), stored sealed with a key derived from
 * AUTH_SECRET, never returned in full; only owners (or a token with organizations:write) connect.
 */

const SECRET = "sk_test_51GatehouseSecretKey0001";
const PUBLISHABLE = "pk_test_51GatehousePublishable01";
const WEBHOOK_SECRET = "whsec_GatehouseSigningSecret0001";
const keys = { secret_key: SECRET, publishable_key: PUBLISHABLE, webhook_secret: WEBHOOK_SECRET };

let stripe: StripeStandIn;
let server: TestServer;
let seller: BillingOrg;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  stripe.addKey(SECRET, "acct_1Gatehouse0001");
  server = await startTestServer({ env: { STRIPE_API_URL: stripe.url } });
  seller = await billingOrg(server, "stripe-seller");
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const path = (org: BillingOrg) => `/organizations/${org.organization.id}/stripe-account`;
const storedRow = (organizationId: string) =>
  server.gatehouse.database.db
    .selectFrom("billing_stripe_account")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();

describe("an organization's Stripe account", () => {
  it("is absent at first: the organization runs in test mode", async () => {
    const got = await v1<{ detail: string }>(server, "GET", path(seller), { token: seller.token });
    expectError(got, 404, "ResourceNotFound");
    expect(got.body.detail).toBe("This organization has no Stripe account connected: its payments run in test mode.");
  });

  it("refuses keys of the wrong form or of two modes, and a key Stripe does not know, storing nothing", async () => {
    for (const body of [
      { ...keys, secret_key: "sk_nope" },
      { ...keys, publishable_key: SECRET },
      { ...keys, webhook_secret: "secret" },
      { publishable_key: PUBLISHABLE },
    ]) {
      expect422(await v1(server, "PUT", path(seller), { token: seller.token, body }), "body");
    }
    const modes = await v1<{ detail: Array<{ loc: unknown[]; msg: string }> }>(server, "PUT", path(seller), {
      token: seller.token,
      body: { ...keys, publishable_key: "pk_live_51GatehousePublishable01" },
    });
    expect422(modes, "body");
    expect(modes.body.detail[0]).toMatchObject({
      loc: ["body", "publishable_key"],
      msg: "The secret key is a test key and this one is not: use both keys from Stripe's test mode",
    });
    const unknown = await v1<{ detail: Array<{ loc: unknown[]; msg: string }> }>(server, "PUT", path(seller), {
      token: seller.token,
      body: { ...keys, secret_key: "sk_test_51UnknownToStripe000" },
    });
    expect422(unknown, "body");
    expect(unknown.body.detail[0]).toMatchObject({
      loc: ["body", "secret_key"],
      msg: "Stripe refused this key: Invalid API Key provided: sk_test_********e000",
    });
    expect(await storedRow(seller.organization.id)).toBeUndefined();
  });

  it("connects with keys Stripe accepts: stored sealed, shown as hints, with the webhook URL to register", async () => {
    const connected = await v1<Record<string, unknown>>(server, "PUT", path(seller), {
      token: seller.token,
      body: keys,
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body).toEqual({
      organization_id: seller.organization.id,
      account_id: "acct_1Gatehouse0001",
      livemode: false,
      publishable_key: PUBLISHABLE,
      secret_key_hint: "sk_test_…0001",
      webhook_secret_hint: "whsec_…0001",
      webhook_url: `${server.gatehouse.config.baseURL}/v1/integrations/stripe/webhook/${seller.organization.id}`,
      webhook_events: [
        "payment_intent.succeeded",
        "payment_intent.payment_failed",
        "payment_intent.canceled",
        "setup_intent.succeeded",
        "setup_intent.setup_failed",
        "charge.refunded",
        "charge.refund.updated",
        "charge.dispute.created",
        "charge.dispute.updated",
        "charge.dispute.closed",
      ],
      created_at: expect.any(String),
      modified_at: null,
    });
    expect(JSON.stringify(connected.body)).not.toContain(SECRET);
    expect(JSON.stringify(connected.body)).not.toContain(WEBHOOK_SECRET);
    // Stripe was asked with the key itself.
    expect(stripe.requests.at(-1)).toEqual({ method: "GET", path: "/v1/account", key: SECRET, idempotencyKey: null });

    const row = await storedRow(seller.organization.id);
    expect(row?.secret_key_sealed).not.toContain(SECRET.slice(8));
    expect(row?.webhook_secret_sealed).not.toContain(WEBHOOK_SECRET.slice(6));
    const box = secretBox(server.gatehouse.config.authSecret, STRIPE_KEYS_PURPOSE);
    expect(box.open(row?.secret_key_sealed ?? "")).toBe(SECRET);
    expect(box.open(row?.webhook_secret_sealed ?? "")).toBe(WEBHOOK_SECRET);

    const got = await v1(server, "GET", path(seller), { token: seller.token });
    expect(got.body).toEqual(connected.body);
  });

  it("connecting again replaces the keys; an outage at Stripe changes nothing (502)", async () => {
    const secondSecret = "rk_test_51GatehouseRestricted02";
    stripe.addKey(secondSecret, "acct_1Gatehouse0001");
    const replaced = await v1<Record<string, unknown>>(server, "PUT", path(seller), {
      token: seller.token,
      body: { ...keys, secret_key: secondSecret },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ secret_key_hint: "rk_test_…ed02", modified_at: expect.any(String) });

    stripe.unavailable = true;
    try {
      const down = await v1<{ detail: string }>(server, "PUT", path(seller), { token: seller.token, body: keys });
      expectError(down, 502, "PaymentProcessorUnavailable");
      expect(down.body.detail).toBe(
        "Stripe could not be reached to check the keys; nothing was changed. Try again in a moment.",
      );
    } finally {
      stripe.unavailable = false;
    }
    expect((await v1(server, "GET", path(seller), { token: seller.token })).body).toMatchObject({
      secret_key_hint: "rk_test_…ed02",
    });
  });

  it("accepts a restricted key that may not read the account (no account id)", async () => {
    const other = await billingOrg(server, "stripe-restricted");
    const restricted = "rk_test_51GatehouseNarrowKey003";
    stripe.addKey(restricted, "acct_1Gatehouse0003", { canReadAccount: false });
    const connected = await v1(server, "PUT", path(other), {
      token: other.token,
      body: { ...keys, secret_key: restricted },
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body).toMatchObject({ account_id: null, secret_key_hint: "rk_test_…y003" });
  });

  it("is connected by owners only: admins and members are refused, a token needs organizations:write", async () => {
    const other = await billingOrg(server, "stripe-roles");
    const admin = await billingMember(server, other, "admin");
    const member = await billingMember(server, other, "member");
    const refusedAdmin = await v1<{ detail: string }>(server, "PUT", path(other), { client: admin.client, body: keys });
    expectError(refusedAdmin, 403, "NotPermitted");
    expect(refusedAdmin.body.detail).toBe(
      "Only an owner of the organization can connect or disconnect its Stripe account.",
    );
    expectError(await v1(server, "PUT", path(other), { client: member.client, body: keys }), 403, "NotPermitted");
    const readOnly = await createToken(server, other.owner, other.organization.id, ["organizations:read"]);
    expectError(await v1(server, "PUT", path(other), { token: readOnly, body: keys }), 403, "NotPermitted");
    expect(await storedRow(other.organization.id)).toBeUndefined();

    const byOwner = await v1(server, "PUT", path(other), { client: other.owner.client, body: keys });
    expect(byOwner.status, JSON.stringify(byOwner.body)).toBe(200);
    // Members read what is connected (hints only); another organization's token sees nothing.
    expect((await v1(server, "GET", path(other), { client: member.client })).status).toBe(200);
    expectError(await v1(server, "GET", path(other), { token: seller.token }), 404, "ResourceNotFound");
    expectError(await v1(server, "DELETE", path(other), { client: admin.client }), 403, "NotPermitted");
  });

  it("disconnects back to test mode: the keys are deleted", async () => {
    const other = await billingOrg(server, "stripe-disconnect");
    expect((await v1(server, "PUT", path(other), { token: other.token, body: keys })).status).toBe(200);
    const removed = await v1(server, "DELETE", path(other), { token: other.token });
    expect(removed.status).toBe(204);
    expect(await storedRow(other.organization.id)).toBeUndefined();
    expectError(await v1(server, "GET", path(other), { token: other.token }), 404, "ResourceNotFound");
    expectError(await v1(server, "DELETE", path(other), { token: other.token }), 404, "ResourceNotFound");
  });
});
