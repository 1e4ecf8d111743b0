import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsOf } from "../helpers/account-flows.ts";
import type { TestClient } from "../helpers/test-server.ts";
import { PROVIDER_ID, type SocialFixture, startSocialFixture } from "./social-fixture.ts";

type TokenAnswer = { accessToken: string; accessTokenExpiresAt: string; scopes: string[]; idToken?: string };
type ErrorAnswer = { code: string; message: string };

describe("provider tokens: get-access-token, refresh-token, account-info", () => {
  let f: SocialFixture;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    // Access tokens live 3 s at the provider: from the start within the 5 s of expiry at which Gatehouse refreshes.
    f = await startSocialFixture({ idp: { accessTokenTtl: 3 } });
    client = f.server.client();
    await f.signIn(client, "alice-sub");
    userId = (await client.session()).body!.user.id;
  });
  afterAll(() => f?.close());

  const providerAccount = async () => (await accountsOf(f.server, userId)).find((a) => a.providerId === PROVIDER_ID)!;

  it("stores the provider's access and refresh tokens encrypted", async () => {
    const row = await providerAccount();
    expect(row.accessToken).toBeTruthy();
    expect(row.refreshToken).toBeTruthy();
    // What the provider issued is opaque base64url; what Gatehouse stores is its hex ciphertext.
    expect(row.accessToken).toMatch(/^[0-9a-f]+$/);
    expect(row.refreshToken).toMatch(/^[0-9a-f]+$/);
    const answer = await client.post<TokenAnswer>("/get-access-token", { providerId: PROVIDER_ID });
    expect(answer.status).toBe(200);
    expect(answer.body.accessToken).not.toBe(row.accessToken);
    expect(row.accessToken).not.toContain(answer.body.accessToken);
  });

  it("refreshes an access token with less than 5 seconds left, and stores the new one", async () => {
    const before = await providerAccount();
    const first = await client.post<TokenAnswer>("/get-access-token", { providerId: PROVIDER_ID });
    expect(first.status).toBe(200);
    const after = await providerAccount();
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(new Date(first.body.accessTokenExpiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(first.body.scopes).toEqual(expect.arrayContaining(["openid", "email", "profile"]));

    // The new token is valid at the provider.
    const userinfo = await fetch(`${f.idp.issuer}/me`, {
      headers: { authorization: `Bearer ${first.body.accessToken}` },
    });
    expect(userinfo.status).toBe(200);
    expect(((await userinfo.json()) as { sub: string }).sub).toBe("alice-sub");

    // Still under the margin (3 s lifetime): the next call refreshes again.
    const second = await client.post<TokenAnswer>("/get-access-token", {
      providerId: PROVIDER_ID,
      accountId: "alice-sub",
    });
    expect(second.status).toBe(200);
    expect(second.body.accessToken).not.toBe(first.body.accessToken);
  });

  it("keeps a token with more than 5 seconds left", async () => {
    const row = await providerAccount();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await f.server.gatehouse.database.db
      .updateTable("account")
      .set({ accessTokenExpiresAt: later })
      .where("id", "=", row.id)
      .execute();
    const one = await client.post<TokenAnswer>("/get-access-token", { providerId: PROVIDER_ID });
    const two = await client.post<TokenAnswer>("/get-access-token", { providerId: PROVIDER_ID });
    expect(one.body.accessToken).toBe(two.body.accessToken);
    expect((await providerAccount()).accessToken).toBe(row.accessToken);
  });

  it("refresh-token refreshes on demand; the better-auth client's {accountId} form works too", async () => {
    const row = await providerAccount();
    const bySpec = await client.post<TokenAnswer & { refreshToken: string }>("/refresh-token", {
      providerId: PROVIDER_ID,
    });
    expect(bySpec.status).toBe(200);
    expect(bySpec.body.accessToken).toEqual(expect.any(String));
    expect(bySpec.body.refreshToken).toEqual(expect.any(String));
    const byRowId = await client.post<TokenAnswer>("/refresh-token", { accountId: row.id });
    expect(byRowId.status).toBe(200);
    expect(byRowId.body.accessToken).not.toBe(bySpec.body.accessToken);
  });

  it("account-info returns the provider's {user, data}, by POST and by GET (the better-auth client's)", async () => {
    const row = await providerAccount();
    const byPost = await client.post<{ user: { email: string; name: string }; data: { sub: string } }>(
      "/account-info",
      { accountId: "alice-sub" },
    );
    expect(byPost.status, JSON.stringify(byPost.body)).toBe(200);
    expect(byPost.body.user).toMatchObject({ email: "alice@idp.test", name: "Alice Provider" });
    expect(byPost.body.data.sub).toBe("alice-sub");
    const byGet = await client.get<{ user: { email: string } }>("/account-info", { query: { accountId: row.id } });
    expect(byGet.status).toBe(200);
    expect(byGet.body.user.email).toBe("alice@idp.test");
  });

  it("refuses without a session, for an unknown provider account, and for another user's userId", async () => {
    const anonymous = f.server.client();
    const neither = await anonymous.post<ErrorAnswer>("/get-access-token", { providerId: PROVIDER_ID });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe("Either userId or session is required");
    const someoneElse = await anonymous.post<ErrorAnswer>("/get-access-token", { providerId: PROVIDER_ID, userId });
    expect(someoneElse.status).toBe(401);

    const unknown = await client.post<ErrorAnswer>("/get-access-token", { providerId: "github" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Account not found");
    const info = await client.post<ErrorAnswer>("/account-info", { accountId: "nobody" });
    expect(info.status).toBe(400);
    expect(info.body.message).toBe("Account not found");
  });

  it("a refresh the provider refuses gives each route's failure message", async () => {
    const row = await providerAccount();
    await f.server.gatehouse.database.db
      .updateTable("account")
      .set({ refreshToken: "0123456789abcdef", accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", row.id)
      .execute();
    const access = await client.post<ErrorAnswer>("/get-access-token", { providerId: PROVIDER_ID });
    expect(access.status).toBe(400);
    expect(access.body.message).toBe("Failed to get a valid access token");
    const refresh = await client.post<ErrorAnswer>("/refresh-token", { providerId: PROVIDER_ID });
    expect(refresh.status).toBe(400);
    expect(refresh.body.message).toBe("Failed to refresh access token");
  });
});
