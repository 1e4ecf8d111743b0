import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, uniqueEmail } from "../../test/helpers/account-flows.ts";
import { startTestServer, type TestServer } from "../../test/helpers/test-server.ts";
import { pageInLocale, pageLocale } from "./page-locale.ts";

/**
 * The web app's page says its language: `<html lang dir>` and `<meta name="gatehouse:locale">`,
 * chosen per request from the saved language, `ui_locales`, `?lang=` (remembered in a cookie),
 * that cookie, Accept-Language and DEFAULT_LOCALE.
 */

const INDEX = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Gatehouse</title>\n  </head>\n</html>\n';

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "gatehouse-web-"));
  writeFileSync(join(dir, "index.html"), INDEX);
  return dir;
}

type Page = { lang: string | null; dir: string | null; meta: string | null; response: Response };

async function page(server: TestServer, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: "manual" });
  const html = await response.clone().text();
  return {
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? null,
    dir: /<html[^>]*\sdir="([^"]*)"/.exec(html)?.[1] ?? null,
    meta: /<meta name="gatehouse:locale" content="([^"]*)">/.exec(html)?.[1] ?? null,
    response,
  };
}

describe("the page's language, per request", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ webDistDir: webDist(), env: { ADMIN_EMAILS: "locale-admin@example.com" } });
  });
  afterAll(async () => server.close());

  it("Accept-Language de-DE,de;q=0.9: German", async () => {
    const de = await page(server, "/sign-in", { "accept-language": "de-DE,de;q=0.9" });
    expect(de).toMatchObject({ lang: "de", dir: "ltr", meta: "de" });
    expect(de.response.headers.get("vary")).toBe("Accept-Language, Cookie");
    expect(de.response.headers.get("set-cookie")).toBeNull();
  });

  it("Accept-Language ar: Arabic, right to left", async () => {
    expect(await page(server, "/", { "accept-language": "ar" })).toMatchObject({ lang: "ar", dir: "rtl", meta: "ar" });
  });

  it("?lang=ja: Japanese, remembered in a year-long cookie the page can read", async () => {
    const ja = await page(server, "/account?lang=ja", { "accept-language": "de" });
    expect(ja).toMatchObject({ lang: "ja", dir: "ltr", meta: "ja" });
    expect(ja.response.headers.get("set-cookie")).toBe("gatehouse_lang=ja; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("?lang= is matched to a supported locale; the pseudo-locale too; an unknown one is ignored", async () => {
    const pt = await page(server, "/?lang=pt");
    expect(pt).toMatchObject({ lang: "pt-BR", meta: "pt-BR" });
    expect(pt.response.headers.get("set-cookie")).toBe("gatehouse_lang=pt-BR; Path=/; Max-Age=31536000; SameSite=Lax");
    const pseudo = await page(server, "/?lang=en-XA");
    expect(pseudo).toMatchObject({ lang: "en-XA", dir: "ltr", meta: "en-XA" });
    expect(pseudo.response.headers.get("set-cookie")).toContain("gatehouse_lang=en-XA;");
    const unknown = await page(server, "/?lang=tlh", { "accept-language": "fr" });
    expect(unknown).toMatchObject({ lang: "fr", meta: "fr" });
    expect(unknown.response.headers.get("set-cookie")).toBeNull();
  });

  it("the cookie alone: its language, over Accept-Language", async () => {
    const ko = await page(server, "/", { cookie: "gatehouse_lang=ko", "accept-language": "de" });
    expect(ko).toMatchObject({ lang: "ko", meta: "ko" });
    expect(ko.response.headers.get("set-cookie")).toBeNull();
  });

  it("ui_locales=ja: Japanese, over ?lang=, the cookie and Accept-Language", async () => {
    const ja = await page(server, "/sign-in?ui_locales=ja&lang=fr", {
      cookie: "gatehouse_lang=ko",
      "accept-language": "de",
    });
    expect(ja).toMatchObject({ lang: "ja", meta: "ja" });
    // The explicit ?lang= is still remembered for the pages after this one.
    expect(ja.response.headers.get("set-cookie")).toContain("gatehouse_lang=fr;");
    expect(await page(server, "/sign-in?ui_locales=tlh%20nl%20de")).toMatchObject({ lang: "nl" });
  });

  it("nothing known: DEFAULT_LOCALE (English here), and index.html by name is the same page", async () => {
    expect(await page(server, "/")).toMatchObject({ lang: "en", dir: "ltr", meta: "en" });
    expect(await page(server, "/index.html", { "accept-language": "es" })).toMatchObject({ lang: "es", meta: "es" });
    expect(await page(server, "/", { "accept-language": "sw, tlh;q=0.5" })).toMatchObject({ lang: "en" });
  });

  it("a signed-in person's saved language wins, read from the session's cookie cache", async () => {
    const client = server.client();
    expect((await client.signUp(uniqueEmail("locale-page"))).status).toBe(200);
    expect((await client.post("/update-user", { locale: "zh-CN" })).status).toBe(200);
    const signedIn = await page(server, "/account?lang=fr", { cookie: client.jar.header(), "accept-language": "de" });
    expect(signedIn).toMatchObject({ lang: "zh-CN", meta: "zh-CN" });
    // The cache serves only beside the session cookie it was issued for.
    const cacheAlone = client.jar.clone();
    cacheAlone.delete("better-auth.session_token");
    expect(await page(server, "/", { cookie: cacheAlone.header(), "accept-language": "de" })).toMatchObject({
      lang: "de",
    });
    // Without the cache (expired, or not yet issued) the page goes by the other signals.
    const tokenAlone = client.jar.clone();
    tokenAlone.delete("better-auth.session_data");
    expect(await page(server, "/", { cookie: tokenAlone.header(), "accept-language": "de" })).toMatchObject({
      lang: "de",
    });
  });

  it("an OpenID authorize request's ui_locales reaches the sign-in page it sends the browser to", async () => {
    const admin = server.client();
    await signUpVerified(server, admin, "locale-admin@example.com");
    const redirectUri = "https://rp.example.com/callback";
    const created = await admin.post<{ client_id: string }>("/oauth2/create-client", {
      client_name: "Localized RP",
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: "none",
      grant_types: ["authorization_code"],
      response_types: ["code"],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const authorize = new URLSearchParams({
      client_id: created.body.client_id,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "openid",
      state: "s",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
      ui_locales: "ja en",
    });
    const visitor = server.client();
    const sent = await visitor.request<{ url?: string }>("GET", `/oauth2/authorize?${authorize}`, undefined, {
      headers: { accept: "text/html", "sec-fetch-mode": "navigate" },
    });
    // A navigation is sent on with a 302; better-auth may answer the same redirect as JSON.
    const location = sent.status === 302 ? sent.headers.get("location") : sent.body?.url;
    expect(location, `${sent.status} ${JSON.stringify(sent.body)}`).toEqual(expect.any(String));
    const signIn = new URL(location ?? "", server.url);
    expect(signIn.pathname).toBe("/sign-in");
    expect(signIn.searchParams.get("ui_locales")).toBe("ja en");
    const signInPage = await page(server, `${signIn.pathname}${signIn.search}`, { "accept-language": "de" });
    expect(signInPage).toMatchObject({ lang: "ja", meta: "ja" });
  });
});

describe("DEFAULT_LOCALE", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ webDistDir: webDist(), env: { DEFAULT_LOCALE: "fr" } });
  });
  afterAll(async () => server.close());

  it("nothing known: the instance's default", async () => {
    expect(await page(server, "/")).toMatchObject({ lang: "fr", meta: "fr" });
    expect(await page(server, "/", { "accept-language": "it" })).toMatchObject({ lang: "it" });
  });
});

describe("pageLocale and pageInLocale", () => {
  const options = { savedLocale: () => null, defaultLocale: "en", secureCookies: true };

  it("a ?lang= cookie is Secure under an https BASE_URL", () => {
    const chosen = pageLocale(new URL("https://auth.example.com/?lang=de"), new Headers(), options);
    expect(chosen).toEqual({
      locale: "de",
      setCookie: "gatehouse_lang=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    });
  });

  it("a cookie that does not decode counts as none", () => {
    const headers = new Headers({ cookie: "gatehouse_lang=%E0%A4%A", "accept-language": "nl" });
    expect(pageLocale(new URL("https://auth.example.com/"), headers, options).locale).toBe("nl");
  });

  it("replaces the html tag's lang and dir, keeps its other attributes, and adds the meta once", () => {
    const html = '<html dir="ltr" class="x" lang=en><head><title>t</title></head></html>';
    expect(pageInLocale(html, "ar")).toBe(
      '<html lang="ar" dir="rtl" class="x"><head><title>t</title><meta name="gatehouse:locale" content="ar"></head></html>',
    );
  });
});
