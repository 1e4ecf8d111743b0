import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_EXPLANATION } from "../../src/auth/errors/error-explanations.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const errorPage = async (query: string) => {
  const res = await fetch(`${server.url}/api/auth/error${query}`);
  return { status: res.status, contentType: res.headers.get("content-type") ?? "", html: await res.text() };
};

describe("GET /api/auth/error", () => {
  it("is an HTML page titled Authentication Error showing the code and a Return to Application link", async () => {
    const page = await errorPage("?error=please_restart_the_process");
    expect(page.status).toBe(200);
    expect(page.contentType).toContain("text/html");
    expect(page.html).toMatch(/<title>Authentication Error<\/title>/);
    expect(page.html).toContain("please_restart_the_process");
    const link = /<a href="([^"]*)">Return to Application<\/a>/.exec(page.html);
    expect(link?.[1]).toBe(`${server.gatehouse.config.baseURL}/`);
  });

  it("explains every social sign-in callback error code in plain words, and unknown codes generically", async () => {
    const codes = [
      "invalid_callback_request",
      "state_not_found",
      "please_restart_the_process",
      "no_code",
      "oauth_provider_not_found",
      "invalid_code",
      "unable_to_get_user_info",
      "email_not_found",
      "no_callback_url",
      "unable_to_link_account",
      "account_already_linked_to_different_user",
      "internal_server_error",
      "account_not_linked",
      "signup_disabled",
      "unable_to_create_user",
      "unable_to_create_session",
      "access_denied",
    ];
    const explanations = new Set<string>();
    for (const code of codes) {
      const page = await errorPage(`?error=${code}`);
      const explanation = /<main>\s*<h1>Authentication Error<\/h1>\s*<p>([^<]+)<\/p>/.exec(page.html)?.[1];
      expect(explanation, code).toBeTruthy();
      expect(explanation, code).not.toBe(GENERIC_EXPLANATION);
      explanations.add(explanation!);
    }
    expect(explanations.size).toBe(codes.length);
    expect((await errorPage("?error=something_new")).html).toContain(GENERIC_EXPLANATION);
    expect((await errorPage("?error=email_not_found")).html).toContain("did not share an email address");
  });

  it("escapes the error code and description", async () => {
    const attack = `<script>alert("x")</script>`;
    const page = await errorPage(
      `?error=${encodeURIComponent(attack)}&error_description=${encodeURIComponent(`<img src=x onerror=alert(1)>`)}`,
    );
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("<script>");
    expect(page.html).not.toContain("<img");
    expect(page.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("escapes quotes, so the code cannot break out of an attribute", async () => {
    const page = await errorPage(`?error=${encodeURIComponent(`"' onmouseover=alert(1) x="`)}`);
    expect(page.html).toContain("&quot;&#39; onmouseover=alert(1) x=&quot;");
    expect(page.html).not.toContain(`"' onmouseover`);
  });

  it("still renders without an error code", async () => {
    const page = await errorPage("");
    expect(page.status).toBe(200);
    expect(page.html).toContain("<title>Authentication Error</title>");
    expect(page.html).toContain("Return to Application");
  });
});

describe("GET /api/auth/ok", () => {
  it("answers {ok: true}", async () => {
    const res = await fetch(`${server.url}/api/auth/ok`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ ok: true });
  });
});
