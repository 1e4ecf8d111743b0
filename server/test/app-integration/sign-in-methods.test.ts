import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * `GET /api/auth/sign-in-methods` (public) on two configurations: Gatehouse as it starts, and one
 * with social providers, a captcha and no passwordless sign-up. Its social providers and captcha
 * are what `/social-providers` and `/captcha` answer; a passkey is offered only to Gatehouse's
 * own origin; and the route is not counted as a sign-in attempt by the rate limit.
 */

const APP_ORIGIN = "http://127.0.0.1:5173";

type Methods = {
  emailAndPassword: boolean;
  signUp: boolean;
  socialProviders: Array<{ id: string; name: string }>;
  passkey: boolean;
  magicLink: boolean;
  emailCode: boolean;
  sso: boolean;
  twoFactor: boolean;
  captcha: unknown;
};

const methodsOf = (server: TestServer, origin?: string) =>
  fetch(`${server.url}/api/auth/sign-in-methods`, { headers: origin ? { origin } : {} });

describe("GET /api/auth/sign-in-methods as Gatehouse starts", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUSTED_ORIGINS: APP_ORIGIN } });
  });
  afterAll(async () => server?.close());

  it("everything built in, no social provider, no captcha; no session needed", async () => {
    const response = await methodsOf(server);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      emailAndPassword: true,
      signUp: true,
      socialProviders: [],
      passkey: true,
      magicLink: true,
      emailCode: true,
      sso: true,
      twoFactor: true,
      captcha: null,
    } satisfies Methods);
  });

  it("passkeys only on Gatehouse's own origin, their relying party", async () => {
    const own = (await (await methodsOf(server, server.url)).json()) as Methods;
    const app = (await (await methodsOf(server, APP_ORIGIN)).json()) as Methods;
    expect(own.passkey).toBe(true);
    expect(app.passkey).toBe(false);
    expect({ ...app, passkey: true }).toEqual(own);
  });
});

describe("GET /api/auth/sign-in-methods with providers, a captcha, no passwordless sign-up, rate limits on", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        TRUSTED_ORIGINS: APP_ORIGIN,
        GITHUB_CLIENT_ID: "github-client",
        GITHUB_CLIENT_SECRET: "github-secret",
        GOOGLE_CLIENT_ID: "google-client",
        GOOGLE_CLIENT_SECRET: "google-secret",
        CAPTCHA_PROVIDER: "cloudflare-turnstile",
        CAPTCHA_SECRET_KEY: "turnstile-secret",
        CAPTCHA_SITE_KEY: "turnstile-site-key",
        PASSWORDLESS_SIGN_UP: "false",
        RATE_LIMIT_ENABLED: "true",
        RATE_LIMIT_MAX: "2",
      },
    });
  });
  afterAll(async () => server?.close());

  it("lists the providers and the captcha exactly as /social-providers and /captcha do, never the secret", async () => {
    const methods = (await (await methodsOf(server, APP_ORIGIN)).json()) as Methods;
    expect(methods.socialProviders).toEqual([
      { id: "github", name: "GitHub" },
      { id: "google", name: "Google" },
    ]);
    expect(methods.captcha).toEqual({
      provider: "cloudflare-turnstile",
      siteKey: "turnstile-site-key",
      scriptURL: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
      endpoints: expect.arrayContaining(["/sign-up/email", "/sign-in/email"]),
    });
    const social = (await (await fetch(`${server.url}/api/auth/social-providers`)).json()) as { providers: unknown };
    const captcha = (await (await fetch(`${server.url}/api/auth/captcha`)).json()) as { captcha: unknown };
    expect(methods.socialProviders).toEqual(social.providers);
    expect(methods.captcha).toEqual(captcha.captcha);
    expect(JSON.stringify(methods)).not.toContain("turnstile-secret");
    // Passwordless sign-in stays; new accounts still come from the password sign-up.
    expect(methods).toMatchObject({ magicLink: true, emailCode: true, signUp: true, emailAndPassword: true });
  });

  it("a sign-in page may read it often (the general ceiling, not the 3 sign-in attempts in 10 s)", async () => {
    for (let i = 0; i < 6; i++) expect((await methodsOf(server, APP_ORIGIN)).status).toBe(200);
  });

  it("the billing routes are limited like the routes that spend secrets (RATE_LIMIT_MAX per window)", async () => {
    const attempt = () =>
      fetch(`${server.url}/api/auth/billing/portal`, {
        method: "POST",
        headers: { origin: APP_ORIGIN, "content-type": "application/json" },
        body: "{}",
      });
    expect([(await attempt()).status, (await attempt()).status]).toEqual([401, 401]);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    // The app can read both the refusal and how long to wait.
    expect(limited.headers.get("access-control-allow-origin")).toBe(APP_ORIGIN);
    expect(limited.headers.get("access-control-expose-headers")?.split(", ")).toContain("x-retry-after");
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
  });
});
