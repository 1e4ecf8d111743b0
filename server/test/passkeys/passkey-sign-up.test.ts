import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUser, sessionCookieSetBy, uniqueEmail } from "../helpers/account-flows.ts";
import { SoftwareAuthenticator } from "../helpers/software-authenticator.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";

/**
 * Passkey-first sign-up: an account made with an email, an optional name and a passkey, no
 * password (POST /passkey/sign-up/options, then /passkey/sign-up/verify). Real WebAuthn from a
 * software authenticator; the browser's own is in web/e2e/passkey-sign-up.e2e.ts.
 */
type Options = { challenge: string; rp: { id: string; name: string }; user: { id: string; name: string } };
type SignedUp = { token: string | null; user: { id: string; email: string; name: string; emailVerified: boolean } };

async function passkeyRows(server: TestServer, credentialId: string) {
  return server.gatehouse.database.db
    .selectFrom("passkey")
    .select(["userId"])
    .where("credentialID", "=", credentialId)
    .execute();
}

async function signUpWithPasskey(client: TestClient, email: string, name?: string) {
  const authenticator = new SoftwareAuthenticator(client.origin);
  const options = await client.post<Options>("/passkey/sign-up/options", { email, ...(name ? { name } : {}) });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const response = authenticator.register(options.body);
  const verified = await client.post<SignedUp>("/passkey/sign-up/verify", { response });
  return { authenticator, options, response, verified };
}

describe("passkey sign-up", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it("creates the user, their passkey and a session proved by the passkey; the key then signs in", async () => {
    const client = server.client();
    const email = uniqueEmail("pk-first");
    const { authenticator, options, response, verified } = await signUpWithPasskey(client, email, "Ada Lovelace");
    expect(options.body.rp.id).toBe(new URL(server.url).hostname);
    expect(options.body.user.name).toBe(email);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.user).toMatchObject({ email, name: "Ada Lovelace", emailVerified: false });
    expect(verified.body.token).toEqual(expect.any(String));
    expect(sessionCookieSetBy(verified.response)).toBeTruthy();
    const session = await client.session();
    expect(session.body?.user.email).toBe(email);
    expect(await passkeyRows(server, String(response.id))).toEqual([{ userId: verified.body.user.id }]);
    await server.smtp.mailTo(email, "Verify your email");
    // No password: the account has the passkey only.
    const accounts = await server.gatehouse.database.db
      .selectFrom("account")
      .select("providerId")
      .where("userId", "=", verified.body.user.id)
      .execute();
    expect(accounts).toEqual([]);

    const browser = server.client();
    const authOptions = await browser.get<{ challenge: string }>("/passkey/generate-authenticate-options");
    const signedIn = await browser.post<{ user: { id: string } }>("/passkey/verify-authentication", {
      response: authenticator.authenticate(authOptions.body, new URL(server.url).hostname),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(verified.body.user.id);
  });

  it("refuses a taken address as /sign-up/email does, and a malformed one", async () => {
    const client = server.client();
    const email = uniqueEmail("pk-taken");
    expect((await client.signUp(email)).status).toBe(200);
    const taken = await server.client().post("/passkey/sign-up/options", { email: email.toUpperCase() });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ code: "USER_ALREADY_EXISTS", message: "User already exists" });
    const invalid = await server.client().post("/passkey/sign-up/options", { email: "not-an-address" });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: "INVALID_EMAIL" });
    const long = await server.client().post("/passkey/sign-up/options", { email: `${"a".repeat(250)}@x.io` });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("writes nothing when the creation is refused: the address taken between options and verify", async () => {
    const client = server.client();
    const email = uniqueEmail("pk-race");
    const authenticator = new SoftwareAuthenticator(client.origin);
    const options = await client.post<Options>("/passkey/sign-up/options", { email });
    expect(options.status).toBe(200);
    const owner = await server.client().signUp(email);
    const response = authenticator.register(options.body);
    const refused = await client.post("/passkey/sign-up/verify", { response });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "USER_ALREADY_EXISTS" });
    expect(sessionCookieSetBy(refused.response)).toBeUndefined();
    expect(await passkeyRows(server, String(response.id))).toEqual([]);
    expect((await findUser(server, email))?.id).toBe(owner.body.user.id);
  });

  it("the library's registration without a session starts no sign-up", async () => {
    const anonymous = server.client();
    const refused = await anonymous.get(
      `/passkey/generate-register-options?context=${encodeURIComponent(JSON.stringify({ email: uniqueEmail("x") }))}`,
    );
    expect(refused.status).toBe(401);
  });
});

describe("passkey sign-up with REQUIRE_EMAIL_VERIFICATION", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { REQUIRE_EMAIL_VERIFICATION: "true" } });
  });
  afterAll(async () => server?.close());

  it("makes no session and mails the verification link", async () => {
    const client = server.client();
    const email = uniqueEmail("pk-verify");
    const { response, verified } = await signUpWithPasskey(client, email);
    expect(verified.status).toBe(200);
    expect(verified.body.token).toBeNull();
    expect(sessionCookieSetBy(verified.response)).toBeUndefined();
    expect((await client.session()).body).toBeNull();
    expect(await passkeyRows(server, String(response.id))).toHaveLength(1);
    await server.smtp.mailTo(email, "Verify your email");
  });

  it("answers a taken address as a new one and writes nothing", async () => {
    const email = uniqueEmail("pk-hidden");
    expect((await server.client().signUp(email)).status).toBe(200);
    const owner = await findUser(server, email);
    const { response, verified } = await signUpWithPasskey(server.client(), email);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ token: null, user: { email, emailVerified: false } });
    expect(verified.body.user.id).not.toBe(owner?.id);
    expect(await passkeyRows(server, String(response.id))).toEqual([]);
  });
});
