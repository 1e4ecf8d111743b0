import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { sql } from "kysely";
import * as oidc from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthProviderSettings } from "../../src/auth/oauth-provider/plugin.ts";
import { loadConfig } from "../../src/config.ts";
import { signUpVerified } from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { db, type Person, person } from "../organization/fixtures.ts";
import { authorizeAsUser } from "./relying-party.ts";

/**
 * Where the OpenID provider answers as the RFCs say and the plugin otherwise: http loopback
 * redirect URIs for web clients (RFC 8252, OAUTH_ALLOW_LOOPBACK_REDIRECTS), introspection of
 * tokens that do not verify (RFC 7662), revocation of unknown and revoked tokens (RFC 7009), a
 * wrong PKCE verifier (RFC 7636).
 */

const ADMIN_EMAIL = "standards-admin@example.com";
const LOOPBACK_URIS = ["http://localhost:8080/callback", "http://127.0.0.1/callback", "http://[::1]:3000/callback"];
const LOOPBACK_URI = LOOPBACK_URIS[0] ?? "";
const REDIRECT_URI = "https://rp.example.com/callback";

let server: TestServer;
let admin: Person;
let user: Person;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL, OAUTH_DYNAMIC_CLIENT_REGISTRATION: "true" } });
  const adminClient = server.client();
  admin = { client: adminClient, email: ADMIN_EMAIL, id: await signUpVerified(server, adminClient, ADMIN_EMAIL) };
  user = await person(server, "standards-user");
});
afterAll(async () => {
  await server?.close();
});

type RegisteredClient = { client_id: string; client_secret: string; application_type: string; redirect_uris: string[] };
type OAuthError = { error?: string; error_description?: string };

const createClient = (who: Person, body: Record<string, unknown>, path = "/oauth2/create-client") =>
  who.client.post<RegisteredClient & OAuthError>(path, {
    client_name: "Local RP",
    token_endpoint_auth_method: "client_secret_basic",
    ...body,
  });

const clientCount = async () =>
  (await admin.client.get<{ clients: unknown[] }>("/admin/oauth-clients")).body.clients.length;

