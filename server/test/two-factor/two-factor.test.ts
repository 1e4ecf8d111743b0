import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { asBool, findUserById, PASSWORD, signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { totpCode } from "../helpers/totp.ts";
import { enableTwoFactor, type TwoFactorSetup } from "../helpers/two-factor.ts";

/**
 * Two-factor authentication (better-auth's two-factor plugin): TOTP set up with a first
 * code, ten single-use backup codes, a code by email, "trust this device" for 30 days, the password
 * to enable and disable, and the platform admin's reset, audited in the server log.
 */
const ADMIN_EMAIL = `admin-${randomUUID().slice(0, 8)}@example.com`;
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = server.client();
  await signUpVerified(server, admin, ADMIN_EMAIL);
});
afterAll(async () => server?.close());
afterEach(() => vi.restoreAllMocks());

type Enabled = TwoFactorSetup;

/** A signed-in user with TOTP two-factor set up and confirmed; returns the browser and the secret. */
async function userWithTwoFactor(label: string) {
  const client = server.client();
  const email = uniqueEmail(label);
  const signUp = await client.signUp(email);
  return { client, email, id: signUp.body.user.id, ...(await enableTwoFactor(client)) };
}

describe("setting up TOTP", () => {
  it("asks for the password, hands out the secret and ten backup codes, and enables on a first code only", async () => {
    const client = server.client();
    const email = uniqueEmail("setup");
    const id = (await client.signUp(email)).body.user.id;

    const wrongPassword = await client.post("/two-factor/enable", { password: "not-my-password-9" });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toMatchObject({ code: "INVALID_PASSWORD" });
    const missing = await client.post("/two-factor/enable", {});
    expect(missing.status).toBe(400);

    const enabled = await client.post<Enabled>("/two-factor/enable", { password: PASSWORD });
    expect(enabled.status).toBe(200);
    expect(enabled.body.method).toBe("totp");
    expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/Gatehouse:.+\?.*secret=[A-Z2-7]+/);
    expect(enabled.body.backupCodes).toHaveLength(10);
    expect(new Set(enabled.body.backupCodes).size).toBe(10);
    // Not enabled until the authenticator app has proved it holds the secret.
    expect(asBool((await findUserById(server, id))!.twoFactorEnabled)).toBe(false);
    const stored = await server.gatehouse.database.db
      .selectFrom("twoFactor")
      .selectAll()
      .where("userId", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(new URL(enabled.body.totpURI).searchParams.get("secret"));

    const wrongCode = await client.post("/two-factor/verify-totp", { code: "000000" });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body).toMatchObject({ code: "INVALID_CODE", message: "Invalid code" });
    const rightCode = await client.post("/two-factor/verify-totp", { code: totpCode(enabled.body.totpURI) });
    expect(rightCode.status).toBe(200);
    expect(asBool((await findUserById(server, id))!.twoFactorEnabled)).toBe(true);
    expect((await client.session()).body?.user).toMatchObject({ twoFactorEnabled: true });
  });

  it("refuses bad input with the plugin's 4xx, never a 500", async () => {
    const { client } = await userWithTwoFactor("bad-input");
    for (const body of [{ code: 123456 }, {}, { code: "" }, { code: "x".repeat(5000) }]) {
      const res = await client.post("/two-factor/verify-totp", body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await client.post("/two-factor/enable", { password: PASSWORD, method: "sms" })).status).toBe(400);
  });
});

describe("signing in with a second factor", () => {
  it("a correct password answers twoFactorRedirect without a session; a TOTP code finishes the sign-in", async () => {
    const { email, totpURI, id } = await userWithTwoFactor("sign-in");
    const browser = server.client();
    const first = await browser.signIn(email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp", "otp"] });
    expect((await browser.session()).body).toBeNull();

    const wrong = await browser.post("/two-factor/verify-totp", { code: "123456" });
    expect(wrong.status).toBe(401);
    const second = await browser.post<{ token: string; user: { id: string } }>("/two-factor/verify-totp", {
      code: totpCode(totpURI),
    });
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(id);
    expect((await browser.session()).body?.user).toMatchObject({ id, twoFactorEnabled: true });
  });

  it("the second step needs the first: a code alone signs nobody in", async () => {
    const { totpURI } = await userWithTwoFactor("no-first-step");
    const stranger = server.client();
    const res = await stranger.post("/two-factor/verify-totp", { code: totpCode(totpURI) });
    expect(res.status).toBe(401);
    expect((await stranger.session()).body).toBeNull();
  });

  it("a wrong password still answers 401 and never reveals that the account has two-factor", async () => {
    const { email } = await userWithTwoFactor("wrong-password");
    const res = await server.client().signIn(email, "not-the-password-2");
    expect(res.status).toBe(401);
    expect(res.body).not.toHaveProperty("twoFactorRedirect");
  });

  it("a backup code works once", async () => {
    const { email, backupCodes } = await userWithTwoFactor("backup");
    const [code] = backupCodes;
    const first = server.client();
    await first.signIn(email);
    expect((await first.post("/two-factor/verify-backup-code", { code })).status).toBe(200);
    expect((await first.session()).body?.user.email).toBe(email);

    const second = server.client();
    await second.signIn(email);
    const reused = await second.post("/two-factor/verify-backup-code", { code });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ code: "INVALID_BACKUP_CODE" });
    expect((await second.post("/two-factor/verify-backup-code", { code: backupCodes[1] })).status).toBe(200);
  });

  it("a code by email is the fallback", async () => {
    const { email } = await userWithTwoFactor("email-code");
    const browser = server.client();
    await browser.signIn(email);
    expect((await browser.post("/two-factor/send-otp", {})).status).toBe(200);
    const mail = await server.smtp.mailTo(email, "Your two-factor code");
    const code = /Your code: (\d{6})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain("/two-factor");
    expect((await browser.post("/two-factor/verify-otp", { code: "000000" })).status).toBe(401);
    expect((await browser.post("/two-factor/verify-otp", { code })).status).toBe(200);
    expect((await browser.session()).body?.user.email).toBe(email);
  });

  it("a trusted device skips the second step on its next sign-in, and only that device", async () => {
    const { email, totpURI } = await userWithTwoFactor("trusted");
    const laptop = server.client();
    await laptop.signIn(email);
    const verified = await laptop.post("/two-factor/verify-totp", { code: totpCode(totpURI), trustDevice: true });
    expect(verified.status).toBe(200);
    const trustCookie = verified.response.headers.getSetCookie().find((c) => c.includes("trust_device="));
    expect(trustCookie).toMatch(/Max-Age=2592000/);

    expect((await laptop.post("/sign-out", {})).status).toBe(200);
    const again = await laptop.signIn(email);
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty("twoFactorRedirect");
    expect((await laptop.session()).body?.user.email).toBe(email);

    const other = await server.client().signIn(email);
    expect(other.body).toMatchObject({ twoFactorRedirect: true });
  });
});

