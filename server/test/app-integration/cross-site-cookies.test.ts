import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { startTestServer } from "../helpers/test-server.ts";

/**
 * COOKIE_SAME_SITE=none, for an app on another site than Gatehouse's: the session cookies a
 * sign-in sets are SameSite=None and Secure, so the browser sends them with the app's cross-site
 * credentialed requests; it needs an https BASE_URL. The default (Lax) is checked in cors.test.ts.
 */

const APP_ORIGIN = "https://app.example.com";

describe("COOKIE_SAME_SITE", () => {
  it("none with an http BASE_URL is refused, naming the variable", () => {
    expect(() =>
      loadConfig({ BASE_URL: "http://auth.example.com", COOKIE_SAME_SITE: "none", AUTH_SECRET: "x".repeat(32) }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ BASE_URL: "http://auth.example.com", COOKIE_SAME_SITE: "none", AUTH_SECRET: "x".repeat(32) }),
    ).toThrow(/COOKIE_SAME_SITE: none needs an https BASE_URL/);
    expect(() => loadConfig({ COOKIE_SAME_SITE: "strict", AUTH_SECRET: "x".repeat(32) })).toThrow(/COOKIE_SAME_SITE/);
  });

  it("none: sign-in from the app's site sets SameSite=None; Secure session cookies, and CORS lets the app read it", async () => {
    const server = await startTestServer({
      env: { BASE_URL: "https://auth.gatehouse.test", COOKIE_SAME_SITE: "none", TRUSTED_ORIGINS: APP_ORIGIN },
    });
    try {
      const client = server.client();
      const email = `cross-site-${crypto.randomUUID().slice(0, 8)}@example.com`;
      expect((await client.signUp(email)).status).toBe(200);
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin: APP_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ email, password: "correct-horse-battery" }),
      });
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get("access-control-allow-origin")).toBe(APP_ORIGIN);
      const cookies = signIn.headers.getSetCookie();
      const session = cookies.find((line) => line.startsWith("__Secure-better-auth.session_token="));
      expect(session, cookies.join("\n")).toBeDefined();
      const attributes = String(session)
        .split(";")
        .slice(1)
        .map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(["samesite=none", "secure", "httponly"]));
    } finally {
      await server.close();
    }
  });
});