/** A confidential client, and the tokens of one code flow through its redirect URI (or `usedUri`). */
async function signedInClient(redirectUri = REDIRECT_URI, usedUri = redirectUri) {
  const created = await createClient(admin, { redirect_uris: [redirectUri] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { client_id: clientId, client_secret: clientSecret } = created.body;
  const config = await oidc.discovery(new URL(server.url), clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
    execute: [oidc.allowInsecureRequests],
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: usedUri,
    scope: "openid offline_access",
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    prompt: "consent",
  });
  const tokens = await oidc.authorizationCodeGrant(config, await authorizeAsUser(server, url, user.client), {
    pkceCodeVerifier: verifier,
  });
  return { clientId, clientSecret, config, tokens };
}

/** A form POST to an OAuth endpoint with HTTP Basic client authentication. */
async function postForm(path: string, credentials: [string, string], form: Record<string, string>) {
  const response = await fetch(`${server.url}/api/auth${path}`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(credentials.map(encodeURIComponent).join(":")).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
}

/** A well-formed access token JWT for `clientId`, signed by a key Gatehouse never saw. */
async function foreignJwt(clientId: string) {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const kid = (await exportJWK(publicKey)).n?.slice(0, 16) ?? "foreign";
  return new SignJWT({ azp: clientId, scope: "openid" })
    .setProtectedHeader({ alg: "RS256", kid })
    .setIssuer(server.gatehouse.config.baseURL)
    .setSubject(user.id)
    .setAudience(`${server.gatehouse.config.baseURL}/api/auth/oauth2/userinfo`)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(privateKey);
}

/** Gatehouse's own ID token with another payload: its header and key id, a signature that cannot match. */
function forgedJwt(idToken: string, clientId: string) {
  const [header, , signature] = idToken.split(".");
  const payload = Buffer.from(JSON.stringify({ azp: clientId, sub: "someone-else", exp: 9_999_999_999 })).toString(
    "base64url",
  );
  return `${header}.${payload}.${signature}`;
}

describe("http loopback redirect URIs for web clients", () => {
  it("a confidential web client registers localhost, 127.0.0.1 and [::1] redirect URIs and signs a user in", async () => {
    const created = await createClient(admin, {
      redirect_uris: [...LOOPBACK_URIS, "https://rp.example.com/callback"],
      application_type: "web",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      application_type: "web",
      redirect_uris: [...LOOPBACK_URIS, "https://rp.example.com/callback"],
    });
    const stored = await admin.client.get<RegisteredClient>("/oauth2/get-client", {
      query: { client_id: created.body.client_id },
    });
    expect(stored.body.application_type).toBe("web");

    const { tokens } = await signedInClient(LOOPBACK_URI);
    expect(tokens.claims()?.sub).toBe(user.id);
    // A loopback redirect may come back on another port (the relying party's own, picked at start).
    const otherPort = await signedInClient(LOOPBACK_URI, "http://localhost:51234/callback");
    expect(otherPort.tokens.claims()?.sub).toBe(user.id);
  });

  it("dynamic registration (RFC 7591) accepts them too, and an update keeps the client a web client", async () => {
    const registered = await createClient(admin, { redirect_uris: [LOOPBACK_URI] }, "/oauth2/register");
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body).toMatchObject({ application_type: "web", redirect_uris: [LOOPBACK_URI] });

    const updated = await admin.client.post<RegisteredClient & { client_name: string }>("/oauth2/update-client", {
      client_id: registered.body.client_id,
      update: { client_name: "Renamed local RP" },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({
      client_name: "Renamed local RP",
      application_type: "web",
      redirect_uris: [LOOPBACK_URI],
    });
  });

  it("any other http redirect URI is refused, and nothing is written", async () => {
    const before = await clientCount();
    // The plugin's body schema refuses http on other hosts; its redirect check, the loopback
    // look-alikes, naming them.
    const schemaRefusal = { code: "VALIDATION_ERROR", message: "Invalid body parameters" };
    for (const uri of ["http://rp.example.com/callback", "http://localhost.rp.example.com/callback"]) {
      const refused = await createClient(admin, { redirect_uris: [LOOPBACK_URI, uri] });
      expect(refused, uri).toMatchObject({ status: 400, body: schemaRefusal });
    }
    for (const uri of ["http://127.0.0.2/callback", "http://127.1/callback", "http://user@localhost/callback"]) {
      const refused = await createClient(admin, { redirect_uris: [LOOPBACK_URI, uri] });
      expect(refused.status, uri).toBe(400);
      expect(refused.body.error, uri).toBe("invalid_redirect_uri");
      expect(refused.body.error_description, uri).toContain(uri);
    }
    const privateScheme = await createClient(admin, { redirect_uris: [LOOPBACK_URI, "com.example.app:/callback"] });
    expect(privateScheme).toMatchObject({ status: 400, body: { error: "invalid_redirect_uri" } });
    expect(await clientCount()).toBe(before);
  });

  it("with OAUTH_ALLOW_LOOPBACK_REDIRECTS=false a web client's loopback URI is refused", async () => {
    const strict = await startTestServer({
      env: { ADMIN_EMAILS: ADMIN_EMAIL, OAUTH_ALLOW_LOOPBACK_REDIRECTS: "false" },
    });
    try {
      const strictAdmin = strict.client();
      await signUpVerified(strict, strictAdmin, ADMIN_EMAIL);
      const refused = await strictAdmin.post<OAuthError>("/oauth2/create-client", {
        redirect_uris: [LOOPBACK_URI],
        token_endpoint_auth_method: "client_secret_basic",
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("invalid_redirect_uri");
      // A native client keeps the plugin's loopback redirects.
      const native = await strictAdmin.post("/oauth2/create-client", {
        redirect_uris: [LOOPBACK_URI],
        token_endpoint_auth_method: "none",
        application_type: "native",
      });
      expect(native.status, JSON.stringify(native.body)).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it("unset, the setting is on outside production and off in production", () => {
    const env = { AUTH_SECRET: "standards-secret-standards-secret-0123456789", DATA_DIR: server.database.dataDir };
    const allowed = (extra: Record<string, string>) =>
      oauthProviderSettings(loadConfig({ ...env, ...extra })).allowLoopbackRedirects;
    expect(allowed({ NODE_ENV: "development" })).toBe(true);
    expect(allowed({ NODE_ENV: "production" })).toBe(false);
    expect(allowed({ NODE_ENV: "production", OAUTH_ALLOW_LOOPBACK_REDIRECTS: "true" })).toBe(true);
    expect(allowed({ NODE_ENV: "development", OAUTH_ALLOW_LOOPBACK_REDIRECTS: "false" })).toBe(false);
  });
});

describe("introspection (RFC 7662)", () => {
  it("answers 200 active false for unknown, foreign-signed, forged, expired and revoked tokens", async () => {
    const { clientId, clientSecret, config, tokens } = await signedInClient();
    const introspect = (token: string, hint?: string) =>
      postForm("/oauth2/introspect", [clientId, clientSecret], { token, ...(hint ? { token_type_hint: hint } : {}) });
    expect(await introspect(tokens.access_token)).toMatchObject({ status: 200, body: { active: true } });

    for (const token of [
      "not-a-token",
      await foreignJwt(clientId),
      forgedJwt(tokens.id_token ?? "", clientId),
      "eyJhbGciOiJSUzI1NiJ9.bm90IGpzb24.c2ln",
    ]) {
      expect(await introspect(token), token).toEqual({ status: 200, body: { active: false } });
      expect(await introspect(token, "access_token"), token).toEqual({ status: 200, body: { active: false } });
      expect(await introspect(token, "refresh_token"), token).toEqual({ status: 200, body: { active: false } });
    }

    await oidc.tokenRevocation(config, tokens.refresh_token ?? "");
    expect(await introspect(tokens.refresh_token ?? "")).toEqual({ status: 200, body: { active: false } });

    await sql`update "oauthAccessToken" set "expiresAt" = ${new Date(Date.now() - 60_000).toISOString()} where "clientId" = ${clientId}`.execute(
      db(server),
    );
    const fresh = await signedInClient();
    await sql`update "oauthAccessToken" set "expiresAt" = ${new Date(Date.now() - 60_000).toISOString()} where "clientId" = ${fresh.clientId}`.execute(
      db(server),
    );
    expect(
      await postForm("/oauth2/introspect", [fresh.clientId, fresh.clientSecret], { token: fresh.tokens.access_token }),
    ).toEqual({
      status: 200,
      body: { active: false },
    });
  });

  it("a client that fails authentication keeps its 401, whatever the token", async () => {
    const { clientId } = await signedInClient();
    const refused = await postForm("/oauth2/introspect", [clientId, "wrong-secret"], {
      token: await foreignJwt(clientId),
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: "invalid_client" });
  });
});

describe("revocation (RFC 7009)", () => {
  it("answers 200 for unknown, foreign-signed and already revoked tokens", async () => {
    const { clientId, clientSecret, config, tokens } = await signedInClient();
    const revoke = (token: string, hint?: string) =>
      postForm("/oauth2/revoke", [clientId, clientSecret], { token, ...(hint ? { token_type_hint: hint } : {}) });
    for (const token of ["not-a-token", await foreignJwt(clientId), forgedJwt(tokens.id_token ?? "", clientId)]) {
      expect((await revoke(token)).status, token).toBe(200);
      expect((await revoke(token, "access_token")).status, token).toBe(200);
      expect((await revoke(token, "refresh_token")).status, token).toBe(200);
    }

    const refreshToken = tokens.refresh_token ?? "";
    expect((await revoke(refreshToken)).status).toBe(200);
    expect((await revoke(refreshToken)).status).toBe(200);
    expect((await revoke(refreshToken, "refresh_token")).status).toBe(200);
    await expect(oidc.refreshTokenGrant(config, refreshToken)).rejects.toThrow();
    expect((await revoke(tokens.access_token)).status).toBe(200);
    expect((await revoke(tokens.access_token)).status).toBe(200);
    expect(await postForm("/oauth2/introspect", [clientId, clientSecret], { token: tokens.access_token })).toEqual({
      status: 200,
      body: { active: false },
    });
  });

  it("a client that fails authentication keeps its 401; a request without a token is 400", async () => {
    const { clientId, clientSecret, tokens } = await signedInClient();
    const refused = await postForm("/oauth2/revoke", [clientId, "wrong-secret"], { token: "not-a-token" });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: "invalid_client" });
    expect((await postForm("/oauth2/revoke", [clientId, clientSecret], { token: "" })).status).toBe(400);
    // The refused requests revoked nothing.
    expect(await postForm("/oauth2/revoke", [clientId, "wrong-secret"], { token: tokens.access_token })).toMatchObject({
      status: 401,
    });
    expect(
      await postForm("/oauth2/introspect", [clientId, clientSecret], { token: tokens.access_token }),
    ).toMatchObject({
      status: 200,
      body: { active: true },
    });
  });
});

describe("PKCE at the token endpoint (RFC 7636)", () => {
  it("a wrong code_verifier is 400 invalid_grant; a missing one 400 invalid_request", async () => {
    const created = await createClient(admin, { redirect_uris: [REDIRECT_URI] });
    const { client_id: clientId, client_secret: clientSecret } = created.body;
    const config = await oidc.discovery(
      new URL(server.url),
      clientId,
      undefined,
      oidc.ClientSecretBasic(clientSecret),
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    const codeFor = async () => {
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT_URI,
        scope: "openid",
        code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
        code_challenge_method: "S256",
        prompt: "consent",
      });
      return (await authorizeAsUser(server, url, user.client)).searchParams.get("code") ?? "";
    };
    const exchange = async (extra: Record<string, string>) =>
      postForm("/oauth2/token", [clientId, clientSecret], {
        grant_type: "authorization_code",
        code: await codeFor(),
        redirect_uri: REDIRECT_URI,
        ...extra,
      });

    const wrong = await exchange({ code_verifier: oidc.randomPKCECodeVerifier() });
    expect(wrong).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
    const missing = await exchange({});
    expect(missing).toMatchObject({ status: 400, body: { error: "invalid_request" } });
  });
});
