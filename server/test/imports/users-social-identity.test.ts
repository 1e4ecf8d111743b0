import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUser } from "../helpers/account-flows.ts";
import { COMMAND_TIMEOUT } from "../helpers/gatehouse-command.ts";
import { PROVIDER_ID, type SocialFixture, startSocialFixture } from "../social/social-fixture.ts";
import { importUsers, summaryOf, tempDir, writeCsv } from "./users-fixtures.ts";

/**
 * An imported social identity signs its person in: the provider's subject, brought over from the
 * origin system, lands the sign-in on the imported user — even where the provider now reports
 * another email address — and makes no second account. A real OpenID provider on loopback.
 */
const SECRET = "test-secret-test-secret-test-secret-0123456789";
let f: SocialFixture;
let env: Record<string, string>;

beforeAll(async () => {
  f = await startSocialFixture({ env: { AUTH_SECRET: SECRET } });
  env = { ...f.server.database.env, AUTH_SECRET: SECRET, BASE_URL: f.server.url };
});
afterAll(() => f?.close());

describe("an imported social identity", COMMAND_TIMEOUT, () => {
  it("signs the imported user in through the provider, with no new account", async () => {
    // The IdP's alice is alice@idp.test with subject alice-sub; at the origin she used another address.
    const file = writeCsv(tempDir(), "users.csv", [
      {
        external_id: "origin-alice",
        email: "alice.at.origin@example.com",
        name: "Alice Imported",
        email_verified: "true",
        identities: `${PROVIDER_ID}:alice-sub`,
      },
    ]);
    const imported = await importUsers(env, file, "csv");
    expect(imported.code, imported.stderr).toBe(0);
    expect(summaryOf(imported)).toBe("created 1, updated 0, unchanged 0, refused 0");
    const user = await findUser(f.server, "alice.at.origin@example.com");
    expect(user).toBeDefined();

    const browser = f.server.client();
    const callback = await f.signIn(browser, "alice-sub");
    expect(callback.status).toBe(302);
    const session = await browser.session();
    expect(session.body?.user).toMatchObject({ id: user?.id, email: "alice.at.origin@example.com" });
    expect(await findUser(f.server, "alice@idp.test")).toBeUndefined();
  });
});
