import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import { ageSignIns as ageRows } from "../helpers/session-rows.ts";
import { SoftwareAuthenticator } from "../helpers/software-authenticator.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { totpCode } from "../helpers/totp.ts";
import { enableTwoFactor, type TwoFactorSetup } from "../helpers/two-factor.ts";

type ErrorBody = { code?: string; message?: string };
type Reauthenticated = { authTime: string; amr: string[]; secondFactorRequired: boolean };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const db = () => server.gatehouse.database.db;
const ageSignIns = (userId: string, seconds?: number) => ageRows(server.gatehouse, userId, seconds);

async function recordOf(client: TestClient) {
  const session = (await client.session()).body!;
  const row = await db()
    .selectFrom("session_authentication")
    .selectAll()
    .where("session_id", "=", session.session.id)
    .executeTakeFirstOrThrow();
  return { amr: JSON.parse(row.amr) as string[], authTime: row.auth_time, secondFactorAt: row.second_factor_at };
}

async function twoFactorClient(
  label: string,
): Promise<{ client: TestClient; email: string; userId: string; setup: TwoFactorSetup }> {
  const client = server.client();
  const email = uniqueEmail(label);
  const userId = await signUpUnverified(client, email);
  const setup = await enableTwoFactor(client);
  return { client, email, userId, setup };
}

describe("second factor freshness", () => {
  it("enabling two-factor keeps the sign-in and records the second factor on the new session", async () => {
    const { client } = await twoFactorClient("enable");
    const record = await recordOf(client);
    expect(record.amr).toEqual(["pwd", "otp", "mfa"]);
    expect(record.secondFactorAt).not.toBeNull();
  });

  it("a two-factor sign-in records pwd, otp and mfa", async () => {
    const { email, setup } = await twoFactorClient("sign-in");
    const browser = server.client();
    const first = await browser.signIn(email);
    expect(first.body).toMatchObject({ twoFactorRedirect: true });
    const second = await browser.post("/two-factor/verify-totp", { code: totpCode(setup.totpURI) });
    expect(second.status).toBe(200);
    const record = await recordOf(browser);
    expect(record.amr).toEqual(["pwd", "otp", "mfa"]);
    expect(record.secondFactorAt).toBe(record.authTime);
  });

  it("a stale two-factor session needs the password, then the second factor (SECOND_FACTOR_NOT_FRESH), then acts", async () => {
    const { client, userId, setup } = await twoFactorClient("stale-2fa");
    await ageSignIns(userId);
    const action = () =>
      client.post<ErrorBody & { backupCodes?: string[] }>("/two-factor/generate-backup-codes", { password: PASSWORD });
    expect((await action()).body.code).toBe("SESSION_NOT_FRESH");

    const reauth = await client.post<Reauthenticated>("/reauthenticate", { password: PASSWORD });
    expect(reauth.status).toBe(200);
    expect(reauth.body.secondFactorRequired).toBe(true);
    const refused = await action();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: "SECOND_FACTOR_NOT_FRESH",
      message: "Confirm your second factor again to perform this action",
    });

    const wrong = await client.post<ErrorBody>("/reauthenticate/second-factor", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_CODE");
    const second = await client.post<Reauthenticated>("/reauthenticate/second-factor", {
      code: totpCode(setup.totpURI),
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ amr: ["pwd", "otp", "mfa"], secondFactorRequired: false });
    const done = await action();
    expect(done.status).toBe(200);
    expect(done.body.backupCodes).toHaveLength(10);

    // Audited as the person's: the wrong code, then each step that passed.
    const audited = await db()
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("actor_id", "=", userId)
      .where("action", "like", "user.reauthentica%")
      .execute();
    const entries = audited.map((entry) => [entry.action, JSON.parse(entry.details ?? "null")]);
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        ["user.reauthenticated", { methods: ["pwd"] }],
        ["user.reauthentication_failed", { methods: ["otp"], reason: "INVALID_CODE" }],
        ["user.reauthenticated", { methods: ["otp"] }],
      ]),
    );
  });

  it("a backup code re-authenticates the second factor once", async () => {
    const { client, userId, setup } = await twoFactorClient("backup");
    await ageSignIns(userId);
    expect((await client.post("/reauthenticate", { password: PASSWORD })).status).toBe(200);
    const code = setup.backupCodes[0]!;
    const used = await client.post("/reauthenticate/second-factor", { code, method: "backup-code" });
    expect(used.status).toBe(200);
    const again = await client.post<ErrorBody>("/reauthenticate/second-factor", { code, method: "backup-code" });
    expect(again.status).toBe(400);
    expect((await client.post("/api-key/create", { name: "after-backup" })).status).toBe(200);
  });

  it("a second factor alone does not renew a stale sign-in", async () => {
    const { client, userId, setup } = await twoFactorClient("second-alone");
    await ageSignIns(userId);
    expect((await client.post("/reauthenticate/second-factor", { code: totpCode(setup.totpURI) })).status).toBe(200);
    expect((await client.post<ErrorBody>("/api-key/create", { name: "x" })).body.code).toBe("SESSION_NOT_FRESH");
  });

  it("refuses the second-factor route to accounts without two-factor", async () => {
    const client = server.client();
    await signUpUnverified(client, uniqueEmail("no-2fa"));
    const res = await client.post<ErrorBody>("/reauthenticate/second-factor", { code: "123456" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("TWO_FACTOR_NOT_ENABLED");
  });
});

