import { createRemoteJWKSet, decodeProtectedHeader, importJWK, type JSONWebKeySet, type JWK, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionJwtSigner, JWT_REUSE_MS } from "../../src/auth/session/fast-path/session-jwt.ts";
import { signUpUnverified, uniqueEmail } from "../helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * JWT and JWKS over HTTP (RSA keys of at least 2048 bits): /token signs a JWT
 * for the current session that any service verifies offline with the keys of /jwks.
 */
let server: TestServer;
let baseURL: string;
let jwksUrl: URL;
beforeAll(async () => {
  server = await startTestServer();
  baseURL = server.gatehouse.config.baseURL;
  jwksUrl = new URL(`${server.url}/api/auth/jwks`);
});
afterAll(async () => server.close());

const verifyOptions = () => ({ issuer: baseURL, audience: baseURL });

describe("GET /jwks", () => {
  it("is public and lists RSA public keys of at least 2048 bits", async () => {
    const response = await server.client().get<JSONWebKeySet>("/jwks");
    expect(response.status).toBe(200);
    expect(response.body.keys.length).toBeGreaterThan(0);
    for (const key of response.body.keys) {
      expect(key).toMatchObject({ kty: "RSA", alg: "RS256" });
      expect(typeof key.kid).toBe("string");
      expect(Buffer.from(String(key.n), "base64url").length * 8).toBeGreaterThanOrEqual(2048);
      for (const secret of ["d", "p", "q", "dp", "dq", "qi"]) expect(key).not.toHaveProperty(secret);
    }
  });

  it("answers the same keys every time (one key pair, stored)", async () => {
    const first = await server.client().get<JSONWebKeySet>("/jwks");
    const second = await server.client().get<JSONWebKeySet>("/jwks");
    expect(second.body.keys.map((k) => k.kid)).toEqual(first.body.keys.map((k) => k.kid));
  });

  it("stores the private key encrypted, never as a plain JWK", async () => {
    await server.client().get("/jwks");
    const rows = await server.gatehouse.database.db.selectFrom("jwks").selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const publicKey = JSON.parse(row.publicKey) as JWK;
      expect(publicKey).not.toHaveProperty("d");
      expect(row.privateKey).not.toContain('"d"');
      expect(row.privateKey).not.toContain(String(publicKey.n));
    }
  });
});

