import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findUser, linkIn, PASSWORD, signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { type ErrorBody, expectRefused, makePlatformAdmin, OPEN, saveSettings } from "./fixture.ts";

/**
 * The waitlist: a visitor joins while sign-up is by waitlist, a platform admin approves (a mail with
 * a sign-up link valid for seven days, in the visitor's language) or rejects; the public policy
 * route; the admin routes' access rules and audit entries.
 */

type Entry = { id: string; email: string; name: string | null; status: string; approvalExpiresAt: string | null };
type Listed = { entries: Entry[]; total: number };

let server: TestServer;
let admin: TestClient;
let adminId: string;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  adminId = await signUpUnverified(admin, uniqueEmail("waitlist-admin"));
  await makePlatformAdmin(server, adminId);
});
afterAll(async () => server?.close());
beforeEach(async () => {
  clock.reset();
  await saveSettings(admin, { ...OPEN, policy: "waitlist" });
});

const join = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  server.client().post<{ status: boolean } & ErrorBody>("/waitlist/join", { email, ...extra }, { headers });

async function entryOf(email: string): Promise<Entry | undefined> {
  const listed = await admin.get<Listed>("/admin/waitlist", { query: { limit: "100" } });
  expect(listed.status).toBe(200);
  return listed.body.entries.find((entry) => entry.email === email);
}

const auditOf = (action: string, targetId: string) =>
  server.gatehouse.database.db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action)
    .where("target_id", "=", targetId)
    .execute();

describe("the public routes", () => {
  it("GET /signup-policy answers the policy's name alone", async () => {
    const answer = await server.client().get("/signup-policy");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ policy: "waitlist" });
  });

  it("joining answers the same for a new address, a listed one and one with an account", async () => {
    const fresh = uniqueEmail("fresh");
    const first = await join(fresh, { name: "Fresh Person" });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: true });
    expect((await join(fresh)).body).toEqual(first.body);
    const member = uniqueEmail("member");
    await saveSettings(admin, { policy: "open" });
    await signUpUnverified(server.client(), member);
    await saveSettings(admin, { policy: "waitlist" });
    const known = await join(member);
    expect([known.status, known.body]).toEqual([first.status, first.body]);

    const entry = await entryOf(fresh);
    expect(entry).toMatchObject({ status: "pending", name: "Fresh Person", approvalExpiresAt: null });
    expect(await entryOf(member)).toBeUndefined();
  });

  it("is refused while sign-up is not by waitlist, and under the domain rules", async () => {
    await saveSettings(admin, { policy: "open" });
    expectRefused(await join(uniqueEmail("closed")), "SIGNUP_WAITLIST_CLOSED");
    await saveSettings(admin, { policy: "waitlist", blockedDomains: ["blocked.test"], blockDisposable: true });
    expectRefused(await join("someone@blocked.test"), "SIGNUP_DOMAIN_BLOCKED");
    expectRefused(await join("someone@mailinator.com"), "SIGNUP_DISPOSABLE_EMAIL");
    expect((await join("not-an-email")).status).toBe(400);
    expect(await entryOf("someone@blocked.test")).toBeUndefined();
  });
});

