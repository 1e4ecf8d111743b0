import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_PROVIDERS, loadConfig } from "../../src/config.ts";
import { uniqueEmail } from "../helpers/account-flows.ts";
import { PASSING_TOKEN, SiteverifyStub } from "../helpers/siteverify-stub.ts";
import { freePort, startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The captcha (docs/reference/configuration.md#captcha), per provider kind, against a siteverify stand-in on loopback
 * (CAPTCHA_VERIFY_URL): the token travels in `x-captcha-response`; a valid one lets the request
 * through, a refused one is 403, a missing one 400, an unreachable provider 500, with the plugin's
 * messages. Routes not listed are not guarded.
 */
const SECRET = "captcha-secret";
const SITE_KEY = "captcha-site-key";
const PASSWORD = "correct-horse-battery";

const captchaEnv = (provider: string, verifyURL: string) => ({
  CAPTCHA_PROVIDER: provider,
  CAPTCHA_SECRET_KEY: SECRET,
  CAPTCHA_SITE_KEY: SITE_KEY,
  CAPTCHA_VERIFY_URL: verifyURL,
});

const signUpBody = (email: string) => ({ name: "Captcha User", email, password: PASSWORD });

describe.each(CAPTCHA_PROVIDERS)("captcha: %s", (provider) => {
  let stub: SiteverifyStub;
  let server: TestServer;
  beforeAll(async () => {
    stub = new SiteverifyStub(SECRET);
    await stub.start();
    server = await startTestServer({ env: captchaEnv(provider, stub.url) });
  });
  afterAll(async () => {
    await server?.close();
    await stub?.stop();
  });

  it("a valid token lets sign-up through; the provider got the secret and the token in its format", async () => {
    const client = server.client();
    const email = uniqueEmail("captcha-ok");
    const response = await client.post("/sign-up/email", signUpBody(email), {
      headers: { "x-captcha-response": PASSING_TOKEN },
    });
    expect(response.status).toBe(200);
    const [request] = stub.requests.splice(0);
    expect(request?.fields).toMatchObject({ secret: SECRET, response: PASSING_TOKEN, remoteip: "127.0.0.1" });
    expect(request?.contentType).toContain(
      provider === "cloudflare-turnstile" ? "application/json" : "x-www-form-urlencoded",
    );
    if (provider === "hcaptcha") expect(request?.fields.sitekey).toBe(SITE_KEY);
  });

  it("a refused token is 403 and nothing is created", async () => {
    const email = uniqueEmail("captcha-refused");
    const response = await server.client().post("/sign-up/email", signUpBody(email), {
      headers: { "x-captcha-response": "a-bot-made-this" },
    });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 403,
      body: { code: "VERIFICATION_FAILED", message: "Captcha verification failed" },
    });
    const signIn = await server.client().post(
      "/sign-in/email",
      { email, password: PASSWORD },
      {
        headers: { "x-captcha-response": PASSING_TOKEN },
      },
    );
    expect(signIn.status).toBe(401);
  });

  it("a missing token is 400 on every guarded route; the others are not guarded", async () => {
    stub.requests.splice(0);
    const client = server.client();
    for (const [path, body] of [
      ["/sign-up/email", signUpBody(uniqueEmail("captcha-missing"))],
      ["/sign-in/email", { email: uniqueEmail("nobody"), password: PASSWORD }],
      ["/request-password-reset", { email: uniqueEmail("nobody") }],
      ["/forget-password", { email: uniqueEmail("nobody") }],
      // The passwordless sends: each mails a link or a code, so each is guarded too.
      ["/sign-in/magic-link", { email: uniqueEmail("nobody") }],
      ["/email-otp/send-verification-otp", { email: uniqueEmail("nobody"), type: "sign-in" }],
      ["/email-otp/request-password-reset", { email: uniqueEmail("nobody") }],
      ["/forget-password/email-otp", { email: uniqueEmail("nobody") }],
    ] as const) {
      const response = await client.post(path, body);
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 400,
        body: { code: "MISSING_RESPONSE", message: "Missing CAPTCHA response" },
      });
    }
    expect((await client.get("/get-session")).status).toBe(200);
    expect((await client.get("/social-providers")).status).toBe(200);
    expect(stub.requests.splice(0)).toEqual([]);
  });

  it("GET /captcha tells the web app the provider, site key, script and guarded routes, never the secret", async () => {
    const response = await server.client().get<{ captcha: Record<string, unknown> }>("/captcha");
    expect(response.status).toBe(200);
    expect(response.body.captcha).toEqual({
      provider,
      siteKey: SITE_KEY,
      scriptURL: expect.stringMatching(/^https:\/\//),
      endpoints: expect.arrayContaining([
        "/sign-up/email",
        "/sign-in/email",
        "/request-password-reset",
        "/forget-password",
      ]),
    });
    expect(JSON.stringify(response.body)).not.toContain(SECRET);
  });
});

describe("captcha: the provider unreachable, settings", () => {
  it("an unreachable provider fails closed: 500 with the plugin's message, nothing created", async () => {
    const closedPort = await freePort();
    const server = await startTestServer({
      env: captchaEnv("cloudflare-turnstile", `http://127.0.0.1:${closedPort}/siteverify`),
    });
    try {
      const email = uniqueEmail("captcha-down");
      const response = await server.client().post("/sign-up/email", signUpBody(email), {
        headers: { "x-captcha-response": PASSING_TOKEN },
      });
      expect({ status: response.status, body: response.body }).toEqual({
        status: 500,
        body: { code: "UNKNOWN_ERROR", message: "Something went wrong" },
      });
    } finally {
      await server.close();
    }
  });

  it("without a provider nothing is guarded and GET /captcha says null", async () => {
    const server = await startTestServer();
    try {
      const client = server.client();
      expect((await client.signUp(uniqueEmail("no-captcha"))).status).toBe(200);
      expect((await client.get("/captcha")).body).toEqual({ captcha: null });
    } finally {
      await server.close();
    }
  });

  it("CAPTCHA_ENDPOINTS and CAPTCHA_SCRIPT_URL replace the defaults; half a configuration is refused", () => {
    const base = { AUTH_SECRET: "x".repeat(40) };
    const config = loadConfig({
      ...base,
      ...captchaEnv("hcaptcha", "http://127.0.0.1:1/siteverify"),
      CAPTCHA_ENDPOINTS: "/sign-up/email",
      CAPTCHA_SCRIPT_URL: "http://127.0.0.1:1/widget.js",
    });
    expect(config.captcha).toMatchObject({ endpoints: ["/sign-up/email"], scriptURL: "http://127.0.0.1:1/widget.js" });
    expect(() => loadConfig({ ...base, CAPTCHA_PROVIDER: "hcaptcha", CAPTCHA_SITE_KEY: "k" })).toThrow(
      "CAPTCHA_SECRET_KEY: is required with CAPTCHA_PROVIDER",
    );
    expect(() => loadConfig({ ...base, CAPTCHA_SECRET_KEY: "s" })).toThrow("CAPTCHA_PROVIDER");
    expect(() => loadConfig({ ...base, CAPTCHA_PROVIDER: "captcha-of-my-own" })).toThrow("CAPTCHA_PROVIDER");
  });
});
