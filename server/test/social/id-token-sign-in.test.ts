import { generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsOf, findUser } from "../helpers/account-flows.ts";
import { PROVIDER_ID, type SocialFixture, startSocialFixture } from "./social-fixture.ts";

type IdTokenAnswer = {
  redirect: boolean;
  token: string;
  url?: string;
  user: { id: string; email: string; emailVerified: boolean };
};
type ErrorAnswer = { code: string; message: string };

describe("idToken sign-in (POST /sign-in/social with idToken)", () => {
  let f: SocialFixture;

  beforeAll(async () => {
    // GITHUB is enabled only to have a provider that cannot verify ID tokens; nothing calls it.
    f = await startSocialFixture({ env: { GITHUB_CLIENT_ID: "gh-id", GITHUB_CLIENT_SECRET: "gh-secret" } });
  });
  afterAll(() => f?.close());

  const signInWithIdToken = (idToken: Record<string, unknown>, provider = PROVIDER_ID) =>
    f.server.client().post<IdTokenAnswer & ErrorAnswer>("/sign-in/social", { provider, idToken });

  it("signs in with an ID token the provider signed and returns {redirect: false, token, user}", async () => {
    const tokens = await f.idp.issueTokens("alice-sub");
    const client = f.server.client();
    const response = await client.post<IdTokenAnswer>("/sign-in/social", {
      provider: PROVIDER_ID,
      idToken: { token: tokens.id_token },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.redirect).toBe(false);
    expect(response.body.token).toEqual(expect.any(String));
    expect(response.body.url ?? null).toBeNull();
    expect(response.body.user).toMatchObject({ email: "alice@idp.test", emailVerified: true });
    expect((await client.session()).body?.user.id).toBe(response.body.user.id);

    const accounts = await accountsOf(f.server, response.body.user.id);
    expect(accounts.map((a) => [a.providerId, a.accountId])).toContainEqual([PROVIDER_ID, "alice-sub"]);
  });

  it("refuses a token the provider did not sign, with nothing created", async () => {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true });
    const forged = await new SignJWT({ email: "mallory@idp.test", email_verified: true, name: "Mallory" })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(f.idp.issuer)
      .setAudience(f.idp.clientId)
      .setSubject("mallory-sub")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
    const response = await signInWithIdToken({ token: forged });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe("invalid token");
    expect(await findUser(f.server, "mallory@idp.test")).toBeUndefined();
  });

  it("refuses a token that is not a JWT", async () => {
    const response = await signInWithIdToken({ token: "not.a.jwt" });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe("invalid token");
  });

  it("refuses a provider that cannot verify ID tokens and an unknown provider", async () => {
    const github = await signInWithIdToken({ token: "x" }, "github");
    expect(github.status).toBe(404);
    expect(github.body.message).toBe("id_token not supported");
    const unknown = await signInWithIdToken({ token: "x" }, "nowhere");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Provider not found");
  });

  it("a built-in provider sends the browser to its own authorization page with state and PKCE", async () => {
    const response = await f.server
      .client()
      .post<{ url: string; redirect: boolean }>("/sign-in/social", { provider: "github", callbackURL: "/dashboard" });
    expect(response.status).toBe(200);
    const url = new URL(response.body.url);
    expect(`${url.origin}${url.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(url.searchParams.get("client_id")).toBe("gh-id");
    expect(url.searchParams.get("redirect_uri")).toBe(`${f.server.gatehouse.config.baseURL}/api/auth/callback/github`);
    expect(url.searchParams.get("state")).toHaveLength(32);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  });

  it("a user without an email: no user info from the token alone, no email with the access token", async () => {
    const tokens = await f.idp.issueTokens("no-email-sub");
    const tokenOnly = await signInWithIdToken({ token: tokens.id_token });
    expect(tokenOnly.status).toBe(401);
    expect(tokenOnly.body.message).toBe("Failed to get user info");

    const withAccessToken = await signInWithIdToken({ token: tokens.id_token, accessToken: tokens.access_token });
    expect(withAccessToken.status).toBe(401);
    expect(withAccessToken.body.message).toBe("User email not found");
  });
});
