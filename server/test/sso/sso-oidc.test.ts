import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUser, PASSWORD, signUpVerified } from "../helpers/account-flows.ts";
import { getSessionBothWays, withoutCache } from "../helpers/get-session-differential.ts";
import { type OidcTestProvider, startOidcProvider } from "../helpers/oidc-provider.ts";
import { onFreePort, type TestClient } from "../helpers/test-server.ts";
import { joinedMember } from "../organization/fixtures.ts";
import { type RegisteredProvider, type SsoFixture, startSsoFixture, txtRecordName } from "./sso-fixture.ts";

/**
 * Single sign-on with OIDC: an organization's owner registers its identity provider (the real
 * OpenID provider on loopback) for acme.test, proves the domain with a DNS TXT record (a real
 * name server on loopback), and people of acme.test sign in through it — the first time creating
 * the user and the membership; then the organization makes SSO mandatory.
 */

const PROVIDER_ID = "acme-oidc";
const DOMAIN = "acme.test";
const ACCOUNTS = [
  { sub: "ann-sub", email: "ann@acme.test", email_verified: true, name: "Ann Acme" },
  { sub: "sub-dev", email: "dev@eng.acme.test", email_verified: true, name: "Dev Acme" },
  { sub: "outsider-sub", email: "outsider@gmail.test", email_verified: true, name: "Not Acme" },
  { sub: "newbie-sub", email: "newbie@acme.test", email_verified: true, name: "New Acme" },
];

let f: SsoFixture;
let idp: OidcTestProvider;
let provider: RegisteredProvider;

beforeAll(async () => {
  ({ idp, f } = await onFreePort(async (port) => {
    const baseURL = `http://127.0.0.1:${port}`;
    // The same provider is also an instance-wide social provider ("loopback"): mandatory SSO must
    // refuse that way in too.
    const idp = await startOidcProvider({
      redirectUris: [`${baseURL}/api/auth/sso/callback/${PROVIDER_ID}`, `${baseURL}/api/auth/callback/loopback`],
      accounts: ACCOUNTS,
    });
    try {
      const f = await startSsoFixture({
        baseURL,
        ownerDomain: DOMAIN,
        trustedOrigins: [idp.issuer],
        env: idp.env("loopback"),
      });
      return { idp, f };
    } catch (error) {
      await idp.close();
      throw error;
    }
  }));
});
afterAll(async () => {
  await f?.close();
  await idp?.close();
});