describe("passkey sign-ins", () => {
  const rpId = () => new URL(server.url).hostname;

  async function passkeySignIn(attachment?: string): Promise<TestClient> {
    const owner = server.client();
    await signUpUnverified(owner, uniqueEmail("passkey"));
    const authenticator = new SoftwareAuthenticator(server.url);
    const options = await owner.get<Parameters<SoftwareAuthenticator["register"]>[0]>(
      "/passkey/generate-register-options",
    );
    const registered = await owner.post("/passkey/verify-registration", {
      response: authenticator.register(options.body),
    });
    expect(registered.status).toBe(200);
    const browser = server.client();
    const challenge = await browser.get<{ challenge: string; rpId?: string }>("/passkey/generate-authenticate-options");
    const answer = authenticator.authenticate(challenge.body, rpId());
    if (attachment) answer.authenticatorAttachment = attachment;
    expect((await browser.post("/passkey/verify-authentication", { response: answer })).status).toBe(200);
    return browser;
  }

  it("a platform passkey that verified its user is swk, user and mfa: a second factor too", async () => {
    const record = await recordOf(await passkeySignIn());
    expect(record.amr).toEqual(["swk", "user", "mfa"]);
    expect(record.secondFactorAt).toBe(record.authTime);
  });

  it("a cross-platform passkey is hwk", async () => {
    expect((await recordOf(await passkeySignIn("cross-platform"))).amr).toEqual(["hwk", "user", "mfa"]);
  });

  it("a passkey re-authenticates the session it is used on: no new session, both factors fresh", async () => {
    const owner = server.client();
    const userId = await signUpUnverified(owner, uniqueEmail("passkey-reauth"));
    const authenticator = new SoftwareAuthenticator(server.url);
    const options = await owner.get<Parameters<SoftwareAuthenticator["register"]>[0]>(
      "/passkey/generate-register-options",
    );
    expect(
      (await owner.post("/passkey/verify-registration", { response: authenticator.register(options.body) })).status,
    ).toBe(200);
    await ageSignIns(userId);
    const before = (await owner.session()).body!.session.id;
    const sessionsBefore = await db().selectFrom("session").select("id").where("userId", "=", userId).execute();

    const challenge = await owner.get<{ challenge: string; rpId?: string }>("/passkey/generate-authenticate-options");
    const reauth = await owner.post<Reauthenticated>("/reauthenticate", {
      passkey: authenticator.authenticate(challenge.body, rpId()),
    });
    expect(reauth.status, JSON.stringify(reauth.body)).toBe(200);
    expect(reauth.body).toMatchObject({ amr: ["swk", "user", "mfa"], secondFactorRequired: false });
    expect((await owner.session()).body!.session.id).toBe(before);
    expect(await db().selectFrom("session").select("id").where("userId", "=", userId).execute()).toHaveLength(
      sessionsBefore.length,
    );
    expect((await owner.post("/api-key/create", { name: "after-passkey" })).status).toBe(200);
  });

  it("another person's passkey does not re-authenticate", async () => {
    const stranger = server.client();
    await signUpUnverified(stranger, uniqueEmail("passkey-stranger"));
    const authenticator = new SoftwareAuthenticator(server.url);
    const options = await stranger.get<Parameters<SoftwareAuthenticator["register"]>[0]>(
      "/passkey/generate-register-options",
    );
    await stranger.post("/passkey/verify-registration", { response: authenticator.register(options.body) });
    const victim = server.client();
    const victimId = await signUpUnverified(victim, uniqueEmail("passkey-victim"));
    await ageSignIns(victimId);
    const challenge = await victim.get<{ challenge: string; rpId?: string }>("/passkey/generate-authenticate-options");
    const res = await victim.post<ErrorBody>("/reauthenticate", {
      passkey: authenticator.authenticate(challenge.body, rpId()),
    });
    expect(res.status).toBe(401);
    expect((await victim.post<ErrorBody>("/api-key/create", { name: "x" })).body.code).toBe("SESSION_NOT_FRESH");
  });
});
