import * as oidc from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../helpers/account-flows.ts";
import { getSessionBothWays, withoutCache } from "../helpers/get-session-differential.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, type Person, person } from "../organization/fixtures.ts";
import { authorizeAsUser as authorizeAt, discover as discoverAt, open as openAt } from "./relying-party.ts";

/**
 * Gatehouse as an OpenID provider, driven by `openid-client` as a real relying
 * party: discovery at BASE_URL, authorization code with PKCE for a public client registered by a
 * platform admin, the user's consent, ID token and userinfo (with the `organizations` claim),
 * refresh tokens with rotation, and the end-session endpoint.
 */

const ADMIN_EMAIL = "oidc-admin@example.com";
const REDIRECT_URI = "https://rp.example.com/callback";
const SIGNED_OUT_URI = "https://rp.example.com/signed-out";

let server: TestServer;
let admin: Person;
let user: Person;
let clientId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  const adminClient = server.client();
  admin = { client: adminClient, email: ADMIN_EMAIL, id: await signUpVerified(server, adminClient, ADMIN_EMAIL) };
  user = await person(server, "oidc-user");
  await createOrganization(user, { name: "Rocket Club", slug: `rocket-${Date.now()}` });
  const created = await admin.client.post<{ client_id: string }>("/oauth2/create-client", {
    client_name: "Example RP",
    redirect_uris: [REDIRECT_URI],
    post_logout_redirect_uris: [SIGNED_OUT_URI],
    token_endpoint_auth_method: "none",
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  clientId = created.body.client_id;
});
afterAll(async () => {
  await server?.close();
});

const discover = () => discoverAt(server, clientId);
const open = (url: URL, who: Person["client"]) => openAt(server, url, who);
const authorizeAsUser = (url: URL, who: Person) => authorizeAt(server, url, who.client);

describe("Gatehouse as an OpenID provider", () => {
  it("discovery at BASE_URL names Gatehouse's endpoints and the organizations scope", async () => {
    const config = await discover();
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(server.gatehouse.config.baseURL);
    expect(metadata.authorization_endpoint).toBe(`${server.gatehouse.config.baseURL}/api/auth/oauth2/authorize`);
    expect(metadata.jwks_uri).toBe(`${server.gatehouse.config.baseURL}/api/auth/jwks`);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(["openid", "organizations", "offline_access"]));
    expect(metadata.code_challenge_methods_supported).toEqual(["S256"]);
  });

  it("code + PKCE: ID token and userinfo with the user's organizations; refresh rotates; logout ends the session", async () => {
    const config = await discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: "openid profile email offline_access organizations",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      prompt: "consent",
    });
    const callback = await authorizeAsUser(url, user);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const claims = tokens.claims();
    expect(claims?.sub).toBe(user.id);
    // OpenID Connect: with an access token issued, the profile and email claims come from userinfo.
    expect(claims?.aud).toBe(clientId);
    expect(claims?.organizations).toEqual([expect.objectContaining({ name: "Rocket Club", roles: ["owner"] })]);
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const info = await oidc.fetchUserInfo(config, tokens.access_token, user.id);
    expect(info).toMatchObject({ sub: user.id, email: user.email });
    expect(info.organizations).toEqual([expect.objectContaining({ name: "Rocket Club" })]);

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    // The rotated refresh token is spent.
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toThrow();

    // The signed-in user's session, as the fast get-session answers it: exactly as better-auth does.
    const fromDatabase = await getSessionBothWays(server, withoutCache(user.client), "?disableCookieCache=true");
    expect(fromDatabase.fast.status).toBe(200);
    expect(fromDatabase.fast).toEqual(fromDatabase.stock);

    // RP-initiated logout (the client registered post_logout_redirect_uris): the session ends and
    // the browser goes back to the client.
    const logout = oidc.buildEndSessionUrl(config, {
      id_token_hint: refreshed.id_token ?? tokens.id_token!,
      post_logout_redirect_uri: SIGNED_OUT_URI,
      state: "bye",
    });
    expect(logout.pathname).toBe("/api/auth/oauth2/end-session");
    const back = await open(logout, user.client);
    expect(`${back.origin}${back.pathname}`).toBe(SIGNED_OUT_URI);
    expect(back.searchParams.get("state")).toBe("bye");
    expect((await user.client.session()).body).toBeNull();
    expect((await user.client.signIn(user.email)).status).toBe(200); // for the tests after this one
  });

  it("without PKCE a public client is refused; a signed-out user is sent to the sign-in page", async () => {
    const config = await discover();
    const withoutPkce = oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: "openid" });
    expect((await open(withoutPkce, user.client)).searchParams.get("error")).toBe("invalid_request");

    const stranger = server.client();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: "openid",
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: "S256",
    });
    expect((await open(url, stranger)).pathname).toBe("/sign-in");
  });

  it("a confidential client introspects and revokes its tokens", async () => {
    const created = await admin.client.post<{ client_id: string; client_secret: string }>("/oauth2/create-client", {
      client_name: "Back office",
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: "client_secret_basic",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const config = await oidc.discovery(
      new URL(server.url),
      created.body.client_id,
      undefined,
      oidc.ClientSecretBasic(created.body.client_secret),
      { execute: [oidc.allowInsecureRequests] },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: "openid offline_access",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
    });
    const tokens = await oidc.authorizationCodeGrant(config, await authorizeAsUser(url, user), {
      pkceCodeVerifier: verifier,
    });
    const introspected = await oidc.tokenIntrospection(config, tokens.access_token);
    expect(introspected).toMatchObject({ active: true, sub: user.id, client_id: created.body.client_id });
    await oidc.tokenRevocation(config, tokens.refresh_token!);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toThrow();
    expect((await oidc.tokenIntrospection(config, "not-a-token")).active).toBe(false);
  });
});

