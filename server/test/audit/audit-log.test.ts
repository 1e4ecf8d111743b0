import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../helpers/account-flows.ts";
import { billingOrg, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { eventually, WebhookReceiver } from "../helpers/webhook-receiver.ts";
import { createOrganization, invite, type Organization, type Person, person } from "../organization/fixtures.ts";

/**
 * The audit log of auth and organization actions — who, what, which
 * organization, which target, from where — read by the organization's owners and admins (filters,
 * pages, CSV) and by platform admins.
 */

type Entry = {
  action: string;
  organizationId: string | null;
  actor: { type: string; id: string | null; email: string | null };
  target: { type: string; id: string } | null;
  ipAddress: string | null;
  userAgent: string | null;
  details: Record<string, unknown> | null;
};
type Page = { entries: Entry[]; total: number; limit: number; offset: number };

const ADMIN = "audit-admin@example.com";
let server: TestServer;
let owner: Person;
let organization: Organization;
let memberId: string;
let joiner: Person;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN } });
  owner = await person(server, "audit-owner");
  organization = await createOrganization(owner, { name: "Audited" });
  joiner = await person(server, "audit-joiner");
  const invitation = await invite(owner, organization.id, joiner.email);
  const accepted = await joiner.client.post<{ member: { id: string } }>("/organization/accept-invitation", {
    invitationId: invitation.id,
  });
  memberId = accepted.body.member.id;
  expect(
    (
      await owner.client.post("/organization/update-member-role", {
        memberId,
        role: "admin",
        organizationId: organization.id,
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await owner.client.post("/organization/remove-member", {
        memberIdOrEmail: memberId,
        organizationId: organization.id,
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => server?.close());

const organizationLog = (who: Person, query: Record<string, string> = {}) =>
  who.client.get<Page>("/organization/audit-log", { query: { organizationId: organization.id, ...query } });

describe("what the audit log records", () => {
  it("sign-up, sign-in, a refused password and sign-out, with address and user agent", async () => {
    const client = server.client();
    const email = `audited-${Date.now()}@example.com`;
    await client.post(
      "/sign-up/email",
      { email, password: "correct-horse-battery", name: "Audited" },
      { headers: { "user-agent": "audit-test/1.0" } },
    );
    await client.post("/sign-in/email", { email, password: "wrong-password-123" });
    await client.signIn(email);
    expect((await client.post("/sign-out", {})).status).toBe(200);

    const admin = server.client();
    await signUpVerified(server, admin, ADMIN);
    const mine = await admin.get<Page>("/admin/audit-log", { query: { limit: "100" } });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const about = mine.body.entries.filter((e) => e.actor.email === email).map((e) => e.action);
    expect(about).toEqual(["user.signed_out", "user.signed_in", "user.sign_in_failed", "user.signed_up"]);
    const signUp = mine.body.entries.find((e) => e.actor.email === email && e.action === "user.signed_up");
    expect(signUp).toMatchObject({ actor: { type: "user" }, ipAddress: "127.0.0.1", userAgent: "audit-test/1.0" });
    const failed = mine.body.entries.find((e) => e.actor.email === email && e.action === "user.sign_in_failed");
    expect(failed).toMatchObject({
      actor: { type: "anonymous", id: null },
      details: { way: "/sign-in/email", reason: "INVALID_EMAIL_OR_PASSWORD" },
    });
  });

  it("the organization's invitations and membership changes, in its own log", async () => {
    const log = await organizationLog(owner);
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.entries.map((e) => e.action)).toEqual([
      "member.removed",
      "member.role_changed",
      "invitation.accepted",
      "invitation.created",
      "organization.created",
    ]);
    const [removed, roleChanged, accepted] = log.body.entries;
    expect(removed).toMatchObject({
      actor: { id: owner.id, email: owner.email },
      target: { type: "member", id: memberId },
      details: { userId: joiner.id },
    });
    expect(roleChanged).toMatchObject({ target: { type: "member", id: memberId }, details: { role: "admin" } });
    expect(accepted).toMatchObject({ actor: { id: joiner.id } });
  });
});

describe("reading it", () => {
  it("filters by action or family, pages, and exports CSV", async () => {
    expect((await organizationLog(owner, { action: "member.removed" })).body.entries).toHaveLength(1);
    const family = await organizationLog(owner, { action: "invitation." });
    expect(family.body.entries.map((e) => e.action)).toEqual(["invitation.accepted", "invitation.created"]);
    const page = await organizationLog(owner, { limit: "2", offset: "1" });
    expect(page.body).toMatchObject({ total: 5, limit: 2, offset: 1 });
    expect(page.body.entries.map((e) => e.action)).toEqual(["member.role_changed", "invitation.accepted"]);
    const future = await organizationLog(owner, { from: new Date(Date.now() + 60_000).toISOString() });
    expect(future.body).toMatchObject({ total: 0, entries: [] });

    const csv = await owner.client.request<string>("GET", "/organization/audit-log", undefined, {
      query: { organizationId: organization.id, format: "csv" },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "occurred_at,action,organization_id,actor_type,actor_id,actor_email,target_type,target_id,ip_address,user_agent,request_id,details",
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(",member.removed,");
  });

  it("only owners and admins read an organization's log; only platform admins the whole log", async () => {
    const outsider = await person(server, "audit-outsider");
    expect((await organizationLog(outsider)).status).toBe(403);
    expect((await organizationLog(joiner)).status).toBe(403); // removed, and was never admin after that
    const noOrganization = await outsider.client.get("/organization/audit-log");
    expect(noOrganization.status).toBe(400);
    expect((await owner.client.get("/admin/audit-log")).status).toBe(403);
    const bad = await owner.client.get("/organization/audit-log", {
      query: { organizationId: organization.id, limit: "1000" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("billing changes in the audit log, written with the change", () => {
  it("a product made with a token and changed in the browser; a webhook endpoint added and removed", async () => {
    const seller = await billingOrg(server, "audit-seller");
    const created = await v1<{ id: string }>(server, "POST", "/products/", {
      token: seller.token,
      body: { name: "Audited plan", prices: [{ amount_type: "fixed", price_amount: 1000, price_currency: "usd" }] },
      headers: { "user-agent": "audit-sdk/2.0" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const renamed = await v1(server, "PATCH", `/products/${created.body.id}`, {
      client: seller.owner.client,
      body: { name: "Audited plan, renamed" },
    });
    expect(renamed.status).toBe(200);
    const endpoint = await v1<{ id: string }>(server, "POST", "/webhooks/endpoints", {
      token: seller.token,
      body: { url: "https://hooks.example.com/audit", format: "raw", events: ["order.created"] },
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    expect(
      (await v1(server, "DELETE", `/webhooks/endpoints/${endpoint.body.id}`, { token: seller.token })).status,
    ).toBe(204);

    const log = await seller.owner.client.get<Page>("/organization/audit-log", {
      query: { organizationId: seller.organization.id, action: "billing." },
    });
    expect(log.body.entries.map((e) => e.action)).toEqual([
      "billing.webhook_endpoint.deleted",
      "billing.webhook_endpoint.created",
      "billing.product.updated",
      "billing.product.created",
    ]);
    const [, , updated, productCreated] = log.body.entries;
    expect(productCreated).toMatchObject({
      actor: { type: "token" },
      target: { type: "product", id: created.body.id },
      ipAddress: "127.0.0.1",
      userAgent: "audit-sdk/2.0",
    });
    expect(updated).toMatchObject({ actor: { type: "user", id: seller.owner.id } });
  });

  it("a refused change leaves no entry", async () => {
    const seller = await billingOrg(server, "audit-refused");
    const refused = await v1(server, "POST", "/products/", { token: seller.token, body: { name: "No prices" } });
    expect(refused.status).toBe(422);
    const log = await seller.owner.client.get<Page>("/organization/audit-log", {
      query: { organizationId: seller.organization.id, action: "billing." },
    });
    expect(log.body.total).toBe(0);
  });
});

describe("the audit log to the organization's webhook endpoints", () => {
  it("an endpoint subscribed to audit_log.entry_created gets its members' entries, signed; others get none", async () => {
    const receiver = await new WebhookReceiver().start();
    try {
      const seller = await billingOrg(server, "audit-hooks");
      const created = await v1<{ secret: string }>(server, "POST", "/webhooks/endpoints", {
        token: seller.token,
        body: { url: receiver.url, format: "raw", events: ["audit_log.entry_created"] },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      receiver.secret = created.body.secret;

      const outsider = await person(server, "audit-hooks-outsider");
      await outsider.client.signIn(outsider.email);
      const joiner = await person(server, "audit-hooks-joiner");
      const invitation = await invite(seller.owner, seller.organization.id, joiner.email);
      expect(
        (await joiner.client.post("/organization/accept-invitation", { invitationId: invitation.id })).status,
      ).toBe(200);
      await joiner.client.signIn(joiner.email);

      type Delivered = { action: string; organizationId: string | null; actor: { email: string | null } };
      const actions = () => receiver.received.map((hook) => (hook.payload.data as Delivered).action);
      await eventually(async () =>
        actions().includes("invitation.accepted") && actions().includes("user.signed_in") ? true : undefined,
      );
      for (const hook of receiver.received) {
        expect(hook.payload.type).toBe("audit_log.entry_created");
        // Signed as every webhook (Standard Webhooks); the Polar SDKs' validateEvent knows only Polar's types.
        expect(hook.refusals.filter((refusal) => refusal.startsWith("standardwebhooks"))).toEqual([]);
      }
      const signIn = receiver.received
        .map((hook) => hook.payload.data as Delivered)
        .find((entry) => entry.action === "user.signed_in");
      // A member's own sign-in belongs to no organization: it goes to each of theirs.
      expect(signIn).toMatchObject({ organizationId: null, actor: { email: joiner.email } });
      expect(receiver.received.some((hook) => (hook.payload.data as Delivered).actor.email === outsider.email)).toBe(
        false,
      );
    } finally {
      await receiver.stop();
    }
  });
});
