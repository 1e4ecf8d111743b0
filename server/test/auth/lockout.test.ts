import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import { SoftwareAuthenticator } from "../helpers/software-authenticator.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Account lockout: LOCKOUT_THRESHOLD failed password sign-ins of one account within
 * LOCKOUT_WINDOW pause its password sign-in (429 ACCOUNT_LOCKED, Retry-After) for LOCKOUT_DURATION,
 * from any client, with one mail to the owner; a success clears the count, a reset the pause.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOCKOUT_THRESHOLD: "3", LOCKOUT_WINDOW: "600", LOCKOUT_DURATION: "900" } });
});
afterAll(async () => server?.close());

const db = () => server.gatehouse.database.db;
const wrong = (email: string) => server.client().post("/sign-in/email", { email, password: "not-the-password-1" });
const lockoutOf = (userId: string) =>
  db().selectFrom("account_lockout").selectAll().where("user_id", "=", userId).executeTakeFirst();

async function newAccount(label: string) {
  const email = uniqueEmail(label);
  const signUp = await server.client().signUp(email);
  expect(signUp.status).toBe(200);
  return { email, id: signUp.body.user.id };
}

describe("account lockout", () => {
  it("pauses password sign-in after the threshold, from every client, and mails the owner", async () => {
    const { email, id } = await newAccount("locked");
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await wrong(email)).status).toBe(401);
    // The right password, from a fresh client: refused while paused.
    const refused = await server.client().signIn(email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: "ACCOUNT_LOCKED",
      message: expect.stringMatching(
        /^Too many failed sign-in attempts: password sign-in to this account is paused until .+ UTC\. Reset your password to sign in now\.$/,
      ),
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    const mail = await server.smtp.mailTo(email, "Password sign-in to your account is paused");
    expect(mail.text).toContain("/forgot-password");
    // More wrong guesses while paused are refused before the password is checked: they neither
    // count nor move the pause (the mail goes with that one transition only).
    const paused = await lockoutOf(id);
    expect((await wrong(email)).status).toBe(429);
    expect(await lockoutOf(id)).toEqual(paused);
  });

  it("an unknown address is never locked (nothing to count), and answers as before", async () => {
    const email = uniqueEmail("ghost");
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await wrong(email)).status).toBe(401);
  });

  it("a success before the threshold clears the count; failures outside the window start it again", async () => {
    const { email, id } = await newAccount("counted");
    await wrong(email);
    await wrong(email);
    expect((await lockoutOf(id))?.failures).toBe(2);
    expect((await server.client().signIn(email)).status).toBe(200);
    expect(await lockoutOf(id)).toBeUndefined();

    await wrong(email);
    await wrong(email);
    // The two failures happened long ago: the next one starts a new window instead of locking.
    await db()
      .updateTable("account_lockout")
      .set({ window_started_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where("user_id", "=", id)
      .execute();
    expect((await wrong(email)).status).toBe(401);
    expect((await lockoutOf(id))?.failures).toBe(1);
    expect((await server.client().signIn(email)).status).toBe(200);
  });

  it("the pause ends by itself, and a password reset lifts it at once", async () => {
    const { email, id } = await newAccount("reset");
    for (let attempt = 0; attempt < 3; attempt += 1) await wrong(email);
    expect((await server.client().signIn(email)).status).toBe(429);
    await db()
      .updateTable("account_lockout")
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", id)
      .execute();
    expect((await server.client().signIn(email)).status).toBe(200);

    for (let attempt = 0; attempt < 3; attempt += 1) await wrong(email);
    expect((await server.client().signIn(email)).status).toBe(429);
    await server.client().post("/request-password-reset", { email, redirectTo: "/reset-password" });
    const mail = await server.smtp.mailTo(email, "Reset your password");
    const token = new URL(mail.links.find((link) => link.includes("/reset-password/"))!).pathname.split("/").pop()!;
    expect((await server.client().post("/reset-password", { token, newPassword: "a-brand-new-secret-9" })).status).toBe(
      200,
    );
    expect(await lockoutOf(id)).toBeUndefined();
    expect((await server.client().signIn(email, "a-brand-new-secret-9")).status).toBe(200);
  });

  it("counts wrong passwords on re-authentication against the signed-in account, and pauses it there too", async () => {
    const client = server.client();
    const email = uniqueEmail("reauth");
    const id = await signUpUnverified(client, email);
    const authenticator = new SoftwareAuthenticator(server.url);
    const options = await client.get<Parameters<SoftwareAuthenticator["register"]>[0]>(
      "/passkey/generate-register-options",
    );
    await client.post("/passkey/verify-registration", { response: authenticator.register(options.body) });
    const reauthenticate = (password: string) => client.post<{ code?: string }>("/reauthenticate", { password });
    expect((await reauthenticate("not-the-password-1")).status).toBe(400);
    expect((await lockoutOf(id))?.failures).toBe(1);
    expect((await reauthenticate(PASSWORD)).status).toBe(200);
    expect(await lockoutOf(id)).toBeUndefined();

    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await reauthenticate("not-the-password-1")).body.code).toBe("INVALID_PASSWORD");
    const refused = await reauthenticate(PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("ACCOUNT_LOCKED");
    expect((await server.client().signIn(email)).status).toBe(429);
    // The pause is the password's: the person's passkey still re-authenticates.
    const challenge = await client.get<{ challenge: string }>("/passkey/generate-authenticate-options");
    const passkey = authenticator.authenticate(challenge.body, new URL(server.url).hostname);
    expect((await client.post("/reauthenticate", { passkey })).status).toBe(200);
  });
});