describe("the device authorization grant (a CLI)", () => {
  it("the device gets a code, the user approves it on /device, the device's poll gets the tokens", async () => {
    const created = await admin.client.post<{ client_id: string }>("/oauth2/create-client", {
      client_name: "Rocket CLI",
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: "none",
      grant_types: ["urn:ietf:params:oauth:grant-type:device_code", "refresh_token"],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const config = await oidc.discovery(new URL(server.url), created.body.client_id, undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
    });
    expect(config.serverMetadata().device_authorization_endpoint).toBe(
      `${server.gatehouse.config.baseURL}/api/auth/device/code`,
    );
    const started = await oidc.initiateDeviceAuthorization(config, { scope: "openid organizations" });
    expect(started.verification_uri).toBe(`${server.gatehouse.config.baseURL}/device`);
    // On another screen: the signed-in user opens /device, enters the code, sees the request, approves.
    const seen = await user.client.get<{ status: string; client_id: string; scope: string }>("/device", {
      query: { user_code: started.user_code },
    });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({ status: "pending", client_id: created.body.client_id });
    const approved = await user.client.post("/device/approve", { userCode: started.user_code });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const tokens = await oidc.pollDeviceAuthorizationGrant(config, started);
    expect(tokens.claims()?.sub).toBe(user.id);
    expect(tokens.claims()?.organizations).toEqual([expect.objectContaining({ name: "Rocket Club" })]);
    // A code is spent once.
    expect((await user.client.post("/device/approve", { userCode: started.user_code })).status).toBe(400);
  });
});

describe("who registers clients", () => {
  const createClient = (who: Person, name: string) =>
    who.client.post<{ client_id: string }>("/oauth2/create-client", {
      client_name: name,
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: "none",
    });
  const setActive = (who: Person, organizationId: string) =>
    who.client.post("/organization/set-active", { organizationId });
  const clientIds = async (who: Person) =>
    ((await who.client.get<Array<{ client_id: string }>>("/oauth2/get-clients")).body ?? []).map(
      (client) => client.client_id,
    );

  it("an organization's owner registers a client for it; another organization's owner cannot see it", async () => {
    const owner = await person(server, "oidc-owner");
    const organization = await createOrganization(owner, { name: "Owner Org", slug: `owner-${Date.now()}` });
    expect((await setActive(owner, organization.id)).status).toBe(200);
    const created = await createClient(owner, "Owner's app");
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await clientIds(owner)).toContain(created.body.client_id);

    const stranger = await person(server, "oidc-stranger");
    const theirs = await createOrganization(stranger, { name: "Stranger Org", slug: `stranger-${Date.now()}` });
    expect((await setActive(stranger, theirs.id)).status).toBe(200);
    expect(await clientIds(stranger)).not.toContain(created.body.client_id);
    const peek = await stranger.client.get("/oauth2/get-client", { query: { client_id: created.body.client_id } });
    expect([401, 403, 404]).toContain(peek.status);
  });

  it("a user who owns no active organization, and is no platform admin, cannot", async () => {
    const plain = await person(server, "oidc-plain");
    const refused = await createClient(plain, "Not mine");
    expect([401, 403]).toContain(refused.status);
  });

  it("platform admins see every client with its owner, and delete any (its tokens with it)", async () => {
    const owner = await person(server, "oidc-overseen");
    const organization = await createOrganization(owner, { name: "Overseen Org", slug: `overseen-${Date.now()}` });
    expect((await setActive(owner, organization.id)).status).toBe(200);
    const created = await createClient(owner, "Overseen app");
    expect(created.status).toBe(201);

    type Listed = {
      clientId: string;
      name: string;
      public: boolean;
      owner: { type: string; name?: string; email?: string };
    };
    const refused = await owner.client.get("/admin/oauth-clients");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: "Only platform admins can see every OAuth client" });

    const listed = await admin.client.get<{ clients: Listed[] }>("/admin/oauth-clients");
    expect(listed.status).toBe(200);
    expect(listed.body.clients.find((c) => c.clientId === created.body.client_id)).toMatchObject({
      name: "Overseen app",
      public: true,
      owner: { type: "organization", id: organization.id, name: "Overseen Org" },
    });
    expect(listed.body.clients.find((c) => c.clientId === clientId)).toMatchObject({
      owner: { type: "user", email: ADMIN_EMAIL },
    });

    expect((await owner.client.post("/admin/oauth-clients/delete", { clientId: created.body.client_id })).status).toBe(
      403,
    );
    const deleted = await admin.client.post("/admin/oauth-clients/delete", { clientId: created.body.client_id });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await clientIds(owner)).not.toContain(created.body.client_id);
    const again = await admin.client.post("/admin/oauth-clients/delete", { clientId: created.body.client_id });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: "No OAuth client has this client_id" });

    // The first client has issued tokens and consents (the tests above): they go with it.
    const used = await admin.client.post("/admin/oauth-clients/delete", { clientId });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
  });
});
