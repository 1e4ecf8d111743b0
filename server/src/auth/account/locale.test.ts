import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUser, PASSWORD, uniqueEmail } from "../../../test/helpers/account-flows.ts";
import { getSessionBothWays, withoutCache } from "../../../test/helpers/get-session-differential.ts";
import { startTestServer, type TestClient, type TestServer } from "../../../test/helpers/test-server.ts";
import { SUPPORTED_LOCALES } from "../../i18n/locales.ts";
import type { Logger } from "../../kit/logger.ts";
import { createSessionAnswerer } from "../session/fast-path/fast-get-session.ts";

/**
 * A person's saved language (the user's `locale` field): update-user saves and clears it, sign-up
 * may carry it, get-session answers it on every path (the fast path from the database and from
 * its cookie cache, and better-auth's own), and anything but a supported locale is refused before
 * anything is written.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

type UserAnswer = { user: { locale: string | null; name: string } } | null;

async function signedUp(label: string): Promise<{ client: TestClient; email: string }> {
  const client = server.client();
  const email = uniqueEmail(label);
  const res = await client.signUp(email);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { client, email };
}

const savedLocale = async (email: string) => (await findUser(server, email))?.locale ?? null;

const REFUSAL = {
  code: "UNSUPPORTED_LOCALE",
  message: `Unsupported locale: choose one of ${SUPPORTED_LOCALES.join(", ")}`,
};

describe("update-user { locale }", () => {
  it("the fast get-session path selects the field, so it stays on", async () => {
    const warnings: string[] = [];
    const logger = { warn: (message: string) => void warnings.push(message) } as unknown as Logger;
    const answerer = await createSessionAnswerer(server.gatehouse.auth, server.gatehouse.database, logger);
    expect(warnings).toEqual([]);
    expect(answerer).not.toBeNull();
  });

  it("saves the locale; get-session answers it from the database, the cache and the library alike", async () => {
    const { client, email } = await signedUp("locale-save");
    const updated = await client.post("/update-user", { locale: "de" });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await savedLocale(email)).toBe("de");

    // update-user re-issued the cookie cache with the new user: a cache hit already says "de".
    const cached = await getSessionBothWays(server, client.jar.header());
    expect(cached.fast).toEqual(cached.stock);
    expect((cached.fast.body as UserAnswer)?.user.locale).toBe("de");

    const fromDatabase = await getSessionBothWays(server, withoutCache(client), "?disableCookieCache=true");
    expect(fromDatabase.fast.status).toBe(200);
    expect(fromDatabase.fast.text).toBe(fromDatabase.stock.text);
    expect(fromDatabase.fast.cookies).toEqual(fromDatabase.stock.cookies);
    expect((fromDatabase.fast.body as UserAnswer)?.user.locale).toBe("de");
    // The session's JWT (set-auth-jwt) carries the user, locale included.
    expect(fromDatabase.fast.jwt).toEqual(fromDatabase.stock.jwt);
    expect(fromDatabase.fast.jwt).toMatchObject({ claims: { locale: "de" } });
  });

  it("null clears it", async () => {
    const { client, email } = await signedUp("locale-clear");
    expect((await client.post("/update-user", { locale: "ja" })).status).toBe(200);
    expect(await savedLocale(email)).toBe("ja");
    const cleared = await client.post("/update-user", { locale: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await savedLocale(email)).toBeNull();
    expect((await client.session()).body).toMatchObject({ user: { locale: null } });
  });

  it("every supported locale is taken as it is", async () => {
    const { client, email } = await signedUp("locale-each");
    for (const locale of SUPPORTED_LOCALES) {
      expect((await client.post("/update-user", { locale })).status, locale).toBe(200);
      expect(await savedLocale(email)).toBe(locale);
    }
  });

  it("anything else is 400 UNSUPPORTED_LOCALE, and nothing of the request is saved", async () => {
    const { client, email } = await signedUp("locale-refused");
    expect((await client.post("/update-user", { locale: "fr" })).status).toBe(200);
    for (const locale of ["xx", "de-DE", "DE", "en-XA", "", 5, true, ["de"], { de: true }]) {
      const refused = await client.post("/update-user", { locale, name: "Changed" });
      expect(refused.status, JSON.stringify(locale)).toBe(400);
      expect(refused.body, JSON.stringify(locale)).toEqual(REFUSAL);
    }
    const user = await findUser(server, email);
    expect(user).toMatchObject({ locale: "fr", name: "Test User" });
    expect((await client.session()).body).toMatchObject({ user: { locale: "fr", name: "Test User" } });
  });
});

describe("sign-up { locale }", () => {
  it("a new account may start with a saved language", async () => {
    const client = server.client();
    const email = uniqueEmail("locale-signup");
    const res = await client.post<{ user: { locale: string | null } }>("/sign-up/email", {
      email,
      password: PASSWORD,
      name: "Ana",
      locale: "pt-BR",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user.locale).toBe("pt-BR");
    expect(await savedLocale(email)).toBe("pt-BR");
  });

  it("an unsupported one is refused and no account is made", async () => {
    const email = uniqueEmail("locale-signup-refused");
    const res = await server.client().post("/sign-up/email", { email, password: PASSWORD, name: "Ana", locale: "tlh" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(REFUSAL);
    expect(await findUser(server, email)).toBeUndefined();
  });
});