describe("approving", () => {
  it("mails a sign-up link in the visitor's language; the address then signs up though sign-up is by waitlist", async () => {
    const email = uniqueEmail("approved");
    await join(email, { name: "Anna" }, { "accept-language": "de-DE,de;q=0.9" });
    expectRefused(await server.client().signUp(email), "SIGNUP_WAITLIST");
    const entry = (await entryOf(email))!;

    const approved = await admin.post<Entry>("/admin/waitlist/approve", { id: entry.id });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe("approved");
    const days = (Date.parse(approved.body.approvalExpiresAt!) - clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await server.smtp.mailTo(email, "registrieren");
    expect(mail.text).toContain("Hallo Anna");
    const link = linkIn(mail, "/sign-up");
    expect(link.origin).toBe(server.gatehouse.config.baseURL);
    expect(link.searchParams.get("email")).toBe(email);
    expect(link.searchParams.get("approved")).toBe("1");

    const signUp = await server.client().signUp(email);
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const [audit] = await auditOf("waitlist.approved", entry.id);
    expect(audit).toMatchObject({ actor_id: adminId, target_type: "waitlist_entry" });
    expect(JSON.parse(audit!.details ?? "{}")).toEqual({ email });
  });

  it("lets the address in for seven days only", async () => {
    const email = uniqueEmail("late");
    await join(email);
    const entry = (await entryOf(email))!;
    expect((await admin.post("/admin/waitlist/approve", { id: entry.id })).status).toBe(200);
    clock.advance(7 * 86_400_000 + 60_000);
    expectRefused(await server.client().signUp(email), "SIGNUP_WAITLIST");
    expect(await findUser(server, email)).toBeUndefined();
  });

  it("an approval also opens sign-up by invitation only", async () => {
    const email = uniqueEmail("invite-only");
    await join(email);
    const entry = (await entryOf(email))!;
    expect((await admin.post("/admin/waitlist/approve", { id: entry.id })).status).toBe(200);
    await saveSettings(admin, { policy: "invite_only" });
    expect((await server.client().signUp(email)).status).toBe(200);
  });

  it("of an unknown entry is 404, and mails nothing", async () => {
    const missing = await admin.post("/admin/waitlist/approve", { id: "no-such-entry" });
    expectRefused(missing, "WAITLIST_ENTRY_NOT_FOUND", 404);
    expect((await admin.post("/admin/waitlist/approve", {})).status).toBe(400);
  });
});

describe("rejecting", () => {
  it("keeps the address out, mails nothing and is audited", async () => {
    const email = uniqueEmail("rejected");
    await join(email);
    const entry = (await entryOf(email))!;
    const rejected = await admin.post<Entry>("/admin/waitlist/reject", { id: entry.id });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: "rejected", approvalExpiresAt: null });
    expectRefused(await server.client().signUp(email), "SIGNUP_WAITLIST");
    expect(server.smtp.mails.filter((mail) => mail.to.includes(email))).toEqual([]);
    expect(await auditOf("waitlist.rejected", entry.id)).toHaveLength(1);

    const listed = await admin.get<Listed>("/admin/waitlist", { query: { status: "rejected" } });
    expect(listed.body.entries.map((e) => e.status)).toEqual(listed.body.entries.map(() => "rejected"));
    expect(listed.body.entries.some((e) => e.id === entry.id)).toBe(true);
  });
});

describe("the admin routes", () => {
  it("answer 401 without a session and 403 to anyone but a platform admin", async () => {
    const anonymous = server.client();
    expect((await anonymous.get("/admin/waitlist")).status).toBe(401);
    expect((await anonymous.get("/admin/signup-policy")).status).toBe(401);
    const someone = server.client();
    await saveSettings(admin, { policy: "open" });
    await signUpUnverified(someone, uniqueEmail("someone"));
    for (const refused of [
      await someone.get("/admin/waitlist"),
      await someone.get("/admin/signup-policy"),
      await someone.post("/admin/signup-policy/update", { policy: "open" }),
      await someone.post("/admin/waitlist/approve", { id: "x" }),
      await someone.post("/admin/waitlist/reject", { id: "x" }),
    ])
      expectRefused(refused, "YOU_ARE_NOT_ALLOWED_TO_MANAGE_SIGN_UP");
  });

  it("refuse a malformed setting with 400 and save nothing", async () => {
    const before = await admin.get("/admin/signup-policy");
    expectRefused(
      await admin.post("/admin/signup-policy/update", { policy: "open", allowedDomains: "good.test, not a domain" }),
      "SIGNUP_DOMAIN_INVALID",
      400,
    );
    expect((await admin.post("/admin/signup-policy/update", { policy: "everyone" })).status).toBe(400);
    expect((await admin.post("/admin/waitlist", {})).status).toBe(404);
    expect((await admin.get("/admin/waitlist", { query: { status: "maybe" } })).status).toBe(400);
    expect((await admin.get("/admin/signup-policy")).body).toEqual(before.body);
  });

  it("record each change of the settings in the audit log", async () => {
    await saveSettings(admin, { blockDisposable: true, allowedDomains: "Example.TEST" });
    const saved = await admin.get<{ allowedDomains: string[]; setByConfiguration: string[] }>("/admin/signup-policy");
    expect(saved.body).toMatchObject({ allowedDomains: ["example.test"], setByConfiguration: [] });
    const entries = await server.gatehouse.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "signup_policy.updated")
      .orderBy("occurred_at", "desc")
      .execute();
    expect(JSON.parse(entries[0]?.details ?? "{}")).toEqual({ fields: ["blockDisposable", "allowedDomains"] });
    expect(entries[0]?.actor_id).toBe(adminId);
  });
});

it("an approved person signs up with the same password rules as anyone", async () => {
  const email = uniqueEmail("rules");
  await join(email);
  const entry = (await entryOf(email))!;
  await admin.post("/admin/waitlist/approve", { id: entry.id });
  expect((await server.client().signUp(email, "short")).status).toBe(400);
  expect((await server.client().signUp(email, PASSWORD)).status).toBe(200);
});
