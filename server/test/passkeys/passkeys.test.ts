import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/account-flows.ts";
import { SoftwareAuthenticator } from "../helpers/software-authenticator.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { enableTwoFactor } from "../helpers/two-factor.ts";

/**
 * Passkeys (@better-auth/passkey): register, name, list, delete; sign in with one, which
 * satisfies two-factor. The ceremonies are real WebAuthn, from a software authenticator; the
 * browser's own (Chromium's virtual authenticator) is in web/e2e/passkeys.e2e.ts.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Passkey = { id: string; name?: string | null; userId: string; credentialID: string; deviceType: string };

const rpId = () => new URL(server.url).hostname;

async function registerPasskey(client: TestClient, authenticator: SoftwareAuthenticator, name?: string) {
  const options = await client.get<{ challenge: string; rp: { id: string; name: string }; user: { id: string } }>(
    "/passkey/generate-register-options",
  );
  expect(options.status).toBe(200);
  const verified = await client.post<Passkey>("/passkey/verify-registration", {
    response: authenticator.register(options.body),
    ...(name ? { name } : {}),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body;
}

async function signInWithPasskey(browser: TestClient, authenticator: SoftwareAuthenticator) {
  const options = await browser.get<{ challenge: string; rpId?: string }>("/passkey/generate-authenticate-options");
  expect(options.status).toBe(200);
  return browser.post<{ session: { token: string }; user: { id: string } }>("/passkey/verify-authentication", {
    response: authenticator.authenticate(options.body, rpId()),
  });
}

async function newUser(label: string) {
  const client = server.client();
  const email = uniqueEmail(label);
  const id = (await client.signUp(email)).body.user.id;
  return { client, email, id };
}

describe("passkeys", () => {
  it("the relying party is BASE_URL's host, named Gatehouse", async () => {
    const { client } = await newUser("rp");
    const options = await client.get<{ rp: { id: string; name: string } }>("/passkey/generate-register-options");
    expect(options.body.rp).toEqual({ id: rpId(), name: "Gatehouse" });
  });

  it("register, name, list and delete", async () => {
    const { client, id } = await newUser("manage");
    const authenticator = new SoftwareAuthenticator(client.origin);
    const created = await registerPasskey(client, authenticator, "Work laptop");
    expect(created).toMatchObject({ name: "Work laptop", userId: id });

    const listed = await client.get<Passkey[]>("/passkey/list-user-passkeys");
    expect(listed.body).toEqual([expect.objectContaining({ id: created.id, name: "Work laptop" })]);
    const renamed = await client.post("/passkey/update-passkey", { id: created.id, name: "Old laptop" });
    expect(renamed.status).toBe(200);
    expect((await client.get<Passkey[]>("/passkey/list-user-passkeys")).body[0]?.name).toBe("Old laptop");

    // Someone else cannot touch it.
    const other = await newUser("other");
    expect((await other.client.post("/passkey/delete-passkey", { id: created.id })).status).toBeGreaterThanOrEqual(400);
    expect((await other.client.post("/passkey/update-passkey", { id: created.id, name: "x" })).status).toBe(401);
    expect((await client.get<Passkey[]>("/passkey/list-user-passkeys")).body).toHaveLength(1);

    expect((await client.post("/passkey/delete-passkey", { id: created.id })).status).toBe(200);
    expect((await client.get<Passkey[]>("/passkey/list-user-passkeys")).body).toEqual([]);
    // A deleted passkey signs nobody in.
    const refused = await signInWithPasskey(server.client(), authenticator);
    expect(refused.status).toBe(401);
  });

  it("signs in with a passkey, and that satisfies two-factor", async () => {
    const { client, id } = await newUser("sign-in");
    const authenticator = new SoftwareAuthenticator(client.origin);
    await registerPasskey(client, authenticator);
    await enableTwoFactor(client);

    const browser = server.client();
    const signedIn = await signInWithPasskey(browser, authenticator);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.user.id).toBe(id);
    expect(signedIn.body).not.toHaveProperty("twoFactorRedirect");
    expect((await browser.session()).body?.user).toMatchObject({ id, twoFactorEnabled: true });
  });

  it("refuses a replayed, foreign or forged answer", async () => {
    const { client } = await newUser("forged");
    const authenticator = new SoftwareAuthenticator(client.origin);
    await registerPasskey(client, authenticator);

    // The same signed answer twice: the challenge is consumed by the first.
    const browser = server.client();
    const options = await browser.get<{ challenge: string }>("/passkey/generate-authenticate-options");
    const answer = authenticator.authenticate(options.body, rpId());
    expect((await browser.post("/passkey/verify-authentication", { response: answer })).status).toBe(200);
    expect((await browser.post("/passkey/verify-authentication", { response: answer })).status).toBe(400);

    // Made for another site: the origin in the signed client data is not Gatehouse's.
    const phished = new SoftwareAuthenticator("https://evil.example");
    phished.credentials.push(...authenticator.credentials);
    const stranger = server.client();
    const foreign = await stranger.get<{ challenge: string }>("/passkey/generate-authenticate-options");
    const foreignAnswer = phished.authenticate(foreign.body, rpId());
    expect((await stranger.post("/passkey/verify-authentication", { response: foreignAnswer })).status).toBe(400);
    expect((await stranger.session()).body).toBeNull();

    // Signed by another key.
    const impostor = new SoftwareAuthenticator(client.origin);
    impostor.register({ challenge: "x", rp: { id: rpId() }, user: { id: "u" } });
    const forged = server.client();
    const forgedOptions = await forged.get<{ challenge: string }>("/passkey/generate-authenticate-options");
    const forgedAnswer = impostor.authenticate(forgedOptions.body, rpId());
    forgedAnswer.id = authenticator.credentials[0]!.id.toString("base64url");
    forgedAnswer.rawId = forgedAnswer.id;
    expect((await forged.post("/passkey/verify-authentication", { response: forgedAnswer })).status).toBe(400);
  });

  it("needs a session to register, and answers bad input with a 4xx", async () => {
    const anonymous = server.client();
    expect((await anonymous.get("/passkey/generate-register-options")).status).toBe(401);
    expect((await anonymous.get("/passkey/list-user-passkeys")).status).toBe(401);
    const { client } = await newUser("bad-input");
    for (const body of [{}, { response: "x" }, { response: { id: 1 } }]) {
      const res = await client.post("/passkey/verify-registration", body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const body of [{}, { response: { id: "nope", response: {} } }]) {
      const res = await anonymous.post("/passkey/verify-authentication", body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