describe("GET /token", () => {
  it("get-session carries the jwt plugin's set-auth-jwt token, verifiable offline; a changed user gets a fresh one", async () => {
    const client = server.client();
    const email = uniqueEmail("jwt-header");
    const userId = await signUpUnverified(client, email);
    const tokens: string[] = [];
    for (const query of [{}, { disableCookieCache: "true" }, { disableCookieCache: "true" }] as Record<
      string,
      string
    >[]) {
      const session = await client.get<{ user: { id: string } } | null>("/get-session", { query });
      expect(session.status).toBe(200);
      // The client's Origin is BASE_URL's, a trusted one: CORS exposes more headers beside it (http/cors.ts).
      expect(session.headers.get("access-control-expose-headers")?.split(", ")).toContain("set-auth-jwt");
      const token = session.headers.get("set-auth-jwt");
      expect(token).toEqual(expect.any(String));
      const { payload } = await jwtVerify(String(token), createRemoteJWKSet(jwksUrl), verifyOptions());
      expect(payload).toMatchObject({ sub: userId, id: userId, email, name: expect.any(String) });
      expect(payload.exp! - payload.iat!).toBe(15 * 60);
      tokens.push(String(token));
    }
    // The same session and user from the database: the same token (fast-path/session-jwt.ts).
    expect(tokens[2]).toBe(tokens[1]);

    const renamed = await client.post("/update-user", { name: "Renamed For JWT" });
    expect(renamed.status).toBe(200);
    const after = await client.get("/get-session", { query: { disableCookieCache: "true" } });
    const fresh = String(after.headers.get("set-auth-jwt"));
    expect(fresh).not.toBe(tokens[1]);
    const { payload } = await jwtVerify(fresh, createRemoteJWKSet(jwksUrl), verifyOptions());
    expect(payload.name).toBe("Renamed For JWT");

    const signedOut = await server.client().get("/get-session");
    expect(signedOut.headers.get("set-auth-jwt")).toBeNull();
  });

  it("a session's token is handed out again for half its lifetime, then signed anew", async () => {
    let now = Date.now();
    const signer = createSessionJwtSigner(server.gatehouse.auth, () => now);
    const body = JSON.stringify({ session: { id: "s" }, user: { id: "u-half", email: "half@example.com" } });
    const first = await signer(body);
    now += JWT_REUSE_MS - 1000;
    expect(await signer(body)).toBe(first);
    now += 2000;
    const second = await signer(body);
    expect(second).not.toBe(first);
    const { payload } = await jwtVerify(second, createRemoteJWKSet(jwksUrl), {
      ...verifyOptions(),
      currentDate: new Date(now),
    });
    expect(payload).toMatchObject({ sub: "u-half", email: "half@example.com", iat: Math.floor(now / 1000) });
    expect(JWT_REUSE_MS).toBe(7.5 * 60 * 1000);
  });

  it("signs a JWT for the session's user that verifies against the remote JWKS", async () => {
    const client = server.client();
    const email = uniqueEmail("jwt");
    const userId = await signUpUnverified(client, email);
    const response = await client.get<{ token: string }>("/token");
    expect(response.status).toBe(200);

    const { payload, protectedHeader } = await jwtVerify(
      response.body.token,
      createRemoteJWKSet(jwksUrl),
      verifyOptions(),
    );
    expect(protectedHeader.alg).toBe("RS256");
    expect(payload.sub).toBe(userId);
    expect(payload.email).toBe(email);
    expect(payload.iss).toBe(baseURL);
    expect(payload.aud).toBe(baseURL);
    // Short-lived: 15 minutes.
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
  });

  it("verifies with the single key imported from the JWKS document by its kid", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("jwt-kid"));
    const token = (await client.get<{ token: string }>("/token")).body.token;
    const { kid } = decodeProtectedHeader(token);
    const jwks = (await client.get<JSONWebKeySet>("/jwks")).body;
    const jwk = jwks.keys.find((k) => k.kid === kid);
    expect(jwk).toBeDefined();
    const { payload } = await jwtVerify(token, await importJWK(jwk!, "RS256"), verifyOptions());
    expect(payload.sub).toBe(userId);
  });

  it("a token whose payload was altered does not verify", async () => {
    const client = server.client();
    await signUpUnverified(client, uniqueEmail("jwt-forged"));
    const token = (await client.get<{ token: string }>("/token")).body.token;
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url")}.${signature}`;
    await expect(jwtVerify(forged, createRemoteJWKSet(jwksUrl), verifyOptions())).rejects.toThrow();
  });

  it("a request authenticated by an API key gets a token for the key's owner", async () => {
    const client = server.client();
    const userId = await signUpUnverified(client, uniqueEmail("jwt-key"));
    const created = await client.post<{ key: string }>("/api-key/create", { name: "jwt" });
    const response = await server
      .client()
      .get<{ token: string }>("/token", { headers: { "x-api-key": created.body.key } });
    expect(response.status).toBe(200);
    const { payload } = await jwtVerify(response.body.token, createRemoteJWKSet(jwksUrl), verifyOptions());
    expect(payload.sub).toBe(userId);
  });

  it("is 401 without a session, and after sign-out", async () => {
    expect((await server.client().get("/token")).status).toBe(401);
    const client = server.client();
    await signUpUnverified(client, uniqueEmail("jwt-out"));
    expect((await client.get("/token")).status).toBe(200);
    expect((await client.post("/sign-out", {})).status).toBe(200);
    expect((await client.get("/token")).status).toBe(401);
  });
});
