import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_DEVICES_PER_USER, recordDevice } from "../../src/auth/new-device/repository.ts";
import { linkIn, outboxRowsTo, PASSWORD, sessionsOf, uniqueEmail, waitForMails } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { enableTwoFactor } from "../helpers/two-factor.ts";

/**
 * New-device sign-in alerts: a sign-in from a browser whose device cookie the account does not know,
 * and whose browser, system and network it has not seen, mails the owner once (after the second
 * factor when there is one), unless they turned the alerts off; "This wasn't me" signs out
 * everything and mails a password reset. The server trusts 127.0.0.1 as a proxy, so each request
 * picks its client address with X-Forwarded-For.
 */
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SUBJECT = "New sign-in to your";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUSTED_PROXIES: "127.0.0.1" } });
});
afterAll(async () => server?.close());

const from = (userAgent: string, address: string) => ({
  headers: { "user-agent": userAgent, "x-forwarded-for": address },
});

async function signUp(client: TestClient, email: string, userAgent = CHROME_MAC, address = "203.0.113.10") {
  const answer = await client.post<{ user: { id: string } }>(
    "/sign-up/email",
    { email, password: PASSWORD, name: "Ada" },
    from(userAgent, address),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.user.id;
}

async function signIn(client: TestClient, email: string, userAgent: string, address: string) {
  const answer = await client.post("/sign-in/email", { email, password: PASSWORD }, from(userAgent, address));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

/** The new-device alerts queued for `email` (the row is written in the sign-in's request). */
const alertsTo = async (email: string) =>
  (await outboxRowsTo(server, email)).filter((row) => row.kind === "new-device-sign-in");

const auditActions = async (userId: string, action: string) =>
  server.gatehouse.database.db
    .selectFrom("audit_log")
    .selectAll()
    .where("actor_id", "=", userId)
    .where("action", "=", action)
    .execute();

describe("which sign-ins mail an alert", () => {
  it("not the first sign-in, not the same device again, not a cookie-less sign-in of a known browser on the same network", async () => {
    const email = uniqueEmail("known");
    const browser = server.client();
    const userId = await signUp(browser, email);
    const cookie = browser.jar.header();
    expect(cookie).toMatch(/gatehouse\.device=/);

    // No cookie, but the same browser and system on the same /24 (a new DHCP lease): known.
    await signIn(server.client(), email, CHROME_MAC, "203.0.113.77");
    // The first browser (its device cookie) from another network: known.
    await signIn(browser, email, CHROME_MAC, "198.51.100.20");
    expect(await alertsTo(email)).toHaveLength(0);

    const devices = await server.gatehouse.database.db
      .selectFrom("known_device")
      .selectAll()
      .where("user_id", "=", userId)
      .execute();
    expect(devices).toHaveLength(2);
    expect(devices[0]).toMatchObject({ browser: "Chrome", os: "macOS" });
  });

  it("a cookie-less browser of another kind on another network: one mail with the time, browser, system and address", async () => {
    const email = uniqueEmail("new");
    const userId = await signUp(server.client(), email);
    const stranger = server.client();
    const answer = await signIn(stranger, email, FIREFOX_WINDOWS, "198.51.100.7");
    expect(answer.headers.getSetCookie().join("\n")).toMatch(/gatehouse\.device=.*HttpOnly.*SameSite=Lax/i);

    const [mail] = await waitForMails(server.smtp, email, SUBJECT, 1);
    expect(mail!.text).toContain("Firefox on Windows");
    expect(mail!.text).toContain("198.51.100.7");
    expect(mail!.text).toMatch(/Time: .+ UTC/);
    expect(linkIn(mail!, "/not-me").searchParams.get("token")).toBeTruthy();
    expect(await auditActions(userId, "user.new_device_sign_in")).toHaveLength(1);

    // The browser now has its device cookie: signing in again from it is known, wherever from.
    await signIn(stranger, email, FIREFOX_WINDOWS, "192.0.2.50");
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it("with two-factor: one mail, after the second step, none at the first", async () => {
    const email = uniqueEmail("two-factor");
    const owner = server.client();
    await signUp(owner, email);
    const { backupCodes } = await enableTwoFactor(owner);

    const stranger = server.client();
    const first = await signIn(stranger, email, FIREFOX_WINDOWS, "198.51.100.8");
    expect(first.body).toMatchObject({ twoFactorRedirect: true });
    expect(await alertsTo(email)).toHaveLength(0);

    const second = await stranger.post(
      "/two-factor/verify-backup-code",
      { code: backupCodes[0] },
      from(FIREFOX_WINDOWS, "198.51.100.8"),
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it("none once the person turned the alerts off (the sign-in is still audited)", async () => {
    const email = uniqueEmail("opt-out");
    const owner = server.client();
    const userId = await signUp(owner, email);
    expect((await owner.get("/new-device/settings")).body).toEqual({ enabled: true, available: true });
    const off = await owner.post("/new-device/settings", { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: false, available: true });
    expect((await owner.get("/new-device/settings")).body).toEqual({ enabled: false, available: true });

    await signIn(server.client(), email, FIREFOX_WINDOWS, "198.51.100.9");
    expect(await alertsTo(email)).toHaveLength(0);
    const [entry] = await auditActions(userId, "user.new_device_sign_in");
    expect(JSON.parse(String(entry!.details))).toMatchObject({ mailed: false, browser: "Firefox" });
  });

  it("the settings need a session and a boolean", async () => {
    expect((await server.client().get("/new-device/settings")).status).toBe(401);
    const owner = server.client();
    await signUp(owner, uniqueEmail("settings"));
    const wrong = await owner.post("/new-device/settings", { enabled: "no" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "VALIDATION_ERROR" });
  });
});

describe("the devices an account keeps", () => {
  it("are at most MAX_DEVICES_PER_USER, the least recently seen dropped", async () => {
    const userId = await signUp(server.client(), uniqueEmail("many"));
    const db = server.gatehouse.database.db;
    const family = { browser: "Chrome", os: "Linux", network: "192.0.2.0/24" };
    for (let i = 0; i <= MAX_DEVICES_PER_USER; i++) {
      const deviceId = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
      await recordDevice(db, userId, deviceId, null, family);
    }
    const kept = await db.selectFrom("known_device").select("device_id").where("user_id", "=", userId).execute();
    expect(kept).toHaveLength(MAX_DEVICES_PER_USER);
    expect(kept.map((row) => row.device_id)).toContain(
      `00000000-0000-4000-8000-${String(MAX_DEVICES_PER_USER).padStart(12, "0")}`,
    );
  });
});

describe("This wasn't me", () => {
  it("signs out every session, mails a password reset, and works once", async () => {
    const email = uniqueEmail("not-me");
    const owner = server.client();
    const userId = await signUp(owner, email);
    const stranger = server.client();
    await signIn(stranger, email, FIREFOX_WINDOWS, "198.51.100.11");
    const [alert] = await waitForMails(server.smtp, email, SUBJECT, 1);
    const token = linkIn(alert!, "/not-me").searchParams.get("token")!;
    expect((await sessionsOf(server, userId)).length).toBe(2);

    // Opening the link is a page: nothing happens until the person confirms.
    const confirm = await server.client().post("/new-device/not-me", { token });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(await sessionsOf(server, userId)).toHaveLength(0);
    expect((await owner.session()).body).toBeNull();
    expect((await stranger.session()).body).toBeNull();
    const [reset] = await waitForMails(server.smtp, email, "Reset your password", 1);
    expect(linkIn(reset!, "/api/auth/reset-password/").searchParams.get("callbackURL")).toBe("/reset-password");
    expect(await auditActions(userId, "user.not_me_reported")).toHaveLength(1);

    const again = await server.client().post("/new-device/not-me", { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "INVALID_NOT_ME_TOKEN" });
  });

  it("refuses an unknown token or a malformed body with a 400, writing nothing", async () => {
    const unknown = await server.client().post("/new-device/not-me", { token: "not-a-token" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: "INVALID_NOT_ME_TOKEN" });
    expect((await server.client().post("/new-device/not-me", { token: 5 })).status).toBe(400);
    expect((await server.client().post("/new-device/not-me", "[]")).status).toBe(400);
  });
});