describe("managing two-factor", () => {
  it("backup codes can be regenerated (with the password); the old ones stop working", async () => {
    const { client, email, backupCodes } = await userWithTwoFactor("regenerate");
    expect((await client.post("/two-factor/generate-backup-codes", { password: "wrong-password-3" })).status).toBe(400);
    const fresh = await client.post<{ backupCodes: string[] }>("/two-factor/generate-backup-codes", {
      password: PASSWORD,
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.backupCodes).toHaveLength(10);
    const browser = server.client();
    await browser.signIn(email);
    expect((await browser.post("/two-factor/verify-backup-code", { code: backupCodes[0] })).status).toBe(401);
    expect((await browser.post("/two-factor/verify-backup-code", { code: fresh.body.backupCodes[0] })).status).toBe(
      200,
    );
  });

  it("disabling asks for the password, then sign-in needs the password alone", async () => {
    const { client, email, id } = await userWithTwoFactor("disable");
    const refused = await client.post("/two-factor/disable", { password: "wrong-password-4" });
    expect(refused.status).toBe(400);
    expect(asBool((await findUserById(server, id))!.twoFactorEnabled)).toBe(true);
    expect((await client.post("/two-factor/disable", { password: PASSWORD })).status).toBe(200);
    expect(asBool((await findUserById(server, id))!.twoFactorEnabled)).toBe(false);
    const signIn = await server.client().signIn(email);
    expect(signIn.body).toMatchObject({ user: { id } });
  });
});

describe("platform admins and two-factor", () => {
  it("admins see each user's two-factor state", async () => {
    const { email } = await userWithTwoFactor("listed");
    const list = await admin.get<{ users: { email: string; twoFactorEnabled: boolean }[] }>("/admin/list-users", {
      query: { searchValue: email, searchField: "email" },
    });
    expect(list.status).toBe(200);
    expect(list.body.users).toEqual([expect.objectContaining({ email, twoFactorEnabled: true })]);
  });

  it("an admin resets a user's two-factor, audited in the server log; others are refused", async () => {
    const { email, id, client, totpURI } = await userWithTwoFactor("reset");
    expect((await client.post("/admin/reset-two-factor", { userId: id })).status).toBe(403);
    expect((await server.client().post("/admin/reset-two-factor", { userId: id })).status).toBe(401);
    expect((await admin.post("/admin/reset-two-factor", { userId: "no-such-user" })).status).toBe(404);
    expect((await admin.post("/admin/reset-two-factor", {})).status).toBe(400);

    const stderr = vi.spyOn(process.stderr, "write");
    const reset = await admin.post("/admin/reset-two-factor", { userId: id });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
    const audit = stderr.mock.calls
      .map(([line]) => String(line))
      .find((line) => line.includes("reset two-factor authentication"));
    // An audit line, written at the default level ("error") too.
    expect(audit).toMatch(/audit.*true/);
    expect(audit).toContain(`admin ${ADMIN_EMAIL}`);
    expect(audit).toContain(`reset two-factor authentication of user ${id}`);

    expect(asBool((await findUserById(server, id))!.twoFactorEnabled)).toBe(false);
    const rows = await server.gatehouse.database.db
      .selectFrom("twoFactor")
      .selectAll()
      .where("userId", "=", id)
      .execute();
    expect(rows).toEqual([]);
    const signIn = await server.client().signIn(email);
    expect(signIn.body).toMatchObject({ user: { id } });
    // The old secret is gone: setting up again hands out a new one.
    const again = await client.post<Enabled>("/two-factor/enable", { password: PASSWORD });
    expect(again.body.totpURI).not.toBe(totpURI);
  });
});