/** sign-in/sso for an email, the provider's login as `account`, then Gatehouse's callback. */
async function signInWithSso(client: TestClient, email: string, account: string) {
  const start = await client.post<{ url: string; redirect: boolean }>("/sign-in/sso", {
    email,
    callbackURL: "/dashboard",
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  expect(new URL(start.body.url).origin).toBe(idp.issuer);
  const back = await idp.authorize(start.body.url, { account });
  return client.visit(back.href);
}

describe("registering the organization's OpenID provider", () => {
  it("refuses a member who is neither owner nor admin", async () => {
    const member = await joinedMember(f.server, f.owner, f.organization.id);
    const refused = await member.client.post("/sso/register", {
      providerId: "not-mine",
      issuer: idp.issuer,
      domain: "elsewhere.test",
      organizationId: f.organization.id,
      oidcConfig: { clientId: idp.clientId, clientSecret: idp.clientSecret },
    });
    expect(refused.status).toBe(403);
  });

  it("registers it unverified, with the TXT record to publish; sign-in waits for the domain", async () => {
    provider = await f.register({
      providerId: PROVIDER_ID,
      issuer: idp.issuer,
      domain: DOMAIN,
      oidcConfig: { clientId: idp.clientId, clientSecret: idp.clientSecret },
    });
    expect(provider).toMatchObject({ domainVerified: false, mandatory: false, defaultRole: "member" });
    expect(provider.domainVerificationToken).toMatch(/^[\w-]{24}$/);

    const early = await f.server.client().post("/sign-in/sso", { email: "ann@acme.test", callbackURL: "/dashboard" });
    expect(early.status).toBe(401);
    expect(early.body).toMatchObject({ message: "Provider domain has not been verified" });
  });

  it("verifies the domain only once the TXT record is published", async () => {
    const tooSoon = await f.owner.client.post("/sso/verify-domain", { providerId: PROVIDER_ID });
    expect(tooSoon.status, JSON.stringify(tooSoon.body)).toBe(502);
    expect(tooSoon.body).toMatchObject({ message: `Unable to verify domain ownership for ${DOMAIN}. Try again later` });
    expect(f.dns.questions).toContain(txtRecordName(PROVIDER_ID, DOMAIN));

    await f.verifyDomain(provider);
    const listed = await f.owner.client.get<{ providers: Array<{ providerId: string; domainVerified: boolean }> }>(
      "/sso/providers",
    );
    expect(listed.body.providers.find((p) => p.providerId === PROVIDER_ID)).toMatchObject({ domainVerified: true });
  });
});

describe("signing in through the organization's provider", () => {
  it("creates the user and the membership (default role) on first sign-in", async () => {
    const client = f.server.client();
    const callback = await signInWithSso(client, "ann@acme.test", "ann-sub");
    expect(callback.status).toBe(302);
    expect(new URL(callback.headers.get("location") ?? "", f.baseURL).pathname).toBe("/dashboard");
    const session = await client.session();
    expect(session.body?.user).toMatchObject({ email: "ann@acme.test", name: "Ann Acme", emailVerified: true });

    const members = await f.owner.client.get<{ members: Array<{ userId: string; role: string }> }>(
      "/organization/list-members",
      { query: { organizationId: f.organization.id } },
    );
    expect(members.body.members.find((m) => m.userId === session.body?.user.id)).toMatchObject({ role: "member" });

    // The second sign-in is the same user, still one membership.
    const again = f.server.client();
    await signInWithSso(again, "ann@acme.test", "ann-sub");
    expect((await again.session()).body?.user.id).toBe(session.body?.user.id);
    const after = await f.owner.client.get<{ members: unknown[]; total: number }>("/organization/list-members", {
      query: { organizationId: f.organization.id },
    });
    expect(after.body.total).toBe(members.body.members.length);
  });

  it("the fast get-session answers an SSO session exactly as better-auth does", async () => {
    const client = f.server.client();
    await signInWithSso(client, "ann@acme.test", "ann-sub");
    const fromDatabase = await getSessionBothWays(f.server, withoutCache(client), "?disableCookieCache=true");
    expect(fromDatabase.fast.status).toBe(200);
    expect(fromDatabase.fast).toEqual(fromDatabase.stock);
    const cached = await getSessionBothWays(f.server, client.jar.header());
    expect(cached.fast).toEqual(cached.stock);
    expect((cached.fast.body as { user: { email: string } }).user.email).toBe("ann@acme.test");
  });

  it("routes a subdomain's email to the provider, with the provider's default role", async () => {
    const updated = await f.owner.client.post("/sso/update-provider", {
      providerId: PROVIDER_ID,
      defaultRole: "admin",
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const client = f.server.client();
    await signInWithSso(client, "dev@eng.acme.test", "sub-dev");
    const active = await client.get<{ role: string }>("/organization/get-active-member", {
      query: { organizationId: f.organization.id },
    });
    const members = await f.owner.client.get<{ members: Array<{ userId: string; role: string }> }>(
      "/organization/list-members",
      { query: { organizationId: f.organization.id } },
    );
    const me = (await client.session()).body?.user.id;
    expect(members.body.members.find((m) => m.userId === me)?.role, JSON.stringify(active.body)).toBe("admin");
  });

  it("refuses a person whose email the provider asserts outside the verified domain", async () => {
    const client = f.server.client();
    const start = await client.post<{ url: string }>("/sign-in/sso", {
      providerId: PROVIDER_ID,
      callbackURL: "/dashboard",
      errorCallbackURL: "/sign-in",
    });
    const callback = await client.visit((await idp.authorize(start.body.url, { account: "outsider-sub" })).href);
    const target = new URL(callback.headers.get("location") ?? "", f.baseURL);
    expect(target.pathname).toBe("/sign-in");
    expect(target.searchParams.get("error")).toBe("SSO_EMAIL_OUTSIDE_DOMAIN");
    expect(await findUser(f.server, "outsider@gmail.test")).toBeUndefined();
    expect((await client.session()).body).toBeNull();
  });

  it("the organization's audit log holds the provider's registration, verification and sign-ins", async () => {
    const log = await f.owner.client.get<{
      entries: Array<{ action: string; details: Record<string, unknown> | null }>;
    }>("/organization/audit-log", { query: { organizationId: f.organization.id, limit: "100" } });
    const actions = log.body.entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(["sso.provider_registered", "sso.domain_verified", "sso.provider_updated"]),
    );
    const ssoSignIn = log.body.entries.find((e) => e.action === "user.signed_in");
    expect(ssoSignIn?.details).toEqual({ way: "/sso/callback" });
  });

  it("answers 404 for an email whose domain has no provider", async () => {
    const none = await f.server.client().post("/sign-in/sso", { email: "x@nowhere.test", callbackURL: "/dashboard" });
    expect(none.status).toBe(404);
  });
});

describe("mandatory SSO for the domain", () => {
  let passwordUser: TestClient;

  beforeAll(async () => {
    passwordUser = f.server.client();
    await signUpVerified(f.server, passwordUser, "bob@acme.test");
    const updated = await f.owner.client.post("/sso/update-provider", { providerId: PROVIDER_ID, mandatory: true });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  });

  const SSO_REQUIRED = {
    code: "SSO_REQUIRED",
    message: "Your organization requires single sign-on: continue with SSO",
  };

  it("refuses the domain's password sign-in, sign-up and password reset with SSO_REQUIRED", async () => {
    const client = f.server.client();
    for (const [path, body] of [
      ["/sign-in/email", { email: "bob@acme.test", password: PASSWORD }],
      ["/sign-in/email", { email: "BOB@Eng.Acme.Test", password: PASSWORD }],
      ["/sign-up/email", { email: "carl@acme.test", password: PASSWORD, name: "Carl" }],
      ["/request-password-reset", { email: "bob@acme.test" }],
      ["/sign-in/magic-link", { email: "bob@acme.test" }],
    ] as const) {
      const refused = await client.post(path, body);
      expect({ path, status: refused.status, body: refused.body }).toEqual({
        path,
        status: 403,
        body: expect.objectContaining(SSO_REQUIRED),
      });
    }
    expect(await findUser(f.server, "carl@acme.test")).toBeUndefined();
  });

  it("refuses the domain's social sign-in (an existing user) and sign-up (a new one), leaving nothing", async () => {
    for (const account of ["ann-sub", "newbie-sub"]) {
      const client = f.server.client();
      const start = await client.post<{ url: string }>("/sign-in/social", {
        provider: "loopback",
        callbackURL: "/dashboard",
        errorCallbackURL: "/sign-in",
      });
      expect(start.status, JSON.stringify(start.body)).toBe(200);
      const callback = await client.visit((await idp.authorize(start.body.url, { account })).href);
      const target = new URL(callback.headers.get("location") ?? "", f.baseURL);
      expect({ account, path: target.pathname, error: target.searchParams.get("error") }).toEqual({
        account,
        path: "/sign-in",
        error: "SSO_REQUIRED",
      });
      expect((await client.session()).body).toBeNull();
    }
    expect(await findUser(f.server, "newbie@acme.test")).toBeUndefined();
  });

  it("lets the organization's owner in with a password (a way back when the provider fails)", async () => {
    const owner = f.server.client();
    const signedIn = await owner.signIn(f.owner.email);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  });

  it("leaves other domains alone, and SSO itself works", async () => {
    const other = f.server.client();
    await signUpVerified(f.server, other, "someone@other.test");
    expect((await other.signIn("someone@other.test")).status).toBe(200);
    const client = f.server.client();
    const callback = await signInWithSso(client, "ann@acme.test", "ann-sub");
    expect(callback.status).toBe(302);
    expect((await client.session()).body?.user.email).toBe("ann@acme.test");
  });
});
