import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from "jose";
import type * as oidc from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLISH_LEAD_MS } from "../../src/auth/signing-keys/policy.ts";
import { rotateSigningKey } from "../../src/auth/signing-keys/service.ts";
import { toIso } from "../../src/kit/time.ts";
import { signUpVerified } from "../helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../helpers/test-server.ts";
import { discover, signInThroughClient } from "../oauth-provider/relying-party.ts";

/**
 * ID tokens across a rotation, through `openid-client` as a real relying party: it verifies the
 * ID token of every code exchange against Gatehouse's JWKS, which it fetched while the new key
 * was published and not yet signing; ID tokens signed before the rotation still verify after it.
 */

const SECRET = "test-secret-test-secret-test-secret-0123456789";
const ADMIN_EMAIL = "rotation-oidc-admin@example.com";
const REDIRECT_URI = "https://rp.example.com/callback";

let server: TestServer;
let admin: TestClient;
let clientId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_SECRET: SECRET, ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = server.client();
  await signUpVerified(server, admin, ADMIN_EMAIL);
  const created = await admin.post<{ client_id: string }>("/oauth2/create-client", {
    client_name: "Rotation RP",
    redirect_uris: [REDIRECT_URI],
    token_endpoint_auth_method: "none",
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  clientId = created.body.client_id;
});
afterAll(async () => server.close());

async function passTime(ms: number): Promise<void> {
  const db = server.gatehouse.database.db;
  const back = (value: Date | string | null) =>
    value === null ? null : new Date(Date.parse(toIso(value)) - ms).toISOString();
  for (const key of await db.selectFrom("jwks").selectAll().execute()) {
    await db
      .updateTable("jwks")
      .set({ createdAt: back(key.createdAt) ?? "", activatesAt: back(key.activatesAt), expiresAt: back(key.expiresAt) })
      .where("id", "=", key.id)
      .execute();
  }
}

const signIn = (config: oidc.Configuration) =>
  signInThroughClient(server, config, admin, { redirectUri: REDIRECT_URI, scope: "openid profile email" });
const kidOf = (token: string | undefined) => decodeProtectedHeader(String(token)).kid;
const jwks = async () => (await server.client().get<JSONWebKeySet>("/jwks")).body;

describe("ID tokens across a key rotation", () => {
  it("openid-client verifies ID tokens signed by the old key and by the new one", async () => {
    const before = await signIn(await discover(server, clientId));
    const oldKid = kidOf(before.id_token);

    const rotation = await rotateSigningKey(server.gatehouse.database.db, SECRET);
    const newKid = rotation.rotated ? rotation.kid : "";
    // A relying party that discovers Gatehouse during the lead signs in: still the old key, and
    // its key set (openid-client keeps it 5 minutes) now holds the new one too.
    const relyingParty = await discover(server, clientId);
    const during = await signIn(relyingParty);
    expect(kidOf(during.id_token)).toBe(oldKid);

    await passTime(PUBLISH_LEAD_MS);
    const after = await signIn(relyingParty);
    expect(kidOf(after.id_token)).toBe(newKid);
    expect(after.claims()?.sub).toBe(before.claims()?.sub);

    // What the old key signed still verifies against the key set as it is now.
    const keys = createLocalJWKSet(await jwks());
    for (const token of [before.id_token, during.id_token]) {
      const { payload } = await jwtVerify(String(token), keys, { issuer: server.gatehouse.config.baseURL });
      expect(payload.aud).toBe(clientId);
    }
  });
});
