import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findUser, PASSWORD } from "../helpers/account-flows.ts";
import { type OidcTestProvider, startOidcProvider } from "../helpers/oidc-provider.ts";
import { ScimClient } from "../helpers/scim-client.ts";
import type { CaughtMail } from "../helpers/smtp-catcher.ts";
import { SoftwareAuthenticator } from "../helpers/software-authenticator.ts";
import { onFreePort, type TestClient } from "../helpers/test-server.ts";
import { invite } from "../organization/fixtures.ts";
import { type SsoFixture, startSsoFixture } from "../sso/sso-fixture.ts";
import {
  type ErrorBody,
  expectNothingCreated,
  expectRefused,
  makePlatformAdmin,
  OPEN,
  saveSettings,
} from "./fixture.ts";

/**
 * The sign-up policy on every way an account is created, on one server: an organization (acme.test)
 * with its verified OpenID provider for single sign-on, the same provider as an instance-wide
 * social provider ("loopback"), passwordless sign-in, SCIM; its owner is a platform admin.
 */

const SSO_PROVIDER = "acme-oidc";
const SOCIAL = "loopback";
const ACCOUNTS = [
  { sub: "outsider-sub", email: "outsider@social.test", email_verified: true, name: "Outside Person" },
  { sub: "invited-sub", email: "invited@social.test", email_verified: true, name: "Invited Person" },
  { sub: "newbie-sub", email: "newbie@acme.test", email_verified: true, name: "New Acme" },
];

let f: SsoFixture;
let idp: OidcTestProvider;
let admin: TestClient;

beforeAll(async () => {
  ({ idp, f } = await onFreePort(async (port) => {
    const baseURL = `http://127.0.0.1:${port}`;
    const idp = await startOidcProvider({
      redirectUris: [`${baseURL}/api/auth/sso/callback/${SSO_PROVIDER}`, `${baseURL}/api/auth/callback/${SOCIAL}`],
      accounts: ACCOUNTS,
    });
    try {
      const f = await startSsoFixture({
        baseURL,
        ownerDomain: "acme.test",
        trustedOrigins: [idp.issuer],
        env: idp.env(SOCIAL),
      });
      return { idp, f };
    } catch (error) {
      await idp.close();
      throw error;
    }
  }));
  const provider = await f.register({
    providerId: SSO_PROVIDER,
    issuer: idp.issuer,
    domain: "acme.test",
    oidcConfig: { clientId: idp.clientId, clientSecret: idp.clientSecret },
  });
  await f.verifyDomain(provider);
  await makePlatformAdmin(f.server, f.owner.id);
  admin = f.owner.client;
});
afterAll(async () => {
  await f?.close();
  await idp?.close();
});
beforeEach(async () => {
  await saveSettings(admin, OPEN);
});

const codeIn = (mail: CaughtMail) => /Your code: (\d{6})/.exec(mail.text)?.[1] ?? "";

