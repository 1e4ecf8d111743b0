import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsOf, signUpUnverified, signUpVerified, uniqueEmail } from "../helpers/account-flows.ts";
import type { TestClient } from "../helpers/test-server.ts";
import { locationOf, PROVIDER_ID, type SocialFixture, startSocialFixture } from "./social-fixture.ts";

type AccountItem = {
  id: string;
  provider: string;
  providerId: string;
  accountId: string;
  scopes: string[];
  createdAt: string;
  updatedAt: string;
};

/** link-social as the signed-in `client`, the provider's login as `account`, then the callback. */
async function link(f: SocialFixture, client: TestClient, account: string, body: Record<string, unknown> = {}) {
  const back = await f.startAtProvider(client, account, { callbackURL: "/account", ...body }, { path: "/link-social" });
  return client.visit(back.href);
}

describe("linking a provider account to a signed-in user", () => {
  let f: SocialFixture;

  beforeAll(async () => {
    f = await startSocialFixture();
  });
  afterAll(() => f?.close());

  it("links the provider when it reports the same, verified email; list-accounts shows its item", async () => {
    const client = f.server.client();
    const userId = await signUpVerified(f.server, client, "alice@idp.test");
    const callback = await link(f, client, "alice-sub");
    expect(locationOf(callback, f.server).pathname).toBe("/account");

    const list = await client.get<AccountItem[]>("/list-accounts");
    expect(list.status).toBe(200);
    const linked = list.body.find((a) => a.provider === PROVIDER_ID)!;
    expect(linked).toMatchObject({ provider: PROVIDER_ID, accountId: "alice-sub" });
    expect(Object.keys(linked)).toEqual(
      expect.arrayContaining(["id", "provider", "createdAt", "updatedAt", "accountId", "scopes"]),
    );
    expect(linked.scopes).toEqual(expect.arrayContaining(["openid", "email", "profile"]));

    // A later social sign-in reaches the same user.
    const other = f.server.client();
    await f.signIn(other, "alice-sub");
    expect((await other.session()).body?.user.id).toBe(userId);
  });

  it("refuses a provider email that differs from the user's (different emails not allowed)", async () => {
    const client = f.server.client();
    const email = uniqueEmail("carol");
    const userId = await signUpVerified(f.server, client, email);
    const target = locationOf(await link(f, client, "alice-sub", { errorCallbackURL: "/account" }), f.server);
    expect(target.pathname).toBe("/account");
    expect(target.searchParams.get("error")).toBe("unable_to_link_account");
    expect(target.searchParams.get("error_description")).toBe("Account not linked - different emails not allowed");
    expect((await accountsOf(f.server, userId)).map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("refuses an untrusted provider reporting an unverified email", async () => {
    const client = f.server.client();
    const userId = await signUpUnverified(client, "bob@idp.test");
    const target = locationOf(await link(f, client, "bob-sub"), f.server);
    expect(target.pathname).toBe("/api/auth/error");
    expect(target.searchParams.get("error")).toBe("unable_to_link_account");
    expect((await accountsOf(f.server, userId)).map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("link-social answers {url, redirect} pointing at the provider", async () => {
    const client = f.server.client();
    await signUpVerified(f.server, client, uniqueEmail("dave"));
    const start = await client.post<{ url: string; redirect: boolean; status?: boolean }>("/link-social", {
      provider: PROVIDER_ID,
      callbackURL: "/account",
    });
    expect(start.status).toBe(200);
    expect(start.body.redirect).toBe(true);
    expect(start.body.status).toBe(true);
    expect(new URL(start.body.url).origin).toBe(f.idp.issuer);
  });

  it("links with an ID token the provider signed, and refuses other or unverified emails", async () => {
    const client = f.server.client();
    const email = uniqueEmail("kim");
    const userId = await signUpVerified(f.server, client, email);
    const linkWith = async (account: string) =>
      client.post<{ status: boolean; redirect: boolean; message: string }>("/link-social", {
        provider: PROVIDER_ID,
        idToken: { token: (await f.idp.issueTokens(account)).id_token },
      });

    const otherEmail = await linkWith("frank-sub");
    expect(otherEmail.status).toBe(401);
    expect(otherEmail.body.message).toBe("Account not linked - different emails not allowed");
    const unverified = await linkWith("bob-sub");
    expect(unverified.status).toBe(401);
    expect(unverified.body.message).toBe("Account not linked - linking not allowed");
    expect((await accountsOf(f.server, userId)).map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("link-social needs a session", async () => {
    const response = await f.server
      .client()
      .post<{ message: string }>("/link-social", { provider: PROVIDER_ID, callbackURL: "/account" });
    expect(response.status).toBe(401);
  });

  it("unlinks a provider account, and refuses the last account", async () => {
    const client = f.server.client();
    const email = uniqueEmail("erin");
    await signUpVerified(f.server, client, email);
    const only = await client.post<{ message: string }>("/unlink-account", { providerId: "credential" });
    expect(only.status).toBe(400);
    expect(only.body.message).toBe("You can't unlink your last account");

    // A provider-only user: signed up through the provider, one account.
    const social = f.server.client();
    await f.signIn(social, "frank-sub");
    const last = await social.post<{ message: string }>("/unlink-account", { providerId: PROVIDER_ID });
    expect(last.status).toBe(400);
    expect(last.body.message).toBe("You can't unlink your last account");
  });
});

describe("linking with different emails allowed and a trusted provider", () => {
  let f: SocialFixture;

  beforeAll(async () => {
    f = await startSocialFixture({
      env: { ACCOUNT_LINKING_ALLOW_DIFFERENT_EMAILS: "true", ACCOUNT_LINKING_TRUSTED_PROVIDERS: PROVIDER_ID },
      idp: {
        accounts: [
          { sub: "alice-sub", email: "alice@idp.test", email_verified: true, name: "Alice Provider" },
          { sub: "bob-sub", email: "bob@idp.test", email_verified: false, name: "Bob Unverified" },
        ],
      },
    });
  });
  afterAll(() => f?.close());

  it("links a provider account with another email, then unlinks it", async () => {
    const client = f.server.client();
    const userId = await signUpVerified(f.server, client, uniqueEmail("grace"));
    expect(locationOf(await link(f, client, "alice-sub"), f.server).pathname).toBe("/account");
    expect((await accountsOf(f.server, userId)).map((a) => a.providerId).sort()).toEqual(["credential", PROVIDER_ID]);

    const unlink = await client.post<{ status: boolean }>("/unlink-account", {
      providerId: PROVIDER_ID,
      accountId: "alice-sub",
    });
    expect(unlink.status).toBe(200);
    expect(unlink.body.status).toBe(true);
    expect((await accountsOf(f.server, userId)).map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("a trusted provider links even when it reports the email unverified", async () => {
    const client = f.server.client();
    const userId = await signUpVerified(f.server, client, uniqueEmail("heidi"));
    expect(locationOf(await link(f, client, "bob-sub"), f.server).pathname).toBe("/account");
    expect((await accountsOf(f.server, userId)).map((a) => a.providerId).sort()).toEqual(["credential", PROVIDER_ID]);
  });

  it("a provider account linked to one user cannot be linked to another", async () => {
    const first = f.server.client();
    await signUpVerified(f.server, first, uniqueEmail("ivan"));
    expect(locationOf(await link(f, first, "alice-sub"), f.server).pathname).toBe("/account");

    const second = f.server.client();
    const secondId = await signUpVerified(f.server, second, uniqueEmail("judy"));
    const target = locationOf(await link(f, second, "alice-sub"), f.server);
    expect(target.searchParams.get("error")).toBe("account_already_linked_to_different_user");
    expect((await accountsOf(f.server, secondId)).map((a) => a.providerId)).toEqual(["credential"]);
  });
});