/** Starts a social sign-in at the loopback provider and opens its callback; the callback's redirect. */
async function socialSignIn(client: TestClient, account: string) {
  const start = await client.post<{ url: string }>("/sign-in/social", {
    provider: SOCIAL,
    callbackURL: "/account",
    errorCallbackURL: "/sign-in",
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const callback = await client.visit((await idp.authorize(start.body.url, { account })).href);
  expect(callback.status).toBe(302);
  return new URL(callback.headers.get("location") ?? "", f.baseURL);
}

async function magicLinkSignIn(client: TestClient, email: string) {
  const sent = await client.post("/sign-in/magic-link", {
    email,
    callbackURL: "/account",
    errorCallbackURL: "/sign-in",
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const mail = await f.server.smtp.mailTo(email, "sign-in link");
  const link = mail.links.find((l) => l.includes("/api/auth/magic-link/verify")) ?? "";
  const visited = await client.visit(link);
  expect(visited.status).toBe(302);
  return new URL(visited.headers.get("location") ?? "", f.baseURL);
}

async function emailCodeSignIn(client: TestClient, email: string) {
  const sent = await client.post("/email-otp/send-verification-otp", { email, type: "sign-in" });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const otp = codeIn(await f.server.smtp.mailTo(email, "sign-in code"));
  return client.post<ErrorBody>("/sign-in/email-otp", { email, otp });
}

/** A passkey-first sign-up (passkeys/sign-up-endpoints.ts): the options, the key, its verification. */
async function passkeySignUp(client: TestClient, email: string) {
  const options = await client.post<{ challenge: string; rp: { id: string }; user: { id: string } }>(
    "/passkey/sign-up/options",
    { email },
  );
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const response = new SoftwareAuthenticator(client.origin).register(options.body);
  return client.post<ErrorBody>("/passkey/sign-up/verify", { response });
}

describe("under waitlist, every way a person creates an account is refused with SIGNUP_WAITLIST", () => {
  beforeEach(async () => {
    await saveSettings(admin, { policy: "waitlist" });
  });

  it("email and password: 403, and no user, account, session or verification mail", async () => {
    const email = "password@waitlist.test";
    const client = f.server.client();
    const refused = await client.signUp(email);
    expectRefused(refused, "SIGNUP_WAITLIST");
    expect((refused.body as ErrorBody).message).toMatch(/join the waitlist/);
    expect(refused.headers.get("set-cookie") ?? "").not.toMatch(/session_token=[^;]/);
    await expectNothingCreated(f.server, email);
  });

  it("social sign-in (OpenID provider): back on the sign-in page with ?error=SIGNUP_WAITLIST, no user", async () => {
    const location = await socialSignIn(f.server.client(), "outsider-sub");
    expect(location.pathname).toBe("/sign-in");
    expect(location.searchParams.get("error")).toBe("SIGNUP_WAITLIST");
    expect(await findUser(f.server, "outsider@social.test")).toBeUndefined();
  });

  it("social sign-in with an ID token: 403 SIGNUP_WAITLIST, no user", async () => {
    const tokens = await idp.issueTokens("outsider-sub");
    const refused = await f.server.client().post("/sign-in/social", {
      provider: SOCIAL,
      idToken: { token: tokens.id_token, accessToken: tokens.access_token },
    });
    expectRefused(refused, "SIGNUP_WAITLIST");
    expect(await findUser(f.server, "outsider@social.test")).toBeUndefined();
  });

  it("a magic link: the link leads to the error page's ?error=SIGNUP_WAITLIST, no user", async () => {
    const email = "magic@waitlist.test";
    const location = await magicLinkSignIn(f.server.client(), email);
    expect(location.pathname).toBe("/sign-in");
    expect(location.searchParams.get("error")).toBe("SIGNUP_WAITLIST");
    expect(await findUser(f.server, email)).toBeUndefined();
  });

  it("an email code: 403 SIGNUP_WAITLIST, no user", async () => {
    const email = "code@waitlist.test";
    expectRefused(await emailCodeSignIn(f.server.client(), email), "SIGNUP_WAITLIST");
    expect(await findUser(f.server, email)).toBeUndefined();
  });

  it("a passkey sign-up: 403 SIGNUP_WAITLIST, no user, passkey or session", async () => {
    const email = "passkey@waitlist.test";
    const refused = await passkeySignUp(f.server.client(), email);
    expectRefused(refused, "SIGNUP_WAITLIST");
    expect(refused.headers.get("set-cookie") ?? "").not.toMatch(/session_token=[^;]/);
    await expectNothingCreated(f.server, email);
    expect(await f.server.gatehouse.database.db.selectFrom("passkey").select("id").execute()).toEqual([]);
  });

  it("existing users still sign in every way", async () => {
    const email = "existing@waitlist.test";
    await saveSettings(admin, { policy: "open" });
    expect((await f.server.client().signUp(email)).status).toBe(200);
    await saveSettings(admin, { policy: "waitlist" });
    expect((await f.server.client().signIn(email, PASSWORD)).status).toBe(200);
    expect((await emailCodeSignIn(f.server.client(), email)).status).toBe(200);
  });
});

describe("under invite_only", () => {
  beforeEach(async () => {
    await saveSettings(admin, { policy: "invite_only" });
  });

  it("refuses an address without an invitation with SIGNUP_INVITE_ONLY, every way", async () => {
    const email = "uninvited@invite.test";
    expectRefused(await f.server.client().signUp(email), "SIGNUP_INVITE_ONLY");
    await expectNothingCreated(f.server, email);
    expectRefused(await emailCodeSignIn(f.server.client(), email), "SIGNUP_INVITE_ONLY");
    expectRefused(await passkeySignUp(f.server.client(), email), "SIGNUP_INVITE_ONLY");
    expect((await magicLinkSignIn(f.server.client(), email)).searchParams.get("error")).toBe("SIGNUP_INVITE_ONLY");
    expect((await socialSignIn(f.server.client(), "outsider-sub")).searchParams.get("error")).toBe(
      "SIGNUP_INVITE_ONLY",
    );
    expect(await findUser(f.server, email)).toBeUndefined();
  });

  it("lets in an address with a pending organization invitation, by password and by a social provider", async () => {
    const email = "person@invite.test";
    await invite(f.owner, f.organization.id, email);
    expect((await f.server.client().signUp(email)).status).toBe(200);
    await invite(f.owner, f.organization.id, "passkey@invite.test");
    expect((await passkeySignUp(f.server.client(), "passkey@invite.test")).status).toBe(200);

    await invite(f.owner, f.organization.id, "invited@social.test");
    const location = await socialSignIn(f.server.client(), "invited-sub");
    expect(location.pathname).toBe("/account");
    expect(await findUser(f.server, "invited@social.test")).toBeDefined();
  });

  it("an expired or answered invitation does not count", async () => {
    const expired = "expired@invite.test";
    const invitation = await invite(f.owner, f.organization.id, expired);
    await f.server.gatehouse.database.db
      .updateTable("invitation")
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", invitation.id)
      .execute();
    expectRefused(await f.server.client().signUp(expired), "SIGNUP_INVITE_ONLY");

    const canceled = "canceled@invite.test";
    const second = await invite(f.owner, f.organization.id, canceled);
    expect((await f.owner.client.post("/organization/cancel-invitation", { invitationId: second.id })).status).toBe(
      200,
    );
    expectRefused(await f.server.client().signUp(canceled), "SIGNUP_INVITE_ONLY");
  });

  it("is bypassed by a platform admin's create-user, the organization's SCIM directory and its SSO provider (JIT)", async () => {
    const created = await admin.post("/admin/create-user", {
      email: "made-by-admin@invite.test",
      password: PASSWORD,
      name: "Made By Admin",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    const token = await admin.post<{ token: string; baseUrl: string }>("/organization/scim/token", {
      organizationId: f.organization.id,
    });
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    const scim = new ScimClient(token.body.baseUrl, token.body.token);
    const provisioned = await scim.createUser({
      userName: "provisioned@acme.test",
      name: { formatted: "Pro Visioned" },
    });
    expect(provisioned.status, JSON.stringify(provisioned.body)).toBe(201);
    expect(await findUser(f.server, "provisioned@acme.test")).toBeDefined();

    const client = f.server.client();
    const start = await client.post<{ url: string }>("/sign-in/sso", {
      email: "newbie@acme.test",
      callbackURL: "/account",
    });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const callback = await client.visit((await idp.authorize(start.body.url, { account: "newbie-sub" })).href);
    expect(new URL(callback.headers.get("location") ?? "", f.baseURL).pathname).toBe("/account");
    expect(await findUser(f.server, "newbie@acme.test")).toBeDefined();
  });

  it("is bypassed by Gatehouse's own commands, which create users outside any request", async () => {
    const context = await f.server.gatehouse.auth.$context;
    const user = await context.internalAdapter.createUser(
      { email: "by-command@invite.test", name: "By Command", emailVerified: true },
      { method: "admin" },
    );
    expect(user?.email).toBe("by-command@invite.test");
  });
});

describe("allowed and blocked domains, each with its subdomains", () => {
  it("allows only the allowed domains and their subdomains", async () => {
    await saveSettings(admin, { allowedDomains: ["allowed.test"] });
    expect((await f.server.client().signUp("a@allowed.test")).status).toBe(200);
    expect((await f.server.client().signUp("b@eu.allowed.test")).status).toBe(200);
    expectRefused(await f.server.client().signUp("c@notallowed.test"), "SIGNUP_DOMAIN_NOT_ALLOWED");
    expectRefused(await f.server.client().signUp("d@allowed.test.evil.test"), "SIGNUP_DOMAIN_NOT_ALLOWED");
    expect((await socialSignIn(f.server.client(), "outsider-sub")).searchParams.get("error")).toBe(
      "SIGNUP_DOMAIN_NOT_ALLOWED",
    );
    await expectNothingCreated(f.server, "c@notallowed.test");
  });

  it("refuses the blocked domains and their subdomains, even when allowed or invited", async () => {
    await saveSettings(admin, { allowedDomains: "blocked.test, fine.test", blockedDomains: "blocked.test" });
    expectRefused(await f.server.client().signUp("a@blocked.test"), "SIGNUP_DOMAIN_BLOCKED");
    expectRefused(await f.server.client().signUp("b@mail.blocked.test"), "SIGNUP_DOMAIN_BLOCKED");
    await saveSettings(admin, { allowedDomains: [], policy: "invite_only" });
    await invite(f.owner, f.organization.id, "invited@blocked.test");
    expectRefused(await f.server.client().signUp("invited@blocked.test"), "SIGNUP_DOMAIN_BLOCKED");
    expect((await emailCodeSignIn(f.server.client(), "code@blocked.test")).body.code).toBe("SIGNUP_DOMAIN_BLOCKED");
    await expectNothingCreated(f.server, "a@blocked.test");
  });
});

describe("disposable addresses", () => {
  it("are refused from the shipped list, subdomains included, only while blocking is on", async () => {
    expect((await f.server.client().signUp("allowed-while-off@mailinator.com")).status).toBe(200);
    await saveSettings(admin, { blockDisposable: true });
    expectRefused(await f.server.client().signUp("someone@mailinator.com"), "SIGNUP_DISPOSABLE_EMAIL");
    expectRefused(await f.server.client().signUp("someone@inbox.yopmail.com"), "SIGNUP_DISPOSABLE_EMAIL");
    expectRefused(await f.server.client().signUp("someone@guerrillamail.com"), "SIGNUP_DISPOSABLE_EMAIL");
    expect((await f.server.client().signUp("someone@lasting.test")).status).toBe(200);
    await expectNothingCreated(f.server, "someone@mailinator.com");
  });
});
